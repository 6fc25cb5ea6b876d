import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderEvents, orders } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct, payOrderInFull, shippingMethodByName } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Decision 147: sending with a courier and tracking number; clinic pick-ups are made ready and collected, never sent. */
let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(() => t.close());

/** A paid, confirmed order placed through the shop API with the named shipping method. */
async function paidOrder(methodName: 'Entrega em Maputo' | 'Levantamento na clínica') {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 40_000, stock: 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const method = await shippingMethodByName(t.db, methodName);
  const email = `envio.${customer.id}@exemplo.co.mz`;
  const res = await t.shop('/place-order', await checkoutBody(t, token, { method_id: method.id, email }), token);
  expect(res.status).toBe(201);
  const id: number = res.json.data.order_id;
  await payOrderInFull(t.db, id);
  expect((await admin(t, '/orders/status', { id, status: 1 }, staffToken)).status).toBe(200);
  return { id, token, email };
}

const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('sending a delivery order', () => {
  it('stores the courier and tracking number, mails them and shows them to the customer', async () => {
    const { id, token, email } = await paidOrder('Entrega em Maputo');
    expect((await row(id)).fulfilment).toBe('delivery');
    const detail = await admin(t, '/orders/detail', { id }, staffToken);
    expect(detail.json.data).toMatchObject({ fulfilment: 'delivery', shipment: null, next_statuses: [2, 3, 5] });
    expect(detail.json.data.courier_suggestions).toContain('Correios de Moçambique');

    const res = await admin(t, '/orders/status', { id, status: 3, courier: '  DHL Express ', tracking_number: ' MZ-778812 ' }, staffToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 3, shipment: { courier: 'DHL Express', tracking_number: 'MZ-778812' } });
    expect(await row(id)).toMatchObject({ status: 3, courier: 'DHL Express', trackingNumber: 'MZ-778812' });
    expect((await row(id)).shippedAt).toBeInstanceOf(Date);

    const [mail] = (await mailsTo(email)).filter((m) => m.subject.endsWith(': Enviado'));
    expect(mail, 'the "enviada" e-mail').toBeDefined();
    expect(mail!.text).toContain('DHL Express');
    expect(mail!.text).toContain('MZ-778812');
    expect(mail!.html).toContain('MZ-778812');

    const tracking = await t.shop('/order-tracking', { order_id: id }, token);
    expect(tracking.json.data).toMatchObject({ fulfilment: 'delivery', pickup_place: null, shipment: { courier: 'DHL Express', tracking_number: 'MZ-778812' }, step: 2 });
    expect(tracking.json.data.events.map((e: { label: string }) => e.label)).toContain('Nota da loja: Enviada por DHL Express, n.º de seguimento MZ-778812.');
    const customerDetail = await t.shop('/order-detail', { order_id: id }, token);
    expect(customerDetail.json.data.shipment).toMatchObject({ courier: 'DHL Express', tracking_number: 'MZ-778812' });

    // The courier used is suggested first next time.
    const next = await paidOrder('Entrega em Maputo');
    expect((await admin(t, '/orders/detail', { id: next.id }, staffToken)).json.data.courier_suggestions[0]).toBe('DHL Express');
  });

  it('refuses to send without a courier, and writes nothing', async () => {
    const { id, email } = await paidOrder('Entrega em Maputo');
    const mailsBefore = (await mailsTo(email)).length;
    const res = await admin(t, '/orders/status', { id, status: 3, tracking_number: 'X1' }, staffToken);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Indique a transportadora/);
    expect(res.json.errors).toEqual({ courier: [expect.stringMatching(/transportadora/)] });
    expect(await row(id)).toMatchObject({ status: 1, courier: null, trackingNumber: null, shippedAt: null });
    expect((await mailsTo(email)).length).toBe(mailsBefore);
  });

  it('tracking number is optional', async () => {
    const { id, token } = await paidOrder('Entrega em Maputo');
    expect((await admin(t, '/orders/status', { id, status: 3, courier: 'Estafeta da loja' }, staffToken)).status).toBe(200);
    expect((await t.shop('/order-tracking', { order_id: id }, token)).json.data.shipment).toMatchObject({ courier: 'Estafeta da loja', tracking_number: null });
  });

  it('a delivery order is not "collected": confirmed → delivered is refused with what to do', async () => {
    const { id } = await paidOrder('Entrega em Maputo');
    expect((await admin(t, '/orders/status', { id, status: 2 }, staffToken)).status).toBe(200);
    const res = await admin(t, '/orders/status', { id, status: 4 }, staffToken);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/para entrega: não é levantada na clínica/);
    expect((await row(id)).status).toBe(2);
  });
});

