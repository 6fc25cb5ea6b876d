import { idFromText } from '@shop/contract/wire-input';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BlogCategory, BlogPost, BlogPostSummary, BlogPostsPage, BlogStats } from '@shop/contract/content';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogPosts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';
import { countHit } from '../../lib/rate-limit.ts';

type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

export const POST_NOT_FOUND = 'O artigo que procura não existe ou foi removido.';

/** Published posts whose publication time has come (a future date schedules a post). */
const visible = and(eq(blogPosts.published, true), sql`${blogPosts.publishedAt} <= now()`)!;

const summaryColumns = {
  id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, categoryId: blogPosts.categoryId,
  author: blogPosts.author, readTimeMinutes: blogPosts.readTimeMinutes, mainImage: blogPosts.mainImage, featured: blogPosts.featured,
  views: blogPosts.views, publishedAt: blogPosts.publishedAt, categoryName: blogCategories.name, categorySlug: blogCategories.slug,
};
type SummaryRow = Pick<PostRow, 'id' | 'slug' | 'title' | 'excerpt' | 'categoryId' | 'author' | 'readTimeMinutes' | 'mainImage' | 'featured' | 'views' | 'publishedAt'> & {
  categoryName: string;
  categorySlug: string;
};

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.categoryName,
    category_id: row.categoryId,
    category_slug: row.categorySlug,
    author: row.author,
    date: row.publishedAt.toISOString(),
    read_time: `${row.readTimeMinutes} min`,
    read_time_minutes: row.readTimeMinutes,
    main_image: row.mainImage,
    featured: row.featured,
    views: row.views,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word must appear in the title or the excerpt, ignoring case and accents. */
function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        sql`unaccent(${blogPosts.title}) ilike unaccent(${pattern})`,
        sql`unaccent(${blogPosts.excerpt}) ilike unaccent(${pattern})`,
      )!;
    }),
  );
}

/** A category by slug, numeric id, or name (the web sends slugs; older clients send names). */
export async function findCategory(db: Db, ref: string): Promise<CategoryRow | null> {
  const id = idFromText(ref);
  const byId = id !== null ? eq(blogCategories.id, id) : undefined;
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(or(eq(blogCategories.slug, ref.toLowerCase()), ilike(blogCategories.name, escapeLike(ref)), ...(byId ? [byId] : [])))
    .limit(1);
  return row ?? null;
}

export interface PostQuery {
  category?: string;
  search?: string;
  featured?: boolean;
  page: number;
  limit: number;
  path: string;
}

export async function listPosts(db: Db, q: PostQuery): Promise<BlogPostsPage> {
  const conditions: SQL[] = [visible];
  if (q.category) {
    const category = await findCategory(db, q.category);
    if (!category) return paginate([], 0, q.page, q.limit, q.path);
    conditions.push(eq(blogPosts.categoryId, category.id));
  }
  if (q.search) {
    const condition = searchCondition(q.search);
    if (condition) conditions.push(condition);
  }
  if (q.featured !== undefined) conditions.push(eq(blogPosts.featured, q.featured));
  const where = and(...conditions);
  const [{ total }] = (await db.select({ total: count() }).from(blogPosts).where(where)) as [{ total: number }];
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(q.limit)
    .offset(pageOffset(q.page, q.limit));
  return paginate(rows.map(toSummary), Number(total), q.page, q.limit, q.path);
}

async function topPosts(db: Db, order: SQL[], limit: number, extra?: SQL): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(extra ? and(visible, extra) : visible)
    .orderBy(...order)
    .limit(limit);
  return rows.map(toSummary);
}

export const featuredPosts = (db: Db, limit: number) => topPosts(db, [desc(blogPosts.publishedAt), desc(blogPosts.id)], limit, eq(blogPosts.featured, true));
export const popularPosts = (db: Db, limit: number) => topPosts(db, [desc(blogPosts.views), desc(blogPosts.publishedAt)], limit);
export const recentPosts = (db: Db, limit: number) => topPosts(db, [desc(blogPosts.publishedAt), desc(blogPosts.id)], limit);

/**
 * One post by id or slug. Reading it counts a view (once per visitor address per hour, so a
 * reload does not inflate "popular").
 */
export async function readPost(db: Db, by: { id: number } | { slug: string }, visitor: string): Promise<BlogPost> {
  const match = 'id' in by ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug.toLowerCase());
  const [row] = await db
    .select({ post: blogPosts, categoryName: blogCategories.name, categorySlug: blogCategories.slug })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(visible, match));
  if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  let views = row.post.views;
  if ((await countHit(db, `blog-view:${row.post.id}:${visitor}`, 3600)) === 1) {
    const [updated] = await db.update(blogPosts).set({ views: sql`${blogPosts.views} + 1` }).where(eq(blogPosts.id, row.post.id)).returning({ views: blogPosts.views });
    views = updated?.views ?? views + 1;
  }
  return {
    ...toSummary({ ...row.post, categoryName: row.categoryName, categorySlug: row.categorySlug }),
    views,
    images: row.post.images,
    content: row.post.content,
  };
}

export async function categoriesWithCounts(db: Db): Promise<BlogCategory[]> {
  const rows = await db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, postCount: sql<number>`count(${blogPosts.id})::int` })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), visible))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name));
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, post_count: Number(r.postCount) }));
}

export async function blogStats(db: Db): Promise<BlogStats> {
  const [totals] = await db
    .select({
      posts: sql<number>`count(*)::int`,
      views: sql<number>`coalesce(sum(${blogPosts.views}), 0)::int`,
      featured: sql<number>`count(*) filter (where ${blogPosts.featured})::int`,
      latest: sql<string | null>`max(${blogPosts.publishedAt})`,
    })
    .from(blogPosts)
    .where(visible);
  const categories = await categoriesWithCounts(db);
  return {
    total_posts: Number(totals?.posts ?? 0),
    total_categories: categories.length,
    total_views: Number(totals?.views ?? 0),
    featured_posts: Number(totals?.featured ?? 0),
    latest_post_date: totals?.latest ? new Date(totals.latest).toISOString() : null,
    categories,
  };
}
