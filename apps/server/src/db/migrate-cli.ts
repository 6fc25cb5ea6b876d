import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { withMigrationLock } from './prepare.ts';

const config = loadConfig();
const database = await openDatabase(config);
await withMigrationLock(config.DATABASE_URL, () => database.migrate());
await database.close();
console.log(`Migrations applied (${database.driver}).`);
