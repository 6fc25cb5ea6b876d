import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/env.ts';
import { configurePasswordCost } from '../../lib/passwords.ts';
import { ensureDemoOwner } from '../../modules/admin/staff/owner-bootstrap.ts';
import { openDatabase } from '../client.ts';
import { withMigrationLock } from '../prepare.ts';
import { seed } from './seed.ts';

/** `npm run db:seed`: reference data. `npm run db:seed -- --demo`: the demo shop too (never in production). */
const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const config = loadConfig();
configurePasswordCost(config.PASSWORD_HASH_COST);
if (values.demo && config.isProduction) {
  console.error('Refusing to seed demo data with NODE_ENV=production: the demo customer and owner have published passwords.');
  process.exit(1);
}
const database = await openDatabase(config);
await withMigrationLock(config.DATABASE_URL, async () => {
  await database.migrate();
  await seed(database.db, { demo: values.demo });
  if (values.demo) await ensureDemoOwner(database.db, console);
});
await database.close();
console.log(`Seed applied (${database.driver}${values.demo ? ', with the demo shop' : ', reference data'}).`);
