import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, type PriceBand, type ProductSort } from '@shop/contract/catalogue-rules';
import { literalInt, queryRows, queryRowsKept, type Db } from '../../db/client.ts';
import { priceBandNumber } from '../../db/schema.ts';
import { catalogueVersion, VersionedCache } from './catalogue-version.ts';
import { candidateRows, SEARCH_CATEGORIES, SEARCH_CATEGORY_JOINS, searchCandidateIds, searchSql, type SearchPlan } from './search.ts';

export interface ProductFilter {
  ids?: number[];
  /** A main or sub-category: its own products and those of its sub-categories. */
  categoryId?: number;
  subCategoryId?: number;
  featured?: boolean;
  trending?: boolean;
  discounted?: boolean;
  excludeId?: number;
  priceBand?: PriceBand;
  search?: SearchPlan | null;
}

/** The screen's sort modes plus the orders the spec's calls imply. */
export type ProductOrder = ProductSort | 'relevance' | 'trending' | 'ids';

/** One product row as the list query returns it (cents, raw flags). */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  created_at: Date | string;
  category_id: number;
  category_name: string;
  category_slug: string;
  sub_category_id: number | null;
  sub_category_name: string | null;
  cover_image: string;
  trending: boolean;
  featured: boolean;
  sold_count: number;
  rating_average: number | string;
  rating_count: number;
  price_cents: number;
  sale_price_cents: number | null;
  final_cents: number;
  max_final_cents: number;
  variant_count: number;
  stock: number;
}

/**
 * What a list shows of a product, read from the figures the database keeps on the row (decision
 * 110): no variant is read, so a page costs about a page of rows whatever the catalogue's size.
 */
export const LIST_COLUMNS = sql`p.id, p.slug, p.name, p.description, p.created_at, p.category_id, c.name as category_name, c.slug as category_slug,
  p.sub_category_id, sc.name as sub_category_name, p.cover_image, p.trending, p.featured, p.sold_count, p.rating_average, p.rating_count,
  p.list_price_cents as price_cents, p.list_sale_price_cents as sale_price_cents, p.final_price_cents as final_cents,
  p.max_final_price_cents as max_final_cents, p.variant_count, p.total_stock as stock`;
export const LIST_JOINS = sql`join categories c on c.id = p.category_id left join categories sc on sc.id = p.sub_category_id`;

