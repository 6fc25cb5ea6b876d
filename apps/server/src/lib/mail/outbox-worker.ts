import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import type { MailAttachment, WhatsAppTemplateMessage } from '../../db/schema.ts';
import type { MessageChannel } from '@shop/contract/messaging';
import { DeliveryError } from '../messaging/delivery-error.ts';
import { deliverOnChannel } from '../messaging/messages.ts';
import { applyEarlyReport } from '../messaging/delivery-reports.ts';
import { parseSmsRecipient } from '../messaging/sms.ts';
import type { MailMessage, MailTransport } from './transport.ts';
import { startBackgroundLoop } from '../background-loop.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 10;

interface ClaimedRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[] | string;
  attempts: number;
  channel: MessageChannel;
  phone: string | null;
  whatsapp: WhatsAppTemplateMessage | string | null;
  sms_text: string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Delivers due mail. Rows are claimed with SKIP LOCKED so several instances never send the same
 * mail twice; a row left 'sending' by a crashed instance is retried after 5 minutes.
 * Failures back off exponentially (1 min, 2, 4 … ) and give up after MAX_ATTEMPTS.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, log?: FastifyBaseLogger): Promise<number> {
  const claimed = await queryRows<ClaimedRow>(db, sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    where id in (
      select id from mail_outbox
      where (status = 'pending' or status = 'sending') and next_attempt_at <= now()
      order by id
      limit ${BATCH}
      for update skip locked
    )
    returning id, "to", subject, text, html, attachments, attempts, channel, phone, whatsapp, sms_text`);
  for (const row of claimed) {
    const attachments = json(row.attachments);
    try {
      let sent: { via: MessageChannel; notes: string | null; providerId: string | null } = { via: parseSmsRecipient(row.to)?.channel ?? 'email', notes: null, providerId: null };
      const whatsapp = row.whatsapp === null ? null : json(row.whatsapp);
      const mail: MailMessage = { outboxId: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html, attachments, whatsapp };
      if (row.channel === 'email') {
        await transport.send(mail);
      } else {
        sent = await deliverOnChannel({ ...mail, whatsapp, channel: row.channel, phone: row.phone, smsText: row.sms_text }, transport, row.attempts >= MAX_ATTEMPTS);
        if (sent.notes) log?.warn({ outboxId: row.id, channel: row.channel, via: sent.via, error: sent.notes }, 'message fell back to another channel');
      }
      await db.execute(sql`
        update mail_outbox set status = 'sent', sent_at = now(), sent_via = ${sent.via}, last_error = ${sent.notes?.slice(0, 500) ?? null},
          provider_message_id = ${sent.providerId ? `${sent.via}:${sent.providerId}` : null}
        where id = ${row.id}`);
      // Sent is sent: a problem applying an early report must not send the message again.
      if (sent.providerId) await applyEarlyReport(db, `${sent.via}:${sent.providerId}`).catch((err) => log?.error({ err, outboxId: row.id }, 'early delivery report not applied'));
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      log?.warn({ outboxId: row.id, attempts: row.attempts, error: message }, 'mail delivery failed');
      // Every channel refused it for good: trying again would not help.
      const giveUp = row.attempts >= MAX_ATTEMPTS || (row.channel !== 'email' && err instanceof DeliveryError && err.permanent);
      await db.execute(sql`
        update mail_outbox
        set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${message},
            next_attempt_at = now() + (interval '1 minute' * power(2, ${row.attempts - 1}))
        where id = ${row.id}`);
    }
  }
  return claimed.length;
}

/** Polls the outbox in the background; stops when `stop()` is awaited. */
export function startOutboxWorker(db: Db, transport: MailTransport, log: FastifyBaseLogger, intervalMs = 2000) {
  return startBackgroundLoop(
    () => deliverDueMail(db, transport, log),
    (err) => log.error({ err }, 'outbox worker tick failed'),
    intervalMs,
  );
}
