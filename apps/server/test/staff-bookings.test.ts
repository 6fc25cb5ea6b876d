import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adminAuditLog, bookingEvents, bookings, mailOutbox } from '../src/db/schema.ts';
import { maputoInstant, maputoParts, maputoToday } from '../src/lib/maputo-time.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { consultation, fn, futureDate } from './clinic-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(() => t.close());

const phoneBooking = (overrides: Record<string, unknown> = {}) => ({
  service: 'presencial', date: futureDate(6), time: '11:00', full_name: 'Júlia Nhantumbo', phone: '84 555 1234', email: 'julia@exemplo.co.mz', channel: 'telefone', ...overrides,
});

const bookingByReference = async (reference: string) => (await t.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

describe('staff book for a client', () => {
  it('refuses guests and customers', async () => {
    const { token } = await createCustomer(t.db);
    for (const path of ['/appointments/create', '/appointments/move', '/appointments/slots']) {
      expect((await admin(t, path, {})).status).toBe(401);
      expect((await admin(t, path, {}, token)).status).toBe(401);
    }
  });

  it('creates a confirmed booking paid at the clinic, e-mails the client and records who made it', async () => {
    const res = await admin(t, '/appointments/create', phoneBooking(), staffToken);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Marcação criada e confirmada; o cliente recebeu um e-mail.');
    const row = await bookingByReference(res.json.data.reference);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'pay_at_clinic', paymentMethod: 'establishment', phone: '258845551234', holdExpiresAt: null, dueNowCents: 0 });
    expect(row.priceCents).toBeGreaterThan(0);
    const [mail] = await mailsTo('julia@exemplo.co.mz');
    expect(mail!.subject).toContain(`Marcação confirmada: ${row.reference}`);
    expect(mail!.text).not.toContain('Confirmamos a marcação por WhatsApp');
    expect(mail!.attachments[0]!.filename).toBe(`marcacao-${row.reference}.ics`);
    const [event] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(event).toMatchObject({ actor: 'staff', toStatus: 'confirmed', note: 'Marcada pela clínica (telefone).' });
    const [audit] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'booking'), eq(adminAuditLog.entityId, String(row.id))));
    expect(audit!.action).toBe('appointment.create');
    // No "new booking" alert to the clinic for a booking the clinic made.
    expect((await t.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like ${`Nova marcação ${row.reference}%`}`)).length).toBe(0);
  });

  it('books a walk-in for the slot under way, which a customer could not (24-hour notice), and sends no mail without an address', async () => {
    // A time that is always in the future of today's slots is not guaranteed (the clinic may be closed now), so the
    // rule is proven on the slot list: staff see the next hours free where the customer's list says "notice".
    const date = futureDate(1);
    const staffSlots = await admin(t, '/appointments/slots', { service: 'presencial', date }, staffToken);
    expect(staffSlots.status).toBe(200);
    const customerSlots = await fn(t, 'GET', `/appointments-api/available-slots?date=${date}&type=presencial`);
    const early = staffSlots.json.data.filter((s: { available: boolean }) => s.available).map((s: { time: string }) => s.time);
    const customerFree = customerSlots.json.data.filter((s: { available: boolean }) => s.available).map((s: { time: string }) => s.time);
    expect(early.length).toBeGreaterThanOrEqual(customerFree.length);
    const time = early[0] as string;
    const res = await admin(t, '/appointments/create', phoneBooking({ date, time, email: '', channel: 'balcão', full_name: 'Cliente ao balcão' }), staffToken);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Marcação criada e confirmada.');
    const row = await bookingByReference(res.json.data.reference);
    expect(row.email).toBe('');
    expect(maputoParts(row.startsAt)).toMatchObject({ date, time });
  });

  it('refuses a taken slot, a blocked one and a closed hour with Portuguese messages', async () => {
    const date = futureDate(7);
    expect((await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '10:00' }) })).status).toBe(201);
    const taken = await admin(t, '/appointments/create', phoneBooking({ date, time: '10:00' }), staffToken);
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Este horário já não está disponível. Escolha outro horário.');
    // Micro-needling has its own agenda: the same hour is free there.
    expect((await admin(t, '/appointments/create', phoneBooking({ date, time: '10:00', service: 'microneedling', sessions: 3, microneedling_area: 'scalp' }), staffToken)).status).toBe(201);
    expect((await admin(t, '/appointments/block', { date, from: '14:00', to: '16:00', reason: 'Formação' }, staffToken)).status).toBe(201);
    expect((await admin(t, '/appointments/create', phoneBooking({ date, time: '15:00' }), staffToken)).status).toBe(409);
    const closed = await admin(t, '/appointments/create', phoneBooking({ date, time: '20:00' }), staffToken);
    expect(closed.status).toBe(400);
    expect(closed.json.message).toBe('Escolha um dos horários disponíveis para esta data.');
    const bad = await admin(t, '/appointments/create', phoneBooking({ phone: '12', service: 'microneedling' }), staffToken);
    expect(bad.status).toBe(400);
    const slots = await admin(t, '/appointments/slots', { service: 'presencial', date }, staffToken);
    const byTime = Object.fromEntries(slots.json.data.map((s: { time: string; reason: string | null }) => [s.time, s.reason]));
    expect(byTime).toMatchObject({ '10:00': 'taken', '14:00': 'blocked', '15:00': 'blocked', '16:00': null });
  });

  it('links the booking to the shop account with that phone number', async () => {
    const { customer } = await createCustomer(t.db, { mobile: '258846667777' });
    const res = await admin(t, '/appointments/create', phoneBooking({ phone: '+258 84 666 7777', time: '14:00' }), staffToken);
    expect(res.status).toBe(201);
    expect((await bookingByReference(res.json.data.reference)).customerId).toBe(customer.id);
  });

  it('of 12 concurrent staff requests for one slot exactly one books it', async () => {
    const date = futureDate(9);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => admin(t, '/appointments/create', phoneBooking({ date, time: '12:00', full_name: `Cliente ${i}` }), staffToken)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from bookings where starts_at = ${maputoInstant(date, '12:00')} and resource = 'consultation'`);
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

describe('staff move a booking', () => {
  it('moves to a free time, frees the old one, e-mails the new time with a newer calendar file', async () => {
    const date = futureDate(10);
    const created = await admin(t, '/appointments/create', phoneBooking({ date, time: '09:00', email: 'mover@exemplo.co.mz' }), staffToken);
    const row = await bookingByReference(created.json.data.reference);
    const moved = await admin(t, '/appointments/move', { id: row.id, date, time: '13:00', note: 'A pedido da cliente.' }, staffToken);
    expect(moved.status).toBe(200);
    expect(moved.json.message).toBe(`Marcação remarcada para ${date} às 13:00.`);
    const after = await bookingByReference(row.reference);
    expect(maputoParts(after.startsAt)).toMatchObject({ date, time: '13:00' });
    expect(after.endsAt.getTime() - after.startsAt.getTime()).toBe(3_600_000);
    const [mail] = await mailsTo('mover@exemplo.co.mz');
    expect(mail!.subject).toBe(`A sua marcação foi remarcada: ${row.reference}`);
    expect(mail!.text).toContain('13:00');
    expect(mail!.text).toContain('A pedido da cliente.');
    const ics = Buffer.from(mail!.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics).toMatch(/SEQUENCE:[1-9]/);
    const slots = await admin(t, '/appointments/slots', { service: 'online', date }, staffToken);
    expect(slots.json.data.find((s: { time: string }) => s.time === '09:00').available).toBe(true);
    expect(slots.json.data.find((s: { time: string }) => s.time === '13:00').available).toBe(false);
    // Seen from the booking being moved, its own time is free to keep.
    const own = await admin(t, '/appointments/slots', { service: 'presencial', date, except: row.id }, staffToken);
    expect(own.json.data.find((s: { time: string }) => s.time === '13:00').available).toBe(true);
    const [audit] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'appointment.move'), eq(adminAuditLog.entityId, String(row.id))));
    expect(audit).toBeTruthy();
  });

  it('refuses a taken slot (the database settles the race), the same time, and a cancelled booking', async () => {
    const date = futureDate(11);
    const a = await bookingByReference((await admin(t, '/appointments/create', phoneBooking({ date, time: '09:00' }), staffToken)).json.data.reference);
    const b = await bookingByReference((await admin(t, '/appointments/create', phoneBooking({ date, time: '10:00' }), staffToken)).json.data.reference);
    const into = await admin(t, '/appointments/move', { id: a.id, date, time: '10:00' }, staffToken);
    expect(into.status).toBe(409);
    expect(into.json.code).toBe('SLOT_TAKEN');
    expect((await admin(t, '/appointments/move', { id: a.id, date, time: '09:00' }, staffToken)).status).toBe(400);
    // Two moves into one free slot at once: one wins, the other is refused by the slot index.
    const race = await Promise.all([a, b].map((x) => admin(t, '/appointments/move', { id: x.id, date, time: '16:00' }, staffToken)));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from bookings where starts_at = ${maputoInstant(date, '16:00')} and resource = 'consultation'`);
    expect(Number(held[0]!.n)).toBe(1);
    expect((await admin(t, '/appointments/status', { id: b.id, status: 'cancelled' }, staffToken)).status).toBe(200);
    const cancelled = await admin(t, '/appointments/move', { id: b.id, date, time: '17:00' }, staffToken);
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.message).toBe('Só é possível mudar o horário de uma marcação pendente ou confirmada.');
    expect((await admin(t, '/appointments/move', { id: 999_999, date, time: '17:00' }, staffToken)).status).toBe(404);
  });

  it('lists today under the staff rules: slots already over are past, none is held back for notice', async () => {
    const today = maputoToday(new Date());
    const res = await admin(t, '/appointments/slots', { service: 'presencial', date: today }, staffToken);
    for (const s of res.json.data as { time: string; available: boolean; reason: string | null }[]) {
      const ends = maputoInstant(today, s.time).getTime() + 3_600_000;
      if (ends <= Date.now()) expect(s.reason).toBe('past');
      else expect(s.reason).not.toBe('notice');
    }
  });
});
