import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { categories, products } from '../src/db/schema.ts';
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
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toContain('camera=()');
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
    const version = async () => Number((await queryRows<{ version: number }>(t.db, sql`select version from catalogue_state`))[0]!.version);
    const before = await version();
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: sql`${products.stock} + 1` }).where(eq(products.id, 2));
      tx.rollback();
    }).catch(() => {});
    expect(await version()).toBe(before);
    await t.db.update(products).set({ stock: sql`${products.stock} + 1` }).where(eq(products.id, 2));
    expect(await version()).toBeGreaterThan(before);
  });
});