/** Conditions on `products p` (active products only: every list index is partial on `active`). */
function whereSql(filter: ProductFilter, categoryParents: Map<number, number | null>): SQL {
  const parts: SQL[] = [sql`p.active`];
  if (filter.ids) parts.push(filter.ids.length ? sql`p.id in (${sql.join(filter.ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  if (filter.categoryId !== undefined) {
    // Products name their main category and, optionally, a sub-category of it.
    const id = filter.categoryId;
    const isMain = (categoryParents.get(id) ?? null) === null;
    parts.push(isMain ? sql`p.category_id = ${id}` : sql`p.sub_category_id = ${id}`);
  }
  if (filter.subCategoryId !== undefined) parts.push(sql`p.sub_category_id = ${filter.subCategoryId}`);
  if (filter.featured) parts.push(sql`p.featured`);
  if (filter.trending) parts.push(sql`p.trending`);
  if (filter.discounted) parts.push(sql`p.on_sale`);
  if (filter.excludeId !== undefined) parts.push(sql`p.id <> ${filter.excludeId}`);
  if (filter.priceBand) {
    // A product is in the band of the price a shopper pays for its cheapest option, the "desde" price
    // its card shows (decision 133): "desde MT 990" is never listed under "Acima de MT 2000".
    // The band's number reads its own index for every sort but price's, which read the range on theirs; both
    // written into the text, so a generic plan knows how many rows each leaves (decision 172).
    const band = PRICE_BANDS[filter.priceBand];
    parts.push(sql`p.price_band = ${literalInt(priceBandNumber(filter.priceBand))}`, sql`p.final_price_cents >= ${literalInt(band.min)}`);
    if (band.max !== null) parts.push(sql`p.final_price_cents <= ${literalInt(band.max)}`);
  }
  return sql.join(parts, sql` and `);
}

/** Orders written as the list indexes are (NOT NULL columns, so `nulls last` changes nothing but the plan). */
function orderSql(order: ProductOrder, hasScore: boolean, ids?: number[]): SQL {
  switch (order) {
    case 'relevance':
    case 'all':
      return hasScore ? sql`score desc, p.sold_count desc, p.id` : sql`p.in_stock desc nulls last, p.name, p.id`;
    case 'featured':
      return sql`p.featured desc nulls last, p.sold_count desc nulls last, p.id`;
    case 'bestsellers':
      return sql`p.sold_count desc nulls last, p.id`;
    case 'newest':
      return sql`p.created_at desc nulls last, p.id desc nulls last`;
    case 'price-low':
      return sql`p.final_price_cents, p.id`;
    case 'price-high':
      return sql`p.final_price_cents desc nulls last, p.id`;
    case 'trending':
      return sql`p.trending desc nulls last, p.sold_count desc nulls last, p.id`;
    case 'ids':
      return ids?.length ? sql`array_position(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[], p.id)` : sql`p.id`;
  }
}

export interface ProductQuery {
  filter: ProductFilter;
  order: ProductOrder;
  limit: number;
  offset?: number;
  /** Also answer how many products match (from the per-category counts, decision 110). */
  withTotal?: boolean;
}

export async function queryProducts(db: Db, q: ProductQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const parents = await categoryParents(db);
  if (q.filter.search) return querySearch(db, q, parents);
  const build = () => {
    // A page past the first keeps its offset a parameter: one statement per shape and page size.
    const offset = q.offset ? sql` offset ${q.offset}` : sql``;
    return sql`select ${LIST_COLUMNS} from products p ${LIST_JOINS}
      where ${whereSql(q.filter, parents)}
      order by ${orderSql(q.order, false, q.filter.ids)}
      limit ${literalInt(q.limit)}${offset}`;
  };
  const rows = q.filter.ids
    ? await queryRows<ProductRow>(db, build())
    : await queryRowsKept<ProductRow>(db, JSON.stringify(['page', q.filter, mainOrSub(q.filter, parents), q.order, q.limit, q.offset ?? 0]), build);
  if (!q.withTotal) return { rows, total: rows.length };
  const { categoryId, subCategoryId, ...rest } = q.filter;
  const counts = await categoryCounts(db, rest);
  return { rows, total: totalFrom(counts, parents, categoryId, subCategoryId) };
}

/** What `whereSql` reads of the categories: whether the filter's category is a main one. */
const mainOrSub = (filter: ProductFilter, parents: Map<number, number | null>) =>
  filter.categoryId === undefined ? null : (parents.get(filter.categoryId) ?? null) === null;

/**
 * The first `limit` distinct products of several lists taken one after the other, in one round trip
 * (decision 118): each list is one index read of up to `perList` product ids in `order`; a product
 * already taken, or `skipId`, is passed over, and only the products kept are read in full. Not for
 * search, nor for lists by ids.
 */
export async function firstOfLists(db: Db, filters: Omit<ProductFilter, 'ids'>[], order: Exclude<ProductOrder, 'ids'>, perList: number, limit: number, skipId: number): Promise<ProductRow[]> {
  if (!filters.length) return [];
  const parents = await categoryParents(db);
  const by = orderSql(order, false);
  const key = JSON.stringify(['first-of-lists', filters, filters.map((f) => mainOrSub(f, parents)), order, perList, limit]);
  const build = () =>
    firstOfListsSql(filters.map((filter, step) => listStepSql(step, whereSql(filter, parents), by, perList)), by, sql`${sql.placeholder('skip')}`, limit);
  return queryRowsKept<ProductRow>(db, key, build, { skip: skipId });
}

/** One list of `firstOfLists`: up to `perList` product ids in `by` order, with its step. */
function listStepSql(step: number, where: SQL, by: SQL, perList: number): SQL {
  return sql`(select ${literalInt(step)} as step, p.id from products p where ${where} order by ${by} limit ${literalInt(perList)})`;
}

/**
 * The products of `lists` each in the first list that has it, in list order and then in `by` (the
 * lists' own order, read again on the rows kept: one window over a few rows, not one per list), as `n`.
 */
function firstOfListsSql(lists: SQL[], by: SQL, skip: SQL, limit: number): SQL {
  return sql`select ${LIST_COLUMNS}, row_number() over (order by picked.step, ${by}) as n from (
      select distinct on (s.id) s.id, s.step from (${sql.join(lists, sql` union all `)}) s
      where s.id <> ${skip} order by s.id, s.step
    ) picked join products p on p.id = picked.id ${LIST_JOINS}
    order by n limit ${literalInt(limit)}`;
}

/**
 * A product's related products as `firstOfLists` reads them (its sub-category, its category, then
 * bestsellers, each of up to `perList`), as a JSON array of list rows, for a statement that reads the
 * product as `page` (id, category_id, sub_category_id, and whether each category is a main one): the
 * product page takes them in its own read (decision 172). A category filters as `whereSql` has it: a
 * main one by `category_id`, another by `sub_category_id`; of each pair one list is empty.
 */
export function relatedListJsonSql(perList: number, limit: number): SQL {
  const by = orderSql('bestsellers', false);
  const inCategory = (step: number, id: SQL, isMain: SQL) => [
    listStepSql(step, sql`p.active and p.category_id = ${id} and ${isMain}`, by, perList),
    listStepSql(step, sql`p.active and p.sub_category_id = ${id} and not ${isMain}`, by, perList),
  ];
  const lists = [
    ...inCategory(0, sql`page.sub_category_id`, sql`page.sub_category_is_main`),
    ...inCategory(1, sql`page.category_id`, sql`page.category_is_main`),
    listStepSql(2, sql`p.active`, by, perList),
  ];
  return sql`(select coalesce(json_agg(r order by r.n), '[]') from (${firstOfListsSql(lists, by, sql`page.id`, limit)}) r)`;
}

/** Whether a category counts as a main one for `whereSql` (no parent, or not found), in SQL. */
export const categoryIsMainSql = (id: SQL) => sql`not exists (select 1 from categories m where m.id = ${id} and m.parent_id is not null)`;

/**
 * Search (decision 112): candidates come from the trigram indexes (every term in the name, then
 * every term in the document, typos included), at most SEARCH_CANDIDATES of each; only those are
 * checked exactly and ranked. The GIN index answers `like '%term%'` and `term <% document`
 * (word similarity at pg_trgm.word_similarity_threshold, set on every connection at or below
 * TYPO_SIMILARITY), so the plan never ranks the whole catalogue. The candidates are read first
 * (decision 105) and their rows by primary key (decision 115).
 */
async function querySearch(db: Db, q: ProductQuery, parents: Map<number, number | null>): Promise<{ rows: ProductRow[]; total: number }> {
  const plan = q.filter.search!;
  const s = searchSql(plan, 'p');
  const ids = await searchCandidateIds(db, plan, whereSql(q.filter, parents));
  if (!ids.length) return { rows: [], total: 0 };
  const rows = await queryRows<ProductRow & { total: number }>(
    db,
    sql`with ${SEARCH_CATEGORIES}, matched as (
        select ${LIST_COLUMNS}, p.final_price_cents, ${s.score} as score
        from products p ${SEARCH_CATEGORY_JOINS}
        where ${candidateRows(ids)} and ${s.where}
      )
      select p.*, count(*) over ()::int as total from matched p
      order by ${orderSql(q.order, true, q.filter.ids)}
      limit ${q.limit} offset ${q.offset ?? 0}`,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.withTotal && (q.offset ?? 0) > 0) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p ${LIST_JOINS} where ${candidateRows(ids)} and ${s.where}`,
    );
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...r }) => r as ProductRow), total };
}

