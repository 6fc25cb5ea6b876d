import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailAttachment } from '../../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Queues an e-mail. Call it inside the transaction that makes the change the mail reports,
 * so the mail exists exactly when the change does. Delivery happens in the outbox worker.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments ?? [] })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
