import { z } from 'zod';
import { idInput, integer } from './wire-input.ts';
import {
  PRICE_BAND_KEYS, PRODUCT_SORTS, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, SEARCH_MAX_LENGTH, SEARCH_OVERLAY_LIMIT, type PriceBand,
} from './catalogue-rules.ts';
import { identityFields, pageSchema, paginatorSchema, wireMoneySchema } from './envelope.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  total_product: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListRequest = z.object(identityFields);
export const categoryListResponse = z.array(categorySchema);

const id = idInput();
const optionalId = z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), id.optional());
const perPage = (max: number, fallback: number) => integer({ min: 1, max }).default(fallback);

// ---------------------------------------------------------------- products in lists

/**
 * A product as every list shows it. Money is a wire string; `final_price` is what the shopper pays
 * (the sale price when there is one). For a product with variants the prices are those of its
 * cheapest variant and the card says "desde"; `stock` is the sum over its variants, counted up to
 * STOCK_SHOWN_UP_TO (10 means "10 or more"; decision 114).
 */
export const productListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Plain text, tags removed, at most 200 characters. */
  description: z.string(),
  price: wireMoneySchema,
  sale_price: wireMoneySchema.nullable(),
  final_price: wireMoneySchema,
  /** The dearest variant's final price (equal to final_price without variants). */
  max_final_price: wireMoneySchema,
  currency: z.literal('MT'),
  created_at: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_slug: z.string(),
  sub_category_id: z.number().int().nullable(),
  sub_category_name: z.string().nullable(),
  cover_image_url: z.string(),
  trending: z.union([z.literal(0), z.literal(1)]),
  featured: z.union([z.literal(0), z.literal(1)]),
  variant_product: z.union([z.literal(0), z.literal(1)]),
  average_rating: z.number(),
  rating_count: z.number().int(),
  stock: z.number().int(),
  in_stock: z.boolean(),
  /** Only when a customer is known. */
  in_cart: z.boolean().optional(),
  in_whishlist: z.boolean().optional(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productPageSchema = paginatorSchema(productListItemSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

// ---------------------------------------------------------------- the catalogue (product list screen)

const searchText = z.string().trim().max(SEARCH_MAX_LENGTH, 'A pesquisa pode ter no máximo 100 caracteres.');

export const productListRequest = z.object({
  ...identityFields,
  search: searchText.optional(),
  sort: z.enum(PRODUCT_SORTS).default('all'),
  price: z.enum(PRICE_BAND_KEYS as [PriceBand, ...PriceBand[]]).optional(),
  /** A main or sub-category, by slug (/products/{category}) or by id (/products/category/{id}). */
  category: z.string().trim().max(120).optional(),
  category_id: optionalId,
  page: pageSchema,
  per_page: perPage(48, 12),
});

const categoryFacetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  /** Products matching the current search and price band in this category (sub-categories included). */
  total_product: z.number().int(),
});
export type CategoryFacet = z.infer<typeof categoryFacetSchema>;

