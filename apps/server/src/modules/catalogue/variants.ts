import { and, eq } from 'drizzle-orm';
import type { VariantInfo } from '@shop/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { toVariantOption } from './product-detail.ts';
import { PRODUCT_NOT_FOUND } from './product-view.ts';

const VARIANT_NOT_FOUND = 'Esta opção não existe para este produto.';

/**
 * Reads the chosen option id out of the spec's `variant` field: the text of a list with one map
 * of variant name to option id (`[{"Volume":"12"}]`), or that list or map itself.
 */
export function chosenVariantId(variant: unknown): number | null {
  let value = variant;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    if (/^\d+$/.test(text)) return Number(text);
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('VALIDATION_FAILED', 'A opção escolhida não é válida.');
    }
  }
  const maps = Array.isArray(value) ? value : [value];
  for (const map of maps) {
    if (typeof map === 'number' && Number.isInteger(map) && map > 0) return map;
    if (!map || typeof map !== 'object') continue;
    for (const option of Object.values(map as Record<string, unknown>)) {
      const id = typeof option === 'number' ? option : typeof option === 'string' && /^\d+$/.test(option.trim()) ? Number(option) : NaN;
      if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return id;
    }
  }
  return null;
}

/** The option named by its text (`[{"Volume":"500 ml"}]`), as the original client could send it. */
export function chosenOptionName(variant: unknown): string | null {
  let value = variant;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  for (const map of Array.isArray(value) ? value : [value]) {
    if (!map || typeof map !== 'object') continue;
    for (const option of Object.values(map as Record<string, unknown>)) {
      if (typeof option === 'string' && option.trim() && !/^\d+$/.test(option.trim())) return option.trim();
    }
  }
  return null;
}

const foldName = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The id of the product's option with this name (case, accents and spacing ignored), or null. */
export async function variantIdByName(db: Db, productId: number, name: string): Promise<number | null> {
  const options = await db.select({ id: productVariants.id, name: productVariants.name }).from(productVariants).where(eq(productVariants.productId, productId));
  return options.find((o) => foldName(o.name) === foldName(name))?.id ?? null;
}

async function activeProduct(db: Db, productId: number) {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
}

/** Price and stock of one option of a product; the option must belong to that product. */
export async function variantInfo(db: Db, productId: number, variantId: number, quantity: number): Promise<VariantInfo> {
  await activeProduct(db, productId);
  const [variant] = await db.select().from(productVariants).where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  const option = toVariantOption(variant);
  // The real count (a signed-in customer's call, never cached), not the catalogue's shown one.
  const stock = Math.max(0, variant.stock);
  return {
    product_id: productId,
    variant_id: option.id,
    variant_name: option.name,
    sku: option.sku,
    price: option.price,
    sale_price: option.sale_price,
    final_price: option.final_price,
    currency: 'MT',
    product_stock: stock,
    in_stock: stock > 0,
    quantity_available: stock >= quantity,
  };
}

export async function variantStock(db: Db, productId: number, sku: string) {
  await activeProduct(db, productId);
  const [variant] = await db.select().from(productVariants).where(and(eq(productVariants.sku, sku), eq(productVariants.productId, productId)));
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  const stock = Math.max(0, variant.stock);
  return { product_id: productId, variant_id: variant.id, variant_sku: variant.sku, product_stock: stock, in_stock: stock > 0 };
}
