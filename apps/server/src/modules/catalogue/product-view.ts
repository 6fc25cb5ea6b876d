import type { ProductListItem } from '@shop/contract/catalogue';
import { stockShown } from '@shop/contract/catalogue-rules';
import { centsToWire } from '@shop/contract/money';
import type { ProductRow } from './product-query.ts';
import { plainText } from '../../lib/sanitize-html.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

/** PostgreSQL's text for a UTC timestamp: `2026-11-27 14:46:05.123456+00`. */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the wire writes it (`toISOString`: milliseconds, cut, not rounded). PostgreSQL's UTC
 * text is rewritten as it is; anything else (another zone, a Date) goes through a Date.
 */
export function toIso(value: Date | string): string {
  const utc = typeof value === 'string' ? PG_UTC_TIMESTAMP.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const rating = (value: number | string) => Math.round(Number(value) * 100) / 100;

export interface CustomerFlags {
  inCart: Set<number>;
  inWishlist: Set<number>;
}

/** A product row as every list answers it; `in_cart`/`in_whishlist` only when a customer is known. */
export function toListItem(row: ProductRow, flags?: CustomerFlags): ProductListItem {
  const stock = stockShown(Number(row.stock));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: plainText(row.description, 200),
    price: centsToWire(row.price_cents),
    sale_price: row.sale_price_cents === null ? null : centsToWire(row.sale_price_cents),
    final_price: centsToWire(row.sale_price_cents ?? row.price_cents),
    max_final_price: centsToWire(Math.max(row.max_final_cents, row.sale_price_cents ?? row.price_cents)),
    currency: 'MT',
    created_at: toIso(row.created_at),
    category_id: row.category_id,
    category_name: row.category_name,
    category_slug: row.category_slug,
    sub_category_id: row.sub_category_id,
    sub_category_name: row.sub_category_name,
    cover_image_url: row.cover_image,
    trending: flag(row.trending),
    featured: flag(row.featured),
    variant_product: flag(row.variant_count > 0),
    average_rating: rating(row.rating_average),
    rating_count: row.rating_count,
    stock,
    in_stock: stock > 0,
    ...(flags ? { in_cart: flags.inCart.has(row.id), in_whishlist: flags.inWishlist.has(row.id) } : {}),
  };
}