export const productListResponse = productPageSchema.extend({
  /** Main categories and their sub-categories, with counts under the current search and price band. */
  categories: z.array(categoryFacetSchema),
  selected_category: categoryFacetSchema.nullable(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

// ---------------------------------------------------------------- the spec's list calls

export const bestsellerRequest = z.object({ ...identityFields, category_id: optionalId, page: pageSchema, per_page: perPage(48, 12), limit: integer({ min: 1, max: 48 }).optional() });
export const simpleListRequest = z.object({ ...identityFields, page: pageSchema, per_page: perPage(48, 12) });
export const relatedProductsRequest = z.object({ ...identityFields, product_id: id, limit: integer({ min: 1, max: 12 }).default(4) });
export const categoryProductsRequest = z.object({ ...identityFields, category_id: id, subcategory_id: optionalId, page: pageSchema, per_page: perPage(48, 12) });
export const trendingCategoryProductsRequest = z.object({ ...identityFields, main_category_id: id, page: pageSchema, per_page: perPage(48, 12) });
/** One page (the related products asked for), as a paginator like the original's. */
export const relatedProductsResponse = paginatorSchema(productListItemSchema);

// ---------------------------------------------------------------- search

export const searchRequest = z.object({
  ...identityFields,
  search: searchText.pipe(z.string().min(1, 'Escreva o que procura.')),
  page: pageSchema,
  per_page: perPage(SEARCH_OVERLAY_LIMIT, SEARCH_OVERLAY_LIMIT),
});

// ---------------------------------------------------------------- product detail

export const productDetailRequest = z.object({ ...identityFields, id });

const variantOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: wireMoneySchema,
  sale_price: wireMoneySchema.nullable(),
  final_price: wireMoneySchema,
  stock: z.number().int(),
  in_stock: z.boolean(),
});
export type VariantOption = z.infer<typeof variantOptionSchema>;

/** One option group (e.g. "Volume") with its options, as the spec's `variant[]`. */
const variantGroupSchema = z.object({
  variant_name: z.string(),
  variant_list_data: z.array(variantOptionSchema),
});
export type VariantGroup = z.infer<typeof variantGroupSchema>;

const productImageSchema = z.object({ id: z.number().int(), image_url: z.string(), alt: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

/** Review text is plain text: shown as text, never as HTML. */
const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  user_name: z.string(),
  title: z.string(),
  review: z.string(),
  created_at: z.string(),
  /** The reviewer bought the product here: an order with it, paid or delivered, not cancelled or refunded. */
  verified_purchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

const productInfoSchema = productListItemSchema.extend({
  /** Sanitised HTML (allow-list). */
  description: z.string(),
  detail: z.string(),
  specification: z.string(),
  /** Plain text summary for meta tags. */
  summary: z.string(),
  variant_label: z.string().nullable(),
  /** Whether the signed-in customer has already reviewed it (absent for guests). */
  reviewed_by_me: z.boolean().optional(),
});

export const productDetailResponse = z.object({
  product_info: productInfoSchema,
  product_image: z.array(productImageSchema),
  product_Review: z.array(reviewSchema),
  releted_products: z.array(productListItemSchema),
  variant: z.array(variantGroupSchema),
  breadcrumb: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailResponse>;

// ---------------------------------------------------------------- variants

/**
 * The spec's `variant` field is "the text of a list with one map of variant name to chosen option
 * id", e.g. `[{"Volume":"12"}]`. The object or the list itself is accepted too, or `variant_id`.
 */
export const variantListRequest = z.object({
  ...identityFields,
  product_id: id,
  variant: z.union([z.string().max(2000), z.record(z.string(), z.unknown()), z.array(z.unknown()).max(10)]).optional(),
  variant_id: optionalId,
  quantity: integer({ min: 1, max: 999 }).default(1),
});

export const variantInfoSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  variant_name: z.string(),
  sku: z.string(),
  price: wireMoneySchema,
  sale_price: wireMoneySchema.nullable(),
  final_price: wireMoneySchema,
  currency: z.literal('MT'),
  product_stock: z.number().int(),
  in_stock: z.boolean(),
  /** Whether the requested quantity is available. */
  quantity_available: z.boolean(),
});
export type VariantInfo = z.infer<typeof variantInfoSchema>;

export const checkVariantStockRequest = z.object({ ...identityFields, product_id: id, variant_sku: z.string().trim().min(1).max(80) });
export const variantStockSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  variant_sku: z.string(),
  product_stock: z.number().int(),
  in_stock: z.boolean(),
});

// ---------------------------------------------------------------- reviews

/**
 * `/product-rating` (spec: id, user_id, rating_no, title, description) and `/add-review`.
 * The author is the token's customer; a review is published as it is: the client chooses no status.
 */
export const addReviewRequest = z.object({
  ...identityFields,
  id: id.optional(),
  product_id: id.optional(),
  rating_no: integer({ min: 1, minMessage: 'A classificação vai de 1 a 5.', max: 5, maxMessage: 'A classificação vai de 1 a 5.' }).default(5),
  title: z.string().trim().min(1, 'Indique um título.').max(REVIEW_TITLE_MAX, `O título pode ter no máximo ${REVIEW_TITLE_MAX} caracteres.`),
  description: z.string().trim().min(1, 'Escreva o seu comentário.').max(REVIEW_TEXT_MAX, `O comentário pode ter no máximo ${REVIEW_TEXT_MAX} caracteres.`),
}).refine((b) => b.id !== undefined || b.product_id !== undefined, { message: 'Indique o produto.', path: ['id'] });

export const addReviewResponse = z.object({
  review: reviewSchema,
  average_rating: z.number(),
  rating_count: z.number().int(),
});
export type AddReviewResponse = z.infer<typeof addReviewResponse>;

// ---------------------------------------------------------------- back in stock

/** `/stock-alert`: e-mail me when this sold-out product (or option) is back. */
export const stockAlertRequest = z.object({
  ...identityFields,
  product_id: idInput(),
  variant_id: idInput().nullish(),
  email: z.string({ error: 'Indique o seu e-mail.' }).trim().toLowerCase().email('Indique um e-mail válido.').max(254, 'O e-mail é demasiado longo.'),
});
export const stockAlertResponse = z.object({ email: z.string() });

/** `/stock-alert-cancel`: the link in the e-mail's footer. */
export const stockAlertCancelRequest = z.object({ ...identityFields, token: z.string().trim().min(16).max(100) });
export const stockAlertCancelResponse = z.object({ cancelled: z.boolean() });
