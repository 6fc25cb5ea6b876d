import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageChannelText } from '@shop/contract/messaging';
import { DEV_KEYS } from '../../../tools/fake-mpesa/dev-keys.ts';
import { startFakeMpesa, type FakeMpesa } from '../../../tools/fake-mpesa/fake-mpesa.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../../tools/fake-whatsapp/fake-whatsapp.ts';
import { orders } from '../src/db/schema.ts';
import { deliverDueMail } from '../src/lib/mail/outbox-worker.ts';
import { withSms, type MailTransport } from '../src/lib/mail/transport.ts';
import { templateParamCounts } from '../src/lib/messaging/templates.ts';
import { whatsAppCloudProvider } from '../src/lib/messaging/whatsapp.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Decision 164: staff see on the order and in Pagamentos each M-Pesa charge, and how each message reached the client.

const API_KEY = 'test-mpesa-api-key-0002';
const privateKey = DEV_KEYS.privateKeyPem;

let t: TestApp;
let mpesa: FakeMpesa;
let whatsapp: FakeWhatsApp;
let staffToken: string;

beforeAll(async () => {
  mpesa = await startFakeMpesa({ apiKey: API_KEY, privateKey, serviceProviderCode: '171717' });
  whatsapp = await startFakeWhatsApp({ token: 'tk', phoneNumberId: '100000000000001', templates: templateParamCounts() });
  t = await createTestApp({
    MPESA_API_URL: mpesa.url, MPESA_API_KEY: API_KEY, MPESA_PUBLIC_KEY: DEV_KEYS.publicKeyBase64,
    MPESA_SERVICE_PROVIDER_CODE: '171717', MPESA_TIMEOUT_MS: '2500',
  });
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(async () => {
  await t.close();
  await mpesa.close();
  await whatsapp.close();
});

async function whatsAppCustomerOrder(mobile: string) {
  const { customer, token } = await createCustomer(t.db, { firstName: 'Neusa', mobile, messageChannel: 'whatsapp' });
  const { product } = await createProduct(t.db, { priceCents: 42_000, stock: 5 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const placed = await t.shop('/place-order', await checkoutBody(t, token, { email: `neusa.${customer.id}@exemplo.co.mz` }), token);
  expect(placed.status).toBe(201);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.order_id));
  return { order: order!, token };
}

const smtp: MailTransport = { kind: 'smtp', send: async () => undefined };
const deliverAll = async () => {
  const sender = whatsAppCloudProvider({ baseUrl: whatsapp.url, version: 'v21.0', phoneNumberId: '100000000000001', token: 'tk', language: 'pt_PT' });
  while ((await deliverDueMail(t.db, withSms(smtp, null, sender))) > 0);
};

describe('the order page', () => {
  it('lists each M-Pesa charge (failed with its INS code, then paid with the transaction id) and each message with its channel', async () => {
    const { order, token } = await whatsAppCustomerOrder('258847700101');
    mpesa.setScenario('258847700101', 'wrong-pin');
    expect((await t.shop('/mpesa-pay', { order_id: order.id, msisdn: '84 770 0101' }, token)).json.data.attempt.state).toBe('failed');
    // The order placed message: WhatsApp refuses it for good, so it goes by e-mail (no SMS gateway here).
    whatsapp.scenario = 'reject';
    await deliverAll();
    whatsapp.scenario = 'ok';
    mpesa.setScenario('258847700101', 'success');
    expect((await t.shop('/mpesa-pay', { order_id: order.id, msisdn: '84 770 0101' }, token)).json.data.attempt.state).toBe('paid');
    await deliverAll();

    const res = await admin(t, '/orders/detail', { id: order.id }, staffToken);
    expect(res.status).toBe(200);
    const detail = res.json.data;
    const [failed, paid] = detail.mpesa_charges;
    expect(detail.mpesa_charges).toHaveLength(2);
    expect(failed).toMatchObject({ status: 'failed', response_code: 'INS-6', transaction_id: null, msisdn: '+258 84 770 0101', amount: '420.00' });
    expect(failed.message).toMatch(/PIN/);
    const charge = mpesa.charges.find((c) => c.thirdPartyReference === paid.third_party_reference);
    expect(paid).toMatchObject({ status: 'paid', response_code: 'INS-0', transaction_id: charge!.transactionId, amount: '420.00' });
    expect(failed.third_party_reference).not.toBe(paid.third_party_reference);

    const placedMessage = detail.messages.find((m: { subject: string }) => m.subject === `Encomenda ${order.reference} recebida`);
    expect(placedMessage).toMatchObject({ channel: 'whatsapp', sent_via: 'email', status: 'sent', phone: '+258847700101' });
    expect(placedMessage.problem).toMatch(/whatsapp: WhatsApp answered HTTP 400 \(#131026/);
    expect(messageChannelText(placedMessage)).toBe('E-mail (em vez de WhatsApp)');
    const paidMessage = detail.messages.find((m: { subject: string }) => m.subject === `Pagamento recebido: ${order.reference}`);
    expect(paidMessage).toMatchObject({ channel: 'whatsapp', sent_via: 'whatsapp', status: 'sent' });
    expect(messageChannelText(paidMessage)).toBe('WhatsApp');
    // The accepted-order status mail is an e-mail, about this order too.
    expect(detail.messages.some((m: { channel: string; sent_via: string }) => m.channel === 'email' && m.sent_via === 'email')).toBe(true);
  });

  it('an order never charged by M-Pesa shows no charge', async () => {
    const { order } = await whatsAppCustomerOrder('258847700102');
    const detail = (await admin(t, '/orders/detail', { id: order.id }, staffToken)).json.data;
    expect(detail.mpesa_charges).toEqual([]);
    expect(detail.messages.map((m: { subject: string }) => m.subject)).toContain(`Encomenda ${order.reference} recebida`);
  });
});

describe('the payments page', () => {
  it('shows beside an order still awaiting money the M-Pesa charge that failed, so staff know what the customer tried', async () => {
    const { order, token } = await whatsAppCustomerOrder('258847700103');
    mpesa.setScenario('258847700103', 'insufficient');
    await t.shop('/mpesa-pay', { order_id: order.id, msisdn: '258847700103' }, token);
    const queue = (await admin(t, '/proofs/list', {}, staffToken)).json.data as { kind: string; id: number; mpesa_charges: unknown[] }[];
    const item = queue.find((i) => i.kind === 'order' && i.id === order.id);
    expect(item?.mpesa_charges).toEqual([expect.objectContaining({ status: 'failed', response_code: 'INS-2006', msisdn: '+258 84 770 0103' })]);
    expect(queue.filter((i) => i.id !== order.id).every((i) => Array.isArray(i.mpesa_charges))).toBe(true);
  });
});
