import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkSummary } from '@shop/contract/admin-ops';
import { mailOutbox, orders } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct, payOrderInFull, shippingMethodByName, TINY_PDF, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Bulk actions: each order or proof through its single action's rule, the result reported per item. */
let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(() => t.close());

async function placed(options: { method?: 'Entrega em Maputo' | 'Levantamento na clínica'; paid?: boolean; proof?: boolean } = {}) {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 30_000, stock: 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const method = await shippingMethodByName(t.db, options.method ?? 'Entrega em Maputo');
  const email = `lote.${customer.id}@exemplo.co.mz`;
  const proofId = options.proof ? (await uploadProof(t, token, { name: 'talao.pdf', content: TINY_PDF, type: 'application/pdf' })).json.data.proof_id : undefined;
  const res = await t.shop('/place-order', await checkoutBody(t, token, { method_id: method.id, email, ...(proofId ? { proof_id: proofId } : {}) }), token);
  expect(res.status).toBe(201);
  const id: number = res.json.data.order_id;
  if (options.paid !== false && !options.proof) {
    await payOrderInFull(t.db, id);
    expect((await admin(t, '/orders/status', { id, status: 1 }, staffToken)).status).toBe(200);
  }
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return { id, email, reference: row!.reference };
}

const rows = (ids: number[]) => t.db.select().from(orders).where(inArray(orders.id, ids));

describe('sending several orders at once', () => {
  it('sends the orders the rule allows and reports each refusal with its reason; refused orders are untouched', async () => {
    const delivery = [await placed(), await placed(), await placed()];
    const pickup = await placed({ method: 'Levantamento na clínica' });
    const unpaid = await placed({ paid: false });
    const ids = [...delivery.map((o) => o.id), pickup.id, unpaid.id, 99_999_999];
    const res = await admin(t, '/orders/bulk-ship', { ids, courier: 'Estafeta da loja' }, staffToken);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect({ done: data.done, refused: data.refused }).toEqual({ done: 3, refused: 3 });
    expect(data.outcomes.find((o: { id: number }) => o.id === pickup.id)).toMatchObject({ ok: false, reference: pickup.reference, message: expect.stringMatching(/levantamento na clínica: não é enviada/) });
    expect(data.outcomes.find((o: { id: number }) => o.id === unpaid.id)).toMatchObject({ ok: false, message: expect.stringMatching(/Não é possível passar|ainda não está paga/) });
    expect(data.outcomes.find((o: { id: number }) => o.id === 99_999_999)).toMatchObject({ ok: false, message: 'Encomenda não encontrada.' });
    expect(res.json.message).toBe(data.summary);
    expect(data.summary).toMatch(new RegExp(`^3 marcadas como enviadas, 3 recusadas: .*${pickup.reference} — Esta encomenda é para levantamento`));

    const after = new Map((await rows(ids)).map((r) => [r.id, r]));
    for (const o of delivery) expect(after.get(o.id)).toMatchObject({ status: 3, courier: 'Estafeta da loja' });
    expect(after.get(pickup.id)).toMatchObject({ status: 1, courier: null, shippedAt: null });
    expect(after.get(unpaid.id)).toMatchObject({ status: 0, courier: null, shippedAt: null });
    for (const o of delivery) {
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, o.email));
      expect(mails.filter((m) => m.subject === `Encomenda ${o.reference}: Enviado` && m.text.includes('Estafeta da loja'))).toHaveLength(1);
    }
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, pickup.email))).some((m) => m.subject.endsWith(': Enviado'))).toBe(false);

    // Again: the sent ones are now refused by the state machine, nothing is sent twice.
    const again = await admin(t, '/orders/bulk-ship', { ids: delivery.map((o) => o.id), courier: 'Estafeta da loja' }, staffToken);
    expect(again.json.data).toMatchObject({ done: 0, refused: 3 });
  });

  it('refuses the whole request without a courier, before any order moves', async () => {
    const order = await placed();
    const res = await admin(t, '/orders/bulk-ship', { ids: [order.id] }, staffToken);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ courier: [expect.stringMatching(/transportadora/)] });
    expect((await rows([order.id]))[0]).toMatchObject({ status: 1, courier: null });
    expect((await admin(t, '/orders/bulk-ship', { ids: [], courier: 'DHL Express' }, staffToken)).status).toBe(400);
    expect((await admin(t, '/orders/bulk-ship', { ids: Array.from({ length: 51 }, (_, i) => i + 1), courier: 'DHL Express' }, staffToken)).status).toBe(400);
  });

  it('two staff sending the same orders at once send each order once', async () => {
    const batch = [await placed(), await placed()];
    const ids = batch.map((o) => o.id);
    const [a, b] = await Promise.all([
      admin(t, '/orders/bulk-ship', { ids, courier: 'DHL Express' }, staffToken),
      admin(t, '/orders/bulk-ship', { ids, courier: 'Correios de Moçambique' }, staffToken),
    ]);
    expect(a.json.data.done + b.json.data.done).toBe(2);
    for (const o of batch) {
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, o.email));
      expect(mails.filter((m) => m.subject.endsWith(': Enviado'))).toHaveLength(1);
    }
  });
});

describe('approving several proofs at once', () => {
  it('approves each proof as its own "Aprovar" and reports the ones that cannot be', async () => {
    const first = await placed({ proof: true });
    const second = await placed({ proof: true });
    expect((await admin(t, '/proofs/decide', { kind: 'order', id: second.id, decision: 'approve' }, staffToken)).status).toBe(200);
    const res = await admin(t, '/proofs/bulk-approve', { items: [{ kind: 'order', id: first.id }, { kind: 'order', id: second.id }] }, staffToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ done: 1, refused: 1 });
    expect(res.json.data.summary).toMatch(new RegExp(`^1 comprovativo aprovado, 1 não aprovado: ${second.reference} — `));
    expect((await rows([first.id]))[0]).toMatchObject({ paymentStatus: 'paid', status: 1 });
  });
});

describe('who may act in bulk', () => {
  it('guests and customers are refused', async () => {
    const order = await placed();
    const { token } = await createCustomer(t.db);
    for (const [path, body] of [['/orders/bulk-ship', { ids: [order.id], courier: 'DHL Express' }], ['/proofs/bulk-approve', { items: [{ kind: 'order', id: order.id }] }]] as const) {
      expect((await admin(t, path, body)).status).toBe(401);
      expect((await admin(t, path, body, token)).status).toBe(401);
    }
    expect((await rows([order.id]))[0]).toMatchObject({ status: 1, courier: null });
  });
});

describe('the summary', () => {
  it('counts and names the refusals', () => {
    const words = { done: ['marcada como enviada', 'marcadas como enviadas'], refused: ['recusada', 'recusadas'] } as const;
    const ok = (id: number) => ({ kind: 'order' as const, id, reference: `CM${id}`, ok: true, message: null });
    expect(bulkSummary([ok(1)], words)).toBe('1 marcada como enviada.');
    expect(bulkSummary([ok(1), ok(2), ok(3), { kind: 'order', id: 4, reference: 'CM4', ok: false, message: 'Motivo.' }], words)).toBe('3 marcadas como enviadas, 1 recusada: CM4 — Motivo.');
  });
});
