import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '@shop/contract/order-status';
import {
  adminAuditLog, blockedPeriods, blogPosts, bookings, clinicServices, contactMessages, mailOutbox, newsletterSubscribers, orderEvents, orderReturns,
  orderLines, orders, products, refunds,
} from '../src/db/schema.ts';
import { maputoInstant } from '../src/lib/maputo-time.ts';
import { opsDashboard } from '../src/modules/admin/ops/ops-dashboard.ts';
import { daySlots } from '../src/modules/bookings/customer-bookings.ts';
import { storeFile, checkUpload } from '../src/lib/uploads.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { futureDate, PNG } from './clinic-helpers.ts';
import { checkoutBody, createProduct, TINY_PDF, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createStaffMember(t.db);
  staffToken = member.token;
  staffId = member.staff.id;
});
afterAll(() => t.close());

/** A customer's order paid by mobile wallet with a PDF proof, placed through the shop API. */
async function orderWithProof(options: { stock?: number; qty?: number } = {}) {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 50_000, stock: options.stock ?? 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: options.qty ?? 1 }, token);
  const proof = await uploadProof(t, token, { name: 'talao.pdf', content: TINY_PDF, type: 'application/pdf' });
  expect(proof.status).toBe(200);
  const res = await t.shop('/place-order', await checkoutBody(t, token, { proof_id: proof.json.data.proof_id, email: `cliente.${customer.id}@exemplo.co.mz` }), token);
  expect(res.status).toBe(201);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json.data.order_id));
  return { customer, token, product, order: order! };
}

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function bookingWithReceipt(date = futureDate(5), time = '10:00') {
  const stored = await storeFile(t.db, checkUpload(PNG), { purpose: 'booking-receipt', originalName: 'talao.png' });
  const startsAt = maputoInstant(date, time);
  const [row] = await t.db
    .insert(bookings)
    .values({
      reference: `CC-${randomBytes(3).toString('hex').toUpperCase()}`, accessToken: randomBytes(16).toString('hex'), kind: 'consultation', service: 'presencial',
      resource: 'consultation', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), status: 'awaiting_receipt_review', paymentMethod: 'advance_50',
      paymentStatus: 'under_review', priceCents: 360_000, dueNowCents: 180_000, holdExpiresAt: new Date(Date.now() + 48 * 3_600_000),
      fullName: 'Ana Macuácua', phone: '258841234567', email: `ana.${randomBytes(3).toString('hex')}@exemplo.co.mz`, receiptFileId: stored.id,
    })
    .returning();
  return row!;
}

const auditFor = (entity: string, entityId: number | string) =>
  t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(entityId)))).orderBy(desc(adminAuditLog.id));

