import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { staffUsers } from './admin.ts';

/**
 * Messages from the contact form. Read, answered and assigned are independent marks (decision 144):
 * reading one never takes it out of the list.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject', { enum: ['products', 'treatments', 'partnerships', 'other'] }).notNull(),
    message: text('message').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** set by a reply sent from the back office, or by staff who answered another way (phone, WhatsApp) */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    assignedStaffId: integer('assigned_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null`)],
);

/** Replies written in the back office, kept under their message; each one went out as an e-mail through the outbox. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull().references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** a copy of who wrote it, kept if the account is renamed or removed */
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    /** the outbox row that carries it (its delivery status is shown with the reply) */
    outboxId: integer('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** lower-cased */
    email: text('email').notNull(),
    status: text('status', { enum: ['subscribed', 'unsubscribed'] }).notNull().default('subscribed'),
    /** random, in every newsletter e-mail's unsubscribe link */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    source: text('source').notNull().default('footer'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_uq').on(t.email), uniqueIndex('newsletter_token_uq').on(t.unsubscribeToken)],
);
