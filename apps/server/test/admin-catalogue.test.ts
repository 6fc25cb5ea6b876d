import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, categories, coupons, files, products, productVariants, staffUsers } from '../src/db/schema.ts';
import { admin, createStaffMember, testImage, uploadImage } from './admin-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let token: string;
let ownerToken: string;
let customerToken: string;
let mainCategory: { id: number; slug: string };
let subCategory: { id: number };
let imageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await createStaffMember(t.db, { role: 'staff' })).token;
  ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;
  customerToken = (await createCustomer(t.db)).token;
  const [main] = await t.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.slug, 'shampoos'));
  const [sub] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'shampoos-hidratantes'));
  mainCategory = main!;
  subCategory = sub!;
  const upload = await uploadImage(t, token, await testImage('png', 1600, 1200));
  imageUrl = upload.json.data.url;
});
afterAll(() => t.close());

const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Óleo de Baobá Prensado',
  category_id: mainCategory.id,
  sub_category_id: subCategory.id,
  description: '<p>Óleo <strong>prensado a frio</strong>.</p>',
  detail: '<p>Aplique nas pontas.</p>',
  specification: '<ul><li>100 ml</li></ul>',
  price: '1200.00',
  sale_price: '990.00',
  stock: 10,
  images: [{ url: imageUrl, alt: 'Frasco de óleo' }],
  trending: true,
  featured: false,
  active: true,
  ...overrides,
});

/** Every admin call but sign-in: none may answer without a staff token. */
const STAFF_CALLS: [string, unknown][] = [
  ['/auth/me', {}],
  ['/auth/logout', {}],
  ['/auth/change-password', { current_password: 'x', new_password: 'Qualquer#Coisa2025' }],
  ['/staff/list', {}],
  ['/staff/create', { email: 'intruso@exemplo.co.mz', name: 'Intruso', role: 'owner', password: 'Qualquer#Coisa2025' }],
  ['/staff/update', { id: 1, role: 'owner' }],
  ['/staff/reset-password', { id: 1, password: 'Qualquer#Coisa2025' }],
  ['/audit/list', {}],
  ['/dashboard', {}],
  ['/products/list', {}],
  ['/products/detail', { id: 1 }],
  ['/products/save', { name: 'Intruso', category_id: 1, price: '1.00', images: [] , active: false }],
  ['/categories/list', {}],
  ['/categories/save', { name: 'Intrusa' }],
  ['/categories/delete', { id: 1 }],
  ['/coupons/list', {}],
  ['/coupons/detail', { id: 1 }],
  ['/coupons/save', { code: 'INTRUSO', name: 'Intruso', label: 'Intruso', discount_type: 'percentage', amount: 50 }],
];

describe('refusal for guests and customers', () => {
  it('refuses every admin call without a staff token, and changes nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(products);
    for (const [path, body] of STAFF_CALLS) {
      for (const tk of [undefined, customerToken]) {
        const res = await admin(t, path, body, tk);
        expect(res.status, `${path} ${tk ? 'customer' : 'guest'}`).toBe(401);
        expect(res.json).toMatchObject({ status: 0, code: 'UNAUTHENTICATED' });
      }
    }
    const upload = await uploadImage(t, customerToken, await testImage('png', 400, 300));
    expect(upload.status).toBe(401);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(products)).toEqual(before);
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'INTRUSO'))).toEqual([]);
    expect(await t.db.select().from(categories).where(eq(categories.name, 'Intrusa'))).toEqual([]);
    expect(await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'intruso@exemplo.co.mz'))).toEqual([]);
  });
});

