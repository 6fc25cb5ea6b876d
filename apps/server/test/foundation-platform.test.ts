import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { DEMO_CUSTOMER } from '../src/db/seed/demo-customer.ts';
import { ANON_KEY, createTestApp, createTestDatabase } from './test-app.ts';

describe('rate limiting', () => {
  it('answers 429 with the Portuguese envelope once the per-minute limit is spent', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await t.shop('/country-list')).status).toBe(200);
      const limited = await t.shop('/country-list');
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ status: 0, code: 'RATE_LIMITED', data: null });
      expect(limited.json.message).toBe('Demasiados pedidos. Aguarde um momento e tente novamente.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const fn = await t.request({ method: 'GET', url: '/functions/v1/blog-api/posts', headers: { apikey: ANON_KEY } });
      expect(fn.status).toBe(429);
      expect(fn.json).toMatchObject({ success: false, data: null, code: 'RATE_LIMITED' });

      // Health checks and the web app are not counted.
      expect((await t.request({ method: 'GET', url: '/healthz' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts each client address on its own', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const from = (ip: string) => t.request({ method: 'POST', url: '/api/loja/country-list', payload: {}, remoteAddress: ip });
      await from('10.0.0.1');
      await from('10.0.0.1');
      expect((await from('10.0.0.1')).status).toBe(429);
      expect((await from('10.0.0.2')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('request logs', () => {
  it('carry method, path and status, never tokens, e-mails, passwords, keys or query strings', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', ANON_KEY }),
      database,
      serveWeb: false,
      startWorkers: false,
      logStream: { write: (line) => void lines.push(line) },
    });
    const secretEmail = 'privado.cliente@exemplo.co.mz';
    // A failing query whose parameters carry personal data, as a real bug would produce.
    app.get('/boom', async () => app.db.execute(sql`select * from tabela_que_nao_existe where email = ${secretEmail}`));
    await app.ready();
    let token = '';
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/loja/login',
        payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      });
      token = login.json().data.token as string;
      expect(token.length).toBeGreaterThan(20);
      await app.inject({ method: 'POST', url: '/api/loja/user-detail', payload: {}, headers: { authorization: `Bearer ${token}` } });
      await app.inject({
        method: 'POST',
        url: `/api/loja/login?email=${encodeURIComponent(secretEmail)}`,
        payload: { email: secretEmail, password: 'Segredo#123' },
      });
      await app.inject({ method: 'GET', url: '/functions/v1/blog-api/posts', headers: { apikey: ANON_KEY } });
      const boom = await app.inject({ method: 'GET', url: '/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json().error).not.toContain(secretEmail);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    // The log is there and useful...
    expect(log).toContain('"path":"/api/loja/user-detail"');
    expect(log).toContain('"statusCode":422');
    expect(log).toContain('unhandled error');
    expect(log).toContain('tabela_que_nao_existe');
    // ...and holds nothing personal or secret.
    for (const secret of [token, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, secretEmail, 'Segredo#123', ANON_KEY, 'Bearer']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('serving the web app', () => {
  let dist: string;
  const bigScript = `console.log(${JSON.stringify('cabelo '.repeat(400))});\n`;
  const indexHtml = `<!doctype html><html lang="pt"><head><title>Cabelo &amp; Clínica Maputo</title></head><body><div id="root"></div>${'<!-- preenchimento -->'.repeat(80)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'images/products'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), bigScript);
    writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(bigScript));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"/>');
  });
  let app: Awaited<ReturnType<typeof webApp>>;
  beforeAll(async () => {
    app = await webApp();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function webApp() {
    const database = await createTestDatabase();
    const web = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist, ANON_KEY }), database, serveWeb: true, startWorkers: false });
    web.get('/big-answer', async () => ({
      status: 1,
      message: 'ok',
      data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Produto ${i}` })),
    }));
    await web.ready();
    return web;
  }

  it('answers the app routes with the app, and an unknown page with 404 and the app (its own 404 page), never cached', async () => {
    for (const [url, status] of [['/', 200], ['/product/12', 200], ['/orders/abc?x=1', 200], ['/admin/encomendas', 200], ['/isto-nao-existe', 404], ['/product/12/extra', 404], ['/wp-login.php/x', 404]] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The app's HTML, with the page's head (title, meta, preloads) written in by the server.
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      // The store's slug and key as this server runs with them, as inert JSON (no rebuild to change them).
      expect(res.body).toContain(`<script type="application/json" id="shop-config">{"storeSlug":"loja","anonKey":"${ANON_KEY}","mpesa":false}</script>`);
    }
    // Missing files, other methods and API paths are not the app.
    const missing = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect((await app.inject({ method: 'POST', url: '/qualquer-coisa', payload: {} })).statusCode).toBe(404);
    const api = await app.inject({ method: 'POST', url: '/api/loja/nao-existe', payload: {} });
    expect(api.json()).toMatchObject({ status: 0, code: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year and serves their precompressed copies', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets/index-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
  });

  it('compresses the app page and API answers on the fly', async () => {
    const page = await app.inject({ method: 'GET', url: '/blog', headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/blog', headers: { accept: 'text/html' } });
    expect(plain.body).toContain('<div id="root"></div>');
    expect(gunzipSync(page.rawPayload).toString()).toBe(plain.body);
    const big = await app.inject({ method: 'GET', url: '/big-answer', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data).toHaveLength(200);
    // Small answers are not worth compressing.
    const small = await app.inject({ method: 'POST', url: '/api/loja/country-list', payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe(1);
  });
});
