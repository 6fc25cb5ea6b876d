import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config/env.ts';
import { PGLITE_EXTENSIONS } from './client.ts';

type BackupConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
export const pgliteDir = (config: BackupConfig) => path.join(config.DATA_DIR, 'pglite');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error(`${command} not found: install the PostgreSQL client tools of the server's major version (Debian: apt-get install postgresql-client)`) : err),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`))));
  });
}

/**
 * A whole-database backup. PostgreSQL: `pg_dump` in its custom format (consistent while the shop
 * runs). Embedded: PGlite's own data-directory dump (tar.gz), taken with the server stopped,
 * since one process at a time may open that directory.
 */
export async function backupDatabase(config: BackupConfig, outDir: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  if (config.DATABASE_URL) {
    const file = path.join(outDir, `postgres-${stamp()}.dump`);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${config.DATABASE_URL}`]);
    return file;
  }
  const dir = pgliteDir(config);
  if (!existsSync(dir)) throw new Error(`no embedded database in ${dir}`);
  const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir('gzip');
    const file = path.join(outDir, `pglite-${stamp()}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

/**
 * Restores a backup over the configured database. PostgreSQL: `pg_restore --clean` in one
 * transaction (all or nothing). Embedded: the current data directory is kept beside it
 * (`pglite.before-restore-…`) and the dump unpacked in its place, then opened once to check it.
 */
export async function restoreDatabase(config: BackupConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (config.DATABASE_URL) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${config.DATABASE_URL}`, file]);
    return;
  }
  const dir = pgliteDir(config);
  if (existsSync(dir)) renameSync(dir, `${dir}.before-restore-${stamp()}`);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