export interface CategoryCountRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  sort_order: number;
  total_product: number;
}

interface CategoryPairCount {
  category_id: number;
  sub_category_id: number | null;
  n: number;
}

interface CategoryData {
  rows: CategoryRow[];
  parents: Map<number, number | null>;
}

const countCache = new WeakMap<Db, VersionedCache<CategoryPairCount[]>>();
const categoryCache = new WeakMap<Db, VersionedCache<CategoryData>>();
const facetCache = new WeakMap<Db, VersionedCache<CategoryCountRow[]>>();

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  sort_order: number;
  image: string | null;
  trending: boolean;
}

function cacheFor<T>(map: WeakMap<Db, VersionedCache<T>>, db: Db, size: number): VersionedCache<T> {
  let cache = map.get(db);
  if (!cache) {
    cache = new VersionedCache<T>(size);
    map.set(db, cache);
  }
  return cache;
}

/** Every category (a few dozen rows) and each one's parent, kept for the catalogue's version. */
function categoryData(db: Db, version: number): Promise<CategoryData> {
  return cacheFor(categoryCache, db, 1).get(version, 'all', async () => {
    const rows = await queryRows<CategoryRow>(db, sql`select id, name, slug, parent_id, sort_order, image, trending from categories order by sort_order, name`);
    return { rows, parents: new Map(rows.map((c) => [c.id, c.parent_id])) };
  });
}

