import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailAttachment } from '../../db/schema.ts';

/** The order or booking a message to a client is about: staff see it there (decision 164). */
export type MessageAbout = { kind: 'order' | 'booking'; id: number };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  about?: MessageAbout;
}

export const aboutColumns = (about: MessageAbout | undefined) => ({
  orderId: about?.kind === 'order' ? about.id : null,
  bookingId: about?.kind === 'booking' ? about.id : null,
});

/**
 * Queues an e-mail. Call it inside the transaction that makes the change the mail reports,
 * so the mail exists exactly when the change does. Delivery happens in the outbox worker.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments ?? [], ...aboutColumns(mail.about) })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
