import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, countries, states } from './locations.ts';

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
    /** Where messages about their orders and bookings go (decision 163): 'email', 'sms' or 'whatsapp'. */
    messageChannel: text('message_channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull().default('email'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    /** The version of the Termos e Condições accepted at registration (TERMS_VERSION) and when; null for accounts opened otherwise. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('customers_mobile_uq').on(t.mobile).where(sql`${t.mobile} is not null`),
    check('customers_terms_version_and_time', sql`(${t.termsVersion} is null) = (${t.termsAcceptedAt} is null)`),
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

/** A customer's address book. At most one default per customer, enforced by the database. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    countryId: integer('country_id').notNull().references(() => countries.id),
    stateId: integer('state_id').notNull().references(() => states.id),
    cityId: integer('city_id').notNull().references(() => cities.id),
    bairro: text('bairro').notNull(),
    /** Rua e número */
    street: text('street').notNull(),
    /** Ponto de referência */
    landmark: text('landmark').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default_uq').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One-time codes (phone sign-in, password recovery). Only a salted hash of the code is kept;
 * a right password-recovery code yields a reset token, also kept only as a hash.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['phone_sign_in', 'password_reset'] }).notNull(),
    /** The normalised e-mail or mobile the code was sent to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetUsedAt: timestamp('reset_used_at', { withTimezone: true }),
    /** Who asked for the code: the hash of the browser's device cookie, and the address when no cookie came with the request. */
    requesterDevice: text('requester_device'),
    requesterIp: text('requester_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_target_idx').on(t.purpose, t.target),
    uniqueIndex('otp_codes_reset_token_uq').on(t.resetTokenHash).where(sql`${t.resetTokenHash} is not null`),
    check('otp_codes_attempts_range', sql`${t.attempts} >= 0 and ${t.attempts} <= 5`),
  ],
);
