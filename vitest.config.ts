import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Fast projects first; `*.slow.test.ts` (real server processes, database cuts, races of 40+ calls)
 * in their own projects that start once the fast ones are done (`sequence.groupOrder`). `npm test`
 * and CI run both; `npx vitest run --project server` is the quick loop while working.
 */
const SLOW = '**/*.slow.test.ts';

const serverProject = (name: string, driver: 'pglite' | 'pg', slow: boolean): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: slow ? ['src/**/*.slow.test.ts', 'test/**/*.slow.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
