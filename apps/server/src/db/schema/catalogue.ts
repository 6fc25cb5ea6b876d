import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PRICE_BAND_KEYS, PRICE_BANDS } from '@shop/contract/catalogue-rules';
import { customers } from './accounts.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    trending: boolean('trending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

/** A band's number in `price_band`: its place in PRICE_BAND_KEYS, from 1. */
export const priceBandNumber = (band: keyof typeof PRICE_BANDS) => PRICE_BAND_KEYS.indexOf(band) + 1;

function priceBandCase(cents: SQL): SQL {
  const arms = PRICE_BAND_KEYS.map((key) => {
    const { min, max } = PRICE_BANDS[key];
    const range = max === null ? sql`${cents} >= ${sql.raw(String(min))}` : sql`${cents} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
    return sql`when ${range} then ${sql.raw(String(priceBandNumber(key)))}`;
  });
  return sql`case ${sql.join(arms, sql` `)} end`;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Sanitised HTML (allow-list) */
    description: text('description').notNull().default(''),
    detail: text('detail').notNull().default(''),
    specification: text('specification').notNull().default(''),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    /** Stock of a product without variants; products with variants keep stock per variant. */
    stock: integer('stock').notNull().default(0),
    variantLabel: text('variant_label'),
    coverImage: text('cover_image').notNull(),
    trending: boolean('trending').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    soldCount: integer('sold_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and description without tags, lower-cased and unaccented (migration 0002), for search. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`shop_search_normalize(${products.name} || ' ' || regexp_replace(${products.description}, '<[^>]*>', ' ', 'g'))`,
    ),
    /** The normalised name alone, for search candidates whose name matches. */
    nameText: text('name_text').generatedAlwaysAs((): SQL => sql`shop_search_normalize(${products.name})`),
    // What lists show, sort and filter on, kept by the database (migration 0010's triggers) from the
    // product's own price and stock and those of its variants, so a list reads a page of rows
    // instead of aggregating every variant of the catalogue. Writes to these columns are overwritten.
    /** Regular price of the cheapest option (by final price), or the product's own. */
    listPriceCents: integer('list_price_cents').notNull().default(0),
    /** Sale price of that same option, or the product's own. */
    listSalePriceCents: integer('list_sale_price_cents'),
    /** What a shopper pays for the cheapest option: the "desde" price, bands and price sorts. */
    finalPriceCents: integer('final_price_cents').notNull().default(0),
    maxFinalPriceCents: integer('max_final_price_cents').notNull().default(0),
    /** Own stock, or the sum of the variants' stock. */
    totalStock: integer('total_stock').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(false),
    variantCount: integer('variant_count').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    /** Normalised name, description, category and sub-category names: what search matches against. */
    searchDoc: text('search_doc').notNull().default(''),
    /** Which price band (`priceBandNumber`) the final price is in, so a band's list reads its own index (decision 172). */
    priceBand: smallint('price_band').generatedAlwaysAs((): SQL => priceBandCase(sql`${products.finalPriceCents}`)),
  },
  (t) => {
    // One index per sort the catalogue offers, alone, within a category and within a sub-category
    // (decision 110): a page walks the index in order and stops after about a page of rows. Column
    // orders are read (and reset) when `.on` runs, hence one fresh list per index.
    const sorts = {
      all: () => [t.inStock.desc(), t.name, t.id],
      featured: () => [t.featured.desc(), t.soldCount.desc(), t.id],
      bestsellers: () => [t.soldCount.desc(), t.id],
      newest: () => [t.createdAt.desc(), t.id.desc()],
      price_low: () => [t.finalPriceCents, t.id],
      price_high: () => [t.finalPriceCents.desc(), t.id],
    };
    const active = sql`${t.active}`;
    const listIndexes = Object.entries(sorts).flatMap(([name, columns]) => [
      ...(name.startsWith('price') ? [] : [index(`products_band_${name}_idx`).on(t.priceBand, ...columns()).where(active)]),
      index(`products_list_${name}_idx`).on(columns()[0]!, ...columns().slice(1)).where(active),
      index(`products_cat_${name}_idx`).on(t.categoryId, ...columns()).where(active),
      index(`products_sub_${name}_idx`).on(t.subCategoryId, ...columns()).where(active),
    ]);
    return [
      uniqueIndex('products_slug_uq').on(t.slug),
      index('products_category_idx').on(t.categoryId),
      index('products_sub_category_idx').on(t.subCategoryId),
      index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
      index('products_search_doc_trgm_idx').using('gin', t.searchDoc.op('gin_trgm_ops')).where(active),
      index('products_name_text_trgm_idx').using('gin', t.nameText.op('gin_trgm_ops')).where(active),
      ...listIndexes,
      index('products_cat_trending_idx').on(t.categoryId, t.trending.desc(), t.soldCount.desc(), t.id).where(active),
      index('products_discounted_idx').on(t.soldCount.desc(), t.id).where(sql`${t.active} and ${t.onSale}`),
      check('products_stock_nonneg', sql`${t.stock} >= 0`),
      check('products_price_nonneg', sql`${t.priceCents} >= 0`),
      check('products_sale_below_price', sql`${t.salePriceCents} is null or (${t.salePriceCents} >= 0 and ${t.salePriceCents} < ${t.priceCents})`),
    ];
  },
);

/**
 * One row whose version moves with every change to the catalogue (products, variants, images,
 * categories, reviews), bumped by statement triggers in the changing transaction (migration 0010).
 * Every instance keys its catalogue answers on it, so a change is seen everywhere at once.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_state_single_row', sql`${t.id} = 1`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

/** One option group per product (its label is products.variant_label); each row is one option. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_variants_sale_below_price', sql`${t.salePriceCents} is null or (${t.salePriceCents} >= 0 and ${t.salePriceCents} < ${t.priceCents})`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_customer_uq').on(t.productId, t.customerId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * "Avise-me quando voltar": a shopper's request to be told by e-mail when a sold-out product (or
 * one of its options) is back. One open request per item and address; `notified_at` is set in the
 * transaction that queues the e-mail, so each request is answered once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Secret of the "não quero ser avisado" link. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_token_uq').on(t.token),
    uniqueIndex('stock_alerts_open_uq').on(t.productId, sql`coalesce(${t.variantId}, 0)`, t.email).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_open_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

