import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adminAuditLog, products, productVariants } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { createCategory, createProduct } from './catalogue-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
let ownerToken: string;
let pendingToken: string;
let customerToken: string;
let simple: { id: number };
let withVariants: { id: number };
let variantIds: number[];
let skus: string[];

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db, { role: 'staff' })).token;
  ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;
  pendingToken = (await createStaffMember(t.db, { role: 'owner', mustChangePassword: true })).token;
  customerToken = (await createCustomer(t.db)).token;
  const category = await createCategory(t.db);
  const s = randomBytes(3).toString('hex').toUpperCase();
  skus = [`CSV-${s}-250`, `CSV-${s}-500`];
  simple = await createProduct(t.db, { categoryId: category.id, name: `Óleo de Baobá ${s}`, priceCents: 120_000, stock: 10 });
  withVariants = await createProduct(t.db, {
    categoryId: category.id,
    name: `Champô Hidratante ${s}`,
    variants: [
      { name: '250 ml', sku: skus[0], priceCents: 85_000, salePriceCents: 80_000, stock: 4 },
      { name: '500 ml', sku: skus[1], priceCents: 150_000, stock: 0 },
    ],
  });
  variantIds = (await t.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, withVariants.id)).orderBy(productVariants.sortOrder)).map((v) => v.id);
});
afterAll(() => t.close());

const HEADER = 'ID produto;ID variante;SKU;Produto;Variante;Preço (MT);Stock';
const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

