import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOOKING_OPTIONS } from '@shop/contract/bookings-offer';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.slug)],
);

export type BlogBlock = { type: 'paragraph'; text: string } | { type: 'heading'; text: string };

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    categoryId: integer('category_id').notNull().references(() => blogCategories.id),
    author: text('author').notNull(),
    readTimeMinutes: integer('read_time_minutes').notNull().default(3),
    mainImage: text('main_image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    content: jsonb('content').$type<BlogBlock[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_uq').on(t.slug), index('blog_posts_category_idx').on(t.categoryId)],
);

/**
 * The clinic's price list, the one source of every clinic price: /services, its PDF and the booking
 * pages read it. A row with a `bookingOption` prices one thing booked online (a consultation type or a
 * micro-needling package); bookings copy the price when they are made.
 */
export const clinicServices = pgTable(
  'clinic_services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** words after the price, e.g. "por sessão"; the price itself is always drawn from priceCents */
    priceNote: text('price_note').notNull().default(''),
    durationMinutes: integer('duration_minutes'),
    bookable: boolean('bookable').notNull().default(false),
    bookingOption: text('booking_option', { enum: BOOKING_OPTIONS }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('clinic_services_booking_option_uq').on(t.bookingOption),
    check('clinic_services_price_not_negative', sql`${t.priceCents} >= 0`),
    check('clinic_services_booking_option_known', sql`${t.bookingOption} is null or ${t.bookingOption} in (${sql.raw(BOOKING_OPTIONS.map((o) => `'${o}'`).join(', '))})`),
  ],
);
