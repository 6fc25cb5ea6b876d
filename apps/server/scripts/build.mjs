// Bundles the server and its command-line tools into dist/ with esbuild: the contract package is
// compiled in, the runtime dependencies stay external (they are installed beside the bundle).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@shop/contract');

const entryPoints = {
  server: 'src/server.ts',
  'db-migrate': 'src/db/migrate-cli.ts',
  'db-seed': 'src/db/seed/seed-cli.ts',
  'db-backup': 'src/db/backup-cli.ts',
  'db-restore': 'src/db/restore-cli.ts',
  'create-owner': 'src/modules/admin/staff/create-owner-cli.ts',
};

const started = Date.now();
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
console.log(`server bundled into apps/server/dist in ${Date.now() - started} ms`);
