import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { openPostgres, queryRows, type Db } from '../src/db/client.ts';
import { cartItems, carts, customers, orderLines, orders, products, productVariants, sessions } from '../src/db/schema.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { createProduct, MAPUTO_ADDRESS, shippingMethodByName } from './commerce-fixtures.ts';
import { ANON_KEY, createTestApp, SLUG, testDriver, type TestApp } from './test-app.ts';

/** Many customers at once, each with a session and `qty` of one line in the cart. */
async function shoppersWithCart(db: Db, n: number, line: { productId: number; variantId?: number | null; qty: number }) {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(customers)
    .values(Array.from({ length: n }, (_, i) => ({ firstName: 'Cliente', lastName: `${tag}-${i}`, email: `carga.${tag}.${i}@exemplo.co.mz` })))
    .returning({ id: customers.id });
  const tokens = rows.map(() => newToken());
  await db.insert(sessions).values(rows.map((r, i) => ({ customerId: r.id, tokenHash: hashToken(tokens[i]!) })));
  await db.insert(carts).values(rows.map((r) => ({ customerId: r.id })));
  await db.insert(cartItems).values(rows.map((r) => ({ customerId: r.id, productId: line.productId, variantId: line.variantId ?? null, qty: line.qty })));
  return rows.map((r, i) => ({ customerId: r.id, token: tokens[i]! }));
}

async function checkoutFor(db: Db, unitCents: number, qty: number) {
  const method = await shippingMethodByName(db, 'Entrega em Maputo');
  return {
    payment_type: 'mobile_wallet', method_id: method.id, price: ((unitCents * qty + method.costCents) / 100).toFixed(2),
    first_name: 'Cliente', last_name: 'Carga', email: 'carga@exemplo.co.mz', phone: '+258 84 000 0000', ...MAPUTO_ADDRESS,
  };
}

async function ordersOf(db: Db, productId: number) {
  const rows = await db.selectDistinct({ id: orderLines.orderId }).from(orderLines).where(eq(orderLines.productId, productId));
  return rows.length;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stock under concurrent checkouts', () => {
  it('200 concurrent checkouts against a stock of 10 make exactly 10 orders and leave 0', async () => {
    const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 10 });
    const shoppers = await shoppersWithCart(t.db, 200, { productId: product.id, qty: 1 });
    const body = await checkoutFor(t.db, 50_000, 1);
    const results = await Promise.all(shoppers.map((s) => t.shop('/place-order', body, s.token)));

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.code === 'OUT_OF_STOCK')).toBe(true);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(0);
    expect(await ordersOf(t.db, product.id)).toBe(10);
    const losers = shoppers.filter((_, i) => results[i]!.status === 409).map((s) => s.customerId);
    const kept = await t.db.select().from(cartItems).where(inArray(cartItems.customerId, losers));
    expect(kept).toHaveLength(190);
  });

  it('a variant with a stock of 5 sells exactly 5 to 40 concurrent 2-unit and 1-unit orders', async () => {
    const { product, variants } = await createProduct(t.db, { variants: [{ name: '1 L', priceCents: 120_000, stock: 5 }] });
    const twos = await shoppersWithCart(t.db, 20, { productId: product.id, variantId: variants[0]!.id, qty: 2 });
    const ones = await shoppersWithCart(t.db, 20, { productId: product.id, variantId: variants[0]!.id, qty: 1 });
    const [bodyTwo, bodyOne] = [await checkoutFor(t.db, 120_000, 2), await checkoutFor(t.db, 120_000, 1)];
    const results = await Promise.all([...twos.map((s) => t.shop('/place-order', bodyTwo, s.token)), ...ones.map((s) => t.shop('/place-order', bodyOne, s.token))]);
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(variant!.stock).toBeGreaterThanOrEqual(0);
    const [sold] = await queryRows<{ units: number }>(t.db, sql`select coalesce(sum(qty), 0)::int as units from order_lines where variant_id = ${variants[0]!.id}`);
    expect(Number(sold!.units) + variant!.stock).toBe(5);
    expect(variant!.stock).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.status === 201).length).toBe(await ordersOf(t.db, product.id));
  });
});

describe('one Idempotency-Key', () => {
  it('50 concurrent and 50 sequential submissions make exactly one order; a different body gets 422', async () => {
    const { product } = await createProduct(t.db, { priceCents: 25_000, stock: 100 });
    const [shopper] = await shoppersWithCart(t.db, 1, { productId: product.id, qty: 2 });
    const body = await checkoutFor(t.db, 25_000, 2);
    const headers = { 'idempotency-key': `key-${randomBytes(6).toString('hex')}` };
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => t.shop('/place-order', body, shopper!.token, headers)));
    const sequential = [];
    for (let i = 0; i < 50; i += 1) sequential.push(await t.shop('/place-order', body, shopper!.token, headers));
    const all = [...concurrent, ...sequential];
    expect(all.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(all.map((r) => r.json.data.order_id)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, shopper!.customerId))).toHaveLength(1);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(98);

    const different = await t.shop('/place-order', { ...body, phone: '+258 84 999 9999' }, shopper!.token, headers);
    expect(different.status).toBe(422);
    expect(different.json.code).toBe('IDEMPOTENCY_MISMATCH');
  });
});

describe.runIf(testDriver === 'pg')('two server instances on one PostgreSQL database', () => {
  let databaseName: string;
  let adminUrl: string;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    adminUrl = process.env.TEST_DATABASE_URL!;
    databaseName = `shop_t${randomBytes(4).toString('hex')}_${inject('pgTemplate').replace(/^shop_tpl_/, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName} template ${inject('pgTemplate')}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ STORE_SLUG: SLUG, ANON_KEY }), database: openPostgres(url.toString(), { max: 10 }), serveWeb: false, startWorkers: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('200 checkouts split across both instances still make exactly 10 orders', async () => {
    const db = apps[0]!.db;
    const { product } = await createProduct(db, { priceCents: 50_000, stock: 10 });
    const shoppers = await shoppersWithCart(db, 200, { productId: product.id, qty: 1 });
    const body = await checkoutFor(db, 50_000, 1);
    const results = await Promise.all(
      shoppers.map((s, i) =>
        apps[i % 2]!.inject({ method: 'POST', url: `/api/${SLUG}/place-order`, payload: body, headers: { authorization: `Bearer ${s.token}` } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(190);
    const [row] = await apps[1]!.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(0);
    expect(await ordersOf(db, product.id)).toBe(10);
  });

  it('one Idempotency-Key sent to both instances at once makes one order', async () => {
    const db = apps[0]!.db;
    const { product } = await createProduct(db, { priceCents: 25_000, stock: 100 });
    const [shopper] = await shoppersWithCart(db, 1, { productId: product.id, qty: 1 });
    const body = await checkoutFor(db, 25_000, 1);
    const headers = { authorization: `Bearer ${shopper!.token}`, 'idempotency-key': `key-${randomBytes(6).toString('hex')}` };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => apps[i % 2]!.inject({ method: 'POST', url: `/api/${SLUG}/place-order`, payload: body, headers })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(await db.select().from(orders).where(eq(orders.customerId, shopper!.customerId))).toHaveLength(1);
  });
});
