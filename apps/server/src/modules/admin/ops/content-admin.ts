import { asc, desc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminBlogPost, AdminClinicService, serviceSaveRequest } from '@shop/contract/admin-ops';
import { centsToWire, wireToCents } from '@shop/contract/money';
import type { Db } from '../../../db/client.ts';
import { blogCategories, blogPosts, clinicServices } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { nextFreeSlug, slugify } from '../catalogue/slug.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { priceText } from '../../content/service.ts';
import type { StaffActor } from './staff-actor.ts';

type PostRow = typeof blogPosts.$inferSelect;
const POST_NOT_FOUND = 'Artigo não encontrado.';
const WORDS_PER_MINUTE = 200;

const toPost = (p: PostRow): AdminBlogPost => ({
  id: p.id, slug: p.slug, title: p.title, excerpt: p.excerpt, category_id: p.categoryId, author: p.author, read_time_minutes: p.readTimeMinutes,
  main_image: p.mainImage, content: p.content, featured: p.featured, published: p.published, views: p.views,
  published_at: p.publishedAt.toISOString(), updated_at: p.updatedAt.toISOString(),
});

/** Reading time from the words in the blocks, never under a minute. */
export const readTimeMinutes = (blocks: { text: string }[]) =>
  Math.max(1, Math.round(blocks.reduce((n, b) => n + b.text.split(/\s+/).filter(Boolean).length, 0) / WORDS_PER_MINUTE));

export async function listAdminPosts(db: Db) {
  const posts = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const categories = await db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.name));
  return { posts: posts.map(toPost), categories };
}

export async function adminPost(db: Db, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw notFound(POST_NOT_FOUND);
  return toPost(post);
}

export interface PostInput {
  id?: number;
  title: string;
  excerpt: string;
  category_id: number;
  author: string;
  main_image: string;
  content: { type: 'paragraph' | 'heading'; text: string }[];
  featured: boolean;
  published: boolean;
}

/** Creates or edits a post; the slug is made once from the title and kept, so shared links keep working. */
export async function savePost(db: Db, staff: StaffActor, input: PostInput) {
  return db.transaction(async (tx) => {
    const [category] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.category_id));
    if (!category) throw new AppError('VALIDATION_FAILED', 'Escolha uma categoria.');
    const values = {
      title: input.title, excerpt: input.excerpt, categoryId: input.category_id, author: input.author, mainImage: input.main_image,
      content: input.content, featured: input.featured, published: input.published, readTimeMinutes: readTimeMinutes(input.content), updatedAt: new Date(),
    };
    if (input.id === undefined) {
      const base = slugify(input.title);
      const taken = await tx.select({ slug: blogPosts.slug }).from(blogPosts).where(like(blogPosts.slug, `${base}%`));
      const [created] = await tx.insert(blogPosts).values({ ...values, slug: nextFreeSlug(base, taken.map((t) => t.slug)), publishedAt: new Date() }).returning();
      await recordAudit(tx, staff, { action: 'blog_post.create', entity: 'blog_post', entityId: created!.id, after: toPost(created!) });
      return toPost(created!);
    }
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, input.id)).for('update');
    if (!before) throw notFound(POST_NOT_FOUND);
    // First publication dates the post; unpublishing and republishing keeps its date.
    const publishedAt = input.published && !before.published && before.views === 0 ? new Date() : before.publishedAt;
    const [updated] = await tx.update(blogPosts).set({ ...values, publishedAt }).where(eq(blogPosts.id, input.id)).returning();
    await recordAudit(tx, staff, { action: 'blog_post.update', entity: 'blog_post', entityId: input.id, before: toPost(before), after: toPost(updated!) });
    return toPost(updated!);
  });
}

export async function setPostFlags(db: Db, staff: StaffActor, id: number, flags: { published?: boolean; featured?: boolean }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) throw notFound(POST_NOT_FOUND);
    const [updated] = await tx
      .update(blogPosts)
      .set({ ...(flags.published === undefined ? {} : { published: flags.published }), ...(flags.featured === undefined ? {} : { featured: flags.featured }), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(tx, staff, { action: 'blog_post.flags', entity: 'blog_post', entityId: id, before: { published: before.published, featured: before.featured }, after: { published: updated!.published, featured: updated!.featured } });
    return toPost(updated!);
  });
}

type ServiceRow = typeof clinicServices.$inferSelect;
type ServiceSaveInput = z.infer<typeof serviceSaveRequest>;
const SERVICE_NOT_FOUND = 'Serviço não encontrado.';
const toAdminService = (s: ServiceRow): AdminClinicService => ({
  id: s.id, slug: s.slug, category: s.category, name: s.name, description: s.description, price: centsToWire(s.priceCents),
  price_note: s.priceNote, price_text: priceText(s), duration_minutes: s.durationMinutes, bookable: s.bookable, booking_option: s.bookingOption,
  active: s.active, sort_order: s.sortOrder,
});

export async function listAdminServices(db: Db) {
  const rows = await db.select().from(clinicServices).orderBy(asc(clinicServices.sortOrder), asc(clinicServices.id));
  return rows.map(toAdminService);
}

/**
 * Adds or edits one line of the price list. `/services`, its PDF and the booking pages read the
 * table, so a new price shows everywhere at once; bookings already made keep the price they copied.
 * Retiring (`active: false`) takes the line off the list and stops new online bookings of it.
 */
export async function saveService(db: Db, staff: StaffActor, input: ServiceSaveInput) {
  const values = {
    category: input.category, name: input.name, description: input.description, priceCents: wireToCents(input.price), priceNote: input.price_note,
    durationMinutes: input.duration_minutes ?? null, sortOrder: input.sort_order, active: input.active,
  };
  try {
    return await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const base = slugify(input.name);
        const taken = await tx.select({ slug: clinicServices.slug }).from(clinicServices).where(like(clinicServices.slug, `${base}%`));
        const [created] = await tx.insert(clinicServices).values({ ...values, slug: nextFreeSlug(base, taken.map((t) => t.slug)) }).returning();
        await recordAudit(tx, staff, { action: 'clinic_service.create', entity: 'clinic_service', entityId: created!.id, after: toAdminService(created!) });
        return toAdminService(created!);
      }
      const [before] = await tx.select().from(clinicServices).where(eq(clinicServices.id, input.id)).for('update');
      if (!before) throw notFound(SERVICE_NOT_FOUND);
      const [updated] = await tx.update(clinicServices).set(values).where(eq(clinicServices.id, input.id)).returning();
      await recordAudit(tx, staff, { action: 'clinic_service.update', entity: 'clinic_service', entityId: input.id, before: toAdminService(before), after: toAdminService(updated!) });
      return toAdminService(updated!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'Outro serviço com este nome acabou de ser criado. Tente novamente.');
    throw err;
  }
}
