import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../src/config/env.ts';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client.ts';
import { configurePasswordCost } from '../src/lib/passwords.ts';
import { seed } from '../src/db/seed/seed.ts';

/**
 * Builds one migrated and seeded database per run; every test file starts from a copy of it:
 * a PGlite data-dir dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';
  const shared = (templates[driver] ??= { users: 0, built: driver === 'pglite' ? buildPgliteTemplate() : buildPgTemplate() });
  shared.users += 1;
  const template = await shared.built;
  project.provide(driver === 'pglite' ? 'pgliteTemplate' : 'pgTemplate', template.name);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      delete templates[driver];
      await template.remove();
    }
  };
}

interface Template {
  name: string;
  /** Removes the template and every copy made from it. */
  remove(): Promise<void>;
}

/**
 * One template per driver for the whole run: the quick project and its slow twin (server and server-slow,
 * server-pg and server-pg-slow) use the same one, built by whichever starts first and removed after the last
 * ends. Each project evaluates this module on its own, so the record lives on the main process's global object.
 */
const templates: Partial<Record<'pglite' | 'pg', { users: number; built: Promise<Template> }>> = ((
  globalThis as { shopTestTemplates?: object }
).shopTestTemplates ??= {});

/** Names this run's files and databases; the template's demo passwords are hashed at the tests' cost, so signing in needs no rehash. */
function startBuilding() {
  configurePasswordCost(testConfig().PASSWORD_HASH_COST);
  return `${process.pid}_${Date.now()}`;
}

async function buildPgliteTemplate(): Promise<Template> {
  const id = startBuilding();
  // WAL in 1 MB segments rather than 16: every test file loads the template's WAL with it (see below).
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, initDbStartParams: ['--wal-segsize=1'] });
  const database = wrapPglite(client);
  await database.migrate();
  await seed(database.db, { demo: true });
  // Every test file opens copies of it: PostgreSQL's default 128 MB of shared buffers, set up at each open,
  // was about a third of opening one (the template's data is 45 MB; a test file reads far less).
  await client.exec("alter system set shared_buffers = '16MB'");
  // A fresh 16 MB WAL segment was a third of the template and of what each file's open copies (about 0.1 s of CPU
  // per file): with 1 MB segments and the spent ones dropped at a checkpoint, 7 MB are left.
  await client.exec("alter system set min_wal_size = '2MB'");
  await client.exec('select pg_reload_conf()');
  // The tests use the one database; template0 and template1 were 600 of the template's 1,300 files, each
  // written into every copy's file system at its open.
  await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('checkpoint');
  // Uncompressed: every test file loads it, and gunzipping 45 MB each time costs more than writing it once.
  const dump = await client.dumpDataDir('none');
  const dir = path.join(os.tmpdir(), 'shop-tests');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template_${id}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return { name: file, remove: async () => rmSync(file, { force: true }) };
}

async function buildPgTemplate(): Promise<Template> {
  const id = startBuilding();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  const template = `shop_tpl_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openPostgres(url.toString(), { max: 2 });
  await database.migrate();
  await seed(database.db, { demo: true });
  await database.close();
  return {
    name: template,
    remove: async () => {
      const rows = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`shop_%_${id}%`]);
      await admin.end();
      // Each drop waits for a checkpoint, and one checkpoint serves the drops waiting on it: four at a time took
      // 3.3–4.1 s for 91 databases, one at a time 7.2–8.7 s, all at the end of the run (decision 181).
      const names = rows.rows.map(({ datname }) => datname);
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          for (let name = names.pop(); name; name = names.pop()) await dropper.query(`drop database if exists ${name} with (force)`);
          await dropper.end();
        }),
      );
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
