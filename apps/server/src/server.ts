import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { configurePasswordCost } from './lib/passwords.ts';
import { ensureFirstOwner } from './modules/admin/staff/owner-bootstrap.ts';

let config: Config;
try {
  config = loadConfig(undefined, { serving: true });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
configurePasswordCost(config.PASSWORD_HASH_COST);
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await openDatabase(config);
const prepared = await prepareDatabase(database, config);

const app = await buildApp({ config, database });
if (prepared === 'demo') app.log.info('empty database: seeded reference data and the demo shop');
if (prepared === 'reference') app.log.info('empty database: seeded reference data (places, shipping methods, clinic services)');
await ensureFirstOwner(database.db, config, app.log);

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