function form(bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----stock-sheet-${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const sheetCall = (path: 'preview' | 'apply', bytes: Buffer, token: string | undefined, fields: Record<string, string> = {}) => {
  const body = form(bytes, fields);
  return t.request({
    method: 'POST',
    url: `/admin-api/products/stock-sheet/${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

async function state() {
  const [p] = await t.db.select({ price: products.priceCents, stock: products.stock, total: products.totalStock, updatedAt: products.updatedAt }).from(products).where(eq(products.id, simple.id));
  const vs = await t.db.select({ id: productVariants.id, price: productVariants.priceCents, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, variantIds)).orderBy(productVariants.id);
  const [version] = await queryRows<{ version: string }>(t.db, sql`select version::text as version from catalogue_state`);
  const [audit] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from admin_audit_log where action in ('product.stock_import', 'product.stock_edit')`);
  return { simple: { price: p!.price, stock: p!.stock, total: p!.total }, variants: vs.map((v) => ({ price: v.price, stock: v.stock })), version: version!.version, audits: audit!.n };
}

const drift = () => queryRows(t.db, sql`select * from shop_catalogue_drift()`);

describe('who may', () => {
  it('refuses guests and customers everywhere, staff the import, and a temporary password', async () => {
    const file = csv(`${simple.id};;;;;1300,00;10`);
    for (const token of [undefined, customerToken]) {
      for (const path of ['preview', 'apply'] as const) expect((await sheetCall(path, file, token, { expected: '' })).status).toBe(401);
      expect((await admin(t, '/products/stock-sheet', {}, token)).status).toBe(401);
      expect((await admin(t, '/products/stock', { product_id: simple.id, lines: [{ stock: 3, stock_seen: 10 }] }, token)).status).toBe(401);
    }
    for (const path of ['preview', 'apply'] as const) {
      const res = await sheetCall(path, file, staffToken, { expected: '' });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Apenas o(a) proprietário(a) pode fazer esta operação.');
      expect((await sheetCall(path, file, pendingToken, { expected: '' })).status).toBe(403);
    }
    expect((await admin(t, '/products/stock-sheet', {}, pendingToken)).status).toBe(403);
    const before = await state();
    expect(before.simple.price).toBe(120_000);
  });
});

describe('the export', () => {
  it('gives staff every variant and simple product with its price and stock', async () => {
    const res = await admin(t, '/products/stock-sheet', {}, staffToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stock-e-precos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(res.body).toContain(`\r\n${simple.id};;;Óleo de Baobá `);
    expect(res.body).toMatch(new RegExp(`\\r\\n${simple.id};;;[^;]+;;1200,00;10\\r\\n`));
    expect(res.body).toMatch(new RegExp(`\\r\\n${withVariants.id};${variantIds[0]};${skus[0]};[^;]+;250 ml;850,00;4\\r\\n`));
    expect(res.body).toMatch(new RegExp(`\\r\\n${withVariants.id};${variantIds[1]};${skus[1]};[^;]+;500 ml;1500,00;0\\r\\n`));
  });
});

describe('the import', () => {
  it('answers a bad file with numbered errors and changes nothing, even when applied', async () => {
    const before = await state();
    const bad = csv(`${simple.id};;;;;1300,00;11`, `${withVariants.id};${variantIds[0]};;;;abc;4`, `;;NAO-EXISTE-${skus[0]};;;10;1`, `${simple.id};;;;;1400;12`);
    const preview = await sheetCall('preview', bad, ownerToken);
    expect(preview.status).toBe(200);
    expect(preview.json.data.errors).toEqual([
      { line: 3, message: 'Linha 3: o preço «abc» não é válido: escreva por exemplo 1250,00.' },
      { line: 4, message: `Linha 4: o SKU «NAO-EXISTE-${skus[0]}» não existe.` },
      { line: 5, message: expect.stringMatching(/^Linha 5: «Óleo de Baobá \w+» já aparece na linha 2\.$/) },
    ]);
    const applied = await sheetCall('apply', bad, ownerToken, { expected: preview.json.data.expected });
    expect(applied.status).toBe(422);
    expect(applied.json.code).toBe('UNPROCESSABLE');
    expect(applied.json.data.errors.map((e: { line: number }) => e.line)).toEqual([3]);
    // Not a CSV at all: refused by its content, whatever its name says.
    const xlsx = await sheetCall('preview', Buffer.from('PK\u0003\u0004[Content_Types].xml'), ownerToken);
    expect(xlsx.status).toBe(415);
    expect(xlsx.json.message).toMatch(/folha do Excel, não um CSV/);
    const latin1 = await sheetCall('apply', Buffer.from(`${HEADER}\r\n${simple.id};;;Óleo;;1300;10\r\n`, 'latin1'), ownerToken, { expected: '' });
    expect(latin1.status).toBe(415);
    expect(await state()).toEqual(before);
  });

  it('previews old → new, applies everything in one go, keeps the catalogue figures right and logs each product', async () => {
    const before = await state();
    const file = csv(`${simple.id};;;Óleo;;"1 300,00";10`, `${withVariants.id};${variantIds[0]};${skus[0]};Champô;250 ml;850,00;9`, `;;${skus[1]!.toLowerCase()};;;1600;2`);
    const preview = await sheetCall('preview', file, ownerToken);
    expect(preview.status).toBe(200);
    expect(preview.json.data).toMatchObject({ lines: 3, unchanged: 0, errors: [] });
    expect(preview.json.data.changes).toEqual([
      expect.objectContaining({ line: 2, product_id: simple.id, variant_id: null, price_from: '1200.00', price_to: '1300.00', stock_from: 10, stock_to: 10 }),
      expect.objectContaining({ line: 3, variant_id: variantIds[0], sku: skus[0], variant_name: '250 ml', price_from: '850.00', price_to: '850.00', stock_from: 4, stock_to: 9 }),
      expect.objectContaining({ line: 4, variant_id: variantIds[1], price_from: '1500.00', price_to: '1600.00', stock_from: 0, stock_to: 2 }),
    ]);
    expect(await state()).toEqual(before);

    const applied = await sheetCall('apply', file, ownerToken, { expected: preview.json.data.expected });
    expect(applied.status, applied.body).toBe(200);
    expect(applied.json.data).toEqual({ changed: 3, products: 2 });
    expect(applied.json.message).toBe('Importação aplicada: 3 linhas alteradas em 2 produtos.');
    const after = await state();
    expect(after.simple).toEqual({ price: 130_000, stock: 10, total: 10 });
    expect(after.variants).toEqual([{ price: 85_000, stock: 9 }, { price: 160_000, stock: 2 }]);
    expect(after.version).not.toBe(before.version);
    expect(after.audits).toBe(before.audits + 2);
    expect(await drift()).toEqual([]);
    const [variantProduct] = await t.db.select({ total: products.totalStock, inStock: products.inStock }).from(products).where(eq(products.id, withVariants.id));
    expect(variantProduct).toEqual({ total: 11, inStock: true });
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, String(withVariants.id))).orderBy(sql`${adminAuditLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ action: 'product.stock_import', entity: 'product' });
    expect(entry!.after).toEqual({ variants: [{ variant: '250 ml', sku: skus[0], price: '850.00', stock: 9 }, { variant: '500 ml', sku: skus[1], price: '1600.00', stock: 2 }] });

    // The same file again changes nothing.
    const again = await sheetCall('preview', file, ownerToken);
    expect(again.json.data).toMatchObject({ changes: [], unchanged: 3, expected: '' });
  });

  it('refuses a stale preview with the lines that moved, and writes nothing', async () => {
    const file = csv(`${withVariants.id};${variantIds[0]};;;;;20`, `${simple.id};;;;;1350;`);
    const preview = await sheetCall('preview', file, ownerToken);
    expect(preview.json.data.changes).toHaveLength(2);
    // A sale (or any other change) of the variant after the preview.
    await t.db.update(productVariants).set({ stock: sql`${productVariants.stock} - 1` }).where(eq(productVariants.id, variantIds[0]!));
    const before = await state();
    const applied = await sheetCall('apply', file, ownerToken, { expected: preview.json.data.expected });
    expect(applied.status).toBe(409);
    expect(applied.json.code).toBe('CONFLICT');
    expect(applied.json.message).toMatch(/^O stock ou o preço mudou desde a pré-visualização/);
    expect(applied.json.data.stale_lines).toEqual([2]);
    expect(applied.json.data.preview.changes[0]).toMatchObject({ line: 2, stock_from: 8, stock_to: 20 });
    expect(await state()).toEqual(before);
    // Confirming the fresh preview applies it.
    const again = await sheetCall('apply', file, ownerToken, { expected: applied.json.data.preview.expected });
    expect(again.status).toBe(200);
    expect((await state()).variants[0]).toEqual({ price: 85_000, stock: 20 });
  });

  it('applies once when the same preview is confirmed twice at the same time', async () => {
    const file = csv(`${withVariants.id};${variantIds[1]};;;;1700;5`, `${simple.id};;;;;;3`);
    const preview = await sheetCall('preview', file, ownerToken);
    const before = await state();
    const answers = await Promise.all([1, 2, 3].map(() => sheetCall('apply', file, ownerToken, { expected: preview.json.data.expected })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const after = await state();
    expect(after.variants[1]).toEqual({ price: 170_000, stock: 5 });
    expect(after.simple.stock).toBe(3);
    expect(after.audits).toBe(before.audits + 2);
    expect(await drift()).toEqual([]);
  });
});

describe('the list stock editor', () => {
  it('sets stock per variant or per product, and refuses one that moved since it was shown', async () => {
    const current = await state();
    const res = await admin(t, '/products/stock', { product_id: withVariants.id, lines: [{ variant_id: variantIds[0], stock: 7, stock_seen: current.variants[0]!.stock }] }, staffToken);
    expect(res.status, res.body).toBe(200);
    expect(res.json.message).toBe('Stock guardado.');
    expect(res.json.data).toMatchObject({ product_id: withVariants.id, stock: 7 + current.variants[1]!.stock, variants: [{ id: variantIds[0], stock: 7 }, { id: variantIds[1] }] });

    const simpleRes = await admin(t, '/products/stock', { product_id: simple.id, lines: [{ stock: 15, stock_seen: current.simple.stock }] }, staffToken);
    expect(simpleRes.json.data).toMatchObject({ product_id: simple.id, stock: 15, variants: [] });

    const before = await state();
    const stale = await admin(t, '/products/stock', { product_id: simple.id, lines: [{ stock: 30, stock_seen: current.simple.stock }] }, staffToken);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/^O stock de «Óleo de Baobá \w+» mudou entretanto \(agora 15\)/);
    expect(stale.json.data).toMatchObject({ product_id: simple.id, stock: 15 });
    expect(await state()).toEqual(before);

    const foreign = await admin(t, '/products/stock', { product_id: simple.id, lines: [{ variant_id: variantIds[0], stock: 1, stock_seen: 7 }] }, staffToken);
    expect(foreign.status).toBe(422);
    const noVariant = await admin(t, '/products/stock', { product_id: withVariants.id, lines: [{ stock: 1, stock_seen: 7 }] }, staffToken);
    expect(noVariant.json.message).toBe('Este produto tem variantes: indique o stock de cada uma.');
    const negative = await admin(t, '/products/stock', { product_id: simple.id, lines: [{ stock: -1, stock_seen: 15 }] }, staffToken);
    expect(negative.status).toBe(400);
    expect(await state()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('lets only one of two edits made from the same figure through', async () => {
    const { simple: s } = await state();
    const answers = await Promise.all([4, 6].map((stock) => admin(t, '/products/stock', { product_id: simple.id, lines: [{ stock, stock_seen: s.stock }] }, staffToken)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.json.data.stock;
    expect((await state()).simple.stock).toBe(won);
  });

  it('lists each product with its variants and their stock', async () => {
    const res = await admin(t, '/products/list', { search: skus[0] }, staffToken);
    expect(res.json.data.data[0]).toMatchObject({ id: withVariants.id, variants: [{ id: variantIds[0], name: '250 ml', sku: skus[0] }, { id: variantIds[1], name: '500 ml' }] });
  });
});
