import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PROFILE } from '@shop/contract/store';
import { loadConfig } from '../src/config/env.ts';
import { bookings, mailOutbox, orders } from '../src/db/schema.ts';
import { maputoDayRange, maputoToday } from '../src/lib/maputo-time.ts';
import { recordPayment } from '../src/modules/payments/money.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { fn } from './clinic-helpers.ts';
import { checkoutBody, createProduct, TINY_PNG, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const STAFF = 'equipa.alertas@cabelomaputo.co.mz';
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ STAFF_ALERT_EMAIL: STAFF });
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(() => t.close());

const alerts = (subjectLike: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, STAFF), like(mailOutbox.subject, subjectLike)));
const counters = async () => (await admin(t, '/counters', {}, staffToken)).json.data as Record<string, number>;

async function placedOrder(qty = 2) {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 40_000, stock: 10 });
  await t.shop('/add-cart', { product_id: product.id, qty }, token);
  const res = await t.shop('/place-order', await checkoutBody(t, token, { email: `alerta.${customer.id}@exemplo.co.mz` }), token);
  expect(res.status).toBe(201);
  return { token, product, order: res.json.data as { order_id: number; reference: string } };
}

describe('staff are told when work arrives', () => {
  it('the staff address is validated in the config and defaults to the shop’s commercial address', () => {
    expect(loadConfig({}).staffAlertEmail).toBe(STORE_PROFILE.emails.commercial);
    expect(loadConfig({ STAFF_ALERT_EMAIL: ' Equipa@Loja.co.mz ' }).staffAlertEmail).toBe('equipa@loja.co.mz');
    expect(() => loadConfig({ STAFF_ALERT_EMAIL: 'equipa' })).toThrow(/STAFF_ALERT_EMAIL/);
  });

  it('mails a new order with a link to it, then each proof and re-upload with a link to the payments queue', async () => {
    const { token, order } = await placedOrder();
    const [placed] = await alerts(`Nova encomenda ${order.reference}%`);
    expect(placed, 'new order alert').toBeDefined();
    expect(placed!.text).toContain(`${t.app.config.publicUrl}/admin/encomendas/${order.order_id}`);
    expect(placed!.html).toContain(`/admin/encomendas/${order.order_id}`);
    expect(placed!.text).toContain(STORE_PROFILE.legalName);

    expect((await uploadProof(t, token, { name: 'mpesa.png', content: TINY_PNG }, '/order-proof', { order_id: String(order.order_id) })).status).toBe(200);
    const [first] = await alerts(`Comprovativo recebido — encomenda ${order.reference}`);
    expect(first!.text).toContain(`${t.app.config.publicUrl}/admin/pagamentos`);

    await t.db.update(orders).set({ paymentStatus: 'rejected', paymentRejectionReason: 'Ilegível.' }).where(eq(orders.id, order.order_id));
    expect((await uploadProof(t, token, { name: 'mpesa-2.png', content: TINY_PNG }, '/order-proof', { order_id: String(order.order_id) })).status).toBe(200);
    expect(await alerts(`Novo comprovativo — encomenda ${order.reference}`)).toHaveLength(1);
  });

  it('mails a return request with the line, the quantity and the reason', async () => {
    const { token, product, order } = await placedOrder(3);
    await t.db.update(orders).set({ status: 4, deliveredAt: new Date() }).where(eq(orders.id, order.order_id));
    const res = await t.shop('/product-return', { order_id: order.order_id, product_id: product.id, reason: 'Chegou aberto.' }, token);
    expect(res.status).toBe(200);
    const [mail] = await alerts(`Pedido de devolução — encomenda ${order.reference}`);
    expect(mail!.text).toContain('Chegou aberto.');
    expect(mail!.text).toContain(`${t.app.config.publicUrl}/admin/encomendas/${order.order_id}`);
  });
});

describe('the menu counters', () => {
  it('refuse guests and customers', async () => {
    const { token } = await createCustomer(t.db);
    expect((await admin(t, '/counters', {})).status).toBe(401);
    expect((await admin(t, '/counters', {}, token)).status).toBe(401);
  });

  it('count payments waiting, returns to decide, unread messages and today’s appointments', async () => {
    const before = await counters();
    expect(Object.keys(before).sort()).toEqual(['payments_waiting', 'returns_waiting', 'today_appointments', 'unread_messages']);

    const { token, product, order } = await placedOrder();
    expect((await counters()).payments_waiting).toBe(before.payments_waiting! + 1);

    const member = await createStaffMember(t.db);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    await recordPayment(t.db, { target: { kind: 'order', id: order.order_id }, method: 'mpesa', amountCents: row!.totalCents }, { staff: { staffId: member.staff.id, email: member.staff.email }, publicUrl: t.app.config.publicUrl });
    expect((await counters()).payments_waiting).toBe(before.payments_waiting);
    await t.db.update(orders).set({ status: 4, deliveredAt: new Date() }).where(eq(orders.id, order.order_id));
    await t.shop('/product-return', { order_id: order.order_id, product_id: product.id, reason: 'Não era o que queria.' }, token);
    await fn(t, 'POST', '/contact-api', { payload: { full_name: 'Rosa', email: 'rosa@exemplo.co.mz', subject: 'other', message: 'Olá!', privacy_accepted: true } });
    const today = maputoDayRange(maputoToday(new Date()));
    await t.db.insert(bookings).values({
      reference: 'CC-HOJE01', accessToken: 'x'.repeat(40), kind: 'consultation', service: 'presencial', resource: 'consultation',
      startsAt: new Date(today.endsAt.getTime() - 3_600_000), endsAt: today.endsAt, status: 'confirmed', paymentMethod: 'establishment',
      paymentStatus: 'pay_at_clinic', priceCents: 360_000, dueNowCents: 0, fullName: 'Lurdes', phone: '258841234567', email: 'lurdes@exemplo.co.mz',
    });

    const after = await counters();
    expect(after).toEqual({
      payments_waiting: before.payments_waiting,
      returns_waiting: before.returns_waiting! + 1,
      unread_messages: before.unread_messages! + 1,
      today_appointments: before.today_appointments! + 1,
    });
  });
});
