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
import { enqueueSms, parseSmsRecipient, smsAvailable, webhookSmsProvider } from './sms.ts';

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
});
