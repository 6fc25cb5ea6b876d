import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { devMailbox, mailOutbox } from '../../db/schema.ts';
import { deliverDueMail } from '../mail/outbox-worker.ts';
import { devMailboxTransport, withSms, type MailTransport } from '../mail/transport.ts';
import { startFakeMozeSms } from '../../../../../tools/fake-mozesms/fake-mozesms.ts';
import { startFakeWhatsApp } from '../../../../../tools/fake-whatsapp/fake-whatsapp.ts';
import { enqueueSms, mozeSmsProvider, parseSmsRecipient, smsAvailable, smsProviderFor, webhookSmsProvider } from './sms.ts';
import { templateParamCounts } from './templates.ts';
import { whatsAppCloudProvider } from './whatsapp.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('text messages through the outbox', () => {
  it('parses sms: and whatsapp: recipients, and nothing else', () => {
    expect(parseSmsRecipient('sms:+258841234567')).toEqual({ channel: 'sms', to: '+258841234567' });
    expect(parseSmsRecipient('whatsapp:+258841234567')).toEqual({ channel: 'whatsapp', to: '+258841234567' });
    expect(parseSmsRecipient('cliente@exemplo.co.mz')).toBeNull();
    expect(parseSmsRecipient('sms:841234567')).toBeNull();
  });

  it('lands in the development mailbox when no provider is configured', async () => {
    const id = await enqueueSms(database.db, { to: '258841234567', text: '123456 é o seu código' });
    await deliverDueMail(database.db, withSms(devMailboxTransport(database.db), null));
    const [row] = await database.db.select().from(devMailbox).where(eq(devMailbox.outboxId, id));
    expect(row).toMatchObject({ to: 'sms:+258841234567', text: '123456 é o seu código' });
  });

  it('goes to the webhook provider, never to the mail server, when one is configured', async () => {
    const received: unknown[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    const mailed: string[] = [];
    const smtp: MailTransport = { kind: 'smtp', send: async (m) => void mailed.push(m.to) };
    try {
      const id = await enqueueSms(database.db, { to: '+258821112222', text: 'Olá', channel: 'whatsapp' });
      await deliverDueMail(database.db, withSms(smtp, webhookSmsProvider(url, 'segredo')));
      expect(received).toContainEqual({ auth: 'Bearer segredo', body: { to: '+258821112222', channel: 'whatsapp', text: 'Olá' } });
      expect(mailed).not.toContain('whatsapp:+258821112222');
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row!.status).toBe('sent');
    } finally {
      server.close();
    }
  });

  it('retries later, instead of mailing, when a real mail server has no SMS provider beside it', async () => {
    const smtp: MailTransport = { kind: 'smtp', send: async () => {} };
    const id = await enqueueSms(database.db, { to: '+258823334444', text: 'x' });
    await deliverDueMail(database.db, withSms(smtp, null));
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/no SMS provider/) });
  });

  it('is available with a webhook, or in development without SMTP, and never in production without one', () => {
    expect(smsAvailable(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(smsAvailable(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(smsAvailable(loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'log' }))).toBe(false);
    expect(smsAvailable(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://x' }))).toBe(false);
    expect(smsAvailable(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', SMS_WEBHOOK_URL: 'https://sms.example' }))).toBe(true);
  });

  it('is available with MozeSMS configured, which needs its sender id', () => {
    expect(smsAvailable(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', MOZESMS_TOKEN: 't', MOZESMS_SENDER_ID: 'CabeloMZ' }))).toBe(true);
    expect(() => loadConfig({ MOZESMS_TOKEN: 't' })).toThrow(/MOZESMS_SENDER_ID/);
  });
});

describe('MozeSMS, against the local fake', () => {
  it('sends each text once through the outbox, as MozeSMS expects it, WhatsApp-asked texts too', async () => {
    const fake = await startFakeMozeSms({ token: 'segredo-moze' });
    const mailed: string[] = [];
    const smtp: MailTransport = { kind: 'smtp', send: async (m) => void mailed.push(m.to) };
    try {
      const config = loadConfig({ MOZESMS_TOKEN: 'segredo-moze', MOZESMS_SENDER_ID: 'CabeloMZ', MOZESMS_URL: `${fake.url}/`, SMS_WEBHOOK_URL: 'http://127.0.0.1:9/nunca' });
      const transport = withSms(smtp, smsProviderFor(config));
      const ids = [
        await enqueueSms(database.db, { to: '258845550001', text: '123456 é o seu código' }),
        await enqueueSms(database.db, { to: '+258865550002', text: 'Olá', channel: 'whatsapp' }),
      ];
      await deliverDueMail(database.db, transport);
      await deliverDueMail(database.db, transport);
      // The outbox sends due rows side by side: compare in number order.
      expect([...fake.messages].sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
        { phone: '+258845550001', message: '123456 é o seu código', sender_id: 'CabeloMZ' },
        { phone: '+258865550002', message: 'Olá', sender_id: 'CabeloMZ' },
      ]);
      expect(mailed).toEqual([]);
      for (const id of ids) expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.status).toBe('sent');
    } finally {
      await fake.close();
    }
  });

  it('keeps a text in the outbox when MozeSMS fails or refuses the token, and sends it on the next try', async () => {
    const fake = await startFakeMozeSms({ token: 'segredo-moze' });
    try {
      const wrongToken = withSms({ kind: 'smtp', send: async () => {} }, mozeSmsProvider({ baseUrl: fake.url, token: 'outro', senderId: 'CabeloMZ' }));
      const id = await enqueueSms(database.db, { to: '258845550003', text: 'código 654321' });
      await deliverDueMail(database.db, wrongToken);
      expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/HTTP 401/) });

      const right = withSms({ kind: 'smtp', send: async () => {} }, mozeSmsProvider({ baseUrl: fake.url, token: 'segredo-moze', senderId: 'CabeloMZ' }));
      fake.failNext(503);
      await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) }).where(eq(mailOutbox.id, id));
      await deliverDueMail(database.db, right);
      expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/HTTP 503/) });
      expect(fake.messages).toEqual([]);

      await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) }).where(eq(mailOutbox.id, id));
      await deliverDueMail(database.db, right);
      expect(fake.messages).toEqual([{ phone: '+258845550003', message: 'código 654321', sender_id: 'CabeloMZ' }]);
      expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.status).toBe('sent');
    } finally {
      await fake.close();
    }
  });
});

