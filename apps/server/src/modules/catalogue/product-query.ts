import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, type PriceBand, type ProductSort } from '@shop/contract/catalogue-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { searchSql, type SearchPlan } from './search.ts';

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
  in_wishlist?: boolean;
  added_at?: Date | string | null;
}

/**
 * Every active product with what lists need: category names, the price of its cheapest variant
 * (or its own), total stock, and normalised text for search.
 */
const PRODUCT_BASE = sql`
  select p.id, p.slug, p.name, p.description, p.created_at, p.category_id, c.name as category_name, c.slug as category_slug,
    c.parent_id as category_parent_id, p.sub_category_id, sc.name as sub_category_name, p.cover_image, p.trending, p.featured,
    p.sold_count, p.rating_average, p.rating_count,
    coalesce(cv.price_cents, p.price_cents) as price_cents,
    case when cv.price_cents is null then p.sale_price_cents else cv.sale_price_cents end as sale_price_cents,
    coalesce(va.max_final, coalesce(p.sale_price_cents, p.price_cents)) as max_final_cents,
    coalesce(va.n, 0) as variant_count,
    coalesce(va.stock, p.stock) as stock,
    coalesce(va.any_sale, false) as variant_sale,
    shop_search_normalize(p.name) as name_text,
    p.search_text,
    shop_search_normalize(c.name || ' ' || coalesce(sc.name, '')) as category_text
  from products p
  join categories c on c.id = p.category_id
  left join categories sc on sc.id = p.sub_category_id
  left join lateral (
    select pv.price_cents, pv.sale_price_cents from product_variants pv where pv.product_id = p.id
    order by coalesce(pv.sale_price_cents, pv.price_cents), pv.sort_order, pv.id limit 1
  ) cv on true
  left join lateral (
    select count(*)::int as n, sum(pv.stock)::int as stock, max(coalesce(pv.sale_price_cents, pv.price_cents)) as max_final,
      bool_or(pv.sale_price_cents is not null) as any_sale
    from product_variants pv where pv.product_id = p.id having count(*) > 0
  ) va on true
  where p.active`;

function whereSql(filter: ProductFilter): { where: SQL; score: SQL | null } {
  const parts: SQL[] = [sql`true`];
  if (filter.ids) parts.push(filter.ids.length ? sql`b.id in (${sql.join(filter.ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  if (filter.categoryId !== undefined) {
    const id = filter.categoryId;
    parts.push(sql`(b.category_id = ${id} or b.sub_category_id = ${id} or b.category_parent_id = ${id})`);
  }
  if (filter.subCategoryId !== undefined) parts.push(sql`b.sub_category_id = ${filter.subCategoryId}`);
  if (filter.featured) parts.push(sql`b.featured`);
  if (filter.trending) parts.push(sql`b.trending`);
  if (filter.discounted) parts.push(sql`(b.sale_price_cents is not null or b.variant_sale)`);
  if (filter.excludeId !== undefined) parts.push(sql`b.id <> ${filter.excludeId}`);
  if (filter.priceBand) {
    // A product is in the band of the price a shopper pays for its cheapest option, the "desde" price
    // its card shows (decision 133): "desde MT 990" is never listed under "Acima de MT 2000".
    const band = PRICE_BANDS[filter.priceBand];
    parts.push(sql`coalesce(b.sale_price_cents, b.price_cents) >= ${band.min}`);
    if (band.max !== null) parts.push(sql`coalesce(b.sale_price_cents, b.price_cents) <= ${band.max}`);
  }
  let score: SQL | null = null;
  if (filter.search) {
    const s = searchSql(filter.search, 'b');
    parts.push(s.where);
    score = s.score;
  }
  return { where: sql.join(parts, sql` and `), score };
}

function orderSql(order: ProductOrder, hasScore: boolean, ids?: number[]): SQL {
  const final = sql`coalesce(b.sale_price_cents, b.price_cents)`;
  switch (order) {
    case 'relevance':
    case 'all':
      return hasScore ? sql`score desc, b.sold_count desc, b.id` : sql`(b.stock > 0) desc, b.name, b.id`;
    case 'featured':
      return sql`b.featured desc, b.sold_count desc, b.id`;
    case 'bestsellers':
      return sql`b.sold_count desc, b.id`;
    case 'newest':
      return sql`b.created_at desc, b.id desc`;
    case 'price-low':
      return sql`${final} asc, b.id`;
    case 'price-high':
      return sql`${final} desc, b.id`;
    case 'trending':
      return sql`b.trending desc, b.sold_count desc, b.id`;
    case 'ids':
      return ids?.length ? sql`array_position(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[], b.id)` : sql`b.id`;
  }
}

export interface ProductQuery {
  filter: ProductFilter;
  order: ProductOrder;
  limit: number;
  offset?: number;
  /** When known, each row says whether it is in this customer's wishlist. */
  customerId?: number | null;
}

export async function queryProducts(db: Db, q: ProductQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const { where, score } = whereSql(q.filter);
  const inWishlist = q.customerId
    ? sql`exists(select 1 from wishlist_items w where w.customer_id = ${q.customerId} and w.product_id = b.id)`
    : sql`null::boolean`;
  const rows = await queryRows<ProductRow & { total: number }>(
    db,
    sql`with b as (${PRODUCT_BASE})
      select b.*, coalesce(b.sale_price_cents, b.price_cents) as final_cents, ${score ?? sql`0`} as score,
        ${inWishlist} as in_wishlist, count(*) over ()::int as total
      from b where ${where}
      order by ${orderSql(q.order, score !== null, q.filter.ids)}
      limit ${q.limit} offset ${q.offset ?? 0}`,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && (q.offset ?? 0) > 0) {
    const [count] = await queryRows<{ n: number }>(db, sql`with b as (${PRODUCT_BASE}) select count(*)::int as n from b where ${where}`);
    total = count?.n ?? 0;
  }
  return { rows, total };
}

export interface CategoryCountRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  sort_order: number;
  total_product: number;
}

/**
 * Every category with the number of products matching the filter (without its category part):
 * a main category counts its own products and its sub-categories'.
 */
export async function countByCategory(db: Db, filter: Omit<ProductFilter, 'categoryId' | 'subCategoryId'>): Promise<CategoryCountRow[]> {
  const { where } = whereSql(filter);
  return queryRows<CategoryCountRow>(
    db,
    sql`with b as (${PRODUCT_BASE}), m as (select b.id, b.category_id, b.sub_category_id, b.category_parent_id from b where ${where})
      select c.id, c.name, c.slug, c.parent_id, c.sort_order,
        (select count(*)::int from m where m.category_id = c.id or m.sub_category_id = c.id or m.category_parent_id = c.id) as total_product
      from categories c
      order by c.sort_order, c.name`,
  );
}
