import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEV_KEYS } from '../tools/fake-mpesa/dev-keys.ts';
import { FAKE_WHATSAPP, OWNER, STAFF_ALERT_EMAIL } from './fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The local M-Pesa fake (tools/fake-mpesa) beside the server, a thousand ports up.
const FAKE_MPESA_PORT = PORT + 1000;
const FAKE_WHATSAPP_PORT = FAKE_WHATSAPP.port;
// Ports the Fetch standard calls bad (those above 1023): Node's fetch refuses them before connecting,
// so a fake put on one fails every call the server makes to it with "bad port".
const FETCH_BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
for (const port of [PORT, FAKE_MPESA_PORT, FAKE_WHATSAPP_PORT]) {
  if (FETCH_BAD_PORTS.has(port)) throw new Error(`E2E_PORT=${PORT} puts a server on port ${port}, which fetch refuses as a bad port: choose another E2E_PORT.`);
}
const here = path.dirname(new URL(import.meta.url).pathname);
// A fresh embedded database for every run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Debian's headless shell (decision 179): the full browser's own tabs and windows cost twice the CPU.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Playwright empties its output folder when it starts: each part of scripts/journeys.mjs keeps its own.
  outputDir: process.env.E2E_PART ? `test-results/part-${process.env.E2E_PART}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-PT',
    timezoneId: 'Africa/Maputo',
    // Recording a trace of every journey cost the 360 px walker a quarter of its CPU (decision 154): a failed
    // journey is traced on its retry in CI; locally, rerun it with `--trace on`.
    trace: 'on-first-retry',
    // The storefront's service worker (decision 162) is the subject of offline.spec.ts and runs in the production
    // smoke; elsewhere it would only add a worker process and a cached copy of every page and picture to each
    // journey (decision 180).
    serviceWorkers: 'block',
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'node --import tsx ../tools/fake-mpesa/cli.ts',
      cwd: here,
      url: `http://127.0.0.1:${FAKE_MPESA_PORT}/__fake/charges`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_MPESA_PORT: String(FAKE_MPESA_PORT) },
    },
    {
      command: 'node --import tsx ../tools/fake-whatsapp/cli.ts',
      cwd: here,
      url: `http://127.0.0.1:${FAKE_WHATSAPP_PORT}/__fake/messages`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_WHATSAPP_PORT: String(FAKE_WHATSAPP_PORT), FAKE_WHATSAPP_TOKEN: FAKE_WHATSAPP.token, FAKE_WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId },
    },
    {
      command: 'node --enable-source-maps ../apps/server/dist/server.js',
      cwd: here,
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        DATABASE_URL: '',
        ADMIN_OWNER_EMAIL: OWNER.email,
        STAFF_ALERT_EMAIL: STAFF_ALERT_EMAIL,
        ADMIN_OWNER_PASSWORD: OWNER.password,
        // Sign-ins at the tests' cost; production's is covered by apps/server/src/lib/passwords.test.ts.
        PASSWORD_HASH_COST: '10',
        MPESA_API_URL: `http://127.0.0.1:${FAKE_MPESA_PORT}`,
        MPESA_API_KEY: 'dev-fake-mpesa-api-key-0001',
        MPESA_PUBLIC_KEY: DEV_KEYS.publicKeyBase64,
        MPESA_SERVICE_PROVIDER_CODE: '171717',
        MPESA_TIMEOUT_MS: '5000',
        WHATSAPP_API_URL: `http://127.0.0.1:${FAKE_WHATSAPP_PORT}`,
        WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
        WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      },
    },
  ],
});
