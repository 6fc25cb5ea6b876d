import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailOutbox, orderReturns, orders, products, productVariants, refunds } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createCoupon, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
let staff2Token: string;
let ownerToken: string;
let owner2Token: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
  staff2Token = (await createStaffMember(t.db)).token;
  ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;
  owner2Token = (await createStaffMember(t.db, { role: 'owner' })).token;
});
afterAll(() => t.close());

const wire = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * A delivered order placed through the shop and paid by hand: `qty` units of a product of its own
 * (and one unit of a second), optionally with a coupon of 10 %.
 */
async function deliveredOrder(options: { qty?: number; priceCents?: number; coupon?: boolean; variants?: boolean } = {}) {
  const { customer, token } = await createCustomer(t.db);
  const { product, variants } = await createProduct(t.db, {
    priceCents: options.priceCents ?? 40_000,
    stock: 20,
    ...(options.variants ? { variants: [{ name: '250 ml', priceCents: options.priceCents ?? 40_000, stock: 20 }] } : {}),
  });
  const { product: other } = await createProduct(t.db, { priceCents: 60_000, stock: 20 });
  await t.shop('/add-cart', { product_id: product.id, variant_id: variants[0]?.id ?? 0, qty: options.qty ?? 3 }, token);
  await t.shop('/add-cart', { product_id: other.id, qty: 1 }, token);
  if (options.coupon) {
    const coupon = await createCoupon(t.db, { discountType: 'percentage', amount: 10 });
    expect((await t.shop('/apply-coupon', { coupon_code: coupon.code }, token)).status).toBe(200);
  }
  const email = `devolve.${customer.id}.${randomBytes(2).toString('hex')}@exemplo.co.mz`;
  const placed = await t.shop('/place-order', await checkoutBody(t, token, { email }), token);
  expect(placed.status).toBe(201);
  const orderId = placed.json.data.order_id as number;
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect((await admin(t, '/payments/record', { kind: 'order', id: orderId, method: 'mpesa', amount: wire(row!.totalCents) }, staffToken)).status).toBe(200);
  for (const status of [3, 4]) expect((await admin(t, '/orders/status', { id: orderId, status, courier: 'Estafeta da loja' }, staffToken)).status).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { token, order: order!, product, variant: variants[0] ?? null, other };
}

const ask = (token: string, orderId: number, productId: number, body: Record<string, unknown> = {}) =>
  t.shop('/product-return', { order_id: orderId, product_id: productId, ...body }, token);
const decide = (id: number, status: string, token = staffToken) => admin(t, '/orders/return', { id, status }, token);
const receive = (id: number, restock: number, writeOff: number, token = staffToken) => admin(t, '/orders/return/receive', { id, restock_qty: restock, write_off_qty: writeOff }, token);
const refundReturn = (orderId: number, returnId: number, amountCents: number, token = ownerToken) =>
  admin(t, '/payments/refund', { kind: 'order', id: orderId, method: 'mpesa', amount: wire(amountCents), reason: 'Devolução recebida.', return_id: returnId }, token);
const productRow = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const returnRow = async (id: number) => (await t.db.select().from(orderReturns).where(eq(orderReturns.id, id)))[0]!;

