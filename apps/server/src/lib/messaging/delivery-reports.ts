import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { earlyDeliveryReports, mailOutbox } from '../../db/schema.ts';

/**
 * Delivery failures the providers report after they accepted a message (decision 165): WhatsApp's
 * status webhook ("failed"), the SMS gateway's delivery report. The message is marked undelivered and
 * re-sent once by e-mail through the outbox.
 */

export type ReportedChannel = 'whatsapp' | 'sms';

/** What became of a report: a fallback e-mail queued, nothing to fall back to, already reported, or not (yet) known. */
export type ReportOutcome = 'fallback' | 'no-email' | 'already' | 'unknown';

/**
 * Marks the message undelivered and queues its e-mail, once: a row is marked only while unmarked,
 * and `mail_outbox_fallback_of_uq` lets one fallback row exist per message however often (and however
 * concurrently) the provider repeats the report.
 *
 * A provider may call back before the outbox has written the id it answered: the report is kept first
 * (`early_delivery_reports`, its own statement) and the outbox applies it once it writes the id
 * (`applyEarlyReport`). One of the two always sees the other's committed write.
 */
export async function reportDeliveryFailure(db: Db, report: { via: ReportedChannel; providerMessageId: string; error: string }): Promise<ReportOutcome> {
  const key = `${report.via}:${report.providerMessageId}`;
  const error = `${report.via}: ${report.error}`.slice(0, 500);
  await db.insert(earlyDeliveryReports).values({ providerMessageId: key, error }).onConflictDoNothing();
  const outcome = await db.transaction((tx) => markAndFallBack(tx, key, error));
  if (outcome !== 'unknown') await db.delete(earlyDeliveryReports).where(eq(earlyDeliveryReports.providerMessageId, key));
  return outcome;
}

/** After the outbox wrote a provider's id: a failure reported before that is applied now. */
export async function applyEarlyReport(db: Db, providerMessageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [early] = await tx.delete(earlyDeliveryReports).where(eq(earlyDeliveryReports.providerMessageId, providerMessageId)).returning();
    if (early) await markAndFallBack(tx, providerMessageId, early.error);
  });
}

async function markAndFallBack(tx: Db, key: string, error: string): Promise<ReportOutcome> {
  const marked = await tx
    .update(mailOutbox)
    .set({ deliveryFailedAt: new Date(), deliveryError: error })
    .where(and(eq(mailOutbox.providerMessageId, key), isNull(mailOutbox.deliveryFailedAt)))
    .returning();
  if (!marked.length) {
    const [seen] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.providerMessageId, key)).limit(1);
    return seen ? 'already' : 'unknown';
  }
  const withEmail = marked.filter((row) => row.to);
  if (!withEmail.length) return 'no-email';
  const queued = await tx
    .insert(mailOutbox)
    .values(withEmail.map((row) => ({
      to: row.to, subject: row.subject, text: row.text, html: row.html, attachments: row.attachments,
      orderId: row.orderId, bookingId: row.bookingId, fallbackOf: row.id,
    })))
    .onConflictDoNothing({ target: mailOutbox.fallbackOf })
    .returning({ id: mailOutbox.id });
  return queued.length ? 'fallback' : 'already';
}

/**
 * Meta signs each webhook with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the
 * raw body>`. Compared in constant time, on the bytes as received (a re-serialised body would differ).
 */
export function validHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

export interface WhatsAppStatus {
  id: string;
  status: string;
  error: string | null;
}

type WebhookBody = {
  object?: string;
  entry?: { changes?: { field?: string; value?: { statuses?: { id?: unknown; status?: unknown; errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[] }[] } }[] }[];
};

/** The message statuses in a WhatsApp Business Account webhook (`entry[].changes[].value.statuses[]`). */
export function whatsAppStatuses(body: unknown): WhatsAppStatus[] {
  const payload = body as WebhookBody | null;
  if (payload?.object !== 'whatsapp_business_account' || !Array.isArray(payload.entry)) return [];
  return payload.entry.flatMap((entry) =>
    (entry.changes ?? []).flatMap((change) =>
      change.field === 'messages'
        ? (change.value?.statuses ?? []).flatMap((s) => {
            if (typeof s.id !== 'string' || typeof s.status !== 'string') return [];
            const e = s.errors?.[0];
            const error = e ? `#${e.code ?? '?'} ${e.title ?? e.message ?? ''}${e.error_data?.details ? ` (${e.error_data.details})` : ''}`.trim() : null;
            return [{ id: s.id, status: s.status, error }];
          })
        : [],
    ),
  );
}

/** An SMS gateway's delivery report: `{ id, status }` (MozeSMS's message id), with an optional reason. */
export function smsDeliveryReport(body: unknown): { id: string; failed: boolean; error: string } | null {
  const report = body as { id?: unknown; status?: unknown; reason?: unknown; error?: unknown } | null;
  if (!report || (typeof report.id !== 'string' && typeof report.id !== 'number') || typeof report.status !== 'string') return null;
  const status = report.status.toLowerCase();
  const reason = typeof report.reason === 'string' ? report.reason : typeof report.error === 'string' ? report.error : status;
  return { id: String(report.id), failed: ['failed', 'undelivered', 'rejected', 'expired'].includes(status), error: `delivery report ${reason}` };
}
