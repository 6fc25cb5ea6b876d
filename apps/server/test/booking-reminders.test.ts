import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReminders, bookings, customers, mailOutbox } from '../src/db/schema.ts';
import { sendDueReminders } from '../src/modules/bookings/reminders.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(() => t.close());

const H = 3_600_000;
let offset = 0;
/** A booking at a unique start `hoursAhead` from now, made a week ago. */
async function booking(hoursAhead: number, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  // A minute apart from every other test booking, so no two share a slot.
  const startsAt = new Date(Math.floor((Date.now() + hoursAhead * H) / 60_000) * 60_000 + (offset += 60_000));
  const [row] = await t.db
    .insert(bookings)
    .values({
      reference: `CC-${randomBytes(3).toString('hex').toUpperCase()}`, accessToken: randomBytes(16).toString('hex'), kind: 'consultation', service: 'presencial',
      resource: 'consultation', startsAt, endsAt: new Date(startsAt.getTime() + H), status: 'confirmed', paymentMethod: 'establishment', paymentStatus: 'pay_at_clinic',
      priceCents: 150_000, dueNowCents: 0, fullName: 'Rosa Tembe', phone: '258841112233', email: `rosa.${randomBytes(3).toString('hex')}@exemplo.co.mz`,
      createdAt: new Date(Date.now() - 7 * 24 * H), ...overrides,
    })
    .returning();
  return row!;
}

const opts = (now = new Date()) => ({ now, publicUrl: 'https://loja.exemplo' });
const remindersOf = (id: number) => t.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, id));
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('appointment reminders', () => {
  it('sends the 24-hour reminder once, even when several instances run the job at the same moment', async () => {
    const b = await booking(20);
    const results = await Promise.all(Array.from({ length: 6 }, () => sendDueReminders(t.db, opts())));
    expect(results.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(new RegExp(`^Lembrete: a sua marcação é amanhã: ${b.reference}`));
    expect(mails[0]!.text).toContain('Rosa Tembe');
    expect(mails[0]!.html).toContain('Ver a marcação');
    expect((await remindersOf(b.id)).map((r) => [r.kind, r.channel, r.outboxId])).toEqual([['24h', 'email', mails[0]!.id]]);
    // The next tick finds it done.
    await sendDueReminders(t.db, opts());
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('then the 2-hour one, once', async () => {
    const b = await booking(1.5);
    await Promise.all([sendDueReminders(t.db, opts()), sendDueReminders(t.db, opts())]);
    await sendDueReminders(t.db, opts());
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(new RegExp(`^Lembrete: a sua marcação é daqui a pouco: ${b.reference}`));
    expect((await remindersOf(b.id)).map((r) => r.kind)).toEqual(['2h']);
  });

  it('sends nothing to a client who opted out, for a cancelled booking, or too early', async () => {
    const optedOut = await booking(20, { remindersOptOut: true });
    const cancelled = await booking(20, { status: 'cancelled' });
    const later = await booking(30);
    await sendDueReminders(t.db, opts());
    for (const b of [optedOut, cancelled, later]) expect(await mailsTo(b.email)).toHaveLength(0);
    expect(await t.db.select().from(bookingReminders).where(inArray(bookingReminders.bookingId, [optedOut.id, cancelled.id, later.id]))).toEqual([]);
  });

  it('goes on the channel the client chose in the profile, to the mobile on the account, once', async () => {
    const { customer } = await createCustomer(t.db, { mobile: '258847654321', messageChannel: 'whatsapp' });
    const b = await booking(21, { customerId: customer.id, phone: '258840000000' });
    await Promise.all([sendDueReminders(t.db, opts()), sendDueReminders(t.db, opts()), sendDueReminders(t.db, opts())]);
    const rows = await mailsTo(b.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'whatsapp',
      phone: '+258847654321',
      whatsapp: { template: 'lembrete_marcacao', params: ['Rosa', b.reference, expect.any(String), expect.stringContaining('(hora de Maputo)'), '+258 84 123 4567'] },
      smsText: expect.stringContaining(`lembramos a sua marcação ${b.reference}`),
    });
    // The e-mail rides in the same row, as the fallback.
    expect(rows[0]!.subject).toMatch(/^Lembrete: a sua marcação é amanhã/);
    expect((await remindersOf(b.id)).map((r) => [r.kind, r.channel])).toEqual([['24h', 'whatsapp']]);

    // A change of mind afterwards does not send the same reminder again on the new channel.
    await t.db.update(customers).set({ messageChannel: 'sms' }).where(eq(customers.id, customer.id));
    await sendDueReminders(t.db, opts());
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('sends nothing on any channel to a WhatsApp client who opted out of reminders', async () => {
    const { customer } = await createCustomer(t.db, { mobile: '258847650000', messageChannel: 'whatsapp' });
    const b = await booking(20, { customerId: customer.id, remindersOptOut: true });
    await sendDueReminders(t.db, opts());
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.phone, '+258847650000'))).toEqual([]);
    expect(await mailsTo(b.email)).toEqual([]);
    expect(await remindersOf(b.id)).toEqual([]);
  });

  it('reaches a client booked at the desk with a phone number only, by WhatsApp then SMS', async () => {
    const b = await booking(22, { phone: '258847651111', email: '' });
    await sendDueReminders(t.db, opts());
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.phone, '+258847651111'));
    expect(row).toMatchObject({ channel: 'whatsapp', to: '', whatsapp: { template: 'lembrete_marcacao' } });
    expect((await remindersOf(b.id)).map((r) => r.channel)).toEqual(['whatsapp']);
  });

  it('staff switch a booking’s reminders off and on; customers cannot', async () => {
    const b = await booking(40);
    const { token } = await createCustomer(t.db);
    expect((await admin(t, '/appointments/reminders', { id: b.id, enabled: false }, token)).status).toBe(401);
    const off = await admin(t, '/appointments/reminders', { id: b.id, enabled: false }, staffToken);
    expect(off.status).toBe(200);
    expect(off.json.message).toBe('Lembretes desligados para esta marcação.');
    expect((await t.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!.remindersOptOut).toBe(true);
    await sendDueReminders(t.db, opts(new Date(Date.now() + 20 * H)));
    expect(await mailsTo(b.email)).toHaveLength(0);
    expect((await admin(t, '/appointments/reminders', { id: b.id, enabled: true }, staffToken)).status).toBe(200);
    await sendDueReminders(t.db, opts(new Date(Date.now() + 20 * H)));
    expect(await mailsTo(b.email)).toHaveLength(1);
    expect((await admin(t, '/appointments/reminders', { id: 999_999, enabled: true }, staffToken)).status).toBe(404);
  });
});
