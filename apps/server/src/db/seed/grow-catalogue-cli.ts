import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/env.ts';
import { configurePasswordCost } from '../../lib/passwords.ts';
import { openDatabase, queryRows } from '../client.ts';
import { withMigrationLock } from '../prepare.ts';
import { growCatalogue } from './grow-catalogue.ts';
import { seed } from './seed.ts';

/**
 * For the API benchmark only: migrates and seeds the demo shop, then grows its catalogue to
 * `--products` generated products (`DATABASE_URL`, or the embedded database in `DATA_DIR`).
 * Refused in production: the products are made up.
 */
const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } });
const config = loadConfig();
if (config.isProduction) {
  console.error('Refusing to grow the catalogue with NODE_ENV=production: the products are generated.');
  process.exit(1);
}
configurePasswordCost(config.PASSWORD_HASH_COST);
const target = Number(values.products);
if (!Number.isInteger(target) || target < 1 || target > 1_000_000) {
  console.error('--products must be a whole number from 1 to 1,000,000.');
  process.exit(1);
}
// Bulk statements of a large catalogue may outlast the request timeout.
const database = await openDatabase({ ...config, DATABASE_STATEMENT_TIMEOUT_MS: 0 });
const started = performance.now();
await withMigrationLock(config.DATABASE_URL, async () => {
  await database.migrate();
  await seed(database.db, { demo: true });
});
const { before, after } = await growCatalogue(database.db, target);
const drift = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shop_catalogue_drift()`);
await database.close();
console.log(`Catalogue grown from ${before} to ${after} active products in ${Math.round(performance.now() - started)} ms (${database.driver}); products whose figures differ from their variants: ${drift[0]?.n ?? '?'}.`);
if (drift[0]?.n) process.exit(1);
