import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Fast projects first; `*.slow.test.ts` (real server processes, database cuts, races of 40+ calls)
 * in their own projects that start once the fast ones are done (`sequence.groupOrder`). `npm test`
 * and CI run both; `npx vitest run --project server` is the quick loop while working.
 */
const SLOW = '**/*.slow.test.ts';
const SERVER = path.resolve(import.meta.dirname, 'apps/server');

/** Whether a file imports test/test-app.ts, itself or through the files it imports (relative imports only). */
function reachesTestDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file === path.join(SERVER, 'test/test-app.ts')) return true;
  const imports = readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.ts)'/g);
  return [...imports].some(([, spec]) => reachesTestDatabase(path.resolve(path.dirname(file), spec!), seen));
}

/**
 * The server's test files a PostgreSQL project runs: those that reach the test database (test/test-app.ts).
 * The others (pure functions, a production start on its own PGlite) run the same code whatever the project's
 * database, so the PGlite projects run them once.
 */
const onTestDatabase = (slow: boolean) =>
  ['src', 'test'].flatMap((dir) =>
    readdirSync(path.join(SERVER, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file}`)
      .filter(
        (file) => file.endsWith('.test.ts') && file.endsWith('.slow.test.ts') === slow && reachesTestDatabase(path.join(SERVER, file)),
      ),
  );

const serverProject = (name: string, driver: 'pglite' | 'pg', slow: boolean): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include:
      driver === 'pg'
        ? onTestDatabase(slow)
        : slow
          ? ['src/**/*.slow.test.ts', 'test/**/*.slow.test.ts']
          : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: slow ? [] : [SLOW],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    // One module graph per worker, not per file: importing the app costs ~3 s of CPU, paid 100 times
    // with isolation. Safe because every file builds its own app and database and closes them (decision 153).
    isolate: false,
    testTimeout: slow ? 120_000 : 60_000,
    hookTimeout: 120_000,
    sequence: { groupOrder: slow ? 1 : 0 },
    // The slow files wait as much as they compute (servers starting, pg_restore, timers): a third worker keeps
    // both cores busy at the end of the run, when nothing else is left (decision 180).
    ...(slow ? { maxWorkers: 3 } : {}),
  },
});

const projects: TestProjectInlineConfiguration[] = [
  // Pure functions and schemas: nothing a file could leave behind for the next (decision 153).
  { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], isolate: false } },
  serverProject('server', 'pglite', false),
  {
    plugins: [react()],
    // The build-time constants of apps/web/vite.config.ts, with the server's defaults.
    define: { __STORE_SLUG__: JSON.stringify('loja'), __ANON_KEY__: JSON.stringify('dev-anon-key-cabelo-maputo-0001') },
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      // One worker's modules and window for many files; src/test/setup.ts resets both per file (decision 153).
      isolate: false,
      setupFiles: ['./src/test/setup.ts'],
    },
  },
];
// The API suite runs against PostgreSQL as well when CI (or a developer) provides one.
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-pg', 'pg', false));
projects.push(serverProject('server-slow', 'pglite', true));
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-pg-slow', 'pg', true));

export default defineConfig({
  test: { projects, maxWorkers: 2 },
});
