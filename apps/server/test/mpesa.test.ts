import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MPESA_CONFIRMING_MESSAGE } from '@shop/contract/mpesa';
import { DEV_KEYS } from '../../../tools/fake-mpesa/dev-keys.ts';
import { startFakeMpesa, type FakeMpesa, type FakeScenario } from '../../../tools/fake-mpesa/fake-mpesa.ts';
import { ConfigError, testConfig } from '../src/config/env.ts';
import { bookings, mailOutbox, mpesaAttempts, orders, payments } from '../src/db/schema.ts';
import { createMpesaClient } from '../src/modules/payments/mpesa/mpesa-client.ts';
import { NOT_CONFIRMED_MESSAGE } from '../src/modules/payments/mpesa/mpesa-outcomes.ts';
import { recheckDueAttempts, startMpesaPayment, type MpesaContext } from '../src/modules/payments/mpesa/mpesa-payments.ts';
import { futureDate, insertPendingConsultation } from './clinic-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const API_KEY = 'test-mpesa-api-key-0001';
const privateKey = DEV_KEYS.privateKeyPem;
const PUBLIC_KEY_B64 = DEV_KEYS.publicKeyBase64;
/** Long enough for a loaded machine to answer at once, short enough that a held call ends the test quickly. */
const TIMEOUT_MS = 2500;

let t: TestApp;
let fake: FakeMpesa;

const mpesaEnv = (url: string) => ({
  MPESA_API_URL: url, MPESA_API_KEY: API_KEY, MPESA_PUBLIC_KEY: PUBLIC_KEY_B64, MPESA_SERVICE_PROVIDER_CODE: '171717', MPESA_ORIGIN: 'loja.test', MPESA_TIMEOUT_MS: String(TIMEOUT_MS),
});

beforeAll(async () => {
  fake = await startFakeMpesa({ apiKey: API_KEY, privateKey, serviceProviderCode: '171717' });
  t = await createTestApp(mpesaEnv(fake.url));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let number = 0;
/** A fresh Vodacom number per test, told what to answer. */
function phone(scenario: FakeScenario = 'success') {
  number++;
  const msisdn = `2588490${String(number).padStart(5, '0')}`;
  fake.setScenario(msisdn, scenario);
  return { msisdn, typed: `${msisdn.slice(3, 5)} ${msisdn.slice(5, 8)} ${msisdn.slice(8)}` };
}

async function unpaidOrder(priceCents = 50_000) {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents, stock: 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const res = await t.shop('/place-order', await checkoutBody(t, token, { email: `cliente.${customer.id}.${randomBytes(2).toString('hex')}@exemplo.co.mz` }), token);
  expect(res.status).toBe(201);
  return { token, order: await orderRow(res.json.data.order_id) };
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const attemptsOf = (orderId: number) => t.db.select().from(mpesaAttempts).where(eq(mpesaAttempts.orderId, orderId)).orderBy(mpesaAttempts.id);
const chargesFor = (reference: string) => fake.charges.filter((c) => c.transactionReference === reference);
const pay = (orderId: number, msisdn: string, token: string) => t.shop('/mpesa-pay', { order_id: orderId, msisdn }, token);
const look = (orderId: number, token: string) => t.shop('/mpesa-payment', { order_id: orderId }, token);

/** The worker's context, with a clock the test moves. */
const worker = (offsetMs: number): MpesaContext => ({
  client: createMpesaClient(t.app.config.mpesa!),
  publicUrl: 'http://loja.test',
  staff: { to: 'equipa@exemplo.co.mz', publicUrl: 'http://loja.test' },
  now: () => new Date(Date.now() + offsetMs),
});

beforeEach(() => {
  fake.queries.length = 0;
});

describe('settings', () => {
  it('all four M-Pesa settings or none; a key that is not RSA is refused at start', () => {
    expect(testConfig().mpesa).toBeNull();
    expect(() => testConfig({ MPESA_API_URL: 'https://api.sandbox.vm.co.mz' })).toThrow(ConfigError);
    expect(() => testConfig({ ...mpesaEnv('https://api.sandbox.vm.co.mz'), MPESA_PUBLIC_KEY: 'bm90IGEga2V5' })).toThrow(/MPESA_PUBLIC_KEY/);
    expect(testConfig(mpesaEnv('https://api.sandbox.vm.co.mz')).mpesa).toMatchObject({ serviceProviderCode: '171717', origin: 'loja.test' });
  });

  it('offers M-Pesa for an unpaid M-Pesa order, with what is due and the number given at checkout', async () => {
    const { order, token } = await unpaidOrder();
    const res = await look(order.id, token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ available: true, amount_due: (order.totalCents / 100).toFixed(2), suggested_msisdn: '+258 84 111 0000', attempt: null });
  });
});

describe('paying an order from the phone', () => {
  it('INS-0: one payment row with the M-Pesa transaction id, the order paid and confirmed, the customer e-mailed', async () => {
    const { order, token } = await unpaidOrder();
    const { msisdn, typed } = phone('success');
    const res = await pay(order.id, `+258 ${typed}`, token);
    expect(res.status).toBe(200);
    expect(res.json.data.attempt).toMatchObject({ state: 'paid', amount: (order.totalCents / 100).toFixed(2) });

    const [charge] = chargesFor(order.reference);
    expect(charge).toMatchObject({ msisdn, amount: String(order.totalCents / 100), origin: 'loja.test' });
    const rows = await paymentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'mpesa', source: 'mpesa', reference: charge!.transactionId, amountCents: order.totalCents, staffId: null });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', paidCents: order.totalCents, status: 1 });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: 'paid', thirdPartyReference: charge!.thirdPartyReference, transactionId: charge!.transactionId, paymentId: rows[0]!.id });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email)).orderBy(desc(mailOutbox.id));
    expect(mails.some((m) => m.subject === `Pagamento recebido: ${order.reference}`)).toBe(true);
  });

  it.each([
    ['cancelled', /Cancelou o pagamento/],
    ['wrong-pin', /PIN errado/],
    ['insufficient', /Saldo M-Pesa insuficiente/],
    ['invalid-msisdn', /não tem uma conta M-Pesa/],
    ['inactive', /não está ativa/],
  ] as const)('%s: a clear message, nothing recorded, and a new try (a new reference) may then succeed', async (scenario, message) => {
    const { order, token } = await unpaidOrder();
    const res = await pay(order.id, phone(scenario).msisdn, token);
    expect(res.status).toBe(200);
    expect(res.json.data.attempt.state).toBe('failed');
    expect(res.json.data.attempt.message).toMatch(message);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id)).paymentStatus).toBe('awaiting_proof');

    const again = await pay(order.id, phone('success').msisdn, token);
    expect(again.json.data.attempt.state).toBe('paid');
    const refs = chargesFor(order.reference).map((c) => c.thirdPartyReference);
    expect(new Set(refs).size).toBe(2);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('refuses a number that is not Vodacom M-Pesa without calling M-Pesa', async () => {
    const { order, token } = await unpaidOrder();
    for (const wrong of ['86 123 4567', '21 49 0000', '84 123', 'abc']) {
      const res = await pay(order.id, wrong, token);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/número Vodacom M-Pesa \(84 ou 85\)/);
    }
    expect(chargesFor(order.reference)).toEqual([]);
  });

  it("another customer's order is not found, and a guest must sign in", async () => {
    const { order } = await unpaidOrder();
    const other = await createCustomer(t.db);
    expect((await pay(order.id, phone().msisdn, other.token)).status).toBe(404);
    expect((await pay(order.id, phone().msisdn, '')).status).toBe(401);
    expect(chargesFor(order.reference)).toEqual([]);
  });
});

