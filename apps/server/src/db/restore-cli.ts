import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { repoRoot } from '../config/paths.ts';
import { restoreDatabase } from './backup.ts';

/** `npm run db:restore -- <file>`: replaces the configured database with a backup (stop the shop first; a relative path is taken from the repository root). */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> (stop every instance first)');
  process.exit(1);
}
try {
  await restoreDatabase(loadConfig(), path.resolve(repoRoot, file));
  console.log(`Restored ${file}.`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
