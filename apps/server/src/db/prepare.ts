import pg from 'pg';
import type { Config } from '../config/env.ts';
import type { Database } from './client.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** One key for every instance of this shop: whoever holds it migrates; the others wait, then find nothing to do. */
const MIGRATION_LOCK_KEY = 2_025_130_013;

/**
 * Runs `work` while holding a PostgreSQL advisory lock on its own connection, so any number of
 * instances can start together (Drizzle's migrator does not guard against two at once). The
 * connection has no statement timeout: waiting for another instance's migration is expected.
 * PGlite needs no lock: one process owns its data directory.
 */
export async function withMigrationLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'migration-lock' });
  let lost: Error | null = null;
  client.on('error', (err) => {
    lost = err;
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const result = await work();
    if (lost) throw lost;
    return result;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

export type Prepared = 'existing' | 'reference' | 'demo';

/**
 * At start, under the lock: apply migrations, then seed a database that has never been seeded:
 * reference data always, the demo shop too outside production.
 */
export async function prepareDatabase(database: Database, config: Pick<Config, 'DATABASE_URL' | 'isProduction'>): Promise<Prepared> {
  return withMigrationLock(config.DATABASE_URL, async () => {
    await database.migrate();
    const demo = !config.isProduction;
    if (!(await seedIfEmpty(database.db, { demo }))) return 'existing';
    return demo ? 'demo' : 'reference';
  });
}
