import { z } from 'zod';
import { integer } from './wire-input.ts';
import { BOOKING_OPTIONS } from './bookings-offer.ts';
import { paginatorSchema, wireMoneySchema } from './envelope.ts';

import { BLOG_PAGE_SIZE } from './content-constants.ts';

export { BLOG_PAGE_SIZE, SERVICES_CATALOGUE_PDF_PATH } from './content-constants.ts';

const limit = (fallback: number, max = 50) => integer({ message: 'Limite inválido.', min: 1, max }).default(fallback);
const page = integer({ message: 'Página inválida.', min: 1, max: 10_000 }).default(1);
const searchText = z.string().trim().max(100, 'A pesquisa pode ter no máximo 100 caracteres.').optional();
/** A category by slug, by id, or by name. */
const categoryRef = z.string().trim().max(80).optional();

export const blogPostsQuery = z.object({
  category: categoryRef,
  search: searchText,
  limit: limit(BLOG_PAGE_SIZE),
  page,
  featured: z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export const blogSearchRequest = z.object({
  query: searchText,
  q: searchText,
  search: searchText,
  category: categoryRef,
  limit: limit(BLOG_PAGE_SIZE),
  page,
});

export const blogLimitQuery = (fallback: number) => z.object({ limit: limit(fallback, 20) });
export const blogPageQuery = z.object({ limit: limit(BLOG_PAGE_SIZE), page });

export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;

/** A post in lists: everything but the body, to keep lists light on a slow connection. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  category_id: z.number().int(),
  category_slug: z.string(),
  author: z.string(),
  /** ISO 8601 publication time */
  date: z.string(),
  read_time: z.string(),
  read_time_minutes: z.number().int(),
  main_image: z.string(),
  featured: z.boolean(),
  views: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  images: z.array(z.string()),
  content: z.array(blogBlockSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsPage = paginatorSchema(blogPostSummarySchema);
export type BlogPostsPage = z.infer<typeof blogPostsPage>;

export const blogCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), post_count: z.number().int() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogStatsSchema = z.object({
  total_posts: z.number().int(),
  total_categories: z.number().int(),
  total_views: z.number().int(),
  featured_posts: z.number().int(),
  latest_post_date: z.string().nullable(),
  categories: z.array(blogCategorySchema),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;

export const clinicServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  price: wireMoneySchema,
  /** the price as the list prints it, always drawn from `price` (plus the note, e.g. "por sessão") */
  price_text: z.string(),
  price_note: z.string(),
  duration_minutes: z.number().int().nullable(),
  bookable: z.boolean(),
  /** what this line prices on the booking pages (a consultation type or a micro-needling package) */
  booking_option: z.enum(BOOKING_OPTIONS).nullable(),
  /** where to book it, when it can be booked online */
  booking_path: z.string().nullable(),
});
export type ClinicService = z.infer<typeof clinicServiceSchema>;

const serviceGroupSchema = z.object({ category: z.string(), services: z.array(clinicServiceSchema) });
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
export const servicesResponse = z.array(serviceGroupSchema);