describe('product images', () => {
  it('resizes an upload into WebP at 320/640/960/1280, stores each in files, and serves them immutable', async () => {
    const res = await uploadImage(t, token, await testImage('jpeg', 2000, 1000), 'Foto Frasco.JPG', 'image/jpeg');
    expect(res.status).toBe(201);
    const media = res.json.data;
    expect(media.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect(media).toMatchObject({ width: 2000, height: 1000 });
    expect(media.sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 960, 1280]);
    const stored = await t.db.select({ id: files.id, mime: files.mime, purpose: files.purpose }).from(files).where(sql`${files.id} like ${`${media.id}%`}`);
    expect(stored).toHaveLength(4);
    expect(stored.every((f) => f.mime === 'image/webp' && f.purpose === 'product-image')).toBe(true);

    for (const width of [320, 640, 960, 1280]) {
      const img = await t.app.inject({ method: 'GET', url: `${media.url}/${width}.webp` });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
    }
    const plain = await t.app.inject({ method: 'GET', url: media.url });
    expect(plain.statusCode).toBe(200);
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(640);
    const etag = plain.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: media.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('never enlarges a small image', async () => {
    const res = await uploadImage(t, token, await testImage('webp', 500, 500), 'pequena.webp', 'image/webp');
    expect(res.status).toBe(201);
    const big = await t.app.inject({ method: 'GET', url: `${res.json.data.url}/1280.webp` });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(500);
  });

  it('refuses files that are not PNG, JPEG or WebP by content, whatever their name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    for (const [bytes, name, type] of [
      [pdf, 'foto.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'foto.jpg', 'image/jpeg'],
      [await testImage('png', 10, 10).then((b) => Buffer.concat([b.subarray(0, 8), Buffer.alloc(20)])), 'cortada.png', 'image/png'],
    ] as const) {
      const res = await uploadImage(t, token, bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(res.json).toMatchObject({ status: 0, code: 'UNSUPPORTED_FILE' });
    }
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const res = await uploadImage(t, token, gif, 'a.gif', 'image/gif');
    expect(res.json.message).toBe('Apenas imagens PNG, JPG ou WebP são permitidas.');
  });

  it('asks for an image when the form carries none', async () => {
    const boundary = '----sem-ficheiro';
    const res = await t.request({
      method: 'POST',
      url: '/admin-api/media/upload',
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="nota"\r\n\r\nsem imagem\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.json).toMatchObject({ status: 0, message: 'Escolha uma imagem para carregar.' });
  });

  it('answers 404 for unknown media, widths and ids', async () => {
    const id = imageUrl.split('/').pop();
    for (const url of [`/media/${id}/500.webp`, '/media/00000000-0000-0000-0000-000000000000/320.webp', '/media/nao-e-id', `/media/${id}/320.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('products', () => {
  it('creates a product with sanitised HTML and cents, audited, and shows it to shoppers', async () => {
    const before = await t.shop('/category-list');
    const countBefore = before.json.data.find((c: { slug: string }) => c.slug === mainCategory.slug).total_product;
    const res = await admin(t, '/products/save', productBody({ description: '<p onclick="x()">Óleo<script>alert(1)</script> <a href="javascript:alert(1)">puro</a></p>' }), token);
    expect(res.status).toBe(201);
    const product = res.json.data;
    expect(product).toMatchObject({
      name: 'Óleo de Baobá Prensado',
      slug: 'oleo-de-baoba-prensado',
      price: '1200.00',
      sale_price: '990.00',
      stock: 10,
      cover_image: imageUrl,
      images: [{ url: imageUrl, alt: 'Frasco de óleo' }],
      trending: true,
      active: true,
      variants: [],
      variant_label: null,
    });
    expect(product.description).toBe('<p>Óleo puro</p>');
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ priceCents: 120000, salePriceCents: 99000 });

    const after = await t.shop('/category-list');
    expect(after.json.data.find((c: { slug: string }) => c.slug === mainCategory.slug).total_product).toBe(countBefore + 1);
    const [entry] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'product.create'), eq(adminAuditLog.entityId, String(product.id))));
    expect(entry!.after).toMatchObject({ name: 'Óleo de Baobá Prensado', price: '1200.00' });

    const same = await admin(t, '/products/save', productBody(), token);
    expect(same.json.data.slug).toBe('oleo-de-baoba-prensado-2');
  });

  it('refuses bad input with Portuguese messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sale_price: '1500.00' }, 'sale_price'],
      [{ price: 'abc' }, 'price'],
      [{ stock: -1 }, 'stock'],
      [{ images: [] }, 'images'],
      [{ images: [{ url: 'javascript:alert(1)', alt: '' }] }, 'images.0.url'],
      [{ images: [{ url: 'https://outro-site.example/x.png', alt: '' }] }, 'images.0.url'],
      [{ name: '' }, 'name'],
    ];
    for (const [override, field] of cases) {
      const res = await admin(t, '/products/save', productBody(override), token);
      expect(res.status, field).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json.errors), field).toContain(field);
    }
    const wrongSub = await admin(t, '/products/save', productBody({ category_id: subCategory.id, sub_category_id: null }), token);
    expect(wrongSub.status).toBe(422);
    const unknown = await admin(t, '/products/save', productBody({ id: 999999 }), token);
    expect(unknown.status).toBe(404);
  });

  it('lets a draft without images be saved inactive', async () => {
    const res = await admin(t, '/products/save', productBody({ name: 'Rascunho sem foto', images: [], active: false }), token);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ active: false, cover_image: '' });
  });

  it('manages variants: add, edit, remove, with unique SKUs', async () => {
    const created = await admin(t, '/products/save', productBody({
      name: 'Máscara com tamanhos',
      variant_label: 'Tamanho',
      variants: [
        { name: '250 ml', sku: 'MASC-250', price: '800.00', sale_price: null, stock: 4 },
        { name: '500 ml', sku: 'MASC-500', price: '1400.00', sale_price: '1200.00', stock: 0 },
      ],
    }), token);
    expect(created.status).toBe(201);
    const p = created.json.data;
    expect(p.variant_label).toBe('Tamanho');
    expect(p.variants.map((v: { sku: string; price: string }) => [v.sku, v.price])).toEqual([['MASC-250', '800.00'], ['MASC-500', '1400.00']]);

    const [small] = p.variants;
    const edited = await admin(t, '/products/save', productBody({
      id: p.id,
      name: 'Máscara com tamanhos',
      variant_label: 'Tamanho',
      variants: [
        { id: small.id, name: '250 ml', sku: 'MASC-250', price: '850.00', stock: 6 },
        { name: '1 L', sku: 'MASC-1000', price: '2500.00', stock: 2 },
      ],
    }), token);
    expect(edited.status).toBe(200);
    expect(edited.json.data.variants.map((v: { id: number; sku: string; stock: number }) => [v.sku, v.stock])).toEqual([['MASC-250', 6], ['MASC-1000', 2]]);
    expect(edited.json.data.variants[0].id).toBe(small.id);
    expect(edited.json.data.slug).toBe(p.slug);

    const taken = await admin(t, '/products/save', productBody({ name: 'Outro', variants: [{ name: 'X', sku: 'MASC-250', price: '1.00', stock: 1 }] }), token);
    expect(taken.status).toBe(409);
    const dup = await admin(t, '/products/save', productBody({ variants: [{ name: 'A', sku: 'DUP', price: '1.00', stock: 1 }, { name: 'B', sku: 'dup', price: '1.00', stock: 1 }] }), token);
    expect(dup.status).toBe(400);
    const foreign = await admin(t, '/products/save', productBody({ id: p.id, variants: [{ id: 1, name: 'Alheia', sku: 'ALHEIA-1', price: '1.00', stock: 1 }] }), token);
    expect([404, 422]).toContain(foreign.status);
    const [still] = await t.db.select().from(productVariants).where(eq(productVariants.id, 1));
    expect(still?.sku).not.toBe('ALHEIA-1');
  });

  it('applies a stock edit as a difference so sales made meanwhile are kept, settled by the database', async () => {
    const created = await admin(t, '/products/save', productBody({ name: 'Sérum concorrido', stock: 20 }), token);
    const id = created.json.data.id as number;
    // The editor showed 20; while it was open, 8 units sold concurrently with the save (+5 → 25 intended).
    const sell = () => t.db.update(products).set({ stock: sql`${products.stock} - 1` }).where(and(eq(products.id, id), sql`${products.stock} >= 1`)).returning();
    const results = await Promise.all([
      ...Array.from({ length: 8 }, sell),
      admin(t, '/products/save', productBody({ id, name: 'Sérum concorrido', stock: 25, stock_seen: 20 }), token),
    ]);
    expect((results.at(-1) as { status: number }).status).toBe(200);
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    expect(row!.stock).toBe(20 - 8 + 5);

    // Taking away more than is left is refused, and nothing changes.
    const tooMuch = await admin(t, '/products/save', productBody({ id, name: 'Sérum concorrido', stock: 0, stock_seen: 40 }), token);
    expect(tooMuch.status).toBe(409);
    const [unchanged] = await t.db.select({ stock: products.stock, name: products.name }).from(products).where(eq(products.id, id));
    expect(unchanged!.stock).toBe(17);
  });

  it('never reads an empty or garbled expected_updated_at as "no check"', async () => {
    const created = await admin(t, '/products/save', productBody({ name: 'Verificação vazia' }), token);
    const { id } = created.json.data;
    for (const stale of ['', ' ', 'ontem', '0', 0, null, true]) {
      const res = await admin(t, '/products/save', productBody({ id, name: 'Gravado por cima', expected_updated_at: stale }), ownerToken);
      expect(res.status, JSON.stringify(stale)).toBe(400);
      expect(res.json.message, JSON.stringify(stale)).toMatch(/Recarregue o produto/);
    }
    const detail = await admin(t, '/products/detail', { id }, token);
    expect(detail.json.data.name).toBe('Verificação vazia');
  });

  it('refuses a save over someone else\'s newer change', async () => {
    const created = await admin(t, '/products/save', productBody({ name: 'Editado por duas' }), token);
    const { id, updated_at } = created.json.data;
    const first = await admin(t, '/products/save', productBody({ id, name: 'Primeira edição', expected_updated_at: updated_at }), token);
    expect(first.status).toBe(200);
    const second = await admin(t, '/products/save', productBody({ id, name: 'Segunda edição', expected_updated_at: updated_at }), ownerToken);
    expect(second.status).toBe(409);
    expect(second.json.message).toMatch(/alterado por outra pessoa/);
    const detail = await admin(t, '/products/detail', { id }, token);
    expect(detail.json.data.name).toBe('Primeira edição');
    const entries = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'product.update'), eq(adminAuditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.before).toMatchObject({ name: 'Editado por duas' });
    expect(entries[0]!.after).toMatchObject({ name: 'Primeira edição' });
  });

  it('lists with search (accents ignored), category, status, stock and flag filters', async () => {
    await admin(t, '/products/save', productBody({ name: 'Creme Pentear Lista', stock: 0, trending: false, featured: true }), token);
    const search = await admin(t, '/products/list', { search: 'creme pentear lista' }, token);
    expect(search.status).toBe(200);
    expect(search.json.data).toMatchObject({ current_page: 1, total: 1 });
    expect(search.json.data.data[0]).toMatchObject({ name: 'Creme Pentear Lista', stock: 0, price: '1200.00', category_name: 'Shampoos' });
    const accents = await admin(t, '/products/list', { search: 'oleo de baoba' }, token);
    expect(accents.json.data.total).toBeGreaterThanOrEqual(2);
    const bySku = await admin(t, '/products/list', { search: 'masc-1000' }, token);
    expect(bySku.json.data.data.map((p: { name: string }) => p.name)).toEqual(['Máscara com tamanhos']);
    const out = await admin(t, '/products/list', { stock: 'out', per_page: 100 }, token);
    expect(out.json.data.data.every((p: { stock: number }) => p.stock === 0)).toBe(true);
    expect(out.json.data.data.map((p: { name: string }) => p.name)).toContain('Creme Pentear Lista');
    const low = await admin(t, '/products/list', { stock: 'low', per_page: 100 }, token);
    expect(low.json.data.data.every((p: { stock: number }) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    const inactive = await admin(t, '/products/list', { status: 'inactive' }, token);
    expect(inactive.json.data.data.every((p: { active: boolean }) => !p.active)).toBe(true);
    const featured = await admin(t, '/products/list', { flag: 'featured', category_id: mainCategory.id, per_page: 100 }, token);
    expect(featured.json.data.data.every((p: { featured: boolean; category_id: number }) => p.featured && p.category_id === mainCategory.id)).toBe(true);
    const page2 = await admin(t, '/products/list', { per_page: 2, page: 2 }, token);
    expect(page2.json.data).toMatchObject({ current_page: 2, per_page: 2, from: 3 });
    const pct = await admin(t, '/products/list', { search: '%' }, token);
    expect(pct.json.data.total).toBe(0);
  });
});

describe('dashboard', () => {
  it('counts products out of stock and low on stock, with alerts emptiest first', async () => {
    const before = (await admin(t, '/dashboard', {}, token)).json.data;
    await admin(t, '/products/save', productBody({ name: 'Painel esgotado', stock: 0 }), token);
    await admin(t, '/products/save', productBody({ name: 'Painel quase', stock: 3 }), token);
    await admin(t, '/products/save', productBody({ name: 'Painel variantes', variants: [{ name: 'A', sku: 'PAINEL-A', price: '10.00', stock: 0 }, { name: 'B', sku: 'PAINEL-B', price: '10.00', stock: 0 }] }), token);
    await admin(t, '/products/save', productBody({ name: 'Painel inativo', stock: 0, active: false }), token);
    const res = await admin(t, '/dashboard', {}, token);
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.catalogue.out_of_stock).toBe(before.catalogue.out_of_stock + 2);
    expect(d.catalogue.low_stock).toBe(before.catalogue.low_stock + 1);
    expect(d.catalogue.active_products).toBe(before.catalogue.active_products + 3);
    expect(d.catalogue.inactive_products).toBe(before.catalogue.inactive_products + 1);
    expect(d.low_stock_threshold).toBe(5);
    const stocks = d.stock_alerts.map((a: { stock: number }) => a.stock);
    expect([...stocks].sort((a, b) => a - b)).toEqual(stocks);
    expect(d.stock_alerts.some((a: { product_name: string; variant_name: string | null }) => a.product_name === 'Painel variantes' && a.variant_name === 'A')).toBe(true);
    expect(d.stock_alerts.some((a: { product_name: string }) => a.product_name === 'Painel inativo')).toBe(false);
    expect(d.catalogue.active_coupons).toBeGreaterThanOrEqual(2);
  });
});

describe('categories', () => {
  it('creates, edits and lists categories with parents, counts and the trending flag', async () => {
    const created = await admin(t, '/categories/save', { name: 'Tranças & Extensões', description: 'Fibras e acessórios.', trending: true, sort_order: 9 }, token);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ slug: 'trancas-extensoes', parent_id: null, trending: true, product_count: 0 });
    const child = await admin(t, '/categories/save', { name: 'Fibras sintéticas', parent_id: created.json.data.id }, token);
    expect(child.json.data).toMatchObject({ parent_id: created.json.data.id, parent_name: 'Tranças & Extensões' });
    const edited = await admin(t, '/categories/save', { id: created.json.data.id, name: 'Tranças', trending: false }, token);
    expect(edited.json.data).toMatchObject({ name: 'Tranças', slug: 'trancas-extensoes', trending: false, children_count: 1 });

    const list = await admin(t, '/categories/list', {}, token);
    const ids = list.json.data.map((c: { id: number }) => c.id);
    expect(ids.indexOf(child.json.data.id)).toBe(ids.indexOf(created.json.data.id) + 1);

    const shop = await t.shop('/category-list');
    expect(shop.json.data.map((c: { name: string }) => c.name)).toContain('Tranças');
  });

  it('keeps to two levels and refuses to remove a category in use', async () => {
    const list = (await admin(t, '/categories/list', {}, token)).json.data as { id: number; parent_id: number | null; slug: string }[];
    const withChildren = list.find((c) => c.slug === 'shampoos')!;
    const child = list.find((c) => c.parent_id === withChildren.id)!;
    expect((await admin(t, '/categories/save', { name: 'Neta', parent_id: child.id }, token)).status).toBe(422);
    expect((await admin(t, '/categories/save', { id: withChildren.id, name: 'Shampoos', parent_id: list.find((c) => c.slug === 'mascaras')!.id }, token)).status).toBe(422);
    expect((await admin(t, '/categories/save', { id: child.id, name: 'Própria', parent_id: child.id }, token)).status).toBe(422);
    const inUse = await admin(t, '/categories/delete', { id: withChildren.id }, token);
    expect(inUse.status).toBe(409);
    const empty = await admin(t, '/categories/save', { name: 'Vazia' }, token);
    const removed = await admin(t, '/categories/delete', { id: empty.json.data.id }, token);
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(categories).where(eq(categories.id, empty.json.data.id))).toEqual([]);
    const [entry] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'category.delete'), eq(adminAuditLog.entityId, String(empty.json.data.id))));
    expect(entry!.before).toMatchObject({ name: 'Vazia' });
  });
});

describe('coupons', () => {
  it('creates percentage and fixed coupons, upper-casing the code and storing cents', async () => {
    const pct = await admin(t, '/coupons/save', { code: 'verao15', name: 'Verão 15% (Instagram)', label: 'Verão 15%', discount_type: 'percentage', amount: '15', min_spend: '1000.00', max_uses: 100, per_customer_limit: 1 }, token);
    expect(pct.status).toBe(201);
    expect(pct.json.data).toMatchObject({ code: 'VERAO15', name: 'Verão 15% (Instagram)', label: 'Verão 15%', amount: '15', min_spend: '1000.00', state: 'active', used_count: 0 });
    const fixed = await admin(t, '/coupons/save', { code: 'MENOS250', name: '250 MT', label: 'Menos 250 MT', discount_type: 'fixed', amount: '250.00', starts_at: new Date(Date.now() + 86_400_000).toISOString() }, token);
    expect(fixed.json.data).toMatchObject({ amount: '250.00', state: 'scheduled', max_uses: null });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'MENOS250'));
    expect(row!.amount).toBe(25000);
  });

  it('validates amounts, dates and duplicates', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ discount_type: 'percentage', amount: 120 }, 'amount'],
      [{ discount_type: 'percentage', amount: 12.5 }, 'amount'],
      [{ discount_type: 'fixed', amount: '0' }, 'amount'],
      [{ discount_type: 'fixed', amount: '10', starts_at: '2025-02-01T00:00:00Z', ends_at: '2025-01-01T00:00:00Z' }, 'ends_at'],
      [{ discount_type: 'fixed', amount: '10', code: 'com espaço' }, 'code'],
      [{ discount_type: 'fixed', amount: '10', per_customer_limit: 0 }, 'per_customer_limit'],
      [{ discount_type: 'fixed', amount: '10', label: ' ' }, 'label'],
    ];
    for (const [override, field] of bad) {
      const res = await admin(t, '/coupons/save', { code: 'VALIDO1', name: 'Válido', label: 'Válido', ...override }, token);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.errors), field).toContain(field);
    }
    const dup = await admin(t, '/coupons/save', { code: 'bemvinda10', name: 'Duplicado', label: 'Duplicado', discount_type: 'percentage', amount: 5 }, token);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toMatch(/BEMVINDA10/);
  });

  it('edits a coupon, never below the uses already made, and filters by state', async () => {
    const [seeded] = await t.db.select().from(coupons).where(eq(coupons.code, 'CABELO500'));
    await t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, seeded!.id));
    const detail = (await admin(t, '/coupons/detail', { id: seeded!.id }, token)).json.data;
    const tooLow = await admin(t, '/coupons/save', { ...detail, max_uses: 2 }, token);
    expect(tooLow.status).toBe(409);
    const exhausted = await admin(t, '/coupons/save', { ...detail, max_uses: 3 }, token);
    expect(exhausted.json.data.state).toBe('exhausted');
    const off = await admin(t, '/coupons/save', { ...detail, max_uses: 3, active: false }, token);
    expect(off.json.data.state).toBe('inactive');
    const inactive = await admin(t, '/coupons/list', { state: 'inactive' }, token);
    expect(inactive.json.data.data.map((c: { code: string }) => c.code)).toContain('CABELO500');
    const active = await admin(t, '/coupons/list', { state: 'active' }, token);
    expect(active.json.data.data.every((c: { state: string }) => c.state === 'active')).toBe(true);
    const search = await admin(t, '/coupons/list', { search: 'verão' }, token);
    expect(search.json.data.data.map((c: { code: string }) => c.code)).toEqual(['VERAO15']);
    for (const typed of ['VERAO 15', 'instagram', 'verao15']) {
      const found = await admin(t, '/coupons/list', { search: typed }, token);
      expect(found.json.data.data.map((c: { code: string }) => c.code), typed).toEqual(['VERAO15']);
    }
    const entries = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'coupon'), eq(adminAuditLog.entityId, String(seeded!.id))));
    expect(entries.length).toBe(2);
  });
});
