import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { categories, productImages, products, productVariants } from '../src/db/schema.ts';

const suffix = () => randomBytes(4).toString('hex');

/** A category of its own, so a test can assert exact lists whatever the seed holds. */
export async function createCategory(db: Db, values: Partial<typeof categories.$inferInsert> = {}) {
  const s = suffix();
  const [row] = await db.insert(categories).values({ name: `Categoria ${s}`, slug: `categoria-${s}`, ...values }).returning();
  return row!;
}

export interface ProductInput extends Partial<typeof products.$inferInsert> {
  categoryId: number;
  variants?: { name: string; priceCents: number; salePriceCents?: number | null; stock: number; sku?: string }[];
  images?: string[];
}

export async function createProduct(db: Db, input: ProductInput) {
  const s = suffix();
  const { variants = [], images = [], ...values } = input;
  const [product] = await db
    .insert(products)
    .values({
      name: `Produto ${s}`, slug: `produto-${s}`, priceCents: 100_000, stock: 10, coverImage: `/images/products/teste-${s}.svg`,
      description: '<p>Produto de teste.</p>', ...values,
    })
    .returning();
  if (variants.length) {
    await db.insert(productVariants).values(
      variants.map((v, i) => ({ productId: product!.id, sku: v.sku ?? `SKU-${s}-${i}`, name: v.name, priceCents: v.priceCents, salePriceCents: v.salePriceCents ?? null, stock: v.stock, sortOrder: i })),
    );
  }
  if (images.length) await db.insert(productImages).values(images.map((url, i) => ({ productId: product!.id, url, alt: product!.name, sortOrder: i })));
  return product!;
}

export const ids = (items: { id: number }[]) => items.map((i) => i.id);
