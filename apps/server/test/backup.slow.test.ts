import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, queryRows, type Database } from '../src/db/client.ts';
import { backupDatabase, pgliteDir, restoreDatabase } from '../src/db/backup.ts';
import { createCustomer } from './factories.ts';
import { testDriver } from './test-app.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every table of the database, each as a row count and a digest of its sorted rows. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string }>(
      database.db,
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`),
    );
    result[name] = `${row!.n}:${row!.digest}`;
  }
  return result;
}

/** Some rows of every kind the shop writes, binary files included. */
async function addData(database: Database) {
  await createCustomer(database.db);
  await database.db.execute(sql`insert into files (id, purpose, mime, original_name, size, sha256, bytes)
    values (gen_random_uuid()::text, 'avatar', 'image/png', 'foto.png', 4, 'abcd', decode('89504e47', 'hex'))`);
}

describe.skipIf(testDriver !== 'pglite')('backup and restore of the embedded database', () => {
  it('restores every table exactly as it was', async () => {
    const source = { DATA_DIR: path.join(work, 'source'), DATABASE_URL: undefined };
    mkdirSync(source.DATA_DIR, { recursive: true });
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const original = await openPglite({ dataDir: pgliteDir(source), loadDataDir: template });
    await addData(original);
    const before = await fingerprint(original);
    await original.close();

    const file = await backupDatabase(source, path.join(work, 'backups'));
    expect(file).toMatch(/pglite-\d{8}-\d{6}\.tar\.gz$/);

    const target = { DATA_DIR: path.join(work, 'target'), DATABASE_URL: undefined };
    await restoreDatabase(target, file);
    const restored = await openPglite({ dataDir: pgliteDir(target) });
    try {
      expect(Object.keys(before).length).toBeGreaterThan(30);
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 240_000); // four openings of an embedded database
});

const hasPgTools = spawnSync('pg_dump', ['--version']).status === 0;

describe.skipIf(testDriver !== 'pg' || !hasPgTools)('backup and restore on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const names = [`shop_bk_${randomBytes(4).toString('hex')}`, `shop_rs_${randomBytes(4).toString('hex')}`];
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it('pg_dump then pg_restore into an empty database gives every table back', async () => {
    await admin(`create database ${names[0]} template ${inject('pgTemplate')}`);
    await admin(`create database ${names[1]}`);
    const original = openPostgres(urlOf(names[0]!));
    await addData(original);
    const before = await fingerprint(original);
    await original.close();

    const file = await backupDatabase({ DATABASE_URL: urlOf(names[0]!), DATA_DIR: work }, path.join(work, 'pg-backups'));
    await restoreDatabase({ DATABASE_URL: urlOf(names[1]!), DATA_DIR: work }, file);
    const restored = openPostgres(urlOf(names[1]!));
    try {
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});