/** Every category (a few dozen rows), kept for the catalogue's version. */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return (await categoryData(db, await catalogueVersion(db))).rows;
}

async function categoryParents(db: Db): Promise<Map<number, number | null>> {
  return (await categoryData(db, await catalogueVersion(db))).parents;
}

/**
 * How many active products match the filter, per (category, sub-category): one grouped query,
 * kept for the catalogue's version (decision 110), so totals and category counts never scan the
 * catalogue on every request.
 */
async function categoryCounts(db: Db, filter: Omit<ProductFilter, 'categoryId' | 'subCategoryId'>, version?: number): Promise<CategoryPairCount[]> {
  const at = version ?? (await catalogueVersion(db));
  return cacheFor(countCache, db, 500).get(at, JSON.stringify(filter), async () => {
    const { parents } = await categoryData(db, at);
    if (filter.search) {
      const s = searchSql(filter.search, 'p');
      const ids = await searchCandidateIds(db, filter.search, whereSql(filter, parents));
      if (!ids.length) return [];
      return queryRows<CategoryPairCount>(
        db,
        sql`select p.category_id, p.sub_category_id, count(*)::int as n from products p ${LIST_JOINS}
          where ${candidateRows(ids)} and ${s.where} group by p.category_id, p.sub_category_id`,
      );
    }
    return queryRows<CategoryPairCount>(
      db,
      sql`select p.category_id, p.sub_category_id, count(*)::int as n from products p where ${whereSql(filter, parents)}
        group by p.category_id, p.sub_category_id`,
    );
  });
}

function totalFrom(counts: CategoryPairCount[], parents: Map<number, number | null>, categoryId?: number, subCategoryId?: number): number {
  const isMain = categoryId === undefined || (parents.get(categoryId) ?? null) === null;
  return counts
    .filter((c) => categoryId === undefined || (isMain ? c.category_id === categoryId : c.sub_category_id === categoryId))
    .filter((c) => subCategoryId === undefined || c.sub_category_id === subCategoryId)
    .reduce((sum, c) => sum + c.n, 0);
}

/**
 * Every category with the number of products matching the filter (without its category part):
 * a main category counts its own products and its sub-categories'. Kept for the catalogue's
 * version with the counts it is made of (callers never change it).
 */
export async function countByCategory(db: Db, filter: Omit<ProductFilter, 'categoryId' | 'subCategoryId'>): Promise<CategoryCountRow[]> {
  const version = await catalogueVersion(db);
  return cacheFor(facetCache, db, 500).get(version, JSON.stringify(filter), async () => {
    const [{ rows: all, parents }, counts] = await Promise.all([categoryData(db, version), categoryCounts(db, filter, version)]);
    return all.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parent_id: c.parent_id, sort_order: c.sort_order, total_product: totalFrom(counts, parents, c.id) }));
  });
}
