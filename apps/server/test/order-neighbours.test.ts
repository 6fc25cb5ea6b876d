import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Next and previous on the order page walk the list as staff filtered it: same filters, same order. */
let t: TestApp;
let staffToken: string;
const surname = `Vizinho${randomBytes(3).toString('hex')}`;
// Oldest first: a, then b and c placed in the same instant, then d.
let ids: { a: number; b: number; c: number; d: number };

async function place() {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 20_000, stock: 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const res = await t.shop('/place-order', await checkoutBody(t, token, { last_name: surname, email: `vizinho.${customer.id}@exemplo.co.mz` }), token);
  expect(res.status).toBe(201);
  return res.json.data.order_id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
  const placed = [];
  for (let i = 0; i < 4; i++) placed.push(await place());
  const [a, b, c, d] = placed as [number, number, number, number];
  ids = { a, b, c, d };
  const at = (iso: string) => new Date(iso);
  await t.db.update(orders).set({ createdAt: at('2026-03-01T08:00:00Z') }).where(eq(orders.id, a));
  await t.db.update(orders).set({ createdAt: at('2026-03-02T08:00:00Z') }).where(eq(orders.id, b));
  await t.db.update(orders).set({ createdAt: at('2026-03-02T08:00:00Z') }).where(eq(orders.id, c));
  await t.db.update(orders).set({ createdAt: at('2026-03-03T08:00:00Z') }).where(eq(orders.id, d));
  for (const id of [b, d]) expect((await admin(t, '/orders/status', { id, status: 1 }, staffToken)).status).toBe(200);
});
afterAll(() => t.close());

const neighbours = async (body: Record<string, unknown>) => {
  const res = await admin(t, '/orders/neighbours', body, staffToken);
  expect(res.status).toBe(200);
  return { previous: res.json.data.previous?.id ?? null, next: res.json.data.next?.id ?? null };
};

describe('next and previous order', () => {
  it('follow the list: newest first, the later id first within one instant', async () => {
    const list = (await admin(t, '/orders/list', { search: surname, per_page: 50 }, staffToken)).json.data.data.map((o: { id: number }) => o.id);
    expect(list).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(await neighbours({ id: ids.d, search: surname })).toEqual({ previous: null, next: ids.c });
    expect(await neighbours({ id: ids.c, search: surname })).toEqual({ previous: ids.d, next: ids.b });
    expect(await neighbours({ id: ids.b, search: surname })).toEqual({ previous: ids.c, next: ids.a });
    expect(await neighbours({ id: ids.a, search: surname })).toEqual({ previous: ids.b, next: null });
    const res = await admin(t, '/orders/neighbours', { id: ids.c, search: surname }, staffToken);
    expect(res.json.data.next.reference).toMatch(/^[A-Z0-9]{6,}$/);
  });

  it('keep the list’s filter, even from an order the filter no longer shows', async () => {
    expect(await neighbours({ id: ids.d, search: surname, status: 1 })).toEqual({ previous: null, next: ids.b });
    expect(await neighbours({ id: ids.b, search: surname, status: 1 })).toEqual({ previous: ids.d, next: null });
    // c is still pending: between d and b in the confirmed list's order.
    expect(await neighbours({ id: ids.c, search: surname, status: 1 })).toEqual({ previous: ids.d, next: ids.b });
    expect(await neighbours({ id: ids.c, search: surname, status: 0 })).toEqual({ previous: null, next: ids.a });
  });

  it('are refused to guests and customers; an unknown order is 404, a bad filter 400', async () => {
    expect((await admin(t, '/orders/neighbours', { id: ids.a })).status).toBe(401);
    const { token } = await createCustomer(t.db);
    expect((await admin(t, '/orders/neighbours', { id: ids.a }, token)).status).toBe(401);
    expect((await admin(t, '/orders/neighbours', { id: 99_999_999 }, staffToken)).status).toBe(404);
    expect((await admin(t, '/orders/neighbours', { id: ids.a, status: 9 }, staffToken)).status).toBe(400);
  });
});