describe('every back-office call refuses guests and customers', () => {
  const calls: [string, unknown][] = [
    ['/dashboard/ops', {}], ['/proofs/list', {}], ['/proofs/decide', { kind: 'order', id: 1, decision: 'approve' }], ['/orders/list', {}],
    ['/orders/detail', { id: 1 }], ['/orders/status', { id: 1, status: 1 }], ['/orders/note', { id: 1, note: 'x' }], ['/orders/return', { id: 1, status: 'approved' }],
    ['/appointments/list', { from: '2030-01-07' }], ['/appointments/status', { id: 1, status: 'confirmed' }], ['/appointments/block', { date: '2030-01-07' }],
    ['/appointments/unblock', { id: 1 }], ['/blog/list', {}], ['/blog/detail', { id: 1 }], ['/blog/flags', { id: 1, published: false }], ['/services/list', {}],
    ['/services/save', { id: 1 }], ['/messages/list', {}], ['/messages/detail', { id: 1 }], ['/messages/read', { id: 1, read: true }],
    ['/messages/answered', { id: 1, answered: true }], ['/messages/assign', { id: 1, staff_id: null }], ['/messages/reply', { id: 1, body: 'Olá' }], ['/subscribers/list', {}], ['/subscribers/export', {}],
  ];

  it.each(calls)('%s', async (path, body) => {
    const { token } = await createCustomer(t.db);
    const guest = await admin(t, path, body);
    const customer = await admin(t, path, body, token);
    expect(guest.status).toBe(401);
    expect(customer.status).toBe(401);
  });

  it('the proof file route too, and a staff member who must change the password first is refused', async () => {
    const { order, token } = await orderWithProof();
    expect((await t.request({ method: 'GET', url: `/admin-api/files/${order.proofFileId}` })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: `/admin-api/files/${order.proofFileId}`, headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const pending = await createStaffMember(t.db, { mustChangePassword: true });
    expect((await admin(t, '/orders/list', {}, pending.token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/admin-api/files/${order.proofFileId}`, headers: { authorization: `Bearer ${pending.token}` } })).status).toBe(403);
  });
});

describe('payment-proof queue', () => {
  it('lists the order proof with amount and reference, serves the file to staff as a download', async () => {
    const { order } = await orderWithProof();
    const res = await admin(t, '/proofs/list', {}, staffToken);
    expect(res.status).toBe(200);
    const item = res.json.data.find((p: { kind: string; id: number }) => p.kind === 'order' && p.id === order.id);
    expect(item).toMatchObject({ reference: order.reference, amount: (order.totalCents / 100).toFixed(2), file_id: order.proofFileId, file_mime: 'application/pdf' });
    const file = await t.request({ method: 'GET', url: `/admin-api/files/${order.proofFileId}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(file.status).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('narrows the queue as staff type: a reference, a name without accents, a phone with spaces', async () => {
    const { order } = await orderWithProof();
    const booking = await bookingWithReceipt(futureDate(7), '15:00');
    const found = async (search: string) => ((await admin(t, '/proofs/list', { search }, staffToken)).json.data as { kind: string; id: number }[]).map((p) => `${p.kind}-${p.id}`);
    expect(await found(order.reference.toLowerCase())).toEqual([`order-${order.id}`]);
    expect(await found('ana macuacua')).toContain(`booking-${booking.id}`);
    expect(await found('84 123 4567')).toContain(`booking-${booking.id}`);
    expect(await found('+258 84 123 4567')).toContain(`booking-${booking.id}`);
    expect(await found('84 123 4567')).not.toContain(`order-${order.id}`);
    expect(await found(booking.email.toUpperCase())).toEqual([`booking-${booking.id}`]);
  });

  it('approving marks the order paid and confirmed, records who, and e-mails the customer', async () => {
    const { order } = await orderWithProof();
    const res = await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken);
    expect(res.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 1, paymentStatus: 'paid' });
    const [audit] = await auditFor('order', order.id);
    expect(audit).toMatchObject({ action: 'order.proof_approve', staffId });
    const events = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.actorType, 'staff')));
    expect(events.map((e) => e.kind).sort()).toEqual(['payment', 'status']);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect((await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken)).status).toBe(409);
  });

  it('rejecting needs a reason, e-mails it, and the customer can upload a new proof', async () => {
    const { order, token } = await orderWithProof();
    const noReason = await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'reject', reason: '' }, staffToken);
    expect(noReason.status).toBe(400);
    const res = await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'reject', reason: 'O valor não corresponde ao total.' }, staffToken);
    expect(res.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 0, paymentStatus: 'rejected', paymentRejectionReason: 'O valor não corresponde ao total.' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    expect(mails.some((m) => m.text.includes('O valor não corresponde ao total.'))).toBe(true);
    const again = await uploadProof(t, token, { name: 'novo.pdf', content: TINY_PDF, type: 'application/pdf' }, '/order-proof', { order_id: String(order.id) });
    expect(again.status).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('under_review');
  });

  it('approving a booking receipt confirms the booking; rejecting frees the slot and tells the customer why', async () => {
    const approved = await bookingWithReceipt(futureDate(6), '10:00');
    const list = await admin(t, '/proofs/list', {}, staffToken);
    expect(list.json.data.some((p: { kind: string; id: number }) => p.kind === 'booking' && p.id === approved.id)).toBe(true);
    const file = await t.request({ method: 'GET', url: `/admin-api/files/${approved.receiptFileId}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(file.status).toBe(200);
    expect((await admin(t, '/proofs/decide', { kind: 'booking', id: approved.id, decision: 'approve' }, staffToken)).status).toBe(200);
    const [a] = await t.db.select().from(bookings).where(eq(bookings.id, approved.id));
    expect(a).toMatchObject({ status: 'confirmed', paymentStatus: 'approved', holdExpiresAt: null });

    const rejected = await bookingWithReceipt(futureDate(6), '11:00');
    expect((await admin(t, '/proofs/decide', { kind: 'booking', id: rejected.id, decision: 'reject', reason: 'Talão ilegível.' }, staffToken)).status).toBe(200);
    const [r] = await t.db.select().from(bookings).where(eq(bookings.id, rejected.id));
    expect(r).toMatchObject({ status: 'rejected', paymentStatus: 'rejected' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, rejected.email));
    expect(mails.some((m) => m.text.includes('Talão ilegível.'))).toBe(true);
    expect((await auditFor('booking', rejected.id))[0]).toMatchObject({ action: 'booking.receipt_reject', staffId });
  });

  it('a staff approval racing the customer cancel: exactly one wins, every time', async () => {
    for (let i = 0; i < 8; i++) {
      const { order, token } = await orderWithProof({ stock: 5, qty: 2 });
      const [approve, cancel] = await Promise.all([
        admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken),
        t.shop('/order-cancel', { order_id: order.id }, token),
      ]);
      const wins = [approve.status === 200, cancel.status === 200].filter(Boolean).length;
      expect(wins).toBe(1);
      const row = await orderRow(order.id);
      const [product] = await t.db.select().from(products).where(eq(products.id, (await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!.productId!));
      if (approve.status === 200) {
        expect(row).toMatchObject({ status: 1, paymentStatus: 'paid' });
        expect(product!.stock).toBe(3);
      } else {
        expect(approve.status).toBe(409);
        expect(row).toMatchObject({ status: 5, paymentStatus: 'under_review' });
        expect(product!.stock).toBe(5);
      }
    }
  });
});

describe('orders', () => {
  it('lists with filters and search by reference, name and e-mail', async () => {
    const { order } = await orderWithProof();
    const byRef = await admin(t, '/orders/list', { search: `#${order.reference}` }, staffToken);
    expect(byRef.json.data.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const byEmail = await admin(t, '/orders/list', { search: order.email.toUpperCase() }, staffToken);
    expect(byEmail.json.data.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const byName = await admin(t, '/orders/list', { search: 'neusa cossa', payment_status: 'under_review', status: 0 }, staffToken);
    expect(byName.json.data.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const filtered = await admin(t, '/orders/list', { status: 4 }, staffToken);
    expect(filtered.json.data.data.every((o: { status: number }) => o.status === 4)).toBe(true);
    expect((await admin(t, '/orders/list', { status: 9 }, staffToken)).status).toBe(400);
  });

  it('moves through the state machine, cancels with stock restored, notes and returns, all audited', async () => {
    const { order } = await orderWithProof({ stock: 10, qty: 3 });
    await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken);
    const shipped = await admin(t, '/orders/status', { id: order.id, status: 3, note: 'Enviado com a transportadora.', courier: 'DHL Express' }, staffToken);
    expect(shipped.status).toBe(200);
    expect(shipped.json.data).toMatchObject({ status: 3, next_statuses: [4] });
    expect((await admin(t, '/orders/status', { id: order.id, status: 5 }, staffToken)).status).toBe(409);
    const delivered = await admin(t, '/orders/status', { id: order.id, status: 4 }, staffToken);
    expect(delivered.json.data.status).toBe(4);
    const note = await admin(t, '/orders/note', { id: order.id, note: 'Cliente pediu fatura.' }, staffToken);
    expect(note.json.data.events.at(-1)).toMatchObject({ kind: 'note', visibility: 'internal', actor_type: 'staff', note: 'Cliente pediu fatura.' });
    expect((await auditFor('order', order.id)).map((a) => a.action)).toEqual(['order.note', 'order.status_change', 'order.status_change', 'order.proof_approve', 'payment.record']);

    const cancelMe = await orderWithProof({ stock: 4, qty: 4 });
    expect((await t.db.select().from(products).where(eq(products.id, cancelMe.product.id)))[0]!.stock).toBe(0);
    const cancelled = await admin(t, '/orders/status', { id: cancelMe.order.id, status: 5, note: 'Sem stock no fornecedor.' }, staffToken);
    expect(cancelled.json.data.status).toBe(5);
    expect((await t.db.select().from(products).where(eq(products.id, cancelMe.product.id)))[0]!.stock).toBe(4);
  });

  it('decides a return request', async () => {
    const { order, token } = await orderWithProof();
    await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken);
    for (const status of [3, 4]) await admin(t, '/orders/status', { id: order.id, status, courier: 'Estafeta da loja' }, staffToken);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const asked = await t.shop('/product-return', { order_id: order.id, product_id: line!.productId, variant_id: 0, reason: 'Alergia' }, token);
    expect(asked.status).toBe(200);
    const detail = await admin(t, '/orders/detail', { id: order.id }, staffToken);
    const request = detail.json.data.returns[0];
    expect(request).toMatchObject({ status: 'requested', reason: 'Alergia' });
    const res = await admin(t, '/orders/return', { id: request.id, status: 'approved', note: 'Traga o produto à clínica.' }, staffToken);
    expect(res.status).toBe(200);
    expect(res.json.data.returns[0]).toMatchObject({ status: 'approved', decision_note: 'Traga o produto à clínica.' });
    expect((await admin(t, '/orders/return', { id: request.id, status: 'rejected' }, staffToken)).status).toBe(409);
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, request.id));
    expect(row!.decidedBy).toBe(staffId);
  });

  it('refuses exactly the status moves not in ORDER_TRANSITIONS, and leaves a refused order unchanged', async () => {
    const { order } = await orderWithProof({ stock: 100 });
    // Paid, so that money never stands in the way: this test is about the state machine alone.
    expect((await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken)).status).toBe(200);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        await t.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));
        const before = await orderRow(order.id);
        const res = await admin(t, '/orders/status', { id: order.id, status: to, courier: 'Estafeta da loja' }, staffToken);
        const allowed = ORDER_TRANSITIONS[from].includes(to);
        expect({ from, to, status: res.status }).toEqual({ from, to, status: allowed ? 200 : 409 });
        const after = await orderRow(order.id);
        if (allowed) expect(after.status).toBe(to);
        else expect(after).toEqual(before);
      }
    }
  });
});

