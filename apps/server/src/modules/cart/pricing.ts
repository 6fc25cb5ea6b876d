import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';

export interface LineKey {
  productId: number;
  /** 0 = no variant */
  variantId: number;
}

/** A cart line as the catalogue prices it right now. */
export interface PricedLine extends LineKey {
  qty: number;
  /** null when the product does not exist (or no longer does) */
  name: string | null;
  image: string;
  variantName: string;
  unitPriceCents: number;
  originalUnitPriceCents: number;
  stock: number;
  /** why the line cannot be bought as it is; null when it can */
  problem: LineProblem | null;
}

export type LineProblem = 'missing' | 'inactive' | 'needs_variant' | 'bad_variant' | 'sold_out' | 'short';

export const lineKey = (l: LineKey) => `${l.productId}:${l.variantId}`;

export function problemNotice(line: Pick<PricedLine, 'problem' | 'stock'>): string | null {
  switch (line.problem) {
    case null:
      return null;
    case 'missing':
    case 'inactive':
      return 'Este produto já não está disponível.';
    case 'needs_variant':
      return 'Escolha uma opção deste produto.';
    case 'bad_variant':
      return 'A opção escolhida não existe para este produto.';
    case 'sold_out':
      return 'Esgotado.';
    case 'short':
      return line.stock === 1 ? 'Só resta 1 unidade em stock.' : `Só restam ${line.stock} unidades em stock.`;
  }
}

/**
 * Prices lines against the catalogue: the variant's price and stock when the line has one, the
 * product's otherwise; the sale price when set. Keeps the input order.
 */
export async function priceLines(db: Db, lines: (LineKey & { qty: number })[]): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const productRows = await db
    .select({
      id: products.id, name: products.name, image: products.coverImage, active: products.active, priceCents: products.priceCents,
      salePriceCents: products.salePriceCents, stock: products.stock,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const variantRows = await db
    .select({
      id: productVariants.id, productId: productVariants.productId, name: productVariants.name, priceCents: productVariants.priceCents,
      salePriceCents: productVariants.salePriceCents, stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
  const productsById = new Map(productRows.map((p) => [p.id, p]));
  const variantsById = new Map(variantRows.map((v) => [v.id, v]));
  const hasVariants = new Set(variantRows.map((v) => v.productId));

  return lines.map((line) => {
    const product = productsById.get(line.productId);
    const base = { productId: line.productId, variantId: line.variantId, qty: line.qty };
    if (!product) {
      return { ...base, name: null, image: '', variantName: '', unitPriceCents: 0, originalUnitPriceCents: 0, stock: 0, problem: 'missing' as const };
    }
    const variant = line.variantId ? variantsById.get(line.variantId) : undefined;
    const source = variant ?? product;
    const priced = {
      ...base,
      name: product.name,
      image: product.image,
      variantName: variant?.name ?? '',
      unitPriceCents: source.salePriceCents ?? source.priceCents,
      originalUnitPriceCents: source.priceCents,
      stock: Math.max(0, source.stock),
    };
    let problem: LineProblem | null = null;
    if (!product.active) problem = 'inactive';
    else if (line.variantId && (!variant || variant.productId !== product.id)) problem = 'bad_variant';
    else if (!line.variantId && hasVariants.has(product.id)) problem = 'needs_variant';
    else if (priced.stock === 0) problem = 'sold_out';
    else if (priced.stock < line.qty) problem = 'short';
    if (problem === 'bad_variant' || problem === 'needs_variant') priced.stock = 0;
    return { ...priced, problem };
  });
}