describe('no final word from M-Pesa', () => {
  it.each([
    ['mpesa-timeout', 'INS-9', 'status-expired'],
    ['internal', 'INS-1', 'status-failed'],
    ['duplicate', 'INS-10', 'status-failed'],
  ] as const)('%s (%s) is "a confirmar" until the status query says otherwise', async (scenario, code, settled) => {
    const { order, token } = await unpaidOrder();
    const res = await pay(order.id, phone(scenario).msisdn, token);
    expect(res.json.data.attempt).toMatchObject({ state: 'confirming', message: MPESA_CONFIRMING_MESSAGE });
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'confirming', responseCode: code });

    expect(await recheckDueAttempts(t.db, worker(60_000), 100)).toBeGreaterThanOrEqual(1);
    const [attempt] = await attemptsOf(order.id);
    expect(fake.queries.some((q) => q.thirdPartyReference === attempt!.thirdPartyReference)).toBe(true);
    expect(attempt).toMatchObject({ status: 'failed', responseCode: settled });
    expect((await look(order.id, token)).json.data.attempt.state).toBe('failed');
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it('a timeout (no answer in time) never charges twice: a second try asks about the first; its completion marks the order paid once', async () => {
    const { order, token } = await unpaidOrder();
    const { msisdn } = phone('hang');
    const first = await pay(order.id, msisdn, token);
    expect(first.json.data.attempt.state).toBe('confirming');
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'confirming', responseCode: 'timeout' });

    const second = await pay(order.id, msisdn, token);
    expect(second.status).toBe(200);
    expect(second.json.data.attempt.state).toBe('confirming');
    expect(chargesFor(order.reference)).toHaveLength(1);

    // Still pending at M-Pesa: still "a confirmar".
    await recheckDueAttempts(t.db, worker(60_000), 100);
    expect((await attemptsOf(order.id))[0]!.status).toBe('confirming');

    fake.complete(chargesFor(order.reference)[0]!.thirdPartyReference);
    await recheckDueAttempts(t.db, worker(5 * 60_000), 100);
    expect((await attemptsOf(order.id))[0]!.status).toBe('paid');
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('a late success after a shown failure still marks the order paid and e-mails the customer', async () => {
    const { order, token } = await unpaidOrder();
    await pay(order.id, phone('hang').msisdn, token);
    // Ten minutes on, M-Pesa still has no answer: the customer is told it was not confirmed.
    await recheckDueAttempts(t.db, worker(11 * 60_000), 100);
    const shown = await look(order.id, token);
    expect(shown.json.data.attempt).toMatchObject({ state: 'failed', message: NOT_CONFIRMED_MESSAGE });
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'failed', responseCode: 'not-confirmed' });

    fake.complete(chargesFor(order.reference)[0]!.thirdPartyReference);
    await recheckDueAttempts(t.db, worker(60 * 60_000), 100);
    expect((await attemptsOf(order.id))[0]!.status).toBe('paid');
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    expect(mails.filter((m) => m.subject === `Pagamento recebido: ${order.reference}`)).toHaveLength(1);
  });

  it('the answer lost on the way back (connection cut after paying): confirmed by the status query, one payment', async () => {
    const { order, token } = await unpaidOrder();
    const res = await pay(order.id, phone('drop').msisdn, token);
    expect(res.json.data.attempt.state).toBe('confirming');
    await recheckDueAttempts(t.db, worker(60_000), 100);
    expect((await look(order.id, token)).json.data.attempt.state).toBe('paid');
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('M-Pesa unreachable: nothing charged, said plainly, and a new try is allowed', async () => {
    const { order, token } = await unpaidOrder();
    const closed = await startFakeMpesa({ apiKey: API_KEY, privateKey });
    await closed.close();
    const ctx: MpesaContext = { ...worker(0), client: createMpesaClient({ ...t.app.config.mpesa!, apiUrl: closed.url }) };
    const view = await startMpesaPayment(t.db, { kind: 'order', orderId: order.id, customerId: order.customerId }, phone().msisdn, ctx);
    expect(view.attempt).toMatchObject({ state: 'failed', message: expect.stringMatching(/Não foi possível contactar o M-Pesa. Nada foi cobrado/) });
    expect((await pay(order.id, phone().msisdn, token)).json.data.attempt.state).toBe('paid');
  });
});

