import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; null once the account is deleted (anonymised). */
    email: text('email'),
    /** E.164 without the plus, e.g. 258841234567 */
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    imageFileId: text('image_file_id'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(true),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('customers_mobile_uq').on(t.mobile).where(sql`${t.mobile} is not null`),
  ],
);

/** Bearer tokens: only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_customer_idx').on(t.customerId)],
);
