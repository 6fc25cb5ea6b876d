import type { Category } from '@shop/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { catalogueCached } from './catalogue-version.ts';
import { allCategories, countByCategory } from './product-query.ts';

/** Main categories with the number of active products in them (or in their sub-categories). */
export async function listMainCategories(db: Db): Promise<Category[]> {
  return catalogueCached(db, 'main-categories', async () => {
    const [all, counts] = await Promise.all([allCategories(db), countByCategory(db, {})]);
    const images = new Map(all.map((c) => [c.id, c.image]));
    return counts
      .filter((c) => c.parent_id === null)
      .map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: images.get(c.id) ?? null, total_product: c.total_product }));
  });
}