describe('appointments', () => {
  it('shows the day with receipts, confirms, cancels, refuses completing the future, and audits', async () => {
    const date = futureDate(8);
    const booking = await bookingWithReceipt(date, '14:00');
    const day = await admin(t, '/appointments/list', { from: date }, staffToken);
    const found = day.json.data.appointments.find((a: { id: number }) => a.id === booking.id);
    expect(found).toMatchObject({ time: '14:00', status: 'awaiting_receipt_review', receipt: { file_id: booking.receiptFileId, mime: 'image/png' } });
    expect(found.next_statuses).toEqual(['confirmed', 'cancelled']);
    expect((await admin(t, '/appointments/status', { id: booking.id, status: 'completed' }, staffToken)).status).toBe(409);
    expect((await admin(t, '/appointments/status', { id: booking.id, status: 'confirmed' }, staffToken)).status).toBe(200);
    expect((await admin(t, '/appointments/status', { id: booking.id, status: 'completed' }, staffToken)).status).toBe(409);
    expect((await admin(t, '/appointments/status', { id: booking.id, status: 'cancelled', note: 'Doença' }, staffToken)).status).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('cancelled');
    expect((await auditFor('booking', booking.id)).map((a) => a.action)).toEqual(['appointment.cancelled', 'appointment.confirmed']);
    const week = await admin(t, '/appointments/list', { from: date, days: 7 }, staffToken);
    expect(week.status).toBe(200);
  });

  it('marks a past confirmed appointment completed or no-show', async () => {
    const booking = await bookingWithReceipt(futureDate(9), '09:00');
    const past = new Date(Date.now() - 3 * 3_600_000);
    await t.db.update(bookings).set({ status: 'confirmed', startsAt: past, endsAt: new Date(past.getTime() + 3_600_000) }).where(eq(bookings.id, booking.id));
    expect((await admin(t, '/appointments/status', { id: booking.id, status: 'no_show' }, staffToken)).status).toBe(200);
    expect((await admin(t, '/appointments/status', { id: booking.id, status: 'completed' }, staffToken)).status).toBe(409);
  });

  it('blocking a day takes its slots away; unblocking gives them back', async () => {
    const date = futureDate(10);
    const open = await daySlots(t.db, date, 'presencial', new Date());
    expect(open.some((s) => s.available)).toBe(true);
    const res = await admin(t, '/appointments/block', { date, reason: 'Feriado' }, staffToken);
    expect(res.status).toBe(201);
    expect((await daySlots(t.db, date, 'presencial', new Date())).some((s) => s.available)).toBe(false);
    expect((await admin(t, '/appointments/list', { from: date }, staffToken)).json.data.blocked.map((b: { id: number }) => b.id)).toContain(res.json.data.id);
    expect((await admin(t, '/appointments/unblock', { id: res.json.data.id }, staffToken)).status).toBe(200);
    expect((await daySlots(t.db, date, 'presencial', new Date())).some((s) => s.available)).toBe(true);

    const hours = await admin(t, '/appointments/block', { date, from: '09:00', to: '12:00', reason: 'Formação' }, staffToken);
    expect(hours.status).toBe(201);
    const slots = await daySlots(t.db, date, 'presencial', new Date());
    expect(slots.filter((s) => s.time < '12:00').every((s) => !s.available)).toBe(true);
    expect(slots.some((s) => s.time >= '12:00' && s.available)).toBe(true);
    expect((await admin(t, '/appointments/block', { date, from: '12:00', to: '09:00' }, staffToken)).status).toBe(400);
    await t.db.delete(blockedPeriods).where(eq(blockedPeriods.id, hours.json.data.id));
  });
});

