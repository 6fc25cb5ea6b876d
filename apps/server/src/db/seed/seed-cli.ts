import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { seed } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seed(database.db);
await database.close();
console.log(`Seed applied (${database.driver}).`);
