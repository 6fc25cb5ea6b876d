import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** `proof` when recorded by approving the customer's proof, `manual` when staff typed it in */
    source: text('source', { enum: ['manual', 'proof'] }).notNull(),
    proofFileId: text('proof_file_id').references(() => files.id),
    staffId: integer('staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_paid_on_idx').on(t.paidOn),
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
