import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { mayChangeCatalogue } from '../src/modules/catalogue/catalogue-version.ts';
import { checkoutBody } from './commerce-fixtures.ts';
import { createCategory, createProduct } from './catalogue-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Decision 106: a version read is reused for a while, except after a change made through this instance.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_VERSION_MAX_AGE_MS: '60000' });
});
afterAll(() => t.close());

const detail = async (id: number) => (await t.shop('/product-detail', { id })).json.data.product_info;

describe('a catalogue version read reused for CATALOGUE_VERSION_MAX_AGE_MS', () => {
  it('tells a catalogue read from a call that may change the catalogue', () => {
    expect(mayChangeCatalogue('POST', '/api/:slug/product-list')).toBe(false);
    expect(mayChangeCatalogue('POST', '/api/:slug/product-detail')).toBe(false);
    expect(mayChangeCatalogue('GET', '/api/:slug/cart-list')).toBe(false);
    expect(mayChangeCatalogue('POST', '/api/:slug/place-order')).toBe(true);
    expect(mayChangeCatalogue('POST', '/admin-api/products/save')).toBe(true);
  });

  it("answers from the kept read while another instance's change is younger than the max age", async () => {
    const cat = await createCategory(t.db);
    const { id } = await createProduct(t.db, { categoryId: cat.id, stock: 5 });
    expect((await detail(id)).stock).toBe(5);
    // Straight in the database, as another instance would: not seen until the read is a minute old.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    expect((await detail(id)).stock).toBe(5);
  });

  it('shows at once what an order placed through this instance changed: a product sold out', async () => {
    const cat = await createCategory(t.db);
    const { id } = await createProduct(t.db, { categoryId: cat.id, stock: 2 });
    expect(await detail(id)).toMatchObject({ stock: 2, in_stock: true });
    const { token, customer } = await createCustomer(t.db);
    expect((await t.shop('/add-cart', { product_id: id, qty: 2 }, token)).status).toBe(200);
    const placed = await t.shop('/place-order', await checkoutBody(t, token, { email: `cliente.${customer.id}@exemplo.co.mz` }), token);
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(await detail(id)).toMatchObject({ stock: 0, in_stock: false });
  });
});
