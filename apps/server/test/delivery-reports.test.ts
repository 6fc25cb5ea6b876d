import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMozeSms, type FakeMozeSms } from '../../../tools/fake-mozesms/fake-mozesms.ts';
import { hubSignature, startFakeWhatsApp, whatsAppStatusBody, type FakeWhatsApp } from '../../../tools/fake-whatsapp/fake-whatsapp.ts';
import { mailOutbox, orders } from '../src/db/schema.ts';
import { deliverDueMail } from '../src/lib/mail/outbox-worker.ts';
import { withSms, type MailTransport } from '../src/lib/mail/transport.ts';
import { mozeSmsProvider } from '../src/lib/messaging/sms.ts';
import { templateParamCounts } from '../src/lib/messaging/templates.ts';
import { whatsAppCloudProvider } from '../src/lib/messaging/whatsapp.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Decision 165: a message the provider accepted and later reports undelivered is re-sent once by e-mail.

const APP_SECRET = 'test-whatsapp-app-secret-0001';
const VERIFY_TOKEN = 'test-verify-token-0001';
const SMS_TOKEN = 'test-sms-status-token-0001';

let t: TestApp;
let whatsapp: FakeWhatsApp;
let moze: FakeMozeSms;
let base: string;
let transport: MailTransport;

beforeAll(async () => {
  t = await createTestApp({ WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN, SMS_STATUS_TOKEN: SMS_TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  whatsapp = await startFakeWhatsApp({ token: 'tk', phoneNumberId: '100000000000001', templates: templateParamCounts(), webhook: { url: `${base}/webhooks/whatsapp`, appSecret: APP_SECRET } });
  moze = await startFakeMozeSms({ token: 'moze', deliveryReportUrl: `${base}/webhooks/sms?token=${SMS_TOKEN}` });
  const smtp: MailTransport = { kind: 'smtp', send: async () => undefined };
  transport = withSms(
    smtp,
    mozeSmsProvider({ baseUrl: moze.url, token: 'moze', senderId: 'CabeloMZ' }),
    whatsAppCloudProvider({ baseUrl: whatsapp.url, version: 'v21.0', phoneNumberId: '100000000000001', token: 'tk', language: 'pt_PT' }),
  );
});
afterAll(async () => {
  await whatsapp.close();
  await moze.close();
  await t.close();
});

const deliverAll = async () => {
  while ((await deliverDueMail(t.db, transport)) > 0);
};

async function placeOrder(channel: 'whatsapp' | 'sms', mobile: string) {
  const { customer, token } = await createCustomer(t.db, { mobile, messageChannel: channel });
  const { product } = await createProduct(t.db, { priceCents: 30_000, stock: 5 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const email = `entrega.${customer.id}@exemplo.co.mz`;
  const placed = await t.shop('/place-order', await checkoutBody(t, token, { email }), token);
  expect(placed.status).toBe(201);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.order_id));
  return order!;
}

const placedRow = async (orderId: number) =>
  (await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, orderId), isNotNull(mailOutbox.phone))).orderBy(mailOutbox.id))[0]!;
const fallbacksOf = (id: number) => t.db.select().from(mailOutbox).where(eq(mailOutbox.fallbackOf, id));

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json', ...headers } });

