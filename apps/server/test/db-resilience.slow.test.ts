import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createPgTestDatabaseUrl, testDriver } from './test-app.ts';

/**
 * The database layer against a real PostgreSQL that goes away: connections ended by the server
 * (restart, failover, idle reaping) and a network cut. The process must live on, answer 503 in
 * Portuguese while the database is away, and serve again on its own when it returns.
 */
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

async function appOn(url: string, logs: string[]): Promise<{ app: FastifyInstance; database: Database }> {
  const database = openPostgres(url, { max: 4, statementTimeoutMs: 1500, connectTimeoutMs: 1000 });
  const config = testConfig({ STORE_SLUG: 'loja', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, serveWeb: false, startWorkers: false, logStream: { write: (line) => logs.push(line) } });
  await app.ready();
  return { app, database };
}

const countryList = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/loja/country-list', payload: {} });
const healthz = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/healthz' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilHealthy(app: FastifyInstance, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const res = await healthz(app);
    if (res.statusCode === 200) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not healthy after ${withinMs} ms: ${res.body}`);
    await sleep(200);
  }
}

describe.skipIf(testDriver !== 'pg')('database connection loss (PostgreSQL)', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await admin.end();
  });
  afterEach(() => {
    expect(uncaught).toEqual([]);
  });

  it('lives through pg_terminate_backend of every connection, logs it, and serves again', async () => {
    const url = await createPgTestDatabaseUrl();
    const dbName = new URL(url).pathname.slice(1);
    const logs: string[] = [];
    const { app, database } = await appOn(url, logs);
    try {
      const warm = await Promise.all([countryList(app), countryList(app), healthz(app), healthz(app)]);
      expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

      // One connection idle in the pool, one checked out by a transaction between statements, one running a query.
      const inTransaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(1000);
        await tx.execute(sql`select 1`);
      });
      const running = database.db.execute(sql`select pg_sleep(5)`);
      const settled = Promise.allSettled([inTransaction, running]);
      await sleep(300);

      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);

      const [tx, query] = await settled;
      expect(tx.status).toBe('rejected');
      expect(query.status).toBe('rejected');
      await sleep(200);
      expect(uncaught).toEqual([]);
      expect(logs.join('\n')).toMatch(/database connection (lost|error)/);

      await untilHealthy(app, 5000);
      const after = await countryList(app);
      expect(after.statusCode).toBe(200);
      expect(after.json().status).toBe(1);
    } finally {
      await app.close();
    }
  });

  describe('through a proxy that cuts the network for 10 s', () => {
    let proxy: TcpProxy;
    beforeAll(async () => {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432) });
    });
    afterAll(() => proxy.close());

    it('answers a Portuguese 503 during the cut, /healthz says so, and recovers on its own', async () => {
      const url = new URL(await createPgTestDatabaseUrl());
      url.host = `127.0.0.1:${proxy.port}`;
      const logs: string[] = [];
      const { app } = await appOn(url.toString(), logs);
      try {
        expect((await countryList(app)).statusCode).toBe(200);
        expect((await healthz(app)).statusCode).toBe(200);

        proxy.cut();
        const cutAt = Date.now();
        const healWhen = cutAt + 10_000;

        const [during, health] = await Promise.all([countryList(app), healthz(app)]);
        // Both answered while the network was still down: nothing waits for the database to come back.
        expect(Date.now()).toBeLessThan(healWhen);
        expect(during.statusCode).toBe(503);
        expect(during.json()).toMatchObject({ status: 0, code: 'UNAVAILABLE' });
        expect(during.json().message).toMatch(/indisponível/);
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ status: 'error', database: 'down' });

        // Still failing fast later in the cut, with the pool's connections gone bad.
        const later = await countryList(app);
        expect(Date.now()).toBeLessThan(healWhen);
        expect(later.statusCode).toBe(503);

        await sleep(Math.max(0, healWhen - Date.now()));
        proxy.heal();
        await untilHealthy(app, 8000);
        const after = await countryList(app);
        expect(after.statusCode).toBe(200);
        expect(after.json().status).toBe(1);
        expect(uncaught).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });
});
