import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (name: string, driver: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
  serverProject('server', 'pglite'),
  {
    plugins: [react()],
    define: { __STORE_SLUG__: JSON.stringify('loja'), __ANON_KEY__: JSON.stringify('test-anon-key-0123456789abcdef') },
    test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['./src/test/setup.ts'] },
  },
];
// The API suite runs against PostgreSQL as well when CI (or a developer) provides one.
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-pg', 'pg'));

export default defineConfig({
  test: { projects, maxWorkers: 2 },
});
