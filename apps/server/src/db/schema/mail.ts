import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { orders } from './orders.ts';

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
    /** What the message is about, so staff see on the order or booking how the client was told. */
    orderId: integer('order_id').references(() => orders.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    /**
     * `whatsapp:wamid…` or `sms:<gateway id>`: its delivery reports name it. Not unique: a gateway's ids may repeat (a
     * new gateway counting from 1), and a refused write after the provider accepted would send the message again.
     */
    providerMessageId: text('provider_message_id'),
    /** When the provider reported, after accepting it, that the message could not be delivered, and why. */
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
    /** The row this one re-sends by e-mail after its delivery failed; unique, so a failure falls back once. */
    fallbackOf: integer('fallback_of').references((): AnyPgColumn => mailOutbox.id),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_order_idx').on(t.orderId),
    index('mail_outbox_booking_idx').on(t.bookingId),
    index('mail_outbox_provider_message_idx').on(t.providerMessageId),
    uniqueIndex('mail_outbox_fallback_of_uq').on(t.fallbackOf),
  ],
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

/**
 * A delivery failure reported before the outbox had written the provider's id (the provider may call back
 * before the sender's own write commits): kept, and applied when the id is written (decision 165).
 */
export const earlyDeliveryReports = pgTable('early_delivery_reports', {
  /** `whatsapp:wamid…` or `sms:<gateway id>`, as in mail_outbox.provider_message_id */
  providerMessageId: text('provider_message_id').primaryKey(),
  error: text('error').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
