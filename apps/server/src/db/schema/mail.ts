import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** A WhatsApp template message: the approved template's name and its body parameters, in order. */
export interface WhatsAppTemplateMessage {
  template: string;
  params: string[];
}

/** Every e-mail goes through the outbox; a worker delivers it with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The channel the client chose (decision 163): 'email' rows are plain mail to `to`; 'sms' and
     * 'whatsapp' rows go to `phone` and fall back to the mail in the same row (to `to`, when there is one).
     */
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull().default('email'),
    /** E.164 with the plus, for 'sms' and 'whatsapp' rows. */
    phone: text('phone'),
    /** The WhatsApp template and its body parameters, in order. */
    whatsapp: jsonb('whatsapp').$type<WhatsAppTemplateMessage>(),
    /** The same message as an SMS. */
    smsText: text('sms_text'),
    /** The channel that delivered it, after any fallback. */
    sentVia: text('sent_via', { enum: ['email', 'sms', 'whatsapp'] }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Development mailbox: where mail lands when no SMTP_URL is set. */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
