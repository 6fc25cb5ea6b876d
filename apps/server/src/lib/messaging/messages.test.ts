import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { deliverDueMail } from '../mail/outbox-worker.ts';
import { withSms, type MailTransport } from '../mail/transport.ts';
import { startFakeMozeSms, type FakeMozeSms } from '../../../../../tools/fake-mozesms/fake-mozesms.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../../../../tools/fake-whatsapp/fake-whatsapp.ts';
import { enqueueMessage, type Message } from './messages.ts';
import { mozeSmsProvider } from './sms.ts';
import { smsTextOf, templateParamCount, templateParamCounts, WHATSAPP_TEMPLATES, type MessageEvent } from './templates.ts';
import { whatsAppCloudProvider, whatsAppProviderFor } from './whatsapp.ts';

const TOKEN = 'segredo-whatsapp';
const PHONE_ID = '100000000000001';

let database: Database;
let whatsapp: FakeWhatsApp;
let moze: FakeMozeSms;
let mailed: string[];
const smtp: MailTransport = { kind: 'smtp', send: async (m) => void mailed.push(m.to) };

const whatsAppSender = (timeoutMs = 2_000) =>
  whatsAppCloudProvider({ baseUrl: whatsapp.url, version: 'v21.0', phoneNumberId: PHONE_ID, token: TOKEN, language: 'pt_PT' }, timeoutMs);
const smsSender = () => mozeSmsProvider({ baseUrl: moze.url, token: 'segredo-moze', senderId: 'CabeloMZ' });

const message = (over: Partial<Message> = {}): Message => ({
  event: 'order_placed',
  channel: 'whatsapp',
  email: 'cliente@exemplo.co.mz',
  phone: '258841110001',
  params: ['Ana', 'SF-1001', '1 500,00 MT', 'https://loja.exemplo/encomendas/1'],
  mail: { subject: 'Encomenda recebida', text: 'Recebemos a sua encomenda.' },
  ...over,
});

const row = async (id: number | null) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!)))[0]!;
const makeDue = (id: number | null) => database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) }).where(eq(mailOutbox.id, id!));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  mailed = [];
  whatsapp = await startFakeWhatsApp({ token: TOKEN, phoneNumberId: PHONE_ID, templates: templateParamCounts() });
  moze = await startFakeMozeSms({ token: 'segredo-moze' });
});
afterEach(async () => {
  await whatsapp.close();
  await moze.close();
});

