import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { categories, coupons, orders, payments, products, productVariants, shippingMethods } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** A product of its own for a test, so tests never depend on the seed's catalogue. */
export async function createProduct(
  db: Db,
  options: { priceCents?: number; salePriceCents?: number | null; stock?: number; name?: string; variants?: { name: string; priceCents: number; salePriceCents?: number; stock: number }[] } = {},
) {
  const [category] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1);
  const suffix = randomBytes(4).toString('hex');
  const [product] = await db
    .insert(products)
    .values({
      slug: `teste-${suffix}`,
      name: options.name ?? `Produto de teste ${suffix}`,
      categoryId: category!.id,
      priceCents: options.priceCents ?? 100_000,
      salePriceCents: options.salePriceCents ?? null,
      stock: options.stock ?? 10,
      coverImage: `/images/products/teste-${suffix}.svg`,
      variantLabel: options.variants?.length ? 'Volume' : null,
    })
    .returning();
  const variants = options.variants?.length
    ? await db
        .insert(productVariants)
        .values(options.variants.map((v, i) => ({ productId: product!.id, name: v.name, sku: `T-${suffix}-${i}`, priceCents: v.priceCents, salePriceCents: v.salePriceCents ?? null, stock: v.stock, sortOrder: i })))
        .returning()
    : [];
  return { product: product!, variants };
}

export async function createCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `T${randomBytes(4).toString('hex').toUpperCase()}`,
      name: 'Campanha interna de teste',
      label: 'Oferta de teste',
      discountType: 'percentage',
      amount: 10,
      minSpendCents: 0,
      maxUses: 100,
      perCustomerLimit: 1,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  return coupon!;
}

export async function shippingMethodByName(db: Db, name: string) {
  const [method] = await db.select().from(shippingMethods).where(eq(shippingMethods.name, name));
  if (!method) throw new Error(`no shipping method ${name}`);
  return method;
}

/** The smallest files that pass the content checks. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const TINY_JPEG = Buffer.from('/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z', 'base64');

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string; field?: string }) {
  const boundary = `----teste${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`, 'latin1'),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadProof(t: TestApp, token: string | undefined, file: { name: string; content: Buffer; type?: string }, path = '/payment-proof-upload', fields: Record<string, string> = {}) {
  const body = multipart(fields, file);
  return t.request({
    method: 'POST',
    url: `/api/loja${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export const MAPUTO_ADDRESS = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: 'Perto do mercado' };

/** A complete checkout body; `price` is filled from the server's own cart unless given. */
export async function checkoutBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const method = await shippingMethodByName(t.db, 'Entrega em Maputo');
  const base: Record<string, unknown> = {
    payment_type: 'mobile_wallet',
    wallet_provider: 'mpesa',
    method_id: method.id,
    first_name: 'Neusa',
    last_name: 'Cossa',
    email: 'neusa@exemplo.co.mz',
    phone: '+258 84 111 0000',
    ...MAPUTO_ADDRESS,
    ...overrides,
  };
  // As the checkout does: the summary's total, priced by the server with the chosen delivery.
  if (base.price === undefined) {
    const priced = await t.shop('/cart-list', { method_id: base.method_id, state_id: base.state_id }, token);
    base.price = priced.json.data?.final_price ?? (await t.shop('/cart-list', {}, token)).json.data.final_price;
  }
  return base;
}

/** Pays what an order still owes, as a ledger row (the database triggers do the rest), so goods may leave. */
export async function payOrderInFull(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const due = order!.totalCents - order!.paidCents;
  if (due > 0) await db.insert(payments).values({ orderId, method: 'mpesa', amountCents: due, paidOn: '2026-01-01', source: 'manual', note: 'Pago no teste.' });
}