describe('blocking a period that holds bookings', () => {
  const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('lists the bookings first and refuses a silent block; each booking is kept or cancelled with its own message', async () => {
    const date = futureDate(11);
    const booking = await bookingWithReceipt(date, '10:00');
    expect((await admin(t, '/payments/record', { kind: 'booking', id: booking.id, method: 'mpesa', amount: '1800' }, staffToken)).status).toBe(200);
    const other = await bookingWithReceipt(date, '15:00');

    const check = await admin(t, '/appointments/block/check', { date, from: '09:00', to: '12:00' }, staffToken);
    expect(check.json.data).toEqual([expect.objectContaining({ id: booking.id, client: 'Ana Macuácua', status: 'confirmed', paid: '1800.00', paid_method: 'mpesa' })]);
    const silent = await admin(t, '/appointments/block', { date, from: '09:00', to: '12:00', reason: 'Formação' }, staffToken);
    expect(silent.status).toBe(409);
    expect(silent.json.message).toBe('Este período tem 1 marcação: escolha para cada uma se a mantém ou a cancela antes de bloquear.');
    expect(await t.db.select().from(blockedPeriods).where(eq(blockedPeriods.reason, 'Formação'))).toEqual([]);

    const keep = await admin(t, '/appointments/block', { date, from: '09:00', to: '12:00', reason: 'Formação', bookings: [{ id: booking.id, action: 'keep' }] }, staffToken);
    expect(keep.status).toBe(201);
    expect(keep.json.data.kept.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    await t.db.delete(blockedPeriods).where(eq(blockedPeriods.id, keep.json.data.id));

    // The whole day: one kept, one cancelled with a message written for that client alone.
    const whole = await admin(t, '/appointments/block', {
      date, reason: 'Feriado',
      bookings: [{ id: booking.id, action: 'keep' }, { id: other.id, action: 'cancel', message: 'Ana, a clínica fecha à tarde; ligamos para remarcar.' }],
    }, staffToken);
    expect(whole.status).toBe(201);
    expect(whole.json.message).toBe('Período bloqueado; 1 marcação cancelada e cada cliente foi avisado por e-mail.');
    expect(whole.json.data.cancelled.map((b: { id: number }) => b.id)).toEqual([other.id]);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    expect((await bookingRow(other.id)).status).toBe('cancelled');
    expect((await mailsTo(other.email)).some((m) => m.text.includes('Ana, a clínica fecha à tarde; ligamos para remarcar.'))).toBe(true);
    expect((await mailsTo(booking.email)).some((m) => m.subject.includes('cancelada'))).toBe(false);
    const [audit] = await auditFor('blocked_period', whole.json.data.id);
    expect(audit!.after).toMatchObject({ bookings: { kept: [booking.id], cancelled: [other.id], refunded: [] } });
    await t.db.delete(blockedPeriods).where(eq(blockedPeriods.id, whole.json.data.id));
  });

  it('a paid deposit is refunded through the ledger when the owner cancels from the block; staff may not, and then nothing is written', async () => {
    const owner = await createStaffMember(t.db, { role: 'owner' });
    const date = futureDate(12);
    const booking = await bookingWithReceipt(date, '10:00');
    expect((await admin(t, '/payments/record', { kind: 'booking', id: booking.id, method: 'mpesa', amount: '1800', reference: 'MP1' }, staffToken)).status).toBe(200);
    const decision = { id: booking.id, action: 'cancel', message: 'Fechamos por formação.', refund: { amount: '1800', method: 'mpesa', reference: 'MPREF9' } };

    const refused = await admin(t, '/appointments/block', { date, reason: 'Formação', bookings: [decision] }, staffToken);
    expect(refused.status).toBe(403);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([]);
    expect(await t.db.select().from(blockedPeriods).where(eq(blockedPeriods.reason, 'Formação'))).toEqual([]);

    // A refund of more than was received is refused with the whole block.
    const tooMuch = await admin(t, '/appointments/block', { date, reason: 'Formação', bookings: [{ ...decision, refund: { ...decision.refund, amount: '1900' } }] }, owner.token);
    expect(tooMuch.status).toBe(409);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');

    const done = await admin(t, '/appointments/block', { date, reason: 'Formação', bookings: [decision] }, owner.token);
    expect(done.status).toBe(201);
    expect(done.json.message).toBe('Período bloqueado; 1 marcação cancelada (1 reembolsada) e cada cliente foi avisado por e-mail.');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', paidCents: 180_000, refundedCents: 180_000 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(row).toMatchObject({ amountCents: 180_000, method: 'mpesa', reference: 'MPREF9', staffId: owner.staff.id });
    const subjects = (await mailsTo(booking.email)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/cancelada/i), `Reembolso efetuado: ${booking.reference}`]));
    await t.db.delete(blockedPeriods).where(eq(blockedPeriods.id, done.json.data.id));
  });

  it('a booking that arrives after the list was read refuses the block and is named', async () => {
    const date = futureDate(13);
    const first = await bookingWithReceipt(date, '10:00');
    const late = await bookingWithReceipt(date, '14:00');
    const res = await admin(t, '/appointments/block', { date, reason: 'Obras', bookings: [{ id: first.id, action: 'cancel' }] }, staffToken);
    expect(res.status).toBe(409);
    expect(res.json.message).toContain(late.reference);
    expect((await bookingRow(first.id)).status).toBe('awaiting_receipt_review');
    expect(await t.db.select().from(blockedPeriods).where(eq(blockedPeriods.reason, 'Obras'))).toEqual([]);
    expect((await admin(t, '/appointments/block', { date, reason: 'Obras', bookings: [{ id: first.id, action: 'keep', refund: { amount: '1', method: 'cash' } }] }, staffToken)).status).toBe(400);
  });
});