describe('WhatsApp template messages, against the local fake', () => {
  const EXAMPLES: Record<MessageEvent, string[]> = {
    order_placed: ['Ana', 'SF-1001', '1 500,00 MT', 'https://loja.exemplo/encomendas/1'],
    payment_confirmed: ['Ana', '1 500,00 MT', 'a encomenda SF-1001'],
    order_shipped: ['Ana', 'SF-1001', 'Entrega em Maputo', 'https://loja.exemplo/encomendas/1'],
    booking_confirmed: ['Ana', 'M-2001', 'Consulta capilar', 'quinta-feira, 3 de dezembro de 2026, às 10:00 (hora de Maputo)'],
    booking_reminder: ['Ana', 'M-2001', 'Consulta capilar', 'amanhã, às 10:00', '+258 84 000 0000'],
    staff_alert: ['encomenda SF-1001 paga por M-Pesa (1 500,00 MT)', 'https://loja.exemplo/admin/encomendas/1'],
  };

  it('sends each event as its approved template, with the body parameters in order', async () => {
    const ids: Record<string, number | null> = {};
    for (const [event, params] of Object.entries(EXAMPLES) as [MessageEvent, string[]][]) {
      expect(params).toHaveLength(templateParamCount(WHATSAPP_TEMPLATES[event].body));
      ids[event] = await enqueueMessage(database.db, message({ event, params, phone: `+2588411100${String(Object.keys(ids).length).padStart(2, '0')}` }));
    }
    await deliverDueMail(database.db, withSms(smtp, smsSender(), whatsAppSender()));
    expect([...whatsapp.messages].sort((a, b) => a.to.localeCompare(b.to)).map(({ to, template, language, params }) => ({ to, template, language, params }))).toEqual(
      (Object.entries(EXAMPLES) as [MessageEvent, string[]][]).map(([event, params], i) => ({
        to: `2588411100${String(i).padStart(2, '0')}`,
        template: WHATSAPP_TEMPLATES[event].name,
        language: 'pt_PT',
        params,
      })),
    );
    for (const id of Object.values(ids)) expect(await row(id)).toMatchObject({ status: 'sent', channel: 'whatsapp', sentVia: 'whatsapp', lastError: null });
    expect(mailed).toEqual([]);
    expect(moze.messages).toEqual([]);
  });

  it('is refused by WhatsApp when a template gets the wrong number of parameters (the fake checks as WhatsApp does)', async () => {
    await expect(whatsAppSender().send({ to: '+258841110099', template: 'encomenda_recebida', params: ['Ana'] })).rejects.toMatchObject({
      permanent: true,
      message: expect.stringMatching(/#132000/),
    });
  });

  it('falls back to SMS when WhatsApp refuses for good, with the same words', async () => {
    whatsapp.scenario = 'reject';
    const id = await enqueueMessage(database.db, message({ phone: '258841110101' }));
    await deliverDueMail(database.db, withSms(smtp, smsSender(), whatsAppSender()));
    expect(whatsapp.messages).toEqual([]);
    expect(moze.messages).toEqual([{ phone: '+258841110101', message: smsTextOf('order_placed', message().params), sender_id: 'CabeloMZ' }]);
    expect(moze.messages[0]!.message).toContain('recebemos a sua encomenda SF-1001 no valor de 1 500,00 MT');
    expect(await row(id)).toMatchObject({ status: 'sent', sentVia: 'sms', lastError: expect.stringMatching(/whatsapp: .*HTTP 400.*#131026/) });
    expect(mailed).toEqual([]);
  });

  it('falls back to e-mail when WhatsApp and SMS both refuse, or are off', async () => {
    whatsapp.scenario = 'reject';
    moze.failNext(422);
    const refused = await enqueueMessage(database.db, message({ phone: '258841110201' }));
    await deliverDueMail(database.db, withSms(smtp, smsSender(), whatsAppSender()));
    expect(await row(refused)).toMatchObject({ status: 'sent', sentVia: 'email', lastError: expect.stringMatching(/whatsapp: .*; sms: MozeSMS answered HTTP 422/) });

    const off = await enqueueMessage(database.db, message({ phone: '258841110202', email: 'outra@exemplo.co.mz' }));
    await deliverDueMail(database.db, withSms(smtp, null, null));
    expect(await row(off)).toMatchObject({ status: 'sent', sentVia: 'email', lastError: 'whatsapp: not configured; sms: not configured' });
    expect(mailed).toEqual(['cliente@exemplo.co.mz', 'outra@exemplo.co.mz']);
    expect(whatsapp.messages).toEqual([]);
  });

  it('an SMS choice goes by SMS, and by e-mail when SMS is off', async () => {
    const bySms = await enqueueMessage(database.db, message({ channel: 'sms', phone: '258851110301' }));
    await deliverDueMail(database.db, withSms(smtp, smsSender(), whatsAppSender()));
    expect(moze.messages.map((m) => m.phone)).toEqual(['+258851110301']);
    expect(whatsapp.messages).toEqual([]);
    expect(await row(bySms)).toMatchObject({ sentVia: 'sms', status: 'sent' });
  });

  it('tries WhatsApp again later when it is down or slow, and falls back only on the last attempt', async () => {
    whatsapp.scenario = 'unavailable';
    const id = await enqueueMessage(database.db, message({ phone: '258841110401' }));
    const transport = withSms(smtp, smsSender(), whatsAppSender(300));
    await deliverDueMail(database.db, transport);
    expect(await row(id)).toMatchObject({ status: 'pending', sentVia: null, lastError: expect.stringMatching(/HTTP 503/) });

    whatsapp.scenario = 'slow';
    whatsapp.slowMs = 2_000;
    await makeDue(id);
    await deliverDueMail(database.db, transport);
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/WhatsApp unreachable/) });
    expect(moze.messages).toEqual([]);

    whatsapp.scenario = 'unavailable';
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0), attempts: 7 }).where(eq(mailOutbox.id, id!));
    await deliverDueMail(database.db, transport);
    expect(await row(id)).toMatchObject({ status: 'sent', sentVia: 'sms' });
    expect(moze.messages.map((m) => m.phone)).toEqual(['+258841110401']);
  });

  it('gives up at once, as failed, when no channel can take it (no e-mail to fall back to)', async () => {
    whatsapp.scenario = 'reject';
    const id = await enqueueMessage(database.db, message({ phone: '258841110501', email: null }));
    await deliverDueMail(database.db, withSms(smtp, null, whatsAppSender()));
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/not delivered on any channel/) });
  });

  it('sends each message once when two outbox workers run at the same moment', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await enqueueMessage(database.db, message({ phone: `2588411106${String(i).padStart(2, '0')}` })))!);
    const a = withSms(smtp, smsSender(), whatsAppSender());
    const b = withSms(smtp, smsSender(), whatsAppSender());
    await Promise.all([deliverDueMail(database.db, a), deliverDueMail(database.db, b), deliverDueMail(database.db, a), deliverDueMail(database.db, b)]);
    const to = whatsapp.messages.map((m) => m.to).sort();
    expect(to).toEqual(ids.map((_, i) => `2588411106${String(i).padStart(2, '0')}`));
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentVia === 'whatsapp')).toBe(true);
  });

  it('queues an e-mail when the client has no number, and nothing without either', async () => {
    const id = await enqueueMessage(database.db, message({ phone: null }));
    expect(await row(id)).toMatchObject({ channel: 'email', phone: null, whatsapp: null });
    expect(await enqueueMessage(database.db, message({ phone: null, email: null }))).toBeNull();
  });
});

describe('WhatsApp configuration', () => {
  it('is off unless both the token and the phone number id are set', () => {
    expect(whatsAppProviderFor(loadConfig({}))).toBeNull();
    expect(whatsAppProviderFor(loadConfig({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: PHONE_ID }))).not.toBeNull();
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toThrow(/numeric/);
    expect(() => loadConfig({ WHATSAPP_API_VERSION: '21' })).toThrow(/v21\.0/);
  });
});
