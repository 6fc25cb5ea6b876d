import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, SLUG, type TestApp } from './test-app.ts';

/**
 * The front door (decision 178) through a real socket: app.inject() goes straight to Fastify, so the
 * same request by inject is what Fastify would have answered.
 */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that differ between any two answers (or that Node writes on a socket only). */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
const lasting = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** Header values as text, whichever client read them. */
const asText = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
const withJsonType = (body: string | undefined, headers: Record<string, string>) => ({
  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  ...headers,
});

/** By a real socket, with the bytes as sent (never decompressed). */
function viaSocket(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/${SLUG}${path}`, { method, headers: withJsonType(body, headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: asText(res.headers), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request straight to Fastify (no socket, so never through the door). */
async function viaFastify(
  t: TestApp,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url: `/api/${SLUG}${path}`,
    headers: { host: new URL(base).host, ...withJsonType(body, headers) },
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: res.statusCode, headers: asText(res.headers), body: res.rawPayload };
}

describe('kept guest answers written before Fastify', () => {
  let t: TestApp;
  let base: string;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t);
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
    productId = row!.id;
  });
  afterAll(() => t.close());

  /** The request by socket, with how many answers the door wrote for it (0 or 1). */
  async function counted(method: 'GET' | 'POST', path: string, body?: string, headers: Record<string, string> = {}) {
    const before = t.app.frontDoor.answered;
    const answer = await viaSocket(base, method, path, body, headers);
    return { ...answer, byDoor: t.app.frontDoor.answered - before };
  }

  it('answers a repeated read (POST and GET) with the status, headers and bytes Fastify gives it', async () => {
    const body = JSON.stringify({ id: productId });
    const first = await counted('POST', '/product-detail', body);
    expect(first.status).toBe(200);
    // The first is computed by Fastify, from the body the door had read.
    expect(first.byDoor).toBe(0);
    expect(JSON.parse(first.body.toString()).data.product_info.id).toBe(productId);
    const again = await counted('POST', '/product-detail', body);
    expect(again.byDoor).toBe(1);
    const fastify = await viaFastify(t, base, 'POST', '/product-detail', body);
    expect(again.status).toBe(fastify.status);
    expect(lasting(again.headers)).toEqual(lasting(fastify.headers));
    expect(again.body.equals(fastify.body)).toBe(true);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const query = `/product-list?sort=price-low&per_page=4`;
    expect((await counted('GET', query)).byDoor).toBe(0);
    const kept = await counted('GET', query);
    expect(kept.byDoor).toBe(1);
    const fromFastify = await viaFastify(t, base, 'GET', query);
    expect(lasting(kept.headers)).toEqual(lasting(fromFastify.headers));
    expect(kept.body.equals(fromFastify.body)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and the compressed bytes to Accept-Encoding, as Fastify does', async () => {
    const body = JSON.stringify({ sort: 'newest' });
    const first = await counted('POST', '/product-list', body);
    const etag = first.headers.etag!;
    const unchanged = await counted('POST', '/product-list', body, { 'if-none-match': etag });
    expect(unchanged).toMatchObject({ status: 304, byDoor: 1 });
    expect(unchanged.body.length).toBe(0);
    expect(lasting(unchanged.headers)).toEqual(
      lasting((await viaFastify(t, base, 'POST', '/product-list', body, { 'if-none-match': etag })).headers),
    );

    const brotli = await counted('POST', '/product-list', body, { 'accept-encoding': 'gzip, br' });
    expect(brotli).toMatchObject({ status: 200, byDoor: 1 });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(first.body)).toBe(true);
    const fastify = await viaFastify(t, base, 'POST', '/product-list', body, { 'accept-encoding': 'gzip, br' });
    expect(lasting(brotli.headers)).toEqual(lasting(fastify.headers));
  });

  it('steps aside once the catalogue changes, and keeps the new answer', async () => {
    const body = JSON.stringify({ id: productId });
    await counted('POST', '/product-detail', body);
    const [{ name }] = (await t.db.select({ name: products.name }).from(products).where(eq(products.id, productId))) as [{ name: string }];
    await t.db
      .update(products)
      .set({ name: `${name} (nova edição)` })
      .where(eq(products.id, productId));
    const changed = await counted('POST', '/product-detail', body);
    expect(changed.byDoor).toBe(0);
    expect(JSON.parse(changed.body.toString()).data.product_info.name).toBe(`${name} (nova edição)`);
    const kept = await counted('POST', '/product-detail', body);
    expect(kept.byDoor).toBe(1);
    expect(kept.body.equals(changed.body)).toBe(true);
  });

  it('leaves to Fastify a signed-in customer, a claimed identity and a body it cannot parse', async () => {
    const body = JSON.stringify({ id: productId });
    await counted('POST', '/product-detail', body);
    const { token } = await createCustomer(t.db);
    const customer = await counted('POST', '/product-detail', body, { authorization: `Bearer ${token}` });
    expect(customer).toMatchObject({ status: 200, byDoor: 0 });
    expect(customer.headers['cache-control']).toBe('private, no-store');

    const claimed = await counted('POST', '/product-detail', JSON.stringify({ id: productId, customer_id: 1 }));
    expect(claimed).toMatchObject({ status: 401, byDoor: 0 });

    const broken = await counted('POST', '/product-detail', '{"id":');
    expect(broken).toMatchObject({ status: 400, byDoor: 0 });
    expect(JSON.parse(broken.body.toString()).message).toBe('O corpo do pedido não é JSON válido.');
    const notObject = await counted('POST', '/product-detail', '[1]');
    expect(JSON.parse(notObject.body.toString()).message).toBe('O corpo do pedido deve ser um objeto JSON.');

    // Another store's slug is Fastify's 404, whatever is kept.
    const res = await fetch(`${base}/api/outra-loja/product-detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(404);
  });

  it('answers many concurrent repeats, each with its own request id', async () => {
    const body = JSON.stringify({ sort: 'featured' });
    await counted('POST', '/product-list', body);
    const before = t.app.frontDoor.answered;
    const answers = await Promise.all(Array.from({ length: 40 }, () => viaSocket(base, 'POST', '/product-list', body)));
    expect(t.app.frontDoor.answered - before).toBe(40);
    expect(new Set(answers.map((a) => a.headers['x-request-id'])).size).toBe(40);
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
  });
});

