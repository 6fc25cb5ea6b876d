import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import { customers } from './accounts.ts';
import { files } from './files.ts';

/**
 * Clinic bookings: consultations and micro-needling sessions. A booking in a status that holds its
 * slot (see `bookings_slot_uq`) makes a second booking of the same resource and start impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** shown to the customer and staff, e.g. CC-7K3M9Q */
    reference: text('reference').notNull(),
    /** lets the visitor who booked read the booking again without an account (/consulta-sucesso) */
    accessToken: text('access_token').notNull(),
    kind: text('kind', { enum: ['consultation', 'microneedling'] }).notNull(),
    service: text('service', { enum: ['presencial', 'online', 'microneedling'] }).notNull(),
    /** what the slot occupies: 'consultation' (the specialist) or 'treatment' (the treatment room) */
    resource: text('resource').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** establishment | advance_50 (consultations), deposit | full (micro-needling) */
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    dueNowCents: integer('due_now_cents').notNull(),
    /** kept by the payments/refunds triggers (migration 0008), never written by the application */
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** a hold that nobody confirms frees the slot at this time */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    age: integer('age'),
    occupation: text('occupation'),
    /** digits with the country code, e.g. 258841234567 */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    complaints: jsonb('complaints').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    /** the client asked for no reminders (decision 141) */
    remindersOptOut: boolean('reminders_opt_out').notNull().default(false),
    microneedlingArea: text('microneedling_area'),
    sessions: integer('sessions'),
    receiptFileId: text('receipt_file_id').references(() => files.id),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_uq').on(t.reference),
    uniqueIndex('bookings_slot_uq').on(t.resource, t.startsAt).where(sql`${t.status} in (${sql.raw(SLOT_HOLDING_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    uniqueIndex('bookings_idempotency_uq').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_starts_idx').on(t.startsAt),
    check('bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_amounts', sql`${t.priceCents} >= 0 and ${t.dueNowCents} >= 0 and ${t.dueNowCents} <= ${t.priceCents}`),
    check('bookings_money_received', sql`${t.paidCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`),
    check('bookings_age_range', sql`${t.age} is null or ${t.age} between 1 and 120`),
  ],
);

/** Every status change, for staff: who moved the booking, from what, to what, and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: ['customer', 'staff', 'system'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

/** Periods staff block in the appointment book (holidays, training); a null resource blocks everything. */
export const blockedPeriods = pgTable(
  'blocked_periods',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    resource: text('resource'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blocked_periods_range_idx').on(t.startsAt, t.endsAt), check('blocked_periods_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * One row per reminder sent: the unique key is what makes a reminder go out once, however many
 * instances run the reminder job at the same moment (decision 141).
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    /** '24h' or '2h' before the appointment */
    kind: text('kind', { enum: ['24h', '2h'] }).notNull(),
    /** The channel the reminder was queued on (the client's choice, decision 163); it may fall back on delivery. */
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    /** the outbox row that carries it */
    outboxId: integer('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_reminders_once_uq').on(t.bookingId, t.kind, t.channel)],
);
