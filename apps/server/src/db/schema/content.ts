import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** The clinic's price list; feeds /services and its PDF. */
export const clinicServices = pgTable('clinic_services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  /** e.g. "3600 MT presencial · 2900 MT online" */
  priceText: text('price_text').notNull(),
  durationMinutes: integer('duration_minutes'),
  bookable: boolean('bookable').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
