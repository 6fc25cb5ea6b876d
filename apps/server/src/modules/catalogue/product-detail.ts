import { eq, sql } from 'drizzle-orm';
import type { ProductDetail, ProductListItem, VariantGroup, VariantOption } from '@shop/contract/catalogue';
import { stockShown } from '@shop/contract/catalogue-rules';
import { centsToWire } from '@shop/contract/money';
import { literalInt, queryRowsKept, type Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { customerFlags } from './customer-flags.ts';
import { allCategories, categoryIsMainSql, firstOfLists, LIST_COLUMNS, LIST_JOINS, relatedListJsonSql, type ProductFilter, type ProductRow } from './product-query.ts';
import { catalogueCached } from './catalogue-version.ts';
import { withCustomerFlags } from './product-lists.ts';
import { hasReviewed, verifiedBuyers } from './reviews.ts';
import { PRODUCT_NOT_FOUND, toIso, toListItem } from './product-view.ts';
import { plainText, sanitizeProductHtml } from '../../lib/sanitize-html.ts';

const REVIEWS_SHOWN = 20;
const RELATED_SHOWN = 4;

export type VariantRow = typeof productVariants.$inferSelect;
/** What an option's answer is made of. */
export type VariantFields = Pick<VariantRow, 'id' | 'name' | 'sku' | 'priceCents' | 'salePriceCents' | 'stock'>;

export function toVariantOption(v: VariantFields): VariantOption {
  const stock = stockShown(v.stock);
  return {
    id: v.id,
    name: v.name,
    sku: v.sku,
    price: centsToWire(v.priceCents),
    sale_price: v.salePriceCents === null ? null : centsToWire(v.salePriceCents),
    final_price: centsToWire(v.salePriceCents ?? v.priceCents),
    stock,
    in_stock: stock > 0,
  };
}

/**
 * Up to `limit` products like this one: its sub-category first, then its category, then
 * bestsellers. The three reads go in one round trip (decision 118), each long enough for what the
 * ones before it may take, and the guest list is kept for the catalogue's version. The product page
 * reads the same list with the product (`relatedListJsonSql`).
 */
export async function relatedProducts(db: Db, productId: number, limit: number, customerId?: number | null): Promise<ProductListItem[]> {
  const [product] = await db.select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const key = JSON.stringify(['related', productId, product.categoryId, product.subCategoryId, limit]);
  const items = await catalogueCached(db, key, async () => {
    const steps: ProductFilter[] = [...(product.subCategoryId ? [{ categoryId: product.subCategoryId }] : []), { categoryId: product.categoryId }, {}];
    // A step can lose this product and what the steps before it found: at most 1 + (limit - 1) rows.
    const rows = await firstOfLists(db, steps, 'bestsellers', 2 * limit, limit, productId);
    return rows.map((row) => toListItem(row));
  });
  return withCustomerFlags(db, items, customerId);
}

/** A product's page: the guest answer kept for the catalogue's version, with the customer's flags on a copy. */
export async function productDetail(db: Db, productId: number, customerId: number | null): Promise<ProductDetail> {
  const guest = await catalogueCached(db, JSON.stringify(['detail', productId]), () => guestProductDetail(db, productId));
  if (!customerId) return guest;
  const [flags, reviewedByMe, related] = await Promise.all([
    customerFlags(db, customerId, [productId]),
    hasReviewed(db, productId, customerId),
    withCustomerFlags(db, guest.releted_products, customerId),
  ]);
  return {
    ...guest,
    product_info: {
      ...guest.product_info,
      in_cart: flags?.inCart.has(productId) ?? false,
      in_whishlist: flags?.inWishlist.has(productId) ?? false,
      reviewed_by_me: reviewedByMe,
    },
    releted_products: related,
  };
}

interface ProductPageRow extends ProductRow {
  detail: string | null;
  specification: string | null;
  variant_label: string | null;
  images: { id: number; url: string; alt: string }[];
  variants: VariantFields[];
  reviews: { id: number; rating: number; author_name: string; title: string; body: string; created_at: string; customer_id: number | null }[];
  /** As `relatedProducts` reads them for a guest, as JSON (numbers as numbers, times as ISO text). */
  related: ProductRow[];
}

/**
 * The product, its images, options, latest reviews and related products in one read (decisions 118
 * and 172): each list is a JSON aggregate in the product's row, in the order the page shows it.
 */
async function readProductPage(db: Db, productId: number): Promise<ProductPageRow | undefined> {
  const [row] = await queryRowsKept<ProductPageRow>(
    db,
    'product-page',
    () => sql`with page as (
        select p.id, p.category_id, p.sub_category_id, ${categoryIsMainSql(sql`p.category_id`)} as category_is_main,
          ${categoryIsMainSql(sql`p.sub_category_id`)} as sub_category_is_main
        from products p where p.active and p.id = ${sql.placeholder('id')}
      )
      select ${LIST_COLUMNS}, p.detail, p.specification, p.variant_label,
      (select coalesce(json_agg(json_build_object('id', i.id, 'url', i.url, 'alt', i.alt) order by i.sort_order, i.id), '[]')
        from product_images i where i.product_id = p.id) as images,
      (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku, 'priceCents', v.price_cents,
          'salePriceCents', v.sale_price_cents, 'stock', v.stock) order by v.sort_order, v.id), '[]')
        from product_variants v where v.product_id = p.id) as variants,
      (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]') from (
        select r.id, r.rating, r.author_name, r.title, r.body, r.created_at, r.customer_id from reviews r
        where r.product_id = p.id order by r.created_at desc, r.id desc limit ${literalInt(REVIEWS_SHOWN)}) r) as reviews,
      ${relatedListJsonSql(2 * RELATED_SHOWN, RELATED_SHOWN)} as related
    from page join products p on p.id = page.id ${LIST_JOINS}`,
    { id: productId },
  );
  return row;
}

async function guestProductDetail(db: Db, productId: number): Promise<ProductDetail> {
  const row = await readProductPage(db, productId);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const { images, variants, reviews: reviewRows } = row;
  const related = row.related.map((r) => toListItem(r));
  const [categoryRows, verified] = await Promise.all([allCategories(db), verifiedBuyers(db, productId, reviewRows.map((r) => r.customer_id))]);
  const subCategory = categoryRows.find((c) => c.id === row.sub_category_id);
  const item = toListItem(row);
  const description = sanitizeProductHtml(row.description);
  const gallery = images.length ? images : [{ id: 0, url: row.cover_image, alt: row.name }];
  const variantGroups: VariantGroup[] = variants.length
    ? [{ variant_name: row.variant_label ?? 'Opção', variant_list_data: variants.map(toVariantOption) }]
    : [];
  const breadcrumb = [{ id: row.category_id, name: row.category_name, slug: row.category_slug }];
  if (subCategory) breadcrumb.push({ id: subCategory.id, name: subCategory.name, slug: subCategory.slug });
  return {
    product_info: {
      ...item,
      description,
      detail: sanitizeProductHtml(row.detail),
      specification: sanitizeProductHtml(row.specification),
      summary: plainText(description, 160),
      variant_label: variants.length ? (row.variant_label ?? 'Opção') : null,
    },
    product_image: gallery.map((img) => ({ id: img.id, image_url: img.url, alt: img.alt || row.name })),
    product_Review: reviewRows.map((r) => ({
      id: r.id, rating: r.rating, user_name: r.author_name, title: r.title, review: r.body, created_at: toIso(r.created_at),
      verified_purchase: r.customer_id !== null && verified.has(r.customer_id),
    })),
    releted_products: related,
    variant: variantGroups,
    breadcrumb,
  };
}
