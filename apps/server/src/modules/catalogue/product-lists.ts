import type { Category, CategoryFacet, ProductListItem, ProductListResponse } from '@shop/contract/catalogue';
import type { ProductSort } from '@shop/contract/catalogue-rules';
import type { Paginator } from '@shop/contract/envelope';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';
import { customerFlags } from './customer-flags.ts';
import { catalogueCached } from './catalogue-version.ts';
import { allCategories, countByCategory, queryProducts, type ProductFilter, type ProductOrder } from './product-query.ts';
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

/** List items with the customer's flags, on copies (the guest answer they come from is shared). */
export async function withCustomerFlags(db: Db, items: ProductListItem[], customerId: number | null | undefined): Promise<ProductListItem[]> {
  const flags = await customerFlags(db, customerId, items.map((i) => i.id));
  if (!flags) return items;
  return items.map((i) => ({ ...i, in_cart: flags.inCart.has(i.id), in_whishlist: flags.inWishlist.has(i.id) }));
}

/** Runs a product query and shapes it as the spec's paginator, with customer flags when known. */
export async function listProducts(db: Db, o: ListOptions): Promise<Paginator<ProductListItem>> {
  const key = JSON.stringify(['list', o.filter, o.order, o.page, o.perPage, o.path]);
  const page = await catalogueCached(db, key, async () => {
    const { rows, total } = await queryProducts(db, { filter: o.filter, order: o.order, limit: o.perPage, offset: pageOffset(o.page, o.perPage), withTotal: true });
    return paginate(rows.map((r) => toListItem(r)), total, o.page, o.perPage, o.path);
  });
  if (!o.customerId) return page;
  return { ...page, data: await withCustomerFlags(db, page.data, o.customerId) };
}

/** A bare list (no paginator) for blocks such as related products. */
export async function productItems(db: Db, filter: ProductFilter, order: ProductOrder, limit: number, customerId?: number | null) {
  const items = await catalogueCached(db, JSON.stringify(['items', filter, order, limit]), async () => {
    const { rows } = await queryProducts(db, { filter, order, limit });
    return rows.map((r) => toListItem(r));
  });
  return withCustomerFlags(db, items, customerId);
}

export async function findCategory(db: Db, ref: { id?: number; slug?: string }) {
  const row = (await allCategories(db)).find((c) => (ref.id !== undefined ? c.id === ref.id : c.slug === (ref.slug ?? '')));
  return row ? { id: row.id, name: row.name, slug: row.slug, parentId: row.parent_id } : null;
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
  const answer = await catalogueCached(db, JSON.stringify(['catalogue', q, path]), () => guestCatalogue(db, q, path));
  if (!customerId) return answer;
  return { ...answer, data: await withCustomerFlags(db, answer.data, customerId) };
}

async function guestCatalogue(db: Db, q: CatalogueQuery, path: string): Promise<ProductListResponse> {
  let selected: { id: number; name: string; slug: string; parentId: number | null } | null = null;
  if (q.categoryId !== undefined || q.category) {
    selected = await findCategory(db, q.categoryId !== undefined ? { id: q.categoryId } : { slug: q.category });
    if (!selected) throw notFound('Categoria não encontrada.');
  }
  const search = q.search ? planSearch(q.search) : null;
  const base: ProductFilter = { search, priceBand: q.price };
  const [page, counts] = await Promise.all([
    listProducts(db, { filter: { ...base, categoryId: selected?.id }, order: q.sort, page: q.page, perPage: q.perPage, path }),
    countByCategory(db, base),
  ]);
  const facets: CategoryFacet[] = counts.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parent_id: c.parent_id, total_product: c.total_product }));
  return { ...page, categories: facets, selected_category: selected ? (facets.find((f) => f.id === selected.id) ?? null) : null };
}

/** Main categories marked trending, with their product counts. */
export async function trendingCategories(db: Db): Promise<Category[]> {
  return catalogueCached(db, 'trending-categories', () => computeTrendingCategories(db));
}

async function computeTrendingCategories(db: Db): Promise<Category[]> {
  const [all, counts] = await Promise.all([allCategories(db), countByCategory(db, {})]);
  const trending = new Map(all.filter((c) => c.trending && c.parent_id === null).map((c) => [c.id, c.image]));
  return counts.filter((c) => trending.has(c.id)).map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: trending.get(c.id) ?? null, total_product: c.total_product }));
}
