import { asc, eq, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminCategory, categorySaveRequest } from '@shop/contract/admin-catalogue';
import type { Db } from '../../../db/client.ts';
import { categories, products } from '../../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors.ts';
import { nextFreeSlug, slugify } from './slug.ts';

type SaveInput = z.infer<typeof categorySaveRequest>;

const parents = alias(categories, 'parents');

/** Every category, main ones first, each followed by its children, with product counts. */
export async function listCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      parentName: parents.name,
      description: categories.description,
      image: categories.image,
      sortOrder: categories.sortOrder,
      trending: categories.trending,
      productCount: sql<number>`(select count(*) from ${products} p where p.category_id = ${categories.id} or p.sub_category_id = ${categories.id})::int`,
      childrenCount: sql<number>`(select count(*) from ${categories} c where c.parent_id = ${categories.id})::int`,
    })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .orderBy(asc(sql`coalesce(${parents.sortOrder}, ${categories.sortOrder})`), asc(sql`coalesce(${parents.id}, ${categories.id})`), asc(sql`${categories.parentId} is not null`), asc(categories.sortOrder), asc(categories.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    parent_id: r.parentId,
    parent_name: r.parentName,
    description: r.description,
    image: r.image,
    sort_order: r.sortOrder,
    trending: r.trending,
    product_count: Number(r.productCount),
    children_count: Number(r.childrenCount),
  }));
}

async function getCategory(db: Db, id: number): Promise<AdminCategory> {
  const found = (await listCategories(db)).find((c) => c.id === id);
  if (!found) throw notFound('Categoria não encontrada.');
  return found;
}

/** Two levels only: a parent must be a main category, and a category with children cannot become a child. */
async function checkParent(db: Db, id: number | undefined, parentId: number | null) {
  if (parentId === null) return;
  if (parentId === id) throw new AppError('UNPROCESSABLE', 'Uma categoria não pode ser subcategoria de si própria.');
  const [parent] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, parentId));
  if (!parent) throw new AppError('UNPROCESSABLE', 'A categoria principal escolhida não existe.');
  if (parent.parentId !== null) throw new AppError('UNPROCESSABLE', 'Escolha uma categoria principal como categoria-mãe (só há dois níveis).');
  if (id !== undefined) {
    const [child] = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    if (child) throw new AppError('UNPROCESSABLE', 'Esta categoria tem subcategorias e não pode passar a subcategoria.');
  }
}

async function freeSlug(db: Db, name: string) {
  const base = slugify(name);
  const taken = await db.select({ slug: categories.slug }).from(categories).where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  return nextFreeSlug(base, taken.map((t) => t.slug));
}

export async function saveCategory(db: Db, actor: AuditActor, input: SaveInput): Promise<AdminCategory> {
  await checkParent(db, input.id, input.parent_id);
  const values = {
    name: input.name,
    parentId: input.parent_id,
    description: input.description || null,
    image: input.image,
    sortOrder: input.sort_order,
    trending: input.trending,
  };
  try {
    const id = await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [row] = await tx.insert(categories).values({ ...values, slug: await freeSlug(tx, input.name) }).returning({ id: categories.id });
        await recordAudit(tx, actor, { action: 'category.create', entity: 'category', entityId: row!.id, after: values });
        return row!.id;
      }
      const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
      if (!before) throw notFound('Categoria não encontrada.');
      await tx.update(categories).set(values).where(eq(categories.id, input.id));
      await recordAudit(tx, actor, { action: 'category.update', entity: 'category', entityId: input.id, before, after: { ...before, ...values } });
      return input.id;
    });
    return await getCategory(db, id);
  } catch (err) {
    if (isUniqueViolation(err, 'categories_slug_uq')) throw new AppError('CONFLICT', 'Já existe uma categoria com um nome igual. Tente novamente.');
    throw err;
  }
}

/** Only an empty category (no products, no sub-categories) can be removed. */
export async function deleteCategory(db: Db, actor: AuditActor, id: number): Promise<void> {
  const category = await getCategory(db, id);
  if (category.children_count > 0) throw new AppError('CONFLICT', 'Remova ou mova primeiro as subcategorias desta categoria.');
  if (category.product_count > 0) throw new AppError('CONFLICT', 'Esta categoria tem produtos. Mova-os para outra categoria antes de a remover.');
  try {
    await db.transaction(async (tx) => {
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, actor, { action: 'category.delete', entity: 'category', entityId: id, before: category });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', 'Esta categoria ainda está a ser usada e não pode ser removida.');
    throw err;
  }
}
