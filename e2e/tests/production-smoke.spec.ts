import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { CONSENT_GIVEN, DEMO, bearer, submitSignIn, watchViolations, test } from '../fixtures.ts';

/**
 * The compiled server as an operator starts it: NODE_ENV=production with safe settings, on a fresh
 * PostgreSQL database, the ordinary build of the web app. Home, a product into the cart, the sign-in
 * page, health and the security headers. Runs when TEST_DATABASE_URL names a PostgreSQL server (CI
 * does), skipped otherwise.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server where the test may create a database)');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OWNER = { email: 'dona.producao@exemplo.co.mz', password: 'Dona#Producao-2025' };
const ANON_KEY = `chave-producao-${randomBytes(16).toString('hex')}`;

/** A port nobody listens on now (the server gets it through PORT). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let server: ChildProcess | null = null;
let output = '';
let origin = '';
let publicUrl = '';
const database = `shop_smoke_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-smoke-'));

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  if (!adminUrl) return;
  test.setTimeout(120_000);
  await admin(`create database ${database}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // https as production requires; the browser reaches the same server over http (see the route below).
  publicUrl = `https://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ANON_KEY,
      PUBLIC_URL: publicUrl,
      MAIL_TRANSPORT: 'log',
      TRUST_PROXY: 'false',
      ADMIN_OWNER_EMAIL: OWNER.email,
      ADMIN_OWNER_PASSWORD: OWNER.password,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) => server!.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`))));
  const listening = new Promise<void>((resolve) => {
    const check = () => (/Server listening at/.test(output) ? resolve() : server!.stdout!.once('data', check));
    check();
  });
  await Promise.race([listening, exited]);
});

test.afterAll(async () => {
  if (!adminUrl) return;
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  }
  await admin(`drop database if exists ${database} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The owner (from the environment) puts one product on sale through the back office API. */
async function stockOneProduct(request: APIRequestContext) {
  const call = async <T>(pathname: string, data: object, token?: string): Promise<T> => {
    const res = await request.post(`${origin}/admin-api${pathname}`, { data, headers: bearer(token) });
    const json = await res.json();
    expect(json.status, `${pathname}: ${res.status()} ${json.message}`).toBe(1);
    return json.data as T;
  };
  const { token } = await call<{ token: string }>('/auth/login', OWNER);
  const category = await call<{ id: number }>('/categories/save', { name: 'Cuidados diários' }, token);
  return call<{ id: number; name: string }>(
    '/products/save',
    {
      name: 'Champô de Argão Produção',
      category_id: category.id,
      price: '450.00',
      stock: 8,
      description: '<p>Para todos os dias.</p>',
      images: [{ url: '/images/products/co-wash-cachos-felizes.svg', alt: 'Champô' }],
    },
    token,
  );
}

test('the compiled server in production on PostgreSQL: home, a product into the cart, sign-in, health, headers', async ({ browser, request }) => {
  test.setTimeout(180_000);

  // An empty production database has reference data and nothing of the demo shop.
  const empty = await (await request.post(`${origin}/api/loja/product-list`, { data: {} })).json();
  expect(empty.data.total).toBe(0);
  const demo = await request.post(`${origin}/api/loja/login`, { data: DEMO });
  expect(demo.status()).toBe(422);
  expect((await (await request.post(`${origin}/api/loja/country-list`, { data: {} })).json()).data.length).toBeGreaterThan(0);
  const product = await stockOneProduct(request);

  const context = await browser.newContext({
    baseURL: origin,
    // As an operator's customers meet it: with the service worker the journeys' configuration blocks.
    serviceWorkers: 'allow',
    storageState: { cookies: [], origins: [{ origin, localStorage: Object.entries(CONSENT_GIVEN).map(([name, value]) => ({ name, value })) }] },
  });
  // Image addresses in answers are absolute on PUBLIC_URL (https); here that is this same server over http.
  await context.route(`${publicUrl}/**`, async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(publicUrl, origin) }) }));
  const page = await context.newPage();
  const violations = await watchViolations(page);
  const failures: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if ((url.pathname.startsWith('/api/') || url.pathname.startsWith('/functions/')) && (res.status() === 401 || res.status() >= 500)) failures.push(`${res.status()} ${url.pathname}`);
  });

  // Home: the app, under the production headers.
  const home = await page.goto('/');
  const headers = home!.headers();
  expect(home!.status()).toBe(200);
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('banner')).toBeVisible();
  // The web app calls the functions API with the production key the page carries (decision 085).
  await page.waitForLoadState('networkidle');

  // A product, into the cart as a guest.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The sign-in page; the demo customer does not exist here.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await submitSignIn(page, DEMO);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Health; no development tools in production.
  const health = await request.get(`${origin}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up', driver: 'pg' });
  expect((await request.get(`${origin}/api/docs`)).status()).toBe(404);
  expect((await request.get(`${origin}/dev/mailbox`)).status()).not.toBe(200);

  expect(failures).toEqual([]);
  expect(violations).toEqual([]);
  // Mail is logged, not sent, as MAIL_TRANSPORT=log says; the server logged every request with its id.
  expect(output).toMatch(/"reqId":"[0-9a-f-]{36}"/);
  await context.close();
});
