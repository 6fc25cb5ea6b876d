import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { states } from './locations.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** staff only: how the back office tells coupons apart */
    name: text('name').notNull(),
    /** what customers see beside the code (cart, checkout, orders, mails) */
    label: text('label').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    /** percentage: whole percent (1–100); fixed: cents */
    amount: integer('amount').notNull(),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_amount_positive', sql`${t.amount} > 0`),
    check('coupons_percentage_range', sql`${t.discountType} <> 'percentage' or ${t.amount} <= 100`),
    check('coupons_uses_within_limit', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/** A method with a null state applies everywhere; one with a state only there. */
export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  costCents: integer('cost_cents').notNull(),
  stateId: integer('state_id').references(() => states.id),
  estimatedDays: text('estimated_days').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** collected at the clinic, not delivered: its orders are made ready and collected, never sent (decision 147) */
  pickup: boolean('pickup').notNull().default(false),
});
