import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up to its package.json: the same answer from a
 * source file under `src/` (tsx, tests) and from the bundle in `dist/` (`npm start`).
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@shop/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`@shop/server package.json not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(serverRoot, '../..');
export const MIGRATIONS_FOLDER = path.join(serverRoot, 'drizzle');
