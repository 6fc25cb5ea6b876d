import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { STOCK_SHOWN_UP_TO } from '@shop/contract/catalogue-rules';
import { categories, products, productVariants } from '../src/db/schema.ts';
import { checkoutBody } from './commerce-fixtures.ts';
import { admin, createStaffMember, testImage, uploadImage } from './admin-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, SLUG, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
let categoryId: number;
let imageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db, { role: 'staff' })).token;
  const [main] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'shampoos'));
  categoryId = main!.id;
  imageUrl = (await uploadImage(t, staffToken, await testImage('png', 800, 600))).json.data.url;
});
afterAll(() => t.close());

const productBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  category_id: categoryId,
  sub_category_id: null,
  description: '<p>Para testar a cache do catálogo.</p>',
  detail: '',
  specification: '',
  price: '1200.00',
  sale_price: null,
  stock: 10,
  images: [{ url: imageUrl, alt: name }],
  trending: false,
  featured: false,
  active: true,
  ...overrides,
});

async function createProduct(name: string): Promise<number> {
  const res = await admin(t, '/products/save', productBody(name), staffToken);
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  return row!.id;
}

const version = async () => Number((await queryRows<{ version: number }>(t.db, sql`select version from catalogue_state`))[0]!.version);
const searchFor = (name: string, headers: Record<string, string> = {}) => t.shop('/product-list', { search: name }, undefined, headers);

