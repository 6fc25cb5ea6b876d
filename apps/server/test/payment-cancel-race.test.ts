import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderEvents, orders, payments } from '../src/db/schema.ts';
import { MESSAGE_REFUND_DUE } from '../src/modules/orders/transitions.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct, TINY_PDF, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A staff member approves an order's proof while another cancels it (decision 093). Whichever lands
 * first, the order ends consistent: cancelled with nothing paid (the approval refused), or cancelled
 * with the payment recorded as owed back ("A reembolsar") until the owner refunds it.
 */

let t: TestApp;
let staffToken: string;
let otherStaffToken: string;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  staffToken = (await createStaffMember(t.db)).token;
  otherStaffToken = (await createStaffMember(t.db)).token;
  ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;
});
afterAll(() => t.close());

async function orderWithProof() {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const proof = await uploadProof(t, token, { name: 'talao.pdf', content: TINY_PDF, type: 'application/pdf' });
  const res = await t.shop('/place-order', await checkoutBody(t, token, { proof_id: proof.json.data.proof_id, email: `corrida.${customer.id}@exemplo.co.mz` }), token);
  expect(res.status).toBe(201);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json.data.order_id));
  expect(order!.paymentStatus).toBe('under_review');
  return order!;
}

const approve = (id: number) => admin(t, '/proofs/decide', { kind: 'order', id, decision: 'approve' }, staffToken);
const cancel = (id: number) => admin(t, '/orders/status', { id, status: 5, note: 'Sem stock do fornecedor.' }, otherStaffToken);
const wire = (cents: number) => (cents / 100).toFixed(2);

async function expectConsistent(orderId: number, approved: boolean) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row!.status).toBe(5);
  const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const summary = (await admin(t, '/orders/detail', { id: orderId }, staffToken)).json.data.money;
  const refundNotes = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), like(orderEvents.note, `${MESSAGE_REFUND_DUE}%`)));
  if (approved) {
    expect(paid).toHaveLength(1);
    expect(row!.paidCents).toBe(row!.totalCents);
    expect(summary).toMatchObject({ refund_due: wire(row!.totalCents), refundable: wire(row!.totalCents) });
    expect(refundNotes).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, row!.email));
    expect(mails.some((m) => m.text.includes('Vamos devolver-lhe'))).toBe(true);
  } else {
    expect(paid).toHaveLength(0);
    expect(row!.paidCents).toBe(0);
    expect(summary.refund_due).toBe('0.00');
    expect(refundNotes).toHaveLength(0);
  }
}

describe('a proof approval racing a staff cancel', () => {
  it('approved first, then cancelled: the payment is recorded as owed back, and the refund clears it', async () => {
    const order = await orderWithProof();
    expect((await approve(order.id)).status).toBe(200);
    expect((await cancel(order.id)).status).toBe(200);
    await expectConsistent(order.id, true);
    const refund = await admin(t, '/payments/refund', { kind: 'order', id: order.id, method: 'mpesa', amount: wire(order.totalCents), reason: 'Encomenda cancelada depois de paga.' }, ownerToken);
    expect(refund.status).toBe(200);
    expect(refund.json.data).toMatchObject({ status: 'refunded', refund_due: '0.00' });
  });

  it('cancelled first, then approved: the approval is refused and no money is recorded', async () => {
    const order = await orderWithProof();
    expect((await cancel(order.id)).status).toBe(200);
    const late = await approve(order.id);
    expect(late.status).toBe(409);
    await expectConsistent(order.id, false);
  });

  it('at the same moment, on many orders at once: every order ends in one of the two consistent states', async () => {
    const batch = await Promise.all(Array.from({ length: 6 }, () => orderWithProof()));
    const answers = await Promise.all(batch.map(async (order) => {
      const [a, c] = await Promise.all([approve(order.id), cancel(order.id)]);
      return { order, approve: a, cancel: c };
    }));
    for (const { order, approve: a, cancel: c } of answers) {
      expect(c.status, `cancel ${order.id}: ${c.body}`).toBe(200);
      expect([200, 409], `approve ${order.id}: ${a.body}`).toContain(a.status);
      await expectConsistent(order.id, a.status === 200);
    }
  });
});
