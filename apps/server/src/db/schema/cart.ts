import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { coupons } from './commerce.ts';
import { products, productVariants } from './catalogue.ts';

/** One server cart per customer; the applied coupon is kept with it. Placing an order locks this row. */
export const carts = pgTable('carts', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line's identity is product + variant (null variant = a product without variants). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => carts.customerId, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line_uq').on(t.customerId, t.productId, t.variantId).nullsNotDistinct(),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** Guest carts merged at sign-in, by the browser's merge id: a repeated merge answers the first result. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    mergeId: text('merge_id').notNull(),
    skipped: jsonb('skipped').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'cart_merges_pk', columns: [t.customerId, t.mergeId] })],
);
