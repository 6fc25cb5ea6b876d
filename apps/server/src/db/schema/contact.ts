import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';

/** Messages from the contact form; staff mark them read. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null`)],
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