describe('returns per line, with a quantity and a reason', () => {
  it('the customer returns part of a line, then the rest; never more than was bought; refused units come back', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 3 });
    const first = await ask(token, order.id, product.id, { qty: 2, reason_code: 'damaged', reason: 'Duas embalagens abertas.' });
    expect(first.status).toBe(200);
    const line = () => first.json.data.order.product.find((l: { product_id: number }) => l.product_id === product.id);
    expect(line()).toMatchObject({ returned_qty: 2, returnable_qty: 1, can_return: true, return_status: 'requested', return: 1 });
    expect(await returnRow(first.json.data.return_id)).toMatchObject({ qty: 2, reasonCode: 'damaged', reason: 'Duas embalagens abertas.', valueCents: 80_000 });

    const tooMany = await ask(token, order.id, product.id, { qty: 2, reason_code: 'changed_mind' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe('Só pode devolver até 1 unidade deste produto.');
    expect((await ask(token, order.id, product.id, { qty: 0 })).json.message).toMatch(/pelo menos 1 unidade/);
    expect((await ask(token, order.id, product.id, { qty: 1, reason_code: 'porque-sim' })).json.message).toMatch(/motivo da devolução/);

    // Refusing the first request frees its two units again.
    expect((await decide(first.json.data.return_id, 'rejected')).status).toBe(200);
    const again = await ask(token, order.id, product.id, { qty: 3, reason_code: 'wrong_item' });
    expect(again.status).toBe(200);
    expect(again.json.data.order.product.find((l: { product_id: number }) => l.product_id === product.id)).toMatchObject({ returned_qty: 3, returnable_qty: 0, can_return: false });
    expect((await ask(token, order.id, product.id, { qty: 1 })).json.message).toBe('Já pediu a devolução deste produto.');
  });

  it('the spec client sends no quantity nor reason: every unit left, reason "other"', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 2 });
    const res = await t.shop('/product-return', { orderId: order.id, productId: product.id, variantId: '0' }, token);
    expect(res.status).toBe(200);
    expect(await returnRow(res.json.data.return_id)).toMatchObject({ qty: 2, reasonCode: 'other', reason: null });
  });

  it('the database refuses more units asked back than the line holds, even past the service', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 2 });
    const res = await ask(token, order.id, product.id, { qty: 2 });
    const row = await returnRow(res.json.data.return_id);
    await expect(t.db.insert(orderReturns).values({ orderId: order.id, orderLineId: row.orderLineId, customerId: row.customerId, qty: 1 })).rejects.toThrow();
    await expect(t.db.update(orderReturns).set({ refundedCents: 1 }).where(eq(orderReturns.id, row.id))).rejects.toThrow();
  });

  it('staff and the customer are told: a staff alert and the order history name the units and the reason', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 2 });
    await ask(token, order.id, product.id, { qty: 1, reason_code: 'reaction', reason: 'Comichão no couro cabeludo.' });
    const [alert] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Pedido de devolução — encomenda ${order.reference}`)).orderBy(desc(mailOutbox.id));
    expect(alert!.text).toContain('Causou-me reação ou alergia — Comichão no couro cabeludo.');
    const detail = (await admin(t, '/orders/detail', { id: order.id }, staffToken)).json.data;
    expect(detail.returns[0]).toMatchObject({ qty: 1, reason_code: 'reaction', reason_label: 'Causou-me reação ou alergia', status: 'requested', value: '400.00', refundable: '0.00' });
  });
});

describe('receiving a return, per line', () => {
  it('restocks some units and writes off the others: stock, sold count and bestsellers follow; audited; the customer is e-mailed', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 3 });
    const before = await productRow(product.id);
    const { json } = await ask(token, order.id, product.id, { qty: 3, reason_code: 'damaged' });
    const id = json.data.return_id as number;
    const early = await receive(id, 3, 0);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Só é possível receber uma devolução aprovada.');
    expect((await decide(id, 'approved')).status).toBe(200);
    expect((await decide(id, 'completed')).json.message).toMatch(/Registe a receção/);
    expect((await receive(id, 1, 1)).json.message).toMatch(/têm de somar 3/);

    const res = await receive(id, 2, 1);
    expect(res.status).toBe(200);
    expect(res.json.data.returns[0]).toMatchObject({ status: 'completed', restocked_qty: 2, written_off_qty: 1 });
    const after = await productRow(product.id);
    expect(after.stock).toBe(before.stock + 2);
    expect(after.soldCount).toBe(before.soldCount - 3);
    const audits = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'order.return_receive'), eq(adminAuditLog.entityId, String(order.id))));
    expect(audits).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    expect(mails.some((m) => m.subject === `Encomenda ${order.reference}: Devolvido`)).toBe(true);
    const detail = (await admin(t, '/orders/detail', { id: order.id }, staffToken)).json.data;
    expect(detail.events.some((e: { note: string | null; visibility: string }) => e.visibility === 'internal' && e.note?.includes('2 unidades de volta ao stock, 1 unidade abatida(s)'))).toBe(true);
  });

  it('a variant goes back to the variant’s own stock', async () => {
    const { token, order, product, variant } = await deliveredOrder({ qty: 2, variants: true });
    const { json } = await ask(token, order.id, product.id, { variant_id: variant!.id, qty: 2, reason_code: 'wrong_item' });
    await decide(json.data.return_id, 'approved');
    const [before] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect((await receive(json.data.return_id, 2, 0)).status).toBe(200);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(after!.stock).toBe(before!.stock + 2);
  });

  it('many truly concurrent receipts (double click, two staff) restock exactly once', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 3 });
    const { json } = await ask(token, order.id, product.id, { qty: 3 });
    const id = json.data.return_id as number;
    await decide(id, 'approved');
    const before = await productRow(product.id);
    const results = await Promise.all([receive(id, 3, 0), receive(id, 3, 0, staff2Token), receive(id, 3, 0), receive(id, 3, 0, staff2Token), receive(id, 3, 0)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.message.startsWith('Devolução recebida'))).toHaveLength(1);
    const after = await productRow(product.id);
    expect(after.stock).toBe(before.stock + 3);
    expect(after.soldCount).toBe(before.soldCount - 3);
    expect(await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'order.return_receive'), eq(adminAuditLog.entityId, String(order.id))))).toHaveLength(1);
    // A different receipt afterwards is refused, and changes nothing.
    const other = await receive(id, 0, 3);
    expect(other.status).toBe(409);
    expect(other.json.message).toMatch(/já foi recebida: 3 unidades reposta/);
    expect((await productRow(product.id)).stock).toBe(after.stock);
  });

  it('refuses guests and customers', async () => {
    const { token } = await createCustomer(t.db);
    expect((await admin(t, '/orders/return/receive', { id: 1, restock_qty: 1, write_off_qty: 0 })).status).toBe(401);
    expect((await admin(t, '/orders/return/receive', { id: 1, restock_qty: 1, write_off_qty: 0 }, token)).status).toBe(401);
  });
});

describe('refunding an accepted return', () => {
  it('defaults to the units’ share of what was paid, coupon included; partial then the rest; never above it; statuses derived; e-mailed', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 3, priceCents: 40_000, coupon: true });
    expect(order.discountCents).toBe(18_000); // 10 % of 1200 + 600
    const { json } = await ask(token, order.id, product.id, { qty: 2, reason_code: 'damaged' });
    const id = json.data.return_id as number;
    // 2 × 400 = 800 MT of goods, less their share of the 180 MT discount (800/1800 × 180 = 80).
    expect((await returnRow(id)).valueCents).toBe(72_000);
    const early = await refundReturn(order.id, id, 10_000);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Só é possível reembolsar uma devolução aprovada.');
    await decide(id, 'approved');
    const detail = (await admin(t, '/orders/detail', { id: order.id }, staffToken)).json.data;
    expect(detail.returns[0]).toMatchObject({ value: '720.00', refundable: '720.00' });

    expect((await refundReturn(order.id, id, 72_001)).json.message).toMatch(/^O reembolso é superior ao que pode ser devolvido \(MT\s720,00\)\.$/);
    const staffTry = await refundReturn(order.id, id, 10_000, staffToken);
    expect(staffTry.status).toBe(403);
    const part = await refundReturn(order.id, id, 20_000);
    expect(part.status).toBe(200);
    expect(part.json.data).toMatchObject({ status: 'partly_refunded', refunded: '200.00' });
    const rest = await refundReturn(order.id, id, 52_000);
    expect(rest.status).toBe(200);
    expect((await refundReturn(order.id, id, 100)).json.message).toBe('Esta devolução já foi reembolsada por inteiro.');
    expect(await returnRow(id)).toMatchObject({ refundedCents: 72_000 });
    const rows = await t.db.select().from(refunds).where(eq(refunds.returnId, id));
    expect(rows.map((r) => r.amountCents)).toEqual([20_000, 52_000]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ refundedCents: 72_000, paymentStatus: 'partly_refunded' });
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, order.email), eq(mailOutbox.subject, `Reembolso efetuado: ${order.reference}`)));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.html).toContain('Devolução recebida.');
  });

  it('returning every line and refunding each return gives back the goods, never the delivery', async () => {
    const { token, order, product, other } = await deliveredOrder({ qty: 1, priceCents: 50_000 });
    const ids: number[] = [];
    for (const p of [product.id, other.id]) {
      const { json } = await ask(token, order.id, p, { reason_code: 'changed_mind' });
      ids.push(json.data.return_id);
      await decide(json.data.return_id, 'approved');
    }
    for (const id of ids) expect((await refundReturn(order.id, id, (await returnRow(id)).valueCents)).status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    // The goods are refunded; the delivery (paid) is not part of any return.
    expect(row!.refundedCents).toBe(110_000);
    expect(row!.paymentStatus).toBe(row!.shippingCents > 0 ? 'partly_refunded' : 'refunded');
  });

  it('two owners refunding the same return at once give exactly one refund', async () => {
    for (let round = 0; round < 2; round++) {
      const { token, order, product } = await deliveredOrder({ qty: 1 });
      const { json } = await ask(token, order.id, product.id, {});
      await decide(json.data.return_id, 'approved');
      const value = (await returnRow(json.data.return_id)).valueCents;
      const results = await Promise.all([refundReturn(order.id, json.data.return_id, value), refundReturn(order.id, json.data.return_id, value, owner2Token)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await t.db.select().from(refunds).where(eq(refunds.returnId, json.data.return_id))).toHaveLength(1);
    }
  });

  it('the database refuses a refund above what the return is worth, or naming another order’s return', async () => {
    const a = await deliveredOrder({ qty: 1 });
    const b = await deliveredOrder({ qty: 1 });
    const ra = (await ask(a.token, a.order.id, a.product.id, {})).json.data.return_id as number;
    const value = (await returnRow(ra)).valueCents;
    const row = { method: 'mpesa' as const, refundedOn: '2026-11-26', reason: 'teste' };
    await expect(t.db.insert(refunds).values({ ...row, orderId: a.order.id, returnId: ra, amountCents: value + 1 })).rejects.toThrow();
    await expect(t.db.insert(refunds).values({ ...row, orderId: b.order.id, returnId: ra, amountCents: 100 })).rejects.toThrow();
    expect(await returnRow(ra)).toMatchObject({ refundedCents: 0 });
  });

  it('figures follow the rows: the dashboard and the refunds CSV count the return refund', async () => {
    const { token, order, product } = await deliveredOrder({ qty: 1, priceCents: 33_300 });
    const id = (await ask(token, order.id, product.id, {})).json.data.return_id as number;
    await decide(id, 'approved');
    const before = (await admin(t, '/dashboard/ops', {}, staffToken)).json.data;
    await refundReturn(order.id, id, 33_300);
    const after = (await admin(t, '/dashboard/ops', {}, staffToken)).json.data;
    expect(cents(before.today_sales) - cents(after.today_sales)).toBe(33_300);
    const csv = await t.request({ method: 'POST', url: '/admin-api/reports/export', payload: { kind: 'refunds' }, headers: { authorization: `Bearer ${ownerToken}` } });
    expect((csv.body as string).split('\r\n').find((l) => l.includes(order.reference))).toMatch(/;Devolução;.*;333,00;/);
  });
});
