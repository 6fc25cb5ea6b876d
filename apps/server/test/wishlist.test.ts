import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistResponse } from '@shop/contract/wishlist';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/wishlist-rules';
import { products, wishlistItems } from '../src/db/schema.ts';
import { createCategory, createProduct, ids, type ProductInput } from './catalogue-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const product = (values: Omit<ProductInput, 'categoryId'> = {}) => createProduct(t.db, { categoryId, ...values });

describe('wishlist', () => {
  it('needs a signed-in customer for every account call', async () => {
    for (const path of ['/wishlist-list', '/wishlist-add', '/wishlist-remove', '/wishlist-clear', '/wishlist-merge']) {
      const res = await t.shop(path, { product_id: 1, product_ids: [1] });
      expect(res.status, path).toBe(401);
      expect(res.json.status).toBe(0);
    }
  });

  it('adds (idempotently), lists with current prices, removes and clears', async () => {
    const { token } = await createCustomer(t.db);
    const a = await product({ priceCents: 50_000 });
    const b = await product({ priceCents: 70_000, salePriceCents: 60_000 });

    const first = await t.shop('/wishlist-add', { product_id: a.id }, token);
    expect(first.json).toMatchObject({ status: 1, data: { product_ids: [a.id], count: 1 } });
    const again = await t.shop('/wishlist-add', { product_id: a.id }, token);
    expect(again.json.data).toEqual({ product_ids: [a.id], count: 1 });
    await t.shop('/wishlist-add', { product_id: b.id }, token);

    await t.db.update(products).set({ priceCents: 55_000 }).where(eq(products.id, a.id));
    const list = wishlistResponse.parse((await t.shop('/wishlist-list', {}, token)).json.data);
    expect(list.count).toBe(2);
    expect(list.items.map((i) => [i.id, i.final_price, i.in_whishlist])).toEqual([
      [b.id, '600.00', true],
      [a.id, '550.00', true],
    ]);
    expect(list.items[0]!.added_at).toEqual(expect.any(String));

    const removed = await t.shop('/wishlist-remove', { product_id: a.id }, token);
    expect(removed.json.data).toEqual({ product_ids: [b.id], count: 1 });
    const removedTwice = await t.shop('/wishlist-remove', { product_id: a.id }, token);
    expect(removedTwice.status).toBe(200);

    const cleared = await t.shop('/wishlist-clear', {}, token);
    expect(cleared.json.data).toEqual({ product_ids: [], count: 0 });
    expect((await t.shop('/wishlist-list', {}, token)).json.data).toEqual({ items: [], count: 0 });
  });

  it('refuses an unknown or withdrawn product and bad ids', async () => {
    const { token } = await createCustomer(t.db);
    const withdrawn = await product({ active: false });
    for (const id of [999_999, withdrawn.id]) {
      const res = await t.shop('/wishlist-add', { product_id: id }, token);
      expect(res.status).toBe(404);
    }
    for (const body of [{}, { product_id: 'x' }, { product_id: -1 }]) expect((await t.shop('/wishlist-add', body, token)).status).toBe(400);
  });

  it('keeps each customer to their own list', async () => {
    const alice = await createCustomer(t.db);
    const bruno = await createCustomer(t.db);
    const p = await product();
    await t.shop('/wishlist-add', { product_id: p.id }, alice.token);
    expect((await t.shop('/wishlist-list', {}, bruno.token)).json.data.count).toBe(0);
    // Bruno removing or clearing touches only his own list.
    await t.shop('/wishlist-remove', { product_id: p.id }, bruno.token);
    await t.shop('/wishlist-clear', {}, bruno.token);
    expect((await t.shop('/wishlist-list', {}, alice.token)).json.data.count).toBe(1);
    // Naming Alice in the body does not reach her list.
    const forged = await t.shop('/wishlist-clear', { customer_id: alice.customer.id }, bruno.token);
    expect(forged.status).toBe(403);
    expect((await t.shop('/wishlist-list', {}, alice.token)).json.data.count).toBe(1);
  });

  it('merges a guest list once, however often it is sent, skipping unknown products', async () => {
    const { customer, token } = await createCustomer(t.db);
    const kept = await product();
    const local = [await product(), await product()];
    await t.shop('/wishlist-add', { product_id: kept.id }, token);
    const body = { product_ids: [local[0]!.id, kept.id, 999_999, local[1]!.id, local[0]!.id] };
    const merged = await t.shop('/wishlist-merge', body, token);
    expect(merged.json.data.count).toBe(3);
    expect(merged.json.data.product_ids.sort()).toEqual([kept.id, ...ids(local)].sort());
    const twice = await Promise.all([t.shop('/wishlist-merge', body, token), t.shop('/wishlist-merge', body, token)]);
    expect(twice.map((r) => r.json.data.count)).toEqual([3, 3]);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customer.id));
    expect(rows).toHaveLength(3);
    expect((await t.shop('/wishlist-merge', { product_ids: Array(WISHLIST_MAX_ITEMS + 1).fill(1) }, token)).status).toBe(400);
  });

  it('stores one row when the same product is added many times at once', async () => {
    const { customer, token } = await createCustomer(t.db);
    const p = await product();
    const results = await Promise.all(Array.from({ length: 10 }, () => t.shop('/wishlist-add', { product_id: p.id }, token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products, even under concurrent adds`, async () => {
    const { customer, token } = await createCustomer(t.db);
    const many = await t.db
      .insert(products)
      .values(Array.from({ length: WISHLIST_MAX_ITEMS + 3 }, (_, i) => ({ name: `Cap ${i}`, slug: `cap-${customer.id}-${i}`, priceCents: 100, coverImage: '/x.svg', categoryId })))
      .returning({ id: products.id });
    await t.db.insert(wishlistItems).values(many.slice(0, WISHLIST_MAX_ITEMS - 1).map((p) => ({ customerId: customer.id, productId: p.id })));
    const last = many.slice(WISHLIST_MAX_ITEMS - 1);
    const results = await Promise.all(last.map((p) => t.shop('/wishlist-add', { product_id: p.id }, token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customer.id));
    expect(rows).toHaveLength(WISHLIST_MAX_ITEMS);
  });

  it('answers a guest list from local ids with current data, in the given order, leaving out unknown products', async () => {
    const a = await product();
    const b = await product({ stock: 0 });
    const res = await t.shop('/wishlist-guest', { product_ids: [b.id, 999_999, a.id, b.id] });
    expect(res.status).toBe(200);
    expect(ids(res.json.data.items)).toEqual([b.id, a.id]);
    expect(res.json.data.items[0]).toMatchObject({ in_stock: false, added_at: null });
    expect(res.json.data.items[0]).not.toHaveProperty('in_whishlist');
    expect((await t.shop('/wishlist-guest', { product_ids: [] })).json.data).toEqual({ items: [], count: 0 });
  });
});
