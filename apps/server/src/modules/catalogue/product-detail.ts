import { asc, desc, eq } from 'drizzle-orm';
import type { ProductDetail, ProductListItem, VariantGroup, VariantOption } from '@shop/contract/catalogue';
import { stockShown } from '@shop/contract/catalogue-rules';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../db/client.ts';
import { productImages, products, productVariants, reviews } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { customerFlags } from './customer-flags.ts';
import { allCategories, queryProducts } from './product-query.ts';
import { catalogueCached } from './catalogue-version.ts';
import { productItems, withCustomerFlags } from './product-lists.ts';
import { hasReviewed, verifiedBuyers } from './reviews.ts';
import { PRODUCT_NOT_FOUND, toIso, toListItem } from './product-view.ts';
import { plainText, sanitizeProductHtml } from '../../lib/sanitize-html.ts';

const REVIEWS_SHOWN = 20;
const RELATED_SHOWN = 4;

export type VariantRow = typeof productVariants.$inferSelect;

export function toVariantOption(v: VariantRow): VariantOption {
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

interface ProductPlace {
  categoryId: number;
  subCategoryId: number | null;
}

/**
 * Up to `limit` products like this one: its sub-category first, then its category, then
 * bestsellers. `place` is the product's categories when the caller has already read them.
 */
export async function relatedProducts(db: Db, productId: number, limit: number, customerId?: number | null, place?: ProductPlace): Promise<ProductListItem[]> {
  const [product] = place ? [place] : await db.select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const found: ProductListItem[] = [];
  const steps = [
    product.subCategoryId ? { categoryId: product.subCategoryId } : null,
    { categoryId: product.categoryId },
    {},
  ];
  for (const step of steps) {
    if (!step || found.length >= limit) continue;
    const seen = new Set([productId, ...found.map((p) => p.id)]);
    const more = await productItems(db, { ...step }, 'bestsellers', limit + seen.size, customerId);
    found.push(...more.filter((p) => !seen.has(p.id)).slice(0, limit - found.length));
  }
  return found;
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

async function guestProductDetail(db: Db, productId: number): Promise<ProductDetail> {
  const { rows } = await queryProducts(db, { filter: { ids: [productId] }, order: 'ids', limit: 1 });
  const row = rows[0];
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const [[full], images, variants, reviewRows, related, categoryRows] = await Promise.all([
    db.select({ description: products.description, detail: products.detail, specification: products.specification, variantLabel: products.variantLabel })
      .from(products).where(eq(products.id, productId)),
    db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(REVIEWS_SHOWN),
    relatedProducts(db, productId, RELATED_SHOWN, null, { categoryId: row.category_id, subCategoryId: row.sub_category_id }),
    allCategories(db),
  ]);
  const subCategory = categoryRows.find((c) => c.id === row.sub_category_id);
  const verified = await verifiedBuyers(db, productId, reviewRows.map((r) => r.customerId));
  const item = toListItem(row);
  const description = sanitizeProductHtml(full?.description);
  const gallery = images.length ? images : [{ id: 0, url: row.cover_image, alt: row.name }];
  const variantGroups: VariantGroup[] = variants.length
    ? [{ variant_name: full?.variantLabel ?? 'Opção', variant_list_data: variants.map(toVariantOption) }]
    : [];
  const breadcrumb = [{ id: row.category_id, name: row.category_name, slug: row.category_slug }];
  if (subCategory) breadcrumb.push({ id: subCategory.id, name: subCategory.name, slug: subCategory.slug });
  return {
    product_info: {
      ...item,
      description,
      detail: sanitizeProductHtml(full?.detail),
      specification: sanitizeProductHtml(full?.specification),
      summary: plainText(description, 160),
      variant_label: variants.length ? (full?.variantLabel ?? 'Opção') : null,
    },
    product_image: gallery.map((img) => ({ id: img.id, image_url: img.url, alt: img.alt || row.name })),
    product_Review: reviewRows.map((r) => ({
      id: r.id, rating: r.rating, user_name: r.authorName, title: r.title, review: r.body, created_at: toIso(r.createdAt),
      verified_purchase: r.customerId !== null && verified.has(r.customerId),
    })),
    releted_products: related,
    variant: variantGroups,
    breadcrumb,
  };
}
