import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadDotEnv, testConfig } from './env.ts';

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
