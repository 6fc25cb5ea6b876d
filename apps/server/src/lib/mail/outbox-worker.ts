import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema.ts';
import type { MailTransport } from './transport.ts';
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
}

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
    returning id, "to", subject, text, html, attachments, attempts`);
  for (const row of claimed) {
    const attachments = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as MailAttachment[]) : row.attachments;
    try {
      await transport.send({ outboxId: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html, attachments });
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      log?.warn({ outboxId: row.id, attempts: row.attempts, error: message }, 'mail delivery failed');
      const giveUp = row.attempts >= MAX_ATTEMPTS;
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
