import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openPglite, queryRows, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { ensureFirstOwner } from '../src/modules/admin/staff/owner-bootstrap.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

const PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  ANON_KEY: 'chave-anonima-de-producao-0123456789',
  PUBLIC_URL: 'https://loja.exemplo.co.mz',
  MAIL_TRANSPORT: 'log',
  ADMIN_OWNER_EMAIL: 'dona@exemplo.co.mz',
  ADMIN_OWNER_PASSWORD: 'Dona#Producao2025',
};

describe('a production start', () => {
  it('is refused with every unsafe setting named, before the database is touched', async () => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PUBLIC_URL: 'http://loja.exemplo.co.mz', DATA_DIR: '/nonexistent/never-created' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Refusing to start in production/);
    expect(output).toMatch(/ANON_KEY/);
    expect(output).toMatch(/PUBLIC_URL: must be an https/);
    expect(output).toMatch(/no mail transport/);
    expect(output).not.toMatch(/at .*\.ts:\d+/); // a message for an operator, not a stack trace
  });

  describe('with safe settings on an empty database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openPglite();
    });
    afterAll(() => database.close().catch(() => undefined)); // buildApp's app.close() may have closed it already

    const count = async (table: string) => Number((await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

    it('seeds reference data and no demo customer, product, coupon, post or owner', async () => {
      const config = loadConfig(PRODUCTION, { serving: true });
      expect(await prepareDatabase(database, config)).toBe('reference');
      for (const table of ['countries', 'states', 'cities', 'shipping_methods', 'clinic_services']) expect(await count(table), table).toBeGreaterThan(0);
      for (const table of ['products', 'categories', 'coupons', 'blog_posts', 'customers', 'staff_users']) expect(await count(table), table).toBe(0);
      expect(await prepareDatabase(database, config)).toBe('existing');
    });

    it('creates the first owner from the environment, and answers with the production rules', async () => {
      const config = loadConfig(PRODUCTION, { serving: true });
      const app = await buildApp({ config, database, serveWeb: false, startWorkers: false });
      try {
        await ensureFirstOwner(database.db, config, app.log);
        const owners = await queryRows<{ email: string }>(database.db, sql`select email from staff_users where role = 'owner'`);
        expect(owners).toEqual([{ email: PRODUCTION.ADMIN_OWNER_EMAIL }]);
        const signIn = await app.inject({ method: 'POST', url: '/admin-api/auth/login', payload: { email: PRODUCTION.ADMIN_OWNER_EMAIL, password: PRODUCTION.ADMIN_OWNER_PASSWORD } });
        expect(signIn.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
        // TRUST_PROXY unset: a request that came through a proxy is refused until the operator says which proxies to trust.
        const proxied = await app.inject({ method: 'POST', url: '/api/loja/country-list', payload: {}, headers: { 'x-forwarded-for': '41.94.1.1' } });
        expect(proxied.statusCode).toBe(503);
        expect(proxied.json()).toMatchObject({ status: 0, code: 'UNAVAILABLE' });
        expect((await app.inject({ method: 'POST', url: '/api/loja/country-list', payload: {} })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('accepts proxied requests once TRUST_PROXY is set, even to false for an instance exposed directly', async () => {
      const config = loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }, { serving: true });
      const other = await openPglite();
      const app = await buildApp({ config, database: other, serveWeb: false, startWorkers: false });
      try {
        await prepareDatabase(other, config);
        const proxied = await app.inject({ method: 'POST', url: '/api/loja/country-list', payload: {}, headers: { 'x-forwarded-for': '41.94.1.1' } });
        expect(proxied.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});
