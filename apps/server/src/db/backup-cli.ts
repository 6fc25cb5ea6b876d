import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { repoRoot } from '../config/paths.ts';
import { backupDatabase } from './backup.ts';

/** `npm run db:backup [-- --out <folder>]`: a dump of the configured database into ./backups (or the folder given). */
const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
try {
  const file = await backupDatabase(loadConfig(), path.resolve(repoRoot, values.out));
  console.log(`Backup written: ${file}`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
