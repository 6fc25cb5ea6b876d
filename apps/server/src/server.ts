import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const config = loadConfig();
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await openDatabase(config);
await database.migrate();
// The embedded database is seeded on first start only; PostgreSQL is seeded with `npm run db:seed`.
const seeded = database.driver === 'pglite' ? await seedIfEmpty(database.db) : false;

const app = await buildApp({ config, database });
if (seeded) app.log.info('empty database: seeded the demo shop');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown grace period exceeded; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