describe('guest catalogue answers kept per catalogue version', () => {
  it('answers an ETag, and 304 without a body while nothing in the catalogue changed', async () => {
    const first = await t.shop('/product-list', { sort: 'price-low' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toContain('stale-while-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.shop('/product-list', { sort: 'price-low' }, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.json).toBeUndefined();
    // Another list has another tag.
    const other = await t.shop('/product-list', { sort: 'price-high' }, undefined, { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.json.data.data.length).toBeGreaterThan(0);
  });

  it('answers a repeated guest request from the kept bytes, with the security headers, its own request id, and compressed once per encoding', async () => {
    const body = { sort: 'featured', per_page: 6 };
    const first = await t.shop('/product-list', body);
    expect(first.status).toBe(200);
    const kept = await Promise.all([t.shop('/product-list', body), t.shop('/product-list', body)]);
    for (const res of kept) {
      expect(res.json).toEqual(first.json);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      expect(String(res.headers.vary)).toContain('Accept-Encoding');
    }
    const ids = [first, ...kept].map((r) => r.headers['x-request-id']);
    expect(new Set(ids).size).toBe(3);

    const encoded = async (encoding: string) =>
      t.app.inject({ method: 'POST', url: `/api/${SLUG}/product-list`, payload: body, headers: { 'accept-encoding': encoding } });
    const br = await encoded('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.json);
    const gzip = await encoded('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(first.json);
    expect((await encoded('identity')).headers['content-encoding']).toBeUndefined();

    const revalidated = await t.shop('/product-list', body, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-request-id']).toBeTruthy();
  });

  it('never answers from a guest\'s kept answer a request that carries a customer token or names a customer', async () => {
    const { token, customer } = await createCustomer(t.db);
    const id = await createProduct('Creme Cache Guardada');
    const body = { search: 'Creme Cache Guardada' };
    expect((await searchFor('Creme Cache Guardada')).json.data.data[0]).not.toHaveProperty('in_cart');
    await t.shop('/add-cart', { product_id: id, qty: 1 }, token);
    const mine = await searchFor('Creme Cache Guardada', { authorization: `Bearer ${token}` });
    expect(mine.json.data.data[0]).toMatchObject({ id, in_cart: true });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // A guest list call naming a customer needs that customer's token, kept answer or not.
    expect((await t.shop('/product-list', { ...body, customer_id: customer.id })).status).toBe(401);
    expect((await t.shop('/bestseller-guest', { customer_id: customer.id })).status).toBe(401);
  });

  it('answers the same by GET with the fields in the query', async () => {
    const post = await t.shop('/product-list', { sort: 'newest', per_page: 5 });
    const get = await t.request({ method: 'GET', url: `/api/${SLUG}/product-list?sort=newest&per_page=5` });
    expect(get.status).toBe(200);
    expect(get.json).toEqual(post.json);
  });

  it('shows a change made outside this instance (straight in the database) in the next answer, with a new ETag', async () => {
    const id = await createProduct('Sérum Cache Externa');
    const before = await searchFor('Sérum Cache Externa');
    expect(before.json.data.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(before.json.data.data[0].final_price).toBe('1200.00');
    await t.db.update(products).set({ priceCents: 70_000 }).where(eq(products.id, id));
    const after = await searchFor('Sérum Cache Externa', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.json.data.data[0].final_price).toBe('700.00');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const detail = await t.shop('/product-detail', { id });
    expect(detail.json.data.product_info.final_price).toBe('700.00');
  });

  it("shows a staff change of price, stock and visibility in the next guest list, detail and search", async () => {
    const name = 'Máscara Cache Equipa';
    const id = await createProduct(name);
    const list = async () => (await t.shop('/categorys-product', { category_id: categoryId, per_page: 48 })).json.data.data.find((p: { id: number }) => p.id === id);
    expect((await list()).final_price).toBe('1200.00');
    expect((await t.shop('/product-detail', { id })).json.data.product_info.stock).toBe(10);

    await admin(t, '/products/save', productBody(name, { id, price: '900.00', sale_price: '850.00' }), staffToken);
    expect(await list()).toMatchObject({ price: '900.00', sale_price: '850.00', final_price: '850.00' });

    await admin(t, '/products/save', productBody(name, { id, price: '900.00', stock: 0 }), staffToken);
    expect((await t.shop('/product-detail', { id })).json.data.product_info).toMatchObject({ stock: 0, in_stock: false });
    expect((await searchFor(name)).json.data.data[0]).toMatchObject({ id, in_stock: false });

    await admin(t, '/products/save', productBody(name, { id, active: false }), staffToken);
    expect(await list()).toBeUndefined();
    expect((await searchFor(name)).json.data.data).toEqual([]);
    expect((await t.shop('/product-detail', { id })).status).toBe(404);
  });

  it("gives a signed-in customer in_cart and in_whishlist on top of the shared answer, never to guests", async () => {
    const { token } = await createCustomer(t.db);
    const id = await createProduct('Óleo Cache Cliente');
    const mine = async () => (await searchFor('Óleo Cache Cliente', { authorization: `Bearer ${token}` })).json.data.data[0];
    expect(await mine()).toMatchObject({ id, in_cart: false, in_whishlist: false });

    expect((await t.shop('/add-cart', { product_id: id, qty: 1 }, token)).status).toBe(200);
    expect(await mine()).toMatchObject({ id, in_cart: true, in_whishlist: false });
    await t.shop('/wishlist-add', { product_id: id }, token);
    expect(await mine()).toMatchObject({ id, in_cart: true, in_whishlist: true });
    const detail = await t.shop('/product-detail', { id }, token);
    expect(detail.json.data.product_info).toMatchObject({ in_cart: true, in_whishlist: true, reviewed_by_me: false });
    expect(detail.headers['cache-control']).toBe('private, no-store');

    const guest = (await searchFor('Óleo Cache Cliente')).json.data.data[0];
    expect(guest.id).toBe(id);
    expect(guest).not.toHaveProperty('in_cart');
    expect(guest).not.toHaveProperty('in_whishlist');
    expect((await t.shop('/product-detail', { id })).json.data.product_info).not.toHaveProperty('in_cart');
  });

  it('moves the catalogue version in the changing transaction, and not on a rolled-back one', async () => {
    const before = await version();
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: sql`${products.priceCents} + 100` }).where(eq(products.id, 2));
      tx.rollback();
    }).catch(() => {});
    expect(await version()).toBe(before);
    await t.db.update(products).set({ priceCents: sql`${products.priceCents} + 100` }).where(eq(products.id, 2));
    expect(await version()).toBeGreaterThan(before);
  });

  it('keeps the version, and the guest answers, through orders that change nothing a guest sees', async () => {
    const id = await createProduct('Champô Corrida de Encomendas');
    // Plenty of stock, and already the best seller: a sale moves neither what is shown nor any order.
    await t.db.update(products).set({ stock: 50, soldCount: sql`(select max(sold_count) + 100 from products)` }).where(eq(products.id, id));
    const detail = await t.shop('/product-detail', { id });
    expect(detail.json.data.product_info).toMatchObject({ stock: STOCK_SHOWN_UP_TO, in_stock: true });
    const before = await version();

    const { token, customer } = await createCustomer(t.db);
    expect((await t.shop('/add-cart', { product_id: id, qty: 2 }, token)).status).toBe(200);
    const placed = await t.shop('/place-order', await checkoutBody(t, token, { email: `cliente.${customer.id}@exemplo.co.mz` }), token);
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const [row] = await t.db.select({ stock: products.stock, sold: products.soldCount }).from(products).where(eq(products.id, id));
    expect(row!.stock).toBe(48);
    expect(await version()).toBe(before);
    expect((await t.shop('/product-detail', { id }, undefined, { 'if-none-match': String(detail.headers.etag) })).status).toBe(304);

    // Stock moving above what is shown: nothing; into it: the version moves, and again when it runs out.
    await t.db.update(products).set({ stock: STOCK_SHOWN_UP_TO + 1 }).where(eq(products.id, id));
    expect(await version()).toBe(before);
    await t.db.update(products).set({ stock: STOCK_SHOWN_UP_TO - 1 }).where(eq(products.id, id));
    const shown = await version();
    expect(shown).toBeGreaterThan(before);
    expect((await t.shop('/product-detail', { id })).json.data.product_info.stock).toBe(STOCK_SHOWN_UP_TO - 1);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    expect(await version()).toBeGreaterThan(shown);
    expect((await t.shop('/product-detail', { id })).json.data.product_info).toMatchObject({ stock: 0, in_stock: false });
  });

  it('moves the version when a sale reorders the bestsellers, or a variant changes what it shows', async () => {
    const [last] = await queryRows<{ id: number; sold_count: number }>(t.db, sql`select id, sold_count from products where active order by sold_count, id limit 1`);
    let before = await version();
    await t.db.update(products).set({ soldCount: sql`(select max(sold_count) + 1 from products)` }).where(eq(products.id, last!.id));
    expect(await version()).toBeGreaterThan(before);

    const [variant] = await t.db.select({ id: productVariants.id, priceCents: productVariants.priceCents }).from(productVariants).limit(1);
    await t.db.update(productVariants).set({ stock: 40 }).where(eq(productVariants.id, variant!.id));
    before = await version();
    await t.db.update(productVariants).set({ stock: 39 }).where(eq(productVariants.id, variant!.id));
    expect(await version()).toBe(before);
    await t.db.update(productVariants).set({ priceCents: variant!.priceCents + 100 }).where(eq(productVariants.id, variant!.id));
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    await t.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant!.id));
    expect(await version()).toBeGreaterThan(before);
  });

  it('counts the same stock shown in the database as in the answers', async () => {
    const [row] = await queryRows<{ high: number; low: number; none: number }>(t.db, sql`select shop_stock_shown(1000) as high, shop_stock_shown(3) as low, shop_stock_shown(-2) as none`);
    expect(row).toEqual({ high: STOCK_SHOWN_UP_TO, low: 3, none: 0 });
  });
});
