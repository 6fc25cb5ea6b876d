import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailResponse, productListItemSchema, productListResponse, productPageSchema } from '@shop/contract/catalogue';
import { PRICE_BANDS, STOCK_SHOWN_UP_TO } from '@shop/contract/catalogue-rules';
import { products, reviews, wishlistItems } from '../src/db/schema.ts';
import { createCategory, createProduct, ids } from './catalogue-fixtures.ts';
import { createCustomer } from './factories.ts';
import { checkoutBody, payOrderInFull } from './commerce-fixtures.ts';
import { recordUnitsSold } from '../src/modules/catalogue/units-sold.ts';
import { nearSpellingRead, planSearch, readThroughTrigramIndex } from '../src/modules/catalogue/search.ts';
import { TRIGRAM_WORD_SIMILARITY_THRESHOLD } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('product lists', () => {
  it('ranks bestsellers by units sold, within a category when asked, as a paginator of list items', async () => {
    const cat = await createCategory(t.db);
    // Far above any seeded sales figure, so the three lead the whole shop as well.
    const a = await createProduct(t.db, { categoryId: cat.id, soldCount: 5_000_000 });
    const b = await createProduct(t.db, { categoryId: cat.id, soldCount: 50_000_000 });
    const c = await createProduct(t.db, { categoryId: cat.id, soldCount: 20_000_000 });
    const res = await t.shop('/bestseller-guest', { category_id: cat.id, theme_id: 'beauty' });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(1);
    expect(productPageSchema.parse(res.json.data).data.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    const everywhere = await t.shop('/bestseller-guest', { per_page: 48 });
    const sold = everywhere.json.data.data.map((p: { id: number }) => p.id);
    expect(sold.slice(0, 3)).toEqual([b.id, c.id, a.id]);
  });

  it('moves a product up the bestsellers as units are sold, and back when an order is cancelled', async () => {
    const cat = await createCategory(t.db);
    const a = await createProduct(t.db, { categoryId: cat.id, soldCount: 10 });
    const b = await createProduct(t.db, { categoryId: cat.id, soldCount: 12 });
    const order = async () => ids((await t.shop('/bestseller-guest', { category_id: cat.id })).json.data.data);
    expect(await order()).toEqual([b.id, a.id]);
    await t.db.transaction((tx) => recordUnitsSold(tx as unknown as typeof t.db, [{ productId: a.id, qty: 2 }, { productId: a.id, qty: 1 }]));
    expect(await order()).toEqual([a.id, b.id]);
    await recordUnitsSold(t.db, [{ productId: a.id, qty: 3 }], -1);
    expect(await order()).toEqual([b.id, a.id]);
    await recordUnitsSold(t.db, [{ productId: a.id, qty: 500 }], -1);
    const [row] = await t.db.select().from(products).where(eq(products.id, a.id));
    expect(row!.soldCount).toBe(0);
    await expect(recordUnitsSold(t.db, [{ productId: a.id, qty: 0 }])).rejects.toThrow();
  });

  it('paginates with Laravel links, page in the body or the query', async () => {
    const cat = await createCategory(t.db);
    for (let i = 0; i < 5; i++) await createProduct(t.db, { categoryId: cat.id, soldCount: 100 - i });
    const first = await t.shop('/categorys-product-guest', { category_id: cat.id, per_page: 2 });
    expect(first.json.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5, from: 1, to: 2, prev_page_url: null });
    expect(first.json.data.next_page_url).toMatch(/\/api\/loja\/categorys-product-guest\?page=2$/);
    expect(first.json.data.links.map((l: { label: string }) => l.label)).toEqual(['&laquo; Anterior', '1', '2', '3', 'Seguinte &raquo;']);
    const last = await t.request({ method: 'POST', url: '/api/loja/categorys-product-guest?page=3', payload: { category_id: cat.id, per_page: 2 } });
    expect(last.json.data).toMatchObject({ current_page: 3, from: 5, to: 5, next_page_url: null });
    expect(last.json.data.data).toHaveLength(1);
    const beyond = await t.shop('/categorys-product-guest', { category_id: cat.id, per_page: 2, page: 9 });
    expect(beyond.json.data).toMatchObject({ current_page: 9, total: 5, from: null, to: null, data: [] });
    const all = [...first.json.data.data, ...(await t.shop('/categorys-product-guest', { category_id: cat.id, per_page: 2, page: 2 })).json.data.data, ...last.json.data.data];
    expect(new Set(ids(all)).size).toBe(5);
  });

  it('refuses a bad page or page size', async () => {
    for (const body of [{ page: 0 }, { page: 'abc' }, { per_page: 500 }]) {
      const res = await t.shop('/recent-product-guest', body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ status: 0, code: 'VALIDATION_FAILED' });
    }
  });

  it('lists featured products only, newest products first, and products on sale (variants included)', async () => {
    const cat = await createCategory(t.db);
    const featured = await createProduct(t.db, { categoryId: cat.id, featured: true });
    const plain = await createProduct(t.db, { categoryId: cat.id, createdAt: days(400) });
    const fresh = await createProduct(t.db, { categoryId: cat.id, createdAt: new Date(Date.now() + 60_000) });
    const onSale = await createProduct(t.db, { categoryId: cat.id, priceCents: 90_000, salePriceCents: 70_000 });
    const variantSale = await createProduct(t.db, { categoryId: cat.id, variants: [{ name: '250 ml', priceCents: 50_000, stock: 3 }, { name: '500 ml', priceCents: 90_000, salePriceCents: 80_000, stock: 3 }] });

    const feat = await t.shop('/featured-products-guest', { per_page: 48 });
    expect(feat.json.data.data.every((p: { featured: number }) => p.featured === 1)).toBe(true);
    expect(ids(feat.json.data.data)).toContain(featured.id);
    expect(ids(feat.json.data.data)).not.toContain(plain.id);

    const recent = await t.shop('/recent-product-guest', { per_page: 1 });
    expect(recent.json.data.data[0].id).toBe(fresh.id);

    const sale = await t.shop('/discount-products', { per_page: 48 });
    const saleIds = ids(sale.json.data.data);
    expect(saleIds).toEqual(expect.arrayContaining([onSale.id, variantSale.id]));
    expect(saleIds).not.toContain(plain.id);
    const item = sale.json.data.data.find((p: { id: number }) => p.id === onSale.id);
    expect(item).toMatchObject({ price: '900.00', sale_price: '700.00', final_price: '700.00', currency: 'MT' });
  });

  it('lists a category with its sub-categories, or one sub-category, and 404s an unknown category', async () => {
    const main = await createCategory(t.db);
    const sub = await createCategory(t.db, { parentId: main.id });
    const inMain = await createProduct(t.db, { categoryId: main.id });
    const inSub = await createProduct(t.db, { categoryId: main.id, subCategoryId: sub.id });
    const whole = await t.shop('/categorys-product', { category_id: main.id });
    expect(ids(whole.json.data.data).sort()).toEqual([inMain.id, inSub.id].sort());
    const only = await t.shop('/categorys-product', { category_id: main.id, subcategory_id: sub.id });
    expect(ids(only.json.data.data)).toEqual([inSub.id]);
    const bySub = await t.shop('/categorys-product-guest', { category_id: sub.id });
    expect(ids(bySub.json.data.data)).toEqual([inSub.id]);
    expect(bySub.json.data.data[0].sub_category_name).toBe(sub.name);
    const unknown = await t.shop('/categorys-product', { category_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.status).toBe(0);
    const missing = await t.shop('/categorys-product', {});
    expect(missing.status).toBe(400);
  });

  it('lists trending categories and their products, trending first', async () => {
    const cat = await createCategory(t.db, { trending: true });
    const quiet = await createProduct(t.db, { categoryId: cat.id, soldCount: 90 });
    const hot = await createProduct(t.db, { categoryId: cat.id, trending: true, soldCount: 1 });
    const cats = await t.shop('/tranding-category');
    const mine = cats.json.data.find((c: { id: number }) => c.id === cat.id);
    expect(mine).toMatchObject({ name: cat.name, slug: cat.slug, total_product: 2 });
    expect(cats.json.data.every((c: { id: number }) => typeof c.id === 'number')).toBe(true);
    const list = await t.shop('/tranding-category-product-guest', { main_category_id: cat.id });
    expect(ids(list.json.data.data)).toEqual([hot.id, quiet.id]);
    expect(list.json.data.data[0].trending).toBe(1);
  });

  it('answers list items with the spec fields, the cheapest variant price and total stock (37, shown as 10 or more)', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, {
      categoryId: cat.id, priceCents: 85_000, stock: 0, description: '<p>Hidrata &amp; <strong>protege</strong>.</p><script>x()</script>',
      variants: [{ name: '500 ml', priceCents: 145_000, salePriceCents: 129_000, stock: 12 }, { name: '250 ml', priceCents: 85_000, stock: 25 }],
    });
    const soldOut = await createProduct(t.db, { categoryId: cat.id, stock: 0 });
    const res = await t.shop('/categorys-product-guest', { category_id: cat.id });
    const item = productListItemSchema.parse(res.json.data.data.find((x: { id: number }) => x.id === p.id));
    expect(item).toMatchObject({
      price: '850.00', sale_price: null, final_price: '850.00', max_final_price: '1290.00', variant_product: 1, stock: STOCK_SHOWN_UP_TO, in_stock: true,
      category_id: cat.id, category_name: cat.name, description: 'Hidrata & protege.',
    });
    expect(item.in_whishlist).toBeUndefined();
    const gone = res.json.data.data.find((x: { id: number }) => x.id === soldOut.id);
    expect(gone).toMatchObject({ stock: 0, in_stock: false, variant_product: 0 });
  });

  it('adds in_whishlist and in_cart for a known customer, never on the guest call', async () => {
    const cat = await createCategory(t.db);
    const liked = await createProduct(t.db, { categoryId: cat.id, soldCount: 2 });
    const other = await createProduct(t.db, { categoryId: cat.id, soldCount: 1 });
    const { customer, token } = await createCustomer(t.db);
    await t.db.insert(wishlistItems).values({ customerId: customer.id, productId: liked.id });
    const signed = await t.shop('/bestseller', { category_id: cat.id }, token);
    expect(signed.json.data.data.map((p: { id: number; in_whishlist: boolean; in_cart: boolean }) => [p.id, p.in_whishlist, p.in_cart])).toEqual([
      [liked.id, true, false],
      [other.id, false, false],
    ]);
    const guestWithToken = await t.shop('/bestseller-guest', { category_id: cat.id }, token);
    expect(guestWithToken.json.data.data[0]).not.toHaveProperty('in_whishlist');
    const anonymous = await t.shop('/bestseller', { category_id: cat.id });
    expect(anonymous.json.data.data[0]).not.toHaveProperty('in_whishlist');
    const someoneElse = await t.shop('/bestseller', { category_id: cat.id, customer_id: customer.id + 1 }, token);
    expect(someoneElse.status).toBe(403);
  });

  it('lists related products: same sub-category first, never the product itself', async () => {
    const main = await createCategory(t.db);
    const sub = await createCategory(t.db, { parentId: main.id });
    const product = await createProduct(t.db, { categoryId: main.id, subCategoryId: sub.id });
    const sibling = await createProduct(t.db, { categoryId: main.id, subCategoryId: sub.id, soldCount: 1 });
    const cousin = await createProduct(t.db, { categoryId: main.id, soldCount: 1000 });
    const res = await t.shop('/releted-product-guest', { product_id: product.id });
    expect(res.json.data).toMatchObject({ current_page: 1, total: 4, per_page: 4 });
    expect(res.json.data.data).toHaveLength(4);
    expect(ids(res.json.data.data).slice(0, 2)).toEqual([sibling.id, cousin.id]);
    expect(ids(res.json.data.data)).not.toContain(product.id);
    const unknown = await t.shop('/releted-product', { product_id: 987_654 });
    expect(unknown.status).toBe(404);
  });
});