describe('content', () => {
  it('writes a post, publishes it, features it, and the blog shows it', async () => {
    const list = await admin(t, '/blog/list', {}, staffToken);
    const categoryId = list.json.data.categories[0].id;
    const body = {
      title: 'Rotina de inverno para cabelos secos', excerpt: 'Três passos simples.', category_id: categoryId, author: 'Equipa da Clínica',
      main_image: '/images/blog/cronograma-capilar.svg', content: [{ type: 'heading', text: 'Hidratar' }, { type: 'paragraph', text: 'Use máscara uma vez por semana.' }],
      published: false,
    };
    const created = await admin(t, '/blog/save', body, staffToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ slug: 'rotina-de-inverno-para-cabelos-secos', published: false, read_time_minutes: 1 });
    const hidden = await t.request({ method: 'GET', url: `/functions/v1/blog-api/posts/${created.json.data.slug}`, headers: { authorization: 'Bearer test-anon-key-0123456789abcdef', apikey: 'test-anon-key-0123456789abcdef' } });
    expect(hidden.status).toBe(404);
    const published = await admin(t, '/blog/flags', { id: created.json.data.id, published: true, featured: true }, staffToken);
    expect(published.json.data).toMatchObject({ published: true, featured: true });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, created.json.data.id));
    expect(row).toMatchObject({ published: true, featured: true });
    expect((await admin(t, '/blog/save', { ...body, content: [] }, staffToken)).status).toBe(400);
    expect((await auditFor('blog_post', created.json.data.id)).map((a) => a.action)).toEqual(['blog_post.flags', 'blog_post.create']);
  });

  it('edits the services price list, which feeds the services API', async () => {
    const list = await admin(t, '/services/list', {}, staffToken);
    const service = list.json.data[0];
    const ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;
    const res = await admin(t, '/services/save', { ...service, price: '4100.00', price_note: 'por sessão', description: 'Nova descrição.' }, ownerToken);
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(clinicServices).where(eq(clinicServices.id, service.id));
    expect(row).toMatchObject({ priceCents: 410_000, priceNote: 'por sessão', description: 'Nova descrição.' });
    const pub = await t.request({ method: 'GET', url: '/functions/v1/services-api/services', headers: { authorization: 'Bearer test-anon-key-0123456789abcdef', apikey: 'test-anon-key-0123456789abcdef' } });
    expect(JSON.stringify(pub.json)).toContain('4100.00');
    expect((await admin(t, '/services/save', { ...service, price: '12,5' }, ownerToken)).status).toBe(400);
  });
});

