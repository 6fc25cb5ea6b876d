import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { enqueueMail } from '../src/lib/mail/outbox.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct, TINY_PNG, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { ANON_KEY, createTestApp, createTestDatabase, type TestApp } from './test-app.ts';

const METRICS_TOKEN = 'metricas-0123456789-abcdefghij-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN, PUBLIC_URL: 'https://loja.exemplo.co.mz' });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every page carries a strict CSP without inline script, no framing, and a Permissions-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/products' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("an API's answer is data: nothing in it may run or be framed, it is never sniffed, no other site reads it, and it carries no page-only header", async () => {
    const answers = [
      await t.shop('/country-list', {}),
      await t.shop('/sem-esta-chamada', {}),
      await t.request({ method: 'GET', url: '/functions/v1/blog-api/posts', headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } }),
      await t.request({ method: 'POST', url: '/admin-api/products/list', payload: {} }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const pageOnly of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(res.headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
    expect(answers.map((r) => r.status)).toEqual([200, 404, 200, 401]);
  });

  it('sends HSTS only when the public address is https', async () => {
    expect((await t.shop('/country-list', {})).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const database = await createTestDatabase();
    const plain = await buildApp({ config: testConfig({ ANON_KEY }), database, serveWeb: false, startWorkers: false });
    try {
      const res = await plain.inject({ method: 'POST', url: '/api/loja/country-list', payload: {} });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('the back office has its own policy: proof previews from blob: only, no referrer, not indexed', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/pagamentos' });
    expect(String(res.headers['content-security-policy'])).toContain('frame-src blob:');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const shop = await t.request({ method: 'GET', url: '/products' });
    expect(String(shop.headers['content-security-policy'])).toContain("frame-src 'none'");
  });
});

describe('request ids', () => {
  it('every answer has an X-Request-Id; a proxy’s id is kept when it looks like one', async () => {
    const a = await t.shop('/country-list', {});
    const b = await t.shop('/country-list', {});
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const kept = await t.shop('/country-list', {}, undefined, { 'x-request-id': 'proxy-abc-12345678' });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345678');
    const refused = await t.shop('/country-list', {}, undefined, { 'x-request-id': 'bad id\nwith newline' });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unexpected failure answers with the request id, and every log line of that request carries it', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', ANON_KEY }), database, serveWeb: false, startWorkers: false, logStream: { write: (line) => void lines.push(line) } });
    app.get('/api/loja-falha', async () => app.db.execute(sql`select * from tabela_que_nao_existe`));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/loja-falha' });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'];
      expect(res.json()).toMatchObject({ status: 0, code: 'INTERNAL', request_id: id });
      const ofRequest = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);
      expect(ofRequest.map((l) => l.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
      const known = await app.inject({ method: 'POST', url: '/api/loja/nao-existe', payload: {} });
      expect(known.json().request_id).toBeUndefined(); // a 4xx is the caller's own to fix
    } finally {
      await app.close();
    }
  });
});

describe('metrics', () => {
  const scrape = async (token: string | null = METRICS_TOKEN) =>
    t.request({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const value = (body: string, series: string) => {
    const line = body.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('are protected by the token, and absent without one', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('outro-token-0123456789-abcdefghij-0123')).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const database = await createTestDatabase();
    const none = await buildApp({ config: testConfig({ ANON_KEY }), database, serveWeb: false, startWorkers: false });
    try {
      expect((await none.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await none.close();
    }
  });

  it('count requests by route pattern and status, and read the shop’s figures from the database', async () => {
    const before = (await scrape()).body;
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const order = await t.shop('/place-order', await checkoutBody(t, token), token);
    expect(order.status).toBe(201);
    await enqueueMail(t.db, { to: 'alguem@exemplo.co.mz', subject: 'Teste', text: 'Olá' });
    await t.shop('/nao-existe', {});

    const after = (await scrape()).body;
    const placed = '/api/:slug/place-order';
    expect(after).toMatch(new RegExp(`http_request_duration_seconds_count\\{method="POST",route="${placed}",status_code="201"\\} 1`));
    expect(after).toMatch(/http_request_duration_seconds_count\{method="POST",route="unmatched",status_code="404"\} \d+/);
    expect(after).not.toContain(`route="/api/loja/`); // patterns, never raw paths
    expect(value(after, 'shop_orders_placed_total')).toBe(value(before, 'shop_orders_placed_total')! + 1);
    expect(value(after, 'shop_mail_outbox_pending')).toBeGreaterThan(value(before, 'shop_mail_outbox_pending')!);
    expect(value(after, 'shop_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(after, 'shop_db_up')).toBe(1);
    expect(after).toContain('process_resident_memory_bytes');

    const proof = await uploadProof(t, token, { name: 'mpesa.png', content: TINY_PNG }, '/order-proof', { order_id: String(order.json.data.order_id) });
    expect(proof.status).toBe(200);
    const waiting = (await scrape()).body;
    expect(value(waiting, 'shop_payment_proofs_waiting')).toBe(value(after, 'shop_payment_proofs_waiting')! + 1);
    const { token: staffToken } = await createStaffMember(t.db);
    expect((await admin(t, '/proofs/decide', { kind: 'order', id: order.json.data.order_id, decision: 'approve' }, staffToken)).status).toBe(200);
    const paid = (await scrape()).body;
    expect(value(paid, 'shop_payment_proofs_waiting')).toBe(value(after, 'shop_payment_proofs_waiting'));
    expect(value(paid, 'shop_orders_paid_total')).toBe(value(after, 'shop_orders_paid_total')! + 1);
  });
});
