import { sql } from 'drizzle-orm';
import {
  check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddressInfo } from '@shop/contract/orders';
import type { Fulfilment, PaymentStatus, PaymentType, ReturnReason, ReturnStatus, WalletProvider } from '@shop/contract/order-status';
import { customers } from './accounts.ts';
import { coupons, shippingMethods } from './commerce.ts';
import { files } from './files.ts';
import { products, productVariants } from './catalogue.ts';

export type OrderAddress = Omit<AddressInfo, 'name' | 'email' | 'phone'>;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the customer quotes (transfers, WhatsApp): CM + 6 characters, derived from the id. */
    reference: text('reference').notNull(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** api-notes: 0 pending, 1 confirmed, 2 picked up, 3 shipped, 4 delivered, 5 cancelled */
    status: smallint('status').notNull().default(0),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    paymentRejectionReason: text('payment_rejection_reason'),
    walletProvider: text('wallet_provider').$type<WalletProvider>(),
    payerPhone: text('payer_phone'),
    proofFileId: text('proof_file_id').references(() => files.id),
    subtotalCents: integer('subtotal_cents').notNull(),
    originalSubtotalCents: integer('original_subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** kept by the payments/refunds triggers (migration 0008), never written by the application */
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    /** the coupon's public label when the order was placed (never its internal name) */
    couponName: text('coupon_name'),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id),
    shippingMethodName: text('shipping_method_name').notNull(),
    shippingEstimate: text('shipping_estimate').notNull().default(''),
    /** from the method when placed: `pickup` orders are made ready and collected at the clinic, never sent (decision 147) */
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull().default('delivery'),
    /** given by staff when the order is sent; shown on the tracking page and in the e-mail */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    deliveryComment: text('delivery_comment'),
    cancelReason: text('cancel_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_proof_file_uq').on(t.proofFileId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // The menu counters' and the Pagamentos queue's "waiting for money" (decision 127): a few rows, not the whole table.
    index('orders_money_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 5 and ${t.paymentStatus} in ('awaiting_proof', 'under_review', 'rejected', 'partly_paid')`),
    check('orders_status_range', sql`${t.status} between 0 and 5`),
    check('orders_money_nonneg', sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0`),
    check('orders_total_consistent', sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingCents} + ${t.taxCents}`),
    check(
      'orders_payment_status_known',
      sql`${t.paymentStatus} in ('awaiting_proof', 'under_review', 'paid', 'rejected', 'on_delivery', 'partly_paid', 'partly_refunded', 'refunded')`,
    ),
    check('orders_money_received', sql`${t.paidCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`),
    check('orders_fulfilment_known', sql`${t.fulfilment} in ('delivery', 'pickup')`),
    check('orders_payment_type_known', sql`${t.paymentType} in ('bank_transfer', 'mobile_wallet', 'cash_on_delivery', 'mpesa_on_delivery')`),
  ],
);

/** A snapshot of what was bought, at the price paid; the product may change or go later. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    image: text('image').notNull().default(''),
    originalUnitCents: integer('original_unit_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    check('order_lines_total_consistent', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.qty}`),
  ],
);

/**
 * The order's history: every status and payment change, staff notes (internal or shown to the
 * customer), proofs and returns. Written only through the orders module's transition functions.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'status', 'payment', 'proof', 'note', 'return'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorType: text('actor_type', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    visibility: text('visibility', { enum: ['customer', 'internal'] }).notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A customer's request to return units of one line of a delivered order, with a reason from the
 * list; staff decide it, receive the goods (restocked or written off) and refund it. A line may
 * have several requests while their units (not refused) fit in what was bought (trigger, 0011).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    qty: integer('qty').notNull(),
    reasonCode: text('reason_code').$type<ReturnReason>().notNull().default('other'),
    /** the customer's own words */
    reason: text('reason'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the units' share of what was paid (returnValueCents), fixed when asked */
    valueCents: integer('value_cents').notNull().default(0),
    /** kept by the refunds trigger (migration 0011), never written by the application */
    refundedCents: integer('refunded_cents').notNull().default(0),
    restockedQty: integer('restocked_qty').notNull().default(0),
    writtenOffQty: integer('written_off_qty').notNull().default(0),
    receivedBy: integer('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_line_idx').on(t.orderLineId),
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_requested_idx').on(t.id).where(sql`${t.status} = 'requested'`),
    check('order_returns_qty_positive', sql`${t.qty} > 0`),
    check('order_returns_status_known', sql`${t.status} in ('requested', 'approved', 'rejected', 'completed')`),
    check('order_returns_reason_known', sql`${t.reasonCode} in ('damaged', 'wrong_item', 'not_as_described', 'reaction', 'changed_mind', 'other')`),
    check('order_returns_refund_within_value', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.valueCents}`),
    check(
      'order_returns_receipt_whole',
      sql`${t.restockedQty} >= 0 and ${t.writtenOffQty} >= 0 and (${t.restockedQty} + ${t.writtenOffQty} = 0 or (${t.restockedQty} + ${t.writtenOffQty} = ${t.qty} and ${t.status} = 'completed'))`,
    ),
  ],
);

/** One row per coupon use; released when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_order_uq').on(t.orderId), index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId)],
);

/**
 * Idempotency-Key of an order submission, per customer: the request's hash and, once the order
 * exists, its id. Written in the order's own transaction, so a key exists exactly when its order does.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'order_idempotency_keys_pk', columns: [t.customerId, t.key] })],
);