describe('never two charges', () => {
  it('a retry after the response was lost answers the paid charge: no second charge', async () => {
    const { order, token } = await unpaidOrder();
    const { msisdn } = phone();
    expect((await pay(order.id, msisdn, token)).json.data.attempt.state).toBe('paid');
    const retry = await pay(order.id, msisdn, token);
    expect(retry.status).toBe(200);
    expect(retry.json.data.attempt.state).toBe('paid');
    expect(chargesFor(order.reference)).toHaveLength(1);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('five simultaneous clicks (two tabs, a double tap) start one charge', async () => {
    const { order, token } = await unpaidOrder();
    const { msisdn } = phone('hang');
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(order.id, msisdn, token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.every((r) => r.json.data.attempt.state === 'confirming')).toBe(true);
    expect(chargesFor(order.reference)).toHaveLength(1);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('the database refuses a second open charge for one order', async () => {
    const { order } = await unpaidOrder();
    const row = { orderId: order.id, transactionReference: order.reference, msisdn: '258841234567', amountCents: 100, status: 'confirming' as const };
    await t.db.insert(mpesaAttempts).values({ ...row, thirdPartyReference: `T${randomBytes(6).toString('hex')}` });
    await expect(t.db.insert(mpesaAttempts).values({ ...row, thirdPartyReference: `T${randomBytes(6).toString('hex')}` })).rejects.toThrow();
  });
});

describe('booking deposits', () => {
  it('the deposit of a booking is paid by whoever holds its reference and token; the booking is confirmed', async () => {
    const booking = await insertPendingConsultation(t.db, futureDate(9), '11:00');
    const target = { booking_reference: booking.reference, booking_token: booking.accessToken };
    expect((await t.shop('/mpesa-pay', { ...target, booking_token: 'wrong', msisdn: phone().msisdn })).status).toBe(404);
    const before = await t.shop('/mpesa-payment', target);
    expect(before.json.data).toMatchObject({ available: true, amount_due: '1800.00', suggested_msisdn: '+258 84 123 4567' });

    const res = await t.shop('/mpesa-pay', { ...target, msisdn: phone().msisdn });
    expect(res.status).toBe(200);
    expect(res.json.data.attempt).toMatchObject({ state: 'paid', amount: '1800.00' });
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ paidCents: 180_000, status: 'confirmed', paymentStatus: 'approved' });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
  });
});
