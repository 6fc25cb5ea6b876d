import { and, eq, isNull } from 'drizzle-orm';
import type { Category, CategoryFacet, ProductListItem, ProductListResponse } from '@shop/contract/catalogue';
import type { ProductSort } from '@shop/contract/catalogue-rules';
import type { Paginator } from '@shop/contract/envelope';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';
import { customerFlags } from './customer-flags.ts';
import { countByCategory, queryProducts, type ProductFilter, type ProductOrder } from './product-query.ts';
import { toListItem } from './product-view.ts';
import { planSearch } from './search.ts';

export interface ListOptions {
  filter: ProductFilter;
  order: ProductOrder;
  page: number;
  perPage: number;
  customerId?: number | null;
  /** The call's URL, for the paginator's links. */
  path: string;
}

/** Runs a product query and shapes it as the spec's paginator, with customer flags when known. */
export async function listProducts(db: Db, o: ListOptions): Promise<Paginator<ProductListItem>> {
  const { rows, total } = await queryProducts(db, {
    filter: o.filter, order: o.order, limit: o.perPage, offset: pageOffset(o.page, o.perPage), customerId: o.customerId,
  });
  const flags = await customerFlags(db, o.customerId, rows.map((r) => r.id));
  return paginate(rows.map((r) => toListItem(r, flags)), total, o.page, o.perPage, o.path);
}

/** A bare list (no paginator) for blocks such as related products. */
export async function productItems(db: Db, filter: ProductFilter, order: ProductOrder, limit: number, customerId?: number | null) {
  const { rows } = await queryProducts(db, { filter, order, limit, customerId });
  const flags = await customerFlags(db, customerId, rows.map((r) => r.id));
  return rows.map((r) => toListItem(r, flags));
}

export async function findCategory(db: Db, ref: { id?: number; slug?: string }) {
  const where = ref.id !== undefined ? eq(categories.id, ref.id) : eq(categories.slug, ref.slug ?? '');
  const [row] = await db.select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId }).from(categories).where(where);
  return row ?? null;
}

export interface CatalogueQuery {
  search?: string;
  sort: ProductSort;
  price?: ProductFilter['priceBand'];
  category?: string;
  categoryId?: number;
  page: number;
  perPage: number;
}

/**
 * The catalogue screen: search, sort, price band and category together, with the category
 * counts under the same search and band (so the sidebar never promises what the list won't show).
 */
export async function catalogue(db: Db, q: CatalogueQuery, customerId: number | null, path: string): Promise<ProductListResponse> {
  let selected: { id: number; name: string; slug: string; parentId: number | null } | null = null;
  if (q.categoryId !== undefined || q.category) {
    selected = await findCategory(db, q.categoryId !== undefined ? { id: q.categoryId } : { slug: q.category });
    if (!selected) throw notFound('Categoria não encontrada.');
  }
  const search = q.search ? planSearch(q.search) : null;
  const base: ProductFilter = { search, priceBand: q.price };
  const [page, counts] = await Promise.all([
    listProducts(db, {
      filter: { ...base, categoryId: selected?.id }, order: q.sort, page: q.page, perPage: q.perPage, customerId, path,
    }),
    countByCategory(db, base),
  ]);
  const facets: CategoryFacet[] = counts.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parent_id: c.parent_id, total_product: c.total_product }));
  return { ...page, categories: facets, selected_category: selected ? (facets.find((f) => f.id === selected.id) ?? null) : null };
}

/** Main categories marked trending, with their product counts. */
export async function trendingCategories(db: Db): Promise<Category[]> {
  const counts = await countByCategory(db, {});
  const trending = await db
    .select({ id: categories.id, image: categories.image })
    .from(categories)
    .where(and(eq(categories.trending, true), isNull(categories.parentId)));
  const images = new Map(trending.map((t) => [t.id, t.image]));
  return counts.filter((c) => images.has(c.id)).map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: images.get(c.id) ?? null, total_product: c.total_product }));
}
