import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@shop/contract/payments';
import { staffUsers } from './admin.ts';
import { bookings } from './bookings.ts';
import { files } from './files.ts';
import { orderReturns, orders } from './orders.ts';

const METHODS_SQL = sql.raw(`('transfer', 'mpesa', 'emola', 'cash', 'card')`);

/**
 * Money received, one row per payment, for an order or a booking. Rows are only ever inserted
 * (a trigger refuses UPDATE and DELETE); triggers add each amount to the order's or booking's
 * `paid_cents` in the same statement, so the totals cannot drift from the rows. See decision 120.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** the Maputo calendar day the money arrived */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    note: text('note'),
    /**
     * `proof` when recorded by approving the customer's proof, `manual` when staff typed it in,
     * `mpesa` when M-Pesa confirmed the customer's C2B payment (the reference is its transaction id).
     */
    source: text('source', { enum: ['manual', 'proof', 'mpesa'] }).notNull(),
    proofFileId: text('proof_file_id').references(() => files.id),
    staffId: integer('staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_paid_on_idx').on(t.paidOn),
    // One M-Pesa transaction is one payment, however many times its confirmation arrives (decision 160).
    uniqueIndex('payments_mpesa_transaction_uq').on(t.reference).where(sql`${t.source} = 'mpesa'`),
    check('payments_one_target', sql`(${t.orderId} is null) <> (${t.bookingId} is null)`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_method_known', sql`${t.method} in ${METHODS_SQL}`),
  ],
);

/** Money given back, one row per refund; insert-only like payments, and never more than was paid. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** set when the refund settles a returned line */
    returnId: integer('return_id').references(() => orderReturns.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    reason: text('reason').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_refunded_on_idx').on(t.refundedOn),
    check('refunds_one_target', sql`(${t.orderId} is null) <> (${t.bookingId} is null)`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_method_known', sql`${t.method} in ${METHODS_SQL}`),
  ],
);

export const MPESA_ATTEMPT_STATUSES = ['sending', 'confirming', 'paid', 'failed', 'unapplied'] as const;
export type MpesaAttemptStatus = (typeof MPESA_ATTEMPT_STATUSES)[number];

/**
 * One M-Pesa C2B charge asked of a customer's phone, written before the call so its third-party
 * reference is fixed and any retry or re-check uses the same one (decision 160). While a charge is
 * `sending` or `confirming`, no other may start for the same order or booking (partial unique
 * indexes: the database settles two clicks or two tabs).
 */
export const mpesaAttempts = pgTable(
  'mpesa_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** our reference sent as input_ThirdPartyReference: unique, never reused for another charge */
    thirdPartyReference: text('third_party_reference').notNull(),
    /** input_TransactionReference: what the customer sees on the phone (the order's or booking's reference) */
    transactionReference: text('transaction_reference').notNull(),
    msisdn: text('msisdn').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: MPESA_ATTEMPT_STATUSES }).notNull().default('sending'),
    /** the last INS-* code, or our own word when there was no answer (`timeout`, `unreachable`) */
    responseCode: text('response_code'),
    responseDesc: text('response_desc'),
    transactionId: text('transaction_id'),
    conversationId: text('conversation_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** status queries made so far, and when the next one is due (null: none due) */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** a failure that was not M-Pesa's final word is still re-checked until then (late successes) */
    recheckUntil: timestamp('recheck_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mpesa_attempts_third_party_reference_uq').on(t.thirdPartyReference),
    uniqueIndex('mpesa_attempts_transaction_uq').on(t.transactionId),
    uniqueIndex('mpesa_attempts_order_active_uq').on(t.orderId).where(sql`${t.status} in ('sending', 'confirming')`),
    uniqueIndex('mpesa_attempts_booking_active_uq').on(t.bookingId).where(sql`${t.status} in ('sending', 'confirming')`),
    index('mpesa_attempts_order_idx').on(t.orderId),
    index('mpesa_attempts_booking_idx').on(t.bookingId),
    index('mpesa_attempts_due_idx').on(t.nextCheckAt),
    check('mpesa_attempts_one_target', sql`(${t.orderId} is null) <> (${t.bookingId} is null)`),
    check('mpesa_attempts_amount_positive', sql`${t.amountCents} > 0`),
    check('mpesa_attempts_status_known', sql`${t.status} in ('sending', 'confirming', 'paid', 'failed', 'unapplied')`),
  ],
);