describe('the catalogue screen (/product-list)', () => {
  it('sorts in each of the six modes', async () => {
    const cat = await createCategory(t.db);
    const a = await createProduct(t.db, { categoryId: cat.id, name: 'Alfa', priceCents: 30_000, soldCount: 10, createdAt: days(3) });
    const b = await createProduct(t.db, { categoryId: cat.id, name: 'Beta', priceCents: 90_000, salePriceCents: 20_000, soldCount: 30, createdAt: days(30), featured: true });
    const c = await createProduct(t.db, { categoryId: cat.id, name: 'Gama', priceCents: 60_000, soldCount: 20, createdAt: days(1) });
    const d = await createProduct(t.db, { categoryId: cat.id, name: 'Delta', priceCents: 10_000, soldCount: 40, createdAt: days(9), stock: 0 });
    const order = async (sort: string) => ids((await t.shop('/product-list', { category_id: cat.id, sort })).json.data.data);
    expect(await order('all')).toEqual([a.id, b.id, c.id, d.id]); // in stock first, then by name
    expect(await order('featured')).toEqual([b.id, d.id, c.id, a.id]);
    expect(await order('bestsellers')).toEqual([d.id, b.id, c.id, a.id]);
    expect(await order('newest')).toEqual([c.id, a.id, d.id, b.id]);
    expect(await order('price-low')).toEqual([d.id, b.id, a.id, c.id]);
    expect(await order('price-high')).toEqual([c.id, a.id, b.id, d.id]);
    const bad = await t.shop('/product-list', { sort: 'cheapest' });
    expect(bad.status).toBe(400);
  });

  it('filters by the four price bands on the final price a shopper pays for the cheapest option, as the card\'s "desde" shows', async () => {
    const cat = await createCategory(t.db);
    const p = async (priceCents: number, salePriceCents: number | null = null) => (await createProduct(t.db, { categoryId: cat.id, priceCents, salePriceCents })).id;
    const at500 = await p(50_000);
    const just500 = await p(50_001);
    const at1000 = await p(100_000);
    const sale1500 = await p(300_000, 150_000);
    const at2000 = await p(200_000);
    const at2500 = await p(250_000);
    // From MT 400 to MT 1 200: listed at MT 400 only.
    const spanning = (await createProduct(t.db, { categoryId: cat.id, variants: [{ name: 'P', priceCents: 40_000, stock: 1 }, { name: 'G', priceCents: 120_000, stock: 1 }] })).id;
    // "desde MT 990": its dearer option at MT 2 500 does not put it above MT 2000.
    const from990 = (await createProduct(t.db, { categoryId: cat.id, variants: [{ name: 'Grande', priceCents: 250_000, stock: 1 }, { name: 'Pequeno', priceCents: 120_000, salePriceCents: 99_000, stock: 1 }] })).id;
    const list = async (price: string) => (await t.shop('/product-list', { category_id: cat.id, price, sort: 'price-low' })).json.data.data as { id: number; final_price: string }[];
    const band = async (price: string) => ids(await list(price)).sort();
    expect(await band('ate-500')).toEqual([at500, spanning].sort());
    expect(await band('500-1000')).toEqual([just500, at1000, from990].sort());
    expect(await band('1000-2000')).toEqual([sale1500, at2000].sort());
    expect(await band('acima-2000')).toEqual([at2500]);
    // Every listed price agrees with the band's label.
    for (const key of Object.keys(PRICE_BANDS) as (keyof typeof PRICE_BANDS)[]) {
      for (const item of await list(key)) {
        const cents = Math.round(Number(item.final_price) * 100);
        expect(cents).toBeGreaterThanOrEqual(PRICE_BANDS[key].min);
        if (PRICE_BANDS[key].max !== null) expect(cents).toBeLessThanOrEqual(PRICE_BANDS[key].max!);
      }
    }
    expect(Object.keys(PRICE_BANDS)).toEqual(['ate-500', '500-1000', '1000-2000', 'acima-2000']);
    const bad = await t.shop('/product-list', { price: '0-100' });
    expect(bad.status).toBe(400);
  });

  it('selects a category by slug or id, with sidebar counts under the current search and band', async () => {
    const main = await createCategory(t.db, { name: 'Tranças Teste' });
    const sub = await createCategory(t.db, { parentId: main.id, name: 'Extensões Teste' });
    await createProduct(t.db, { categoryId: main.id, priceCents: 40_000, name: 'Pente largo' });
    await createProduct(t.db, { categoryId: main.id, subCategoryId: sub.id, priceCents: 300_000, name: 'Extensão ondulada' });
    const bySlug = productListResponse.parse((await t.shop('/product-list', { category: main.slug })).json.data);
    expect(bySlug.total).toBe(2);
    expect(bySlug.selected_category).toMatchObject({ id: main.id, total_product: 2, parent_id: null });
    const byId = await t.shop('/product-list', { category_id: sub.id });
    expect(byId.json.data.total).toBe(1);
    expect(byId.json.data.selected_category).toMatchObject({ id: sub.id, parent_id: main.id });
    const cheap = await t.shop('/product-list', { price: 'ate-500' });
    const facet = cheap.json.data.categories.find((c: { id: number }) => c.id === main.id);
    expect(facet.total_product).toBe(1);
    const subFacet = cheap.json.data.categories.find((c: { id: number }) => c.id === sub.id);
    expect(subFacet.total_product).toBe(0);
    const unknown = await t.shop('/product-list', { category: 'nao-existe' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Categoria não encontrada.');
  });
});

describe('search', () => {
  let cilios: number;
  let hidratacao: number;
  let byCategory: number;
  let bySubCategory: number;
  let byDescription: number;
  beforeAll(async () => {
    const cat = await createCategory(t.db, { name: 'Sobrancelhas Zeta' });
    const sub = await createCategory(t.db, { parentId: cat.id, name: 'Pinças Ômega' });
    cilios = (await createProduct(t.db, { categoryId: cat.id, name: 'Sérum para Cílios Longos', description: '<p>Fortalece.</p>' })).id;
    hidratacao = (await createProduct(t.db, { categoryId: cat.id, name: 'Creme de Hidratação Intensa Xylo', description: '<p>Para fios secos.</p>' })).id;
    byCategory = (await createProduct(t.db, { categoryId: cat.id, name: 'Lápis castanho', description: '<p>Desenha.</p>' })).id;
    bySubCategory = (await createProduct(t.db, { categoryId: cat.id, subCategoryId: sub.id, name: 'Pinça inox', description: '<p>Precisa.</p>' })).id;
    byDescription = (await createProduct(t.db, { categoryId: cat.id, name: 'Kit de bolso', description: '<p>Zorbital: inclui um sérum de <b>hidratação</b> xylo.</p>' })).id;
  });
  const search = async (text: string, extra: object = {}) => (await t.shop('/search-guest', { search: text, ...extra })).json.data;

  it('reads near spellings as a bitmap scan, never a scan of the catalogue in order, with word similarity costed as it is (decision 105)', async () => {
    for (const text of ['xampoo', 'hidratasao xylo', 'zzqqxxyy']) {
      const plan = await readThroughTrigramIndex<Record<string, string>>(t.db, sql`explain ${nearSpellingRead(planSearch(text)!, sql`p.active`)}`);
      const lines = plan.map((row) => Object.values(row)[0]).join('\n');
      expect(lines).toContain('Bitmap Heap Scan on products');
      expect(lines).not.toMatch(/Seq Scan on products|Index Scan using|Index Only Scan/);
    }
    // With this cost the planner reads a large catalogue's near spellings through products_search_doc_trgm_idx (bench:api).
    const costs = await t.db.execute(sql`select proname, procost from pg_proc where proname in ('word_similarity_op', 'word_similarity_commutator_op')`);
    expect((costs as unknown as { rows: { procost: number }[] }).rows.map((r) => Number(r.procost))).toEqual([200, 200]);
  });

  it('ignores accents and case', async () => {
    expect(ids((await search('cilios')).data)).toContain(cilios);
    expect(ids((await search('CÍLIOS')).data)).toContain(cilios);
    expect(ids((await search('hidratacao xylo')).data)).toContain(hidratacao);
    expect(ids((await search('HIDRATAÇÃO XYLO')).data)).toContain(hidratacao);
  });

  it('tolerates a typo', async () => {
    expect(ids((await search('hidratasao xylo')).data)).toContain(hidratacao);
    expect(ids((await search('serun cilios')).data)).toContain(cilios);
    expect(ids((await search('ciliso')).data)).not.toContain(byCategory);
  });

  it('reads near spellings with the trigram threshold, and scans from the first page, on every connection', async () => {
    // Several at once, so the pool opens more than one connection on PostgreSQL.
    const settings = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.db.execute(sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold, current_setting('synchronize_seqscans') as synchronized, pg_sleep(0.05)`),
      ),
    );
    const rows = settings.map((r) => {
      const { threshold, synchronized } = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)[0] as { threshold: string; synchronized: string };
      return { threshold, synchronized };
    });
    expect(rows).toEqual(Array(6).fill({ threshold: String(TRIGRAM_WORD_SIMILARITY_THRESHOLD), synchronized: 'off' }));
  });

  it('covers description, category and sub-category', async () => {
    expect(ids((await search('sobrancelhas zeta')).data)).toEqual(expect.arrayContaining([cilios, byCategory, bySubCategory]));
    expect(ids((await search('pincas omega')).data)).toEqual([bySubCategory]);
    expect(ids((await search('zorbital')).data)).toEqual([byDescription]);
  });

  it('ranks a name match above a description match', async () => {
    const found = ids((await search('hidratação xylo')).data);
    expect(found.indexOf(hidratacao)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(hidratacao)).toBeLessThan(found.indexOf(byDescription));
  });

  it('answers at most 10 per page, an empty page when nothing matches, and refuses a blank query', async () => {
    const cat = await createCategory(t.db);
    for (let i = 0; i < 12; i++) await createProduct(t.db, { categoryId: cat.id, name: `Touca Quórum ${i}` });
    const many = await search('touca quorum');
    expect(many.data).toHaveLength(10);
    expect(many.total).toBe(12);
    expect((await search('touca quorum', { page: 2 })).data).toHaveLength(2);
    expect((await t.shop('/search', { search: 'touca', per_page: 11 })).status).toBe(400);
    expect((await search('zzqqxxyy')).data).toEqual([]);
    for (const blank of ['', '   ']) {
      const res = await t.shop('/search', { search: blank });
      expect(res.status).toBe(400);
      expect(res.json.status).toBe(0);
    }
    expect((await t.shop('/search', { search: 'x'.repeat(101) })).status).toBe(400);
  });

  it('searches inside the catalogue screen with the other filters, relevance first', async () => {
    const res = await t.shop('/product-list', { search: 'cilios', price: 'ate-500' });
    expect(res.json.data.data).toEqual([]);
    const withBand = await t.shop('/product-list', { search: 'cilios', price: '500-1000' });
    expect(ids(withBand.json.data.data)).toContain(cilios);
    expect(withBand.json.data.categories.length).toBeGreaterThan(0);
  });

  it('sorts what a search found by every sort of the catalogue screen, prices included', async () => {
    const cat = await createCategory(t.db);
    const made: number[] = [];
    for (const [i, priceCents] of [300_000, 100_000, 200_000].entries()) {
      made.push((await createProduct(t.db, { categoryId: cat.id, name: `Escova Órbita ${i}`, priceCents })).id);
    }
    for (const sort of ['all', 'featured', 'bestsellers', 'newest', 'price-low', 'price-high']) {
      const res = await t.shop('/product-list', { search: 'escova orbita', sort });
      expect(res.status).toBe(200);
      expect(ids(res.json.data.data).sort()).toEqual([...made].sort());
    }
    const low = await t.shop('/product-list', { search: 'escova orbita', sort: 'price-low' });
    expect(ids(low.json.data.data)).toEqual([made[1], made[2], made[0]]);
    const high = await t.shop('/product-list', { search: 'escova orbita', sort: 'price-high' });
    expect(ids(high.json.data.data)).toEqual([made[0], made[2], made[1]]);
  });

  it('treats LIKE wildcards and quotes as text', async () => {
    // '%' alone would rightly find "100% puro": these strings appear in no product.
    for (const text of ['%%', '__', "'; drop table products; --", '\\\\']) {
      const res = await t.shop('/search', { search: text });
      expect(res.status).toBe(200);
      expect(res.json.data.data).toEqual([]);
    }
  });
});

describe('product detail', () => {
  it('answers the spec shape with images, variants, reviews, related products and breadcrumb', async () => {
    const main = await createCategory(t.db);
    const sub = await createCategory(t.db, { parentId: main.id });
    const p = await createProduct(t.db, {
      categoryId: main.id, subCategoryId: sub.id, variantLabel: 'Volume', images: ['/images/products/a.svg', '/media/abc123'],
      variants: [{ name: '250 ml', priceCents: 85_000, stock: 25 }, { name: '500 ml', priceCents: 145_000, salePriceCents: 129_000, stock: 0 }],
    });
    const res = await t.shop('/product-detail', { id: p.id });
    expect(res.status).toBe(200);
    const detail = productDetailResponse.parse(res.json.data);
    expect(detail.product_info).toMatchObject({ id: p.id, name: p.name, variant_product: 1, variant_label: 'Volume', final_price: '850.00' });
    expect(detail.product_image.map((i) => new URL(i.image_url).pathname)).toEqual(['/images/products/a.svg', '/media/abc123']);
    expect(detail.variant).toEqual([
      {
        variant_name: 'Volume',
        variant_list_data: [
          expect.objectContaining({ name: '250 ml', price: '850.00', sale_price: null, final_price: '850.00', stock: STOCK_SHOWN_UP_TO, in_stock: true }),
          expect.objectContaining({ name: '500 ml', price: '1450.00', sale_price: '1290.00', final_price: '1290.00', stock: 0, in_stock: false }),
        ],
      },
    ]);
    expect(detail.breadcrumb.map((b) => b.id)).toEqual([main.id, sub.id]);
    expect(detail.releted_products.length).toBeLessThanOrEqual(4);
    expect(detail.product_info.reviewed_by_me).toBeUndefined();
  });

  it('answers an unknown or withdrawn product with status 0 and 404', async () => {
    const cat = await createCategory(t.db);
    const withdrawn = await createProduct(t.db, { categoryId: cat.id, active: false });
    for (const id of [999_999, withdrawn.id]) {
      const res = await t.shop('/product-detail', { id });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ status: 0, code: 'NOT_FOUND', message: 'Produto não encontrado.' });
    }
    expect((await t.shop('/product-detail', { id: 'abc' })).status).toBe(400);
    expect((await t.shop('/product-detail', {})).status).toBe(400);
  });

  it('sends product HTML through the allow-list sanitiser', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, {
      categoryId: cat.id,
      description: '<p onmouseover="steal()">Bom <b>mesmo</b></p><script>document.cookie</script><img src=x onerror=alert(1)>',
      detail: '<a href="javascript:alert(1)">clique</a><iframe src="https://evil.example"></iframe>',
      specification: '<table><tr><td style="background:url(x)">pH 5</td></tr></table><svg><script>alert(1)</script></svg>',
    });
    const res = await t.shop('/product-detail', { id: p.id });
    const { description, detail, specification, summary } = res.json.data.product_info;
    expect(description).toBe('<p>Bom <b>mesmo</b></p>');
    // One sanitiser for saving and sending (lib/sanitize-html.ts): a link without a safe target is its text.
    expect(detail).toBe('clique');
    expect(specification).toBe('<table><tr><td>pH 5</td></tr></table>');
    expect(summary).toBe('Bom mesmo');
    expect(JSON.stringify(res.json.data)).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|<img|style=/i);
  });

  it('tells a signed-in customer whether the product is in the wishlist and already reviewed', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    const { customer, token } = await createCustomer(t.db);
    await t.db.insert(wishlistItems).values({ customerId: customer.id, productId: p.id });
    const res = await t.shop('/product-detail', { id: p.id }, token);
    expect(res.json.data.product_info).toMatchObject({ in_whishlist: true, in_cart: false, reviewed_by_me: false });
  });
});

describe('variants', () => {
  it('gives a signed-in customer the price and stock of the chosen option, from the spec payload', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id, variantLabel: 'Volume', variants: [{ name: '250 ml', priceCents: 85_000, stock: 3 }, { name: '500 ml', priceCents: 145_000, salePriceCents: 129_000, stock: 12 }] });
    const detail = await t.shop('/product-detail', { id: p.id });
    const [small, large] = detail.json.data.variant[0].variant_list_data;
    const { customer, token } = await createCustomer(t.db);

    const guest = await t.shop('/variant-list', { product_id: p.id, variant: JSON.stringify([{ Volume: String(large.id) }]), quantity: 1 });
    expect(guest.status).toBe(401);

    const res = await t.shop('/variant-list', { customer_id: customer.id, product_id: p.id, variant: JSON.stringify([{ Volume: String(large.id) }]), quantity: 1 }, token);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      product_id: p.id, variant_id: large.id, variant_name: '500 ml', sku: large.sku, price: '1450.00', sale_price: '1290.00', final_price: '1290.00',
      currency: 'MT', product_stock: 12, in_stock: true, quantity_available: true,
    });
    // The same price the guest reads in the product detail; the real stock, which the guest reads only up to STOCK_SHOWN_UP_TO.
    expect(res.json.data.final_price).toBe(large.final_price);
    expect(large.stock).toBe(STOCK_SHOWN_UP_TO);
    const eleven = await t.shop('/variant-list', { product_id: p.id, variant_id: large.id, quantity: 11 }, token);
    expect(eleven.json.data).toMatchObject({ product_stock: 12, quantity_available: true });

    const tooMany = await t.shop('/variant-list', { product_id: p.id, variant: { Volume: small.id }, quantity: 4 }, token);
    expect(tooMany.json.data).toMatchObject({ product_stock: 3, quantity_available: false });
    const byId = await t.shop('/variant-list', { product_id: p.id, variant_id: small.id }, token);
    expect(byId.json.data.variant_name).toBe('250 ml');

    const other = await createProduct(t.db, { categoryId: cat.id, variants: [{ name: 'X', priceCents: 1000, stock: 1 }] });
    const otherVariant = (await t.shop('/product-detail', { id: other.id })).json.data.variant[0].variant_list_data[0];
    const foreign = await t.shop('/variant-list', { product_id: p.id, variant: JSON.stringify([{ Volume: String(otherVariant.id) }]) }, token);
    expect(foreign.status).toBe(404);
    const none = await t.shop('/variant-list', { product_id: p.id, variant: '[]' }, token);
    expect(none.status).toBe(400);
    const junk = await t.shop('/variant-list', { product_id: p.id, variant: '{not json' }, token);
    expect(junk.status).toBe(400);
  });

  it('checks an option stock by sku for anyone', async () => {
    const cat = await createCategory(t.db);
    const sku = `SKU-STOCK-${Date.now()}`;
    const p = await createProduct(t.db, { categoryId: cat.id, variants: [{ name: 'Única', priceCents: 5_000, stock: 0, sku }] });
    const res = await t.shop('/check-variant-stock', { product_id: p.id, variant_sku: sku });
    expect(res.json.data).toMatchObject({ product_id: p.id, variant_sku: sku, product_stock: 0, in_stock: false });
    expect((await t.shop('/check-variant-stock', { product_id: p.id, variant_sku: 'NOPE' })).status).toBe(404);
  });
});

describe('reviews', () => {
  it('refuses a guest', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    const res = await t.shop('/product-rating', { id: p.id, rating_no: 5, title: 'Ótimo', description: 'Gostei.' });
    expect(res.status).toBe(401);
    expect(res.json.status).toBe(0);
  });

  it('publishes one review per customer and product, recomputes the average, and ignores a client status', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    const first = await createCustomer(t.db, { firstName: 'Neusa', lastName: 'Cossa' });
    const second = await createCustomer(t.db, { firstName: 'Ana', lastName: 'Mondlane' });

    const res = await t.shop('/product-rating', { id: p.id, user_id: first.customer.id, rating_no: 4, title: ' Muito bom ', description: 'Cabelo macio.', status: 0 }, first.token);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 1, message: 'Avaliação adicionada com sucesso!' });
    expect(res.json.data).toMatchObject({ average_rating: 4, rating_count: 1, review: { rating: 4, title: 'Muito bom', review: 'Cabelo macio.', user_name: 'Neusa C.' } });

    const again = await t.shop('/add-review', { product_id: p.id, rating_no: 1, title: 'Outra', description: 'Outra vez.' }, first.token);
    expect(again.status).toBe(409);
    expect(again.json.status).toBe(0);

    const defaultRating = await t.shop('/add-review', { product_id: p.id, title: 'Perfeito', description: 'Recomendo.' }, second.token);
    expect(defaultRating.json.data).toMatchObject({ review: { rating: 5 }, average_rating: 4.5, rating_count: 2 });

    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    const detail = await t.shop('/product-detail', { id: p.id }, first.token);
    expect(detail.json.data.product_info).toMatchObject({ average_rating: 4.5, rating_count: 2, reviewed_by_me: true });
    expect(detail.json.data.product_Review.map((r: { user_name: string }) => r.user_name).sort()).toEqual(['Ana M.', 'Neusa C.']);
  });

  it('marks a review "Compra verificada" only when its author bought the product and paid or received it', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id, priceCents: 50_000, stock: 10 });
    const buy = async (pay: boolean) => {
      const who = await createCustomer(t.db);
      await t.shop('/add-cart', { product_id: p.id, qty: 1 }, who.token);
      const placed = await t.shop('/place-order', await checkoutBody(t, who.token), who.token, { 'Idempotency-Key': `verified-${who.customer.id}` });
      expect(placed.json.status, placed.json.message).toBe(1);
      if (pay) await payOrderInFull(t.db, placed.json.data.order_id);
      return who;
    };
    const paid = await buy(true);
    const unpaid = await buy(false);
    const never = await createCustomer(t.db);

    const review = (token: string) => t.shop('/add-review', { product_id: p.id, rating_no: 5, title: 'Bom', description: 'Gostei.' }, token);
    expect((await review(paid.token)).json.data.review.verified_purchase).toBe(true);
    expect((await review(unpaid.token)).json.data.review.verified_purchase).toBe(false);
    expect((await review(never.token)).json.data.review.verified_purchase).toBe(false);

    const detail = await t.shop('/product-detail', { id: p.id });
    const byAuthor = new Map(
      (detail.json.data.product_Review as { user_name: string; verified_purchase: boolean; id: number }[]).map((r) => [r.id, r.verified_purchase]),
    );
    const rows = await t.db.select({ id: reviews.id, customerId: reviews.customerId }).from(reviews).where(eq(reviews.productId, p.id));
    const verdict = Object.fromEntries(rows.map((r) => [r.customerId === paid.customer.id ? 'paid' : r.customerId === unpaid.customer.id ? 'unpaid' : 'never', byAuthor.get(r.id)]));
    expect(verdict).toEqual({ paid: true, unpaid: false, never: false });
  });

  it('validates rating, title and text, and keeps markup as plain text', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    const { token } = await createCustomer(t.db);
    for (const body of [
      { id: p.id, rating_no: 0, title: 'a', description: 'b' },
      { id: p.id, rating_no: 6, title: 'a', description: 'b' },
      { id: p.id, rating_no: 3.5, title: 'a', description: 'b' },
      { id: p.id, rating_no: 5, title: '  ', description: 'b' },
      { id: p.id, rating_no: 5, title: 'a' },
      { id: p.id, rating_no: 5, title: 'a', description: 'x'.repeat(2001) },
      { rating_no: 5, title: 'a', description: 'b' },
    ]) {
      const res = await t.shop('/product-rating', body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
    }
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const ok = await t.shop('/product-rating', { id: p.id, rating_no: 2, title: '<b>Título</b>', description: hostile }, token);
    expect(ok.status).toBe(201);
    const detail = await t.shop('/product-detail', { id: p.id });
    expect(detail.json.data.product_Review[0]).toMatchObject({ title: '<b>Título</b>', review: hostile });
    expect((await t.shop('/product-rating', { id: 999_999, rating_no: 5, title: 'a', description: 'b' }, token)).status).toBe(404);
  });

  it('counts every one of many concurrent reviews of one product', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    const reviewers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(t.db)));
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3];
    const results = await Promise.all(
      reviewers.map(({ token }, i) => t.shop('/add-review', { product_id: p.id, rating_no: ratings[i], title: 'T', description: 'D' }, token)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.ratingCount).toBe(8);
    expect(row!.ratingAverage).toBe(3.38);
    // One customer racing with itself still gets exactly one review.
    const { token } = await createCustomer(t.db);
    const twice = await Promise.all(Array.from({ length: 5 }, () => t.shop('/add-review', { product_id: p.id, rating_no: 5, title: 'T', description: 'D' }, token)));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const count = await t.db.select().from(reviews).where(eq(reviews.productId, p.id));
    expect(count).toHaveLength(9);
  });
});
