import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY, loadConfig, loadDotEnv, testConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults and treats empty values as missing', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '' });
    expect(c).toMatchObject({
      PORT: 3000,
      STORE_SLUG: 'loja',
      DATABASE_URL: undefined,
      isProduction: false,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('trusts proxies by hop count or address list, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/trust every hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'qualquer' })).toThrow(/TRUST_PROXY/);
  });

  it('listens on loopback unless in production or told otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('resolves relative directories against the repository root', () => {
    const c = loadConfig({ DATA_DIR: './data', WEB_DIST_DIR: 'apps/web/dist' });
    expect(path.isAbsolute(c.DATA_DIR)).toBe(true);
    expect(c.DATA_DIR).toBe(path.resolve(import.meta.dirname, '../../../../data'));
    expect(c.WEB_DIST_DIR).toBe(path.resolve(import.meta.dirname, '../../../web/dist'));
    expect(loadConfig({ DATA_DIR: '/var/lib/loja' }).DATA_DIR).toBe('/var/lib/loja');
  });

  it('refuses an invalid value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ STORE_SLUG: 'Loja Maputo' })).toThrow(/STORE_SLUG/);
    expect(() => loadConfig({ ANON_KEY: 'curta' })).toThrow(/ANON_KEY/);
  });

  it('reads a .env file without overriding what the environment already says', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-env-')), '.env');
    writeFileSync(file, 'SHOP_TEST_FROM_FILE=ficheiro\nSHOP_TEST_ALREADY_SET=ficheiro\n');
    process.env.SHOP_TEST_ALREADY_SET = 'ambiente';
    loadDotEnv(file);
    expect(process.env.SHOP_TEST_FROM_FILE).toBe('ficheiro');
    expect(process.env.SHOP_TEST_ALREADY_SET).toBe('ambiente');
    delete process.env.SHOP_TEST_FROM_FILE;
    delete process.env.SHOP_TEST_ALREADY_SET;
  });

  it('gives tests their own quiet config', () => {
    expect(testConfig({ PORT: '0' })).toMatchObject({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: 0 });
  });
});

const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  ANON_KEY: 'k'.repeat(40),
  PUBLIC_URL: 'https://loja.exemplo.co.mz',
  SMTP_URL: 'smtp://loja:segredo@smtp.exemplo.co.mz:587',
};
const serve = (env: Record<string, string>) => () => loadConfig(env, { serving: true });

describe('production settings', () => {
  it('development starts with no settings at all', () => {
    expect(loadConfig({}, { serving: true })).toMatchObject({ isProduction: false, mailTransport: 'dev-mailbox', proxyTrustSet: false });
  });

  it('refuses a production start with no settings, naming every unsafe one', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' }, { serving: true });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(error).toMatch(/Refusing to start in production/);
    expect(error).toMatch(/ANON_KEY: the default key/);
    expect(error).toMatch(/PUBLIC_URL: missing/);
    expect(error).toMatch(/SMTP_URL \/ MAIL_TRANSPORT: no mail transport/);
  });

  it('refuses each unsafe setting on its own', () => {
    expect(serve({ ...SAFE_PRODUCTION, ANON_KEY: DEFAULT_ANON_KEY })).toThrow(/ANON_KEY: the default key/);
    expect(serve({ ...SAFE_PRODUCTION, ANON_KEY: 'curta-mas-valida-1234' })).toThrow(/ANON_KEY: at least 32 characters/);
    expect(serve({ ...SAFE_PRODUCTION, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: missing/);
    expect(serve({ ...SAFE_PRODUCTION, PUBLIC_URL: 'http://loja.exemplo.co.mz' })).toThrow(/PUBLIC_URL: must be an https/);
    expect(serve({ ...SAFE_PRODUCTION, SMTP_URL: '' })).toThrow(/no mail transport/);
    expect(serve({ ...SAFE_PRODUCTION, METRICS_TOKEN: 'token-de-16-chars' })).toThrow(/METRICS_TOKEN: at least 32/);
    expect(serve({ ...SAFE_PRODUCTION, MAIL_TRANSPORT: 'smtp', SMTP_URL: '' })).toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/);
  });

  it('accepts safe settings, and an explicit MAIL_TRANSPORT=log instead of SMTP', () => {
    expect(serve(SAFE_PRODUCTION)()).toMatchObject({ isProduction: true, mailTransport: 'smtp', publicUrl: 'https://loja.exemplo.co.mz' });
    expect(serve({ ...SAFE_PRODUCTION, SMTP_URL: '', MAIL_TRANSPORT: 'log' })()).toMatchObject({ mailTransport: 'log' });
  });

  it('command-line tools read a production environment without the server-only checks', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ isProduction: true, mailTransport: null });
  });

  it('knows whether proxy trust was configured at all', () => {
    expect(loadConfig({}).proxyTrustSet).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).proxyTrustSet).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).proxyTrustSet).toBe(true);
  });
});