describe('a clinic pick-up order', () => {
  it('is made ready and collected, with the clinic as the place; sending it is refused in Portuguese', async () => {
    const { id, token, email } = await paidOrder('Levantamento na clínica');
    expect((await row(id)).fulfilment).toBe('pickup');
    const detail = await admin(t, '/orders/detail', { id }, staffToken);
    expect(detail.json.data).toMatchObject({ fulfilment: 'pickup', next_statuses: [2, 5], courier_suggestions: [] });

    const ship = await admin(t, '/orders/status', { id, status: 3, courier: 'DHL Express' }, staffToken);
    expect(ship.status).toBe(409);
    expect(ship.json.message).toBe('Esta encomenda é para levantamento na clínica: não é enviada. Marque-a como pronta para levantamento e depois como levantada.');
    expect(await row(id)).toMatchObject({ status: 1, courier: null });

    const ready = await admin(t, '/orders/status', { id, status: 2 }, staffToken);
    expect(ready.json.data).toMatchObject({ status: 2, next_statuses: [4, 5] });
    expect((await admin(t, '/orders/status', { id, status: 3, courier: 'DHL Express' }, staffToken)).status).toBe(409);
    const tracking = (await t.shop('/order-tracking', { order_id: id }, token)).json.data;
    expect(tracking).toMatchObject({ fulfilment: 'pickup', order_status_label: 'Pronto para levantamento', step: 2, shipment: null });
    expect(tracking.pickup_place).toContain('Av. Julius Nyerere');
    expect(tracking.steps.map((s: { label: string }) => s.label)).toEqual(['Pedido Confirmado', 'Em Preparação', 'Pronto para levantamento', 'Levantado']);

    expect((await admin(t, '/orders/status', { id, status: 4 }, staffToken)).status).toBe(200);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects.some((s) => s.endsWith(': Pronto para levantamento'))).toBe(true);
    expect(subjects.some((s) => s.endsWith(': Levantado'))).toBe(true);
    const all = (await mailsTo(email)).map((m) => `${m.subject}\n${m.text}`).join('\n');
    expect(all).not.toMatch(/enviad|Entrega em: /i);
    const statuses = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'status')));
    expect(statuses.map((e) => e.toValue)).toEqual(['1', '2', '4']);
    const customerDetail = (await t.shop('/order-detail', { order_id: id }, token)).json.data;
    expect(customerDetail).toMatchObject({ fulfilment: 'pickup', order_status_label: 'Levantado' });
  });
});

describe('who may send', () => {
  it('guests and customers are refused, and so is staff who must change the password first', async () => {
    const { id, token } = await paidOrder('Entrega em Maputo');
    const body = { id, status: 3, courier: 'DHL Express' };
    expect((await admin(t, '/orders/status', body)).status).toBe(401);
    expect((await admin(t, '/orders/status', body, token)).status).toBe(401);
    const pending = await createStaffMember(t.db, { mustChangePassword: true });
    expect((await admin(t, '/orders/status', body, pending.token)).status).toBe(403);
    expect(await row(id)).toMatchObject({ status: 1, courier: null });
  });
});
