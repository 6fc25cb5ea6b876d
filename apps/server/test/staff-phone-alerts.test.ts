import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEYS } from '../../../tools/fake-mpesa/dev-keys.ts';
import { startFakeMpesa, type FakeMpesa } from '../../../tools/fake-mpesa/fake-mpesa.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../../tools/fake-whatsapp/fake-whatsapp.ts';
import { ConfigError, testConfig } from '../src/config/env.ts';
import { mailOutbox, orders } from '../src/db/schema.ts';
import { deliverDueMail } from '../src/lib/mail/outbox-worker.ts';
import { withSms, type MailTransport } from '../src/lib/mail/transport.ts';
import { templateParamCounts } from '../src/lib/messaging/templates.ts';
import { whatsAppCloudProvider } from '../src/lib/messaging/whatsapp.ts';
import { consultation, fn, futureDate } from './clinic-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Decision 166: a new order paid, a new booking and a new contact message reach the staff's phones too, once each.

const API_KEY = 'test-mpesa-api-key-0004';
const privateKey = DEV_KEYS.privateKeyPem;
const STAFF = ['+258847000001', '+258857000002'];

let t: TestApp;
let mpesa: FakeMpesa;
let whatsapp: FakeWhatsApp;

beforeAll(async () => {
  mpesa = await startFakeMpesa({ apiKey: API_KEY, privateKey, serviceProviderCode: '171717' });
  whatsapp = await startFakeWhatsApp({ token: 'tk', phoneNumberId: '100000000000001', templates: templateParamCounts() });
  t = await createTestApp({
    MPESA_API_URL: mpesa.url, MPESA_API_KEY: API_KEY, MPESA_PUBLIC_KEY: DEV_KEYS.publicKeyBase64,
    MPESA_SERVICE_PROVIDER_CODE: '171717', MPESA_TIMEOUT_MS: '2500',
    STAFF_ALERT_PHONES: '84 700 0001, +258 85 700 0002',
  });
});
afterAll(async () => {
  await t.close();
  await mpesa.close();
  await whatsapp.close();
});

/** The staff phone rows whose text says `words`. */
const staffRows = (words: string) =>
  t.db.select().from(mailOutbox).where(and(inArray(mailOutbox.phone, STAFF), like(mailOutbox.smsText, `%${words}%`))).orderBy(mailOutbox.id);

describe('settings', () => {
  it('takes a comma-separated list of Mozambican mobiles, and refuses anything else', () => {
    expect(testConfig({ STAFF_ALERT_PHONES: '84 700 0001, +258 85 700 0002' }).staffAlertPhones).toEqual(['258847000001', '258857000002']);
    expect(testConfig().staffAlertPhones).toEqual([]);
    expect(() => testConfig({ STAFF_ALERT_PHONES: '84 700 0001, 21 000 000' })).toThrow(ConfigError);
  });
});

describe('alerts on the staff phones', () => {
  it('a new contact message: one WhatsApp row per staff phone, the template alerta_equipa with the back-office link', async () => {
    const name = `Rosa ${randomBytes(2).toString('hex')}`;
    const res = await fn(t, 'POST', '/contact-api', { payload: { full_name: name, email: 'rosa@exemplo.co.mz', phone: '+258 84 555 0101', subject: 'treatments', message: 'Gostaria de saber mais.', privacy_accepted: true } });
    expect(res.status).toBe(201);
    const rows = await staffRows(name);
    expect(rows.map((r) => r.phone).sort()).toEqual(STAFF);
    for (const r of rows) {
      expect(r).toMatchObject({ channel: 'whatsapp', to: '', whatsapp: { template: 'alerta_equipa', params: [expect.stringContaining(name), expect.stringMatching(/\/admin\/mensagens\?mensagem=\d+$/)] } });
    }
  });

  it('a new booking reaches the phones with its reference', async () => {
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: futureDate(20), appointment_time: '14:00' }) });
    expect(res.status).toBe(201);
    expect((await staffRows(`marcação ${res.json.data.reference}`)).map((r) => r.phone).sort()).toEqual(STAFF);
  });

  it('an order paid by M-Pesa: once per phone, however often the payment is confirmed; delivered once each by two outbox workers', async () => {
    const { customer, token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 25_000, stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const placed = await t.shop('/place-order', await checkoutBody(t, token, { email: `alerta.${customer.id}@exemplo.co.mz` }), token);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.order_id));
    // Placed, not paid: no phone alert yet (the new-order e-mail is enough).
    expect(await staffRows(`encomenda ${order!.reference}`)).toEqual([]);

    const answers = await Promise.all([1, 2].map(() => t.shop('/mpesa-pay', { order_id: order!.id, msisdn: '84 770 0999' }, token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await t.shop('/mpesa-pay', { order_id: order!.id, msisdn: '84 770 0999' }, token)).json.data.attempt.state).toBe('paid');
    const rows = await staffRows(`encomenda ${order!.reference} paga por M-Pesa`);
    expect(rows.map((r) => r.phone).sort()).toEqual(STAFF);

    const smtp: MailTransport = { kind: 'smtp', send: async () => undefined };
    const transport = withSms(smtp, null, whatsAppCloudProvider({ baseUrl: whatsapp.url, version: 'v21.0', phoneNumberId: '100000000000001', token: 'tk', language: 'pt_PT' }));
    await Promise.all([deliverDueMail(t.db, transport), deliverDueMail(t.db, transport)]);
    while ((await deliverDueMail(t.db, transport)) > 0);
    const sent = whatsapp.messages.filter((m) => m.template === 'alerta_equipa' && m.params[0]!.includes(order!.reference));
    expect(sent.map((m) => m.to).sort()).toEqual(['258847000001', '258857000002']);
  });
});

describe('without staff phones', () => {
  it('alerts stay e-mails', async () => {
    const plain = await createTestApp();
    try {
      const name = `Sem telefone ${randomBytes(2).toString('hex')}`;
      await fn(plain, 'POST', '/contact-api', { payload: { full_name: name, email: 'x@exemplo.co.mz', subject: 'treatments', message: 'Olá, uma pergunta.', privacy_accepted: true } });
      const rows = await plain.db.select().from(mailOutbox).where(like(mailOutbox.subject, `%${name}%`));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ channel: 'email', phone: null });
    } finally {
      await plain.close();
    }
  });
});
