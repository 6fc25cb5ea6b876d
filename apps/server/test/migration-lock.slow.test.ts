import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/config/paths.ts';
import { openPostgres } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { SHIPPING_METHODS } from '../src/db/seed/commerce-data.ts';
import { testDriver } from './test-app.ts';

/** Four instances starting together against one empty PostgreSQL database. */
describe.skipIf(testDriver !== 'pg')('migrations under the advisory lock', () => {
  // Read when the tests run, not while they are collected: without TEST_DATABASE_URL the block is skipped,
  // but its body is still collected.
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `shop_lock_${randomBytes(4).toString('hex')}`;
  const databaseUrl = () => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('four instances migrating one empty database at once end with one applied schema, seeded once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    const url = databaseUrl();
    const instances = Array.from({ length: 4 }, () => openPostgres(url, { max: 3 }));
    try {
      const results = await Promise.all(instances.map((database) => prepareDatabase(database, { DATABASE_URL: url, isProduction: true })));
      expect(results.filter((r) => r === 'reference')).toHaveLength(1);
      expect(results.filter((r) => r === 'existing')).toHaveLength(3);

      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(journal.entries.length);
        const methods = await check.query('select count(*)::int as n from shipping_methods');
        expect(methods.rows[0].n).toBe(SHIPPING_METHODS.length);
        const held = await check.query("select count(*)::int as n from pg_locks where locktype = 'advisory'");
        expect(held.rows[0].n).toBe(0);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  });
});