describe('the front door and what every request carries', () => {
  const METRICS = 'metrics-token-0123456789abcdef';
  let t: TestApp;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '6', LOG_LEVEL: 'info', METRICS_TOKEN: METRICS },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    base = await listening(t);
  });
  afterAll(() => t.close());

  it('counts its answers toward the flood limit, and logs and measures them as Fastify does its own', async () => {
    const body = JSON.stringify({ sort: 'bestsellers' });
    const statuses: number[] = [];
    const before = t.app.frontDoor.answered;
    for (let i = 0; i < 7; i++) statuses.push((await viaSocket(base, 'POST', '/product-list', body)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(t.app.frontDoor.answered - before).toBe(5);
    const refused = await viaSocket(base, 'POST', '/product-list', body);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(JSON.parse(refused.body.toString()).message).toBe('Demasiados pedidos. Aguarde um momento e tente novamente.');

    const completed = lines
      .map((line) => JSON.parse(line) as Record<string, any>)
      .filter((l) => l.msg === 'request completed' && l.res?.statusCode === 200);
    expect(completed).toHaveLength(6);
    const incoming = lines.map((line) => JSON.parse(line) as Record<string, any>).filter((l) => l.msg === 'incoming request');
    for (const entry of completed)
      expect(incoming.some((i) => i.reqId === entry.reqId && i.req.path === `/api/${SLUG}/product-list`)).toBe(true);

    const metrics = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
    expect(metrics.body).toContain(
      'http_request_duration_seconds_count{method="POST",route="/api/:slug/product-list",status_code="200"} 6',
    );
  });

  it('steps aside once the server is closing, leaving every request to Fastify', async () => {
    const body = JSON.stringify({ sort: 'newest' });
    await viaSocket(base, 'POST', '/product-list', body);
    t.app.frontDoor.close();
    const before = t.app.frontDoor.answered;
    await viaSocket(base, 'POST', '/product-list', body);
    expect(t.app.frontDoor.answered).toBe(before);
  });
});

describe('the front door behind a proxy', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://loja.exemplo.co.mz', RATE_LIMIT_PER_MINUTE: '3' });
    base = await listening(t);
  });
  afterAll(() => t.close());

  it('counts each client by the address the proxy forwards, as Fastify does', async () => {
    const body = JSON.stringify({ sort: 'price-high' });
    const from = (address: string) => viaSocket(base, 'POST', '/product-list', body, { 'x-forwarded-for': address });
    const before = t.app.frontDoor.answered;
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await from('198.51.100.7')).status);
    expect(first).toEqual([200, 200, 200, 429]);
    // Answered at the door but for the first (computed by Fastify) and the refused one.
    expect(t.app.frontDoor.answered - before).toBe(2);
    const other = await from('203.0.113.9');
    expect(other.status).toBe(200);
    expect(t.app.frontDoor.answered - before).toBe(3);
    expect(JSON.parse(other.body.toString()).data.data[0].cover_image_url).toMatch(/^https:\/\/loja\.exemplo\.co\.mz\//);
  });
});

describe('the front door with the catalogue cache off', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ CATALOGUE_CACHE: 'off' });
    base = await listening(t);
  });
  afterAll(() => t.close());

  it("stands before no route, so every read is Fastify's and its body reaches it unread", async () => {
    const body = JSON.stringify({ sort: 'newest', per_page: 3 });
    const answers = [await viaSocket(base, 'POST', '/product-list', body), await viaSocket(base, 'POST', '/product-list', body)];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(JSON.parse(answers[1]!.body.toString()).data.data).toHaveLength(3);
    expect(t.app.frontDoor.answered).toBe(0);
    expect(t.app.frontDoor.standsBefore('/api/:slug/product-list')).toBe(false);
  });
});
