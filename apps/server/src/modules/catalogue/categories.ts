import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Category } from '@shop/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';

/** Main categories with the number of active products in them (or in their sub-categories). */
export async function listMainCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image, total: count(products.id) })
    .from(categories)
    .leftJoin(
      products,
      and(eq(products.active, true), or(eq(products.categoryId, categories.id), eq(products.subCategoryId, categories.id))),
    )
    .where(isNull(categories.parentId))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map(({ total, ...c }) => ({ ...c, total_product: Number(total) }));
}