describe('the WhatsApp webhook is WhatsApp\'s alone', () => {
  it('answers the verify-token handshake with the challenge, and refuses a wrong token', async () => {
    const ok = await t.request({ method: 'GET', url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await t.request({ method: 'GET', url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=outro-token-qualquer&hub.challenge=1' })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/webhooks/whatsapp?hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` })).status).toBe(403);
  });

  it('refuses a status without the signature, signed with another secret, or changed after signing, and changes nothing', async () => {
    const order = await placeOrder('whatsapp', '258847711001');
    whatsapp.scenario = 'ok';
    await deliverAll();
    const row = await placedRow(order.id);
    expect(row).toMatchObject({ status: 'sent', sentVia: 'whatsapp' });
    expect(row.providerMessageId).toMatch(/^whatsapp:wamid\./);
    const wamid = row.providerMessageId!.slice('whatsapp:'.length);
    const body = JSON.stringify(whatsAppStatusBody('100000000000001', { id: wamid, to: '258847711001' }, 'failed'));

    expect((await post('/webhooks/whatsapp', body)).status).toBe(401);
    expect((await post('/webhooks/whatsapp', body, { 'x-hub-signature-256': hubSignature(body, 'outro-segredo-da-app-123') })).status).toBe(401);
    const tampered = body.replace('"failed"', '"failed" ');
    expect((await post('/webhooks/whatsapp', tampered, { 'x-hub-signature-256': hubSignature(body, APP_SECRET) })).status).toBe(401);
    expect((await post('/webhooks/whatsapp', body, { 'x-hub-signature-256': 'sha256=zz' })).status).toBe(401);
    expect(await placedRow(order.id)).toMatchObject({ deliveryFailedAt: null });
    expect(await fallbacksOf(row.id)).toHaveLength(0);

    // Signed right: accepted.
    expect((await post('/webhooks/whatsapp', body, { 'x-hub-signature-256': hubSignature(body, APP_SECRET) })).status).toBe(200);
    expect(await fallbacksOf(row.id)).toHaveLength(1);
  });
});

describe('a failure reported later falls back to e-mail once', () => {
  it('WhatsApp "failed" from the fake: the message is marked undelivered and its e-mail is sent, once however often it is reported', async () => {
    const order = await placeOrder('whatsapp', '258847711002');
    whatsapp.scenario = 'undelivered';
    await deliverAll();
    await whatsapp.reported();
    whatsapp.scenario = 'ok';
    const row = await placedRow(order.id);
    expect(row.deliveryFailedAt).not.toBeNull();
    expect(row.deliveryError).toMatch(/^whatsapp: #131026 Message undeliverable/);
    const [fallback] = await fallbacksOf(row.id);
    // The fake reports while deliverAll may still be looping, so the fallback can already be sent: its status is checked below.
    expect(fallback).toMatchObject({ channel: 'email', to: row.to, subject: row.subject, orderId: order.id });

    // WhatsApp repeats webhooks; several at once too.
    const wamid = row.providerMessageId!.slice('whatsapp:'.length);
    const again = await Promise.all([1, 2, 3].map(() => whatsapp.reportStatus(wamid, 'failed')));
    expect(again).toEqual([200, 200, 200]);
    expect(await fallbacksOf(row.id)).toHaveLength(1);

    await deliverAll();
    expect((await fallbacksOf(row.id))[0]).toMatchObject({ status: 'sent', sentVia: 'email' });

    const { token } = await createStaffMember(t.db);
    const messages = (await admin(t, '/orders/detail', { id: order.id }, token)).json.data.messages as { id: number; delivery_failed: boolean; fallback_of: number | null; problem: string | null }[];
    expect(messages.find((m) => m.id === row.id)).toMatchObject({ delivery_failed: true, problem: expect.stringMatching(/131026/) });
    expect(messages.find((m) => m.fallback_of === row.id)).toBeTruthy();
  });

  it('a "delivered" or "read" status changes nothing', async () => {
    const order = await placeOrder('whatsapp', '258847711003');
    await deliverAll();
    const row = await placedRow(order.id);
    const wamid = row.providerMessageId!.slice('whatsapp:'.length);
    expect(await whatsapp.reportStatus(wamid, 'delivered')).toBe(200);
    expect(await whatsapp.reportStatus(wamid, 'read')).toBe(200);
    expect(await placedRow(order.id)).toMatchObject({ deliveryFailedAt: null });
    expect(await fallbacksOf(row.id)).toHaveLength(0);
  });

  it('the SMS gateway\'s delivery report: the text is marked undelivered and the e-mail goes once', async () => {
    const order = await placeOrder('sms', '258847711004');
    moze.undeliverNext();
    await deliverAll();
    await moze.reported();
    const row = await placedRow(order.id);
    expect(row).toMatchObject({ sentVia: 'sms', deliveryError: 'sms: delivery report Número inalcançável' });
    expect(row.providerMessageId).toMatch(/^sms:fake-\d+$/);
    expect(await fallbacksOf(row.id)).toHaveLength(1);

    const report = JSON.stringify({ id: row.providerMessageId!.slice('sms:'.length), status: 'failed' });
    expect((await post(`/webhooks/sms?token=${SMS_TOKEN}`, report)).status).toBe(200);
    expect(await fallbacksOf(row.id)).toHaveLength(1);
  });

  it('refuses an SMS report without the token or with another one, and a body that is not a report', async () => {
    const report = JSON.stringify({ id: 'fake-1', status: 'failed' });
    expect((await post('/webhooks/sms', report)).status).toBe(401);
    expect((await post('/webhooks/sms?token=outro-token-qualquer-1', report)).status).toBe(401);
    expect((await post('/webhooks/sms', report, { authorization: `Bearer ${SMS_TOKEN}` })).status).toBe(200);
    expect((await post(`/webhooks/sms?token=${SMS_TOKEN}`, '{"status":1}')).status).toBe(400);
    expect((await post(`/webhooks/sms?token=${SMS_TOKEN}`, 'não é json')).status).toBe(400);
  });
});

describe('webhooks that are not configured', () => {
  it('are not there', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request({ method: 'GET', url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' })).status).toBe(404);
      expect((await plain.request({ method: 'POST', url: '/webhooks/whatsapp', payload: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
      expect((await plain.request({ method: 'POST', url: '/webhooks/sms', payload: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a report that arrives before the outbox wrote the id', () => {
  it('is kept and applied once the id is written: one fallback', async () => {
    const order = await placeOrder('whatsapp', '258847711005');
    // The report comes first (the provider answered, called back, and only then did the sender write the id).
    const next = `wamid.early${Date.now()}`;
    const body = JSON.stringify(whatsAppStatusBody('100000000000001', { id: next, to: '258847711005' }, 'failed'));
    expect((await post('/webhooks/whatsapp', body, { 'x-hub-signature-256': hubSignature(body, APP_SECRET) })).status).toBe(200);
    const row = await placedRow(order.id);
    expect(await fallbacksOf(row.id)).toHaveLength(0);
    const early: MailTransport = { ...transport, whatsapp: { send: async () => next } };
    while ((await deliverDueMail(t.db, early)) > 0);
    const sent = await placedRow(order.id);
    expect(sent).toMatchObject({ status: 'sent', sentVia: 'whatsapp', providerMessageId: `whatsapp:${next}` });
    expect(sent.deliveryFailedAt).not.toBeNull();
    expect(await fallbacksOf(row.id)).toHaveLength(1);
  });
});
