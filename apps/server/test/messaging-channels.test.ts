import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/contract/money';
import { customers, mailOutbox, orders } from '../src/db/schema.ts';
import { deliverDueMail } from '../src/lib/mail/outbox-worker.ts';
import { withSms, type MailTransport } from '../src/lib/mail/transport.ts';
import { templateParamCounts } from '../src/lib/messaging/templates.ts';
import { whatsAppCloudProvider } from '../src/lib/messaging/whatsapp.ts';
import { transitionOrder } from '../src/modules/orders/transitions.ts';
import { recordPayment } from '../src/modules/payments/money.ts';
import { startFakeWhatsApp } from '../../../tools/fake-whatsapp/fake-whatsapp.ts';
import { createStaffMember } from './admin-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsFor = (orderEmail: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, orderEmail)).orderBy(mailOutbox.id);

describe('the message channel in the profile', () => {
  it('is e-mail until the customer chooses, and SMS or WhatsApp need a mobile on the account', async () => {
    const { token: noMobile } = await createCustomer(t.db);
    const before = await t.shop('/user-detail', {}, noMobile);
    expect(before.json.data.message_channel).toBe('email');
    const refused = await t.shop('/profile-update', { message_channel: 'whatsapp' }, noMobile);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Para receber mensagens por SMS ou WhatsApp, indique primeiro o seu telemóvel.');
    const wrong = await t.shop('/profile-update', { message_channel: 'pombo' }, noMobile);
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(wrong.json)).toContain('Escolha e-mail, SMS ou WhatsApp.');

    const { customer, token } = await createCustomer(t.db, { mobile: '258841239900' });
    const chosen = await t.shop('/profile-update', { message_channel: 'whatsapp' }, token);
    expect(chosen.status).toBe(200);
    expect(chosen.json.data.message_channel).toBe('whatsapp');
    expect((await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]!.messageChannel).toBe('whatsapp');
    expect((await t.shop('/user-detail', {}, token)).json.data.message_channel).toBe('whatsapp');
  });
});

describe('transactional messages respect the choice', () => {
  it('order placed, payment confirmed and shipped go as WhatsApp templates to a WhatsApp customer; the fake gets them', async () => {
    const fake = await startFakeWhatsApp({ token: 'tk', phoneNumberId: '100000000000001', templates: templateParamCounts() });
    try {
      const { customer, token } = await createCustomer(t.db, { firstName: 'Lúcia', mobile: '258847771122', messageChannel: 'whatsapp' });
      const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 5 });
      await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
      const email = `lucia.${customer.id}@exemplo.co.mz`;
      const placed = await t.shop('/place-order', await checkoutBody(t, token, { email }), token);
      expect(placed.status).toBe(201);
      const orderId: number = placed.json.data.order_id;
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      const link = `${t.app.config.publicUrl.replace(/\/$/, '')}/orders/${orderId}`;

      const [placedRow] = await rowsFor(email);
      expect(placedRow).toMatchObject({
        channel: 'whatsapp',
        phone: '+258847771122',
        whatsapp: { template: 'encomenda_recebida', params: [order!.firstName, order!.reference, formatMoney(order!.totalCents), link] },
        subject: `Encomenda ${order!.reference} recebida`,
      });

      const member = await createStaffMember(t.db);
      await recordPayment(t.db, { target: { kind: 'order', id: orderId }, method: 'mpesa', amountCents: order!.totalCents }, { staff: { staffId: member.staff.id, email: member.staff.email }, publicUrl: t.app.config.publicUrl });
      const staff = { type: 'staff' as const, id: member.staff.id };
      await transitionOrder(t.db, orderId, 2, staff, { publicUrl: t.app.config.publicUrl });
      await transitionOrder(t.db, orderId, 3, staff, { publicUrl: t.app.config.publicUrl, shipment: { courier: 'Correios de Moçambique', trackingNumber: 'EE123456789MZ' } });

      const phoneRows = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.channel, 'whatsapp'))).orderBy(mailOutbox.id);
      expect(phoneRows.map((r) => r.whatsapp)).toEqual([
        { template: 'encomenda_recebida', params: [order!.firstName, order!.reference, formatMoney(order!.totalCents), link] },
        { template: 'pagamento_confirmado', params: [order!.firstName, formatMoney(order!.totalCents), `a encomenda ${order!.reference}`] },
        { template: 'encomenda_enviada', params: [order!.firstName, order!.reference, 'Correios de Moçambique, n.º de seguimento EE123456789MZ', link] },
      ]);
      // The other status changes (accepted, picked up) stay e-mails.
      expect((await rowsFor(email)).filter((r) => r.channel === 'email').length).toBeGreaterThanOrEqual(1);

      const mailed: string[] = [];
      const smtp: MailTransport = { kind: 'smtp', send: async (m) => void mailed.push(m.subject) };
      const sender = whatsAppCloudProvider({ baseUrl: fake.url, version: 'v21.0', phoneNumberId: '100000000000001', token: 'tk', language: 'pt_PT' });
      while ((await deliverDueMail(t.db, withSms(smtp, null, sender))) > 0);
      // The outbox sends due rows side by side: compare as sets.
      expect(fake.messages.filter((m) => m.to === '258847771122').map((m) => m.template).sort()).toEqual(['encomenda_enviada', 'encomenda_recebida', 'pagamento_confirmado']);
      for (const r of await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.channel, 'whatsapp')))) {
        expect(r).toMatchObject({ status: 'sent', sentVia: 'whatsapp' });
      }
    } finally {
      await fake.close();
    }
  });

  it('an e-mail customer gets the same events as plain e-mails', async () => {
    const { customer, token } = await createCustomer(t.db, { mobile: '258847771133' });
    const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const email = `email.${customer.id}@exemplo.co.mz`;
    expect((await t.shop('/place-order', await checkoutBody(t, token, { email }), token)).status).toBe(201);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ channel: 'email', phone: null, whatsapp: null, smsText: null });
  });
});