describe('a sign-in code asked for by WhatsApp (decision 166)', () => {
  it('goes as the authentication template with its copy-code button when WhatsApp is on; refused for good, by SMS; WhatsApp off, by SMS', async () => {
    const whatsapp = await startFakeWhatsApp({ token: 'tk', phoneNumberId: '100000000000001', templates: templateParamCounts() });
    const moze = await startFakeMozeSms({ token: 'segredo-moze' });
    const sent: { body: unknown }[] = [];
    const realFetch = globalThis.fetch;
    try {
      // Keep what goes to WhatsApp, to check the button as Meta documents it.
      globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        if (String(input).startsWith(whatsapp.url)) sent.push({ body: JSON.parse(String(init?.body)) });
        return realFetch(input, init);
      }) as typeof fetch;
      const smtp: MailTransport = { kind: 'smtp', send: async () => {} };
      const sender = whatsAppCloudProvider({ baseUrl: whatsapp.url, version: 'v21.0', phoneNumberId: '100000000000001', token: 'tk', language: 'pt_PT' });
      const transport = withSms(smtp, mozeSmsProvider({ baseUrl: moze.url, token: 'segredo-moze', senderId: 'CabeloMZ' }), sender);

      await enqueueSms(database.db, { to: '258847712001', text: '482913 é o seu código', channel: 'whatsapp', code: '482913' });
      while ((await deliverDueMail(database.db, transport)) > 0);
      expect(whatsapp.messages.map(({ to, template, params }) => ({ to, template, params }))).toEqual([{ to: '258847712001', template: 'codigo_acesso', params: ['482913'] }]);
      expect((sent[0]!.body as { template: { components: unknown[] } }).template.components).toContainEqual({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] });
      expect(moze.messages).toEqual([]);

      whatsapp.scenario = 'reject';
      await enqueueSms(database.db, { to: '258847712002', text: '771204 é o seu código', channel: 'whatsapp', code: '771204' });
      while ((await deliverDueMail(database.db, transport)) > 0);
      expect(moze.messages.map((m) => [m.phone, m.message])).toEqual([['+258847712002', '771204 é o seu código']]);

      const smsOnly = withSms(smtp, mozeSmsProvider({ baseUrl: moze.url, token: 'segredo-moze', senderId: 'CabeloMZ' }), null);
      await enqueueSms(database.db, { to: '258847712003', text: '100200 é o seu código', channel: 'whatsapp', code: '100200' });
      while ((await deliverDueMail(database.db, smsOnly)) > 0);
      expect(moze.messages.map((m) => m.phone)).toEqual(['+258847712002', '+258847712003']);
      expect(whatsapp.messages).toHaveLength(1);
    } finally {
      globalThis.fetch = realFetch;
      await whatsapp.close();
      await moze.close();
    }
  });
});