describe('messages, subscribers and the dashboard', () => {
  it('marks a message read and unread, and a read message stays in the list', async () => {
    const [message] = await t.db.insert(contactMessages).values({ fullName: 'Rosa', email: 'rosa@exemplo.co.mz', subject: 'products', message: 'Têm o óleo?', privacyAcceptedAt: new Date() }).returning();
    const ids = async (filter: string) => (await admin(t, '/messages/list', { filter, per_page: 100 }, staffToken)).json.data.data.map((m: { id: number }) => m.id);
    expect(await ids('unread')).toContain(message!.id);
    const read = await admin(t, '/messages/read', { id: message!.id, read: true }, staffToken);
    expect(read.json.data.read_at).not.toBeNull();
    expect(await ids('unread')).not.toContain(message!.id);
    expect(await ids('all')).toContain(message!.id);
    expect(await ids('unanswered')).toContain(message!.id);
    expect((await admin(t, '/messages/read', { id: message!.id, read: false }, staffToken)).json.data.read_at).toBeNull();
  });

  it('exports subscribers as CSV that a spreadsheet cannot run', async () => {
    await t.db.insert(newsletterSubscribers).values([
      { email: '=cmd|calc@exemplo.co.mz', unsubscribeToken: randomBytes(8).toString('hex') },
      { email: 'normal@exemplo.co.mz', unsubscribeToken: randomBytes(8).toString('hex') },
    ]);
    const res = await admin(t, '/subscribers/export', { status: 'subscribed' }, staffToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain("\r\n'=cmd|calc@exemplo.co.mz;subscrito;");
    expect(res.body).toContain('\r\nnormal@exemplo.co.mz;subscrito;');
    const list = await admin(t, '/subscribers/list', { search: 'normal@' }, staffToken);
    expect(list.json.data.data).toHaveLength(1);
  });

  it('counts the orders placed this week from Monday 00:00 in Maputo, cancelled ones too, by the rule today uses', async () => {
    // Wednesday 25 November 2026, 12:00 in Maputo: the week began on Monday 23 at 00:00 (22:00 UTC on Sunday).
    const now = new Date('2026-11-25T10:00:00Z');
    const before = await opsDashboard(t.db, now);
    const sunday = await orderWithProof();
    const monday = await orderWithProof();
    const wednesday = await orderWithProof();
    await t.db.update(orders).set({ createdAt: new Date('2026-11-22T21:59:59Z') }).where(eq(orders.id, sunday.order.id));
    await t.db.update(orders).set({ createdAt: new Date('2026-11-22T22:00:00Z') }).where(eq(orders.id, monday.order.id));
    await t.db.update(orders).set({ createdAt: new Date('2026-11-25T09:00:00Z') }).where(eq(orders.id, wednesday.order.id));
    expect((await admin(t, '/orders/status', { id: wednesday.order.id, status: 5 }, staffToken)).status).toBe(200);
    const after = await opsDashboard(t.db, now);
    expect(after.week_orders - before.week_orders).toBe(2);
    expect(after.today_orders - before.today_orders).toBe(1);
    // The week never counts fewer orders than today.
    expect(after.week_orders).toBeGreaterThanOrEqual(after.today_orders);
  });

  it('counts today, the queue, appointments, unread messages and the week', async () => {
    const before = (await admin(t, '/dashboard/ops', {}, staffToken)).json.data;
    const { order } = await orderWithProof();
    await t.db.insert(contactMessages).values({ fullName: 'Lia', email: 'lia@exemplo.co.mz', subject: 'other', message: 'Olá', privacyAcceptedAt: new Date() });
    const after = (await admin(t, '/dashboard/ops', {}, staffToken)).json.data;
    expect(after.today_orders).toBe(before.today_orders + 1);
    expect(after.proofs_waiting).toBe(before.proofs_waiting + 1);
    expect(after.unread_messages).toBe(before.unread_messages + 1);
    // An order placed is not money: sales move only when the payment is recorded.
    expect(after.week_sales).toBe(before.week_sales);
    await admin(t, '/proofs/decide', { kind: 'order', id: order.id, decision: 'approve' }, staffToken);
    const paid = (await admin(t, '/dashboard/ops', {}, staffToken)).json.data;
    expect(Math.round(Number(paid.week_sales) * 100)).toBe(Math.round(Number(before.week_sales) * 100) + order.totalCents);
  });
});
