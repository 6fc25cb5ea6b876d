import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositCents } from '@shop/contract/bookings-offer';
import { startFakeMpesa, type FakeMpesa } from '../../../tools/fake-mpesa/fake-mpesa.ts';
import { bookings, mailOutbox, mpesaAttempts, payments } from '../src/db/schema.ts';
import { createMpesaClient } from '../src/modules/payments/mpesa/mpesa-client.ts';
import { recheckDueAttempts, type MpesaContext } from '../src/modules/payments/mpesa/mpesa-payments.ts';
import { consultation, fn, futureDate } from './clinic-helpers.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Decision 166: with M-Pesa configured, a consultation's 50 % advance is booked without a receipt and paid from
// the phone through the same charges as an order (one open charge, one payment row, late successes kept).

const API_KEY = 'test-mpesa-api-key-0003';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

let t: TestApp;
let fake: FakeMpesa;

beforeAll(async () => {
  fake = await startFakeMpesa({ apiKey: API_KEY, privateKey, serviceProviderCode: '171717' });
  t = await createTestApp({
    MPESA_API_URL: fake.url, MPESA_API_KEY: API_KEY, MPESA_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    MPESA_SERVICE_PROVIDER_CODE: '171717', MPESA_TIMEOUT_MS: '2500',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let slot = 0;
const TIMES = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'];
/** A free consultation slot per test. */
const nextSlot = () => ({ appointment_date: futureDate(12 + Math.floor(slot / TIMES.length)), appointment_time: TIMES[slot++ % TIMES.length] });

async function bookAdvance(key = `consulta-${slot}-${Date.now()}`) {
  const payload = consultation({ ...nextSlot(), payment_method: 'advance_50' });
  const res = await fn(t, 'POST', '/appointments-api/create', { payload, headers: { 'idempotency-key': key } });
  expect(res.status).toBe(201);
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, res.json.data.reference));
  return { booking: booking!, key, payload };
}

const pay = (booking: { reference: string; accessToken: string }, msisdn: string) =>
  t.shop('/mpesa-pay', { booking_reference: booking.reference, booking_token: booking.accessToken, msisdn });
const chargesFor = (reference: string) => fake.charges.filter((c) => c.transactionReference === reference);
const paymentsOf = (bookingId: number) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('booking the advance to pay by M-Pesa', () => {
  it('needs no receipt: the booking holds its slot awaiting 50 % of the price; a retry with the same key is the same booking', async () => {
    const { booking, key, payload } = await bookAdvance();
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'awaiting_payment', paymentMethod: 'advance_50', receiptFileId: null, dueNowCents: depositCents(booking.priceCents), paidCents: 0 });
    expect(booking.holdExpiresAt).not.toBeNull();
    const again = await fn(t, 'POST', '/appointments-api/create', { payload, headers: { 'idempotency-key': key } });
    expect(again.status).toBeLessThan(300);
    expect(again.json.data.reference).toBe(booking.reference);
    expect(await t.db.select().from(bookings).where(eq(bookings.reference, booking.reference))).toHaveLength(1);
  });
});

describe('paying the advance from the phone', () => {
  it('two taps at once: one charge of the advance, one payment row, the booking confirmed', async () => {
    const { booking } = await bookAdvance();
    fake.setScenario('258847733001', 'success');
    const answers = await Promise.all([pay(booking, '84 773 3001'), pay(booking, '84 773 3001')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(chargesFor(booking.reference)).toHaveLength(1);
    expect(chargesFor(booking.reference)[0]).toMatchObject({ amount: String(booking.dueNowCents / 100) });
    const rows = await paymentsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'mpesa', source: 'mpesa', amountCents: booking.dueNowCents, reference: chargesFor(booking.reference)[0]!.transactionId });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed', paidCents: booking.dueNowCents });
    // Paid: a third tap charges nothing.
    expect((await pay(booking, '84 773 3001')).json.data.attempt.state).toBe('paid');
    expect(chargesFor(booking.reference)).toHaveLength(1);
  });

  it('a wrong PIN is said plainly and nothing is recorded; a new try with a new reference pays', async () => {
    const { booking } = await bookAdvance();
    fake.setScenario('258847733002', 'wrong-pin');
    expect((await pay(booking, '258847733002')).json.data.attempt).toMatchObject({ state: 'failed', message: expect.stringMatching(/PIN/) });
    expect(await paymentsOf(booking.id)).toEqual([]);
    fake.setScenario('258847733002', 'success');
    expect((await pay(booking, '258847733002')).json.data.attempt.state).toBe('paid');
    const attempts = await t.db.select().from(mpesaAttempts).where(eq(mpesaAttempts.bookingId, booking.id)).orderBy(mpesaAttempts.id);
    expect(attempts.map((a) => a.status)).toEqual(['failed', 'paid']);
    expect(attempts[0]!.thirdPartyReference).not.toBe(attempts[1]!.thirdPartyReference);
    expect(await paymentsOf(booking.id)).toHaveLength(1);

    // The appointment book shows both charges, as the order page does.
    const { token } = await createStaffMember(t.db);
    const day = await admin(t, '/appointments/list', { from: booking.startsAt.toISOString().slice(0, 10) }, token);
    const found = day.json.data.appointments.find((a: { id: number }) => a.id === booking.id);
    expect(found.mpesa_charges.map((c: { status: string; third_party_reference: string }) => [c.status, c.third_party_reference])).toEqual(
      attempts.map((a) => [a.status, a.thirdPartyReference]),
    );
  });

  it('a late success after a shown "not confirmed" still pays the advance once and tells the client', async () => {
    const { booking } = await bookAdvance();
    fake.setScenario('258847733003', 'hang');
    expect((await pay(booking, '258847733003')).json.data.attempt.state).toBe('confirming');
    const worker = (offsetMs: number): MpesaContext => ({
      client: createMpesaClient(t.app.config.mpesa!), publicUrl: 'http://loja.test', staff: { to: 'equipa@exemplo.co.mz', publicUrl: 'http://loja.test' },
      now: () => new Date(Date.now() + offsetMs),
    });
    await recheckDueAttempts(t.db, worker(11 * 60_000), 100);
    expect((await t.db.select().from(mpesaAttempts).where(eq(mpesaAttempts.bookingId, booking.id)))[0]).toMatchObject({ status: 'failed', responseCode: 'not-confirmed' });
    fake.complete(chargesFor(booking.reference)[0]!.thirdPartyReference);
    await recheckDueAttempts(t.db, worker(60 * 60_000), 100);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect((await bookingRow(booking.id)).paidCents).toBe(booking.dueNowCents);
    const told = await t.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    expect(told.filter((m) => m.subject.startsWith('Pagamento recebido'))).toHaveLength(1);
  });
});

describe('without M-Pesa', () => {
  it('the advance still needs a receipt', async () => {
    const plain = await createTestApp();
    try {
      const res = await fn(plain, 'POST', '/appointments-api/create', { payload: consultation({ ...nextSlot(), payment_method: 'advance_50' }) });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Por favor, faça o upload do comprovativo de pagamento');
    } finally {
      await plain.close();
    }
  });
});
