import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/admin';
import type { AdminProduct, AdminProductListItem, adminProductListRequest, productSaveRequest } from '@shop/contract/admin-catalogue';
import type { Paginator } from '@shop/contract/envelope';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../../db/client.ts';
import { categories, productImages, products, productVariants } from '../../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { pageOffset, paginate } from '../../../lib/pagination.ts';
import { sanitizeProductHtml } from '../../../lib/sanitize-html.ts';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors.ts';
import { releaseStockAlerts } from '../../catalogue/service.ts';
import { nextFreeSlug, slugify } from './slug.ts';
import { parseStaffSearch, plainMatches, textMatches, type StaffSearch } from '../staff-search.ts';

type ListQuery = z.infer<typeof adminProductListRequest>;
type SaveInput = z.infer<typeof productSaveRequest>;

export const MESSAGE_PRODUCT_CHANGED = 'Este produto foi alterado por outra pessoa entretanto. Recarregue-o para ver a versão atual.';
export const MESSAGE_STOCK_NEGATIVE = 'O stock não pode ficar negativo: entretanto foram vendidas unidades. Recarregue o produto.';
export const MESSAGE_SKU_TAKEN = 'Um dos SKUs já é usado por outra variante. Escolha outro.';
export const MESSAGE_VARIANT_IN_USE = 'Não é possível remover uma variante que já foi encomendada ou está num carrinho: ponha o stock a zero.';

const subCategories = alias(categories, 'sub_categories');

/** A product's stock: its own, or the sum of its variants' when it has any. */
export const totalStockSql = sql<number>`(case when exists (select 1 from ${productVariants} v where v.product_id = ${products.id})
  then (select coalesce(sum(v.stock), 0) from ${productVariants} v where v.product_id = ${products.id})
  else ${products.stock} end)::int`;

/** A product whose name (without case or accents), address or a variant's SKU holds the search: the list's and the global search's one reading (decision 142). */
export const productMatches = (search: StaffSearch): SQL =>
  or(
    textMatches(products.name, search),
    plainMatches(products.slug, search),
    sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and ${plainMatches(sql`v.sku`, search)})`,
  )!;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(db: Db, query: ListQuery, path: string): Promise<Paginator<AdminProductListItem>> {
  const where: SQL[] = [];
  const search = parseStaffSearch(query.search);
  if (search) where.push(productMatches(search));
  if (query.category_id) where.push(or(eq(products.categoryId, query.category_id), eq(products.subCategoryId, query.category_id))!);
  if (query.status !== 'all') where.push(eq(products.active, query.status === 'active'));
  if (query.stock === 'out') where.push(sql`${totalStockSql} = 0`);
  if (query.stock === 'low') where.push(sql`${totalStockSql} between 1 and ${LOW_STOCK_THRESHOLD}`);
  if (query.stock === 'in') where.push(sql`${totalStockSql} > 0`);
  if (query.flag === 'trending') where.push(eq(products.trending, true));
  if (query.flag === 'featured') where.push(eq(products.featured, true));
  const condition = where.length ? and(...where) : undefined;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(condition);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      categoryId: products.categoryId,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      coverImage: products.coverImage,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
      stock: totalStockSql,
      variantsCount: sql<number>`(select count(*) from ${productVariants} v where v.product_id = ${products.id})::int`,
      active: products.active,
      trending: products.trending,
      featured: products.featured,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(condition)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const variants = await listVariantStock(db, rows.map((r) => r.id));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    category_id: r.categoryId,
    category_name: r.categoryName,
    sub_category_name: r.subCategoryName,
    cover_image: r.coverImage,
    price: centsToWire(r.priceCents),
    sale_price: r.salePriceCents === null ? null : centsToWire(r.salePriceCents),
    stock: Number(r.stock),
    variants_count: Number(r.variantsCount),
    variants: variants.get(r.id) ?? [],
    active: r.active,
    trending: r.trending,
    featured: r.featured,
    updated_at: r.updatedAt.toISOString(),
  }));
  return paginate(items, Number(total), query.page, query.per_page, path);
}

/** The list's variants and their stock, for the products of one page. */
export async function listVariantStock(db: Db, productIds: number[]): Promise<Map<number, AdminProductListItem['variants']>> {
  const map = new Map<number, AdminProductListItem['variants']>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select({ productId: productVariants.productId, id: productVariants.id, name: productVariants.name, sku: productVariants.sku, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), { id: r.id, name: r.name, sku: r.sku, stock: r.stock }]);
  return map;
}

export async function getProduct(db: Db, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Produto não encontrado.');
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const images = await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sortOrder), asc(productImages.id));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category_id: row.categoryId,
    sub_category_id: row.subCategoryId,
    description: row.description,
    detail: row.detail,
    specification: row.specification,
    price: centsToWire(row.priceCents),
    sale_price: row.salePriceCents === null ? null : centsToWire(row.salePriceCents),
    stock: row.stock,
    variant_label: row.variantLabel,
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      sku: v.sku,
      price: centsToWire(v.priceCents),
      sale_price: v.salePriceCents === null ? null : centsToWire(v.salePriceCents),
      stock: v.stock,
    })),
    images: images.map((i) => ({ url: i.url, alt: i.alt })),
    cover_image: row.coverImage,
    trending: row.trending,
    featured: row.featured,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The category must be a main one; the sub-category, when given, one of its children. */
async function checkCategories(db: Db, categoryId: number, subCategoryId: number | null) {
  const ids = subCategoryId ? [categoryId, subCategoryId] : [categoryId];
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(inArray(categories.id, ids));
  const main = rows.find((r) => r.id === categoryId);
  if (!main) throw new AppError('UNPROCESSABLE', 'A categoria escolhida não existe.');
  if (main.parentId !== null) throw new AppError('UNPROCESSABLE', 'Escolha uma categoria principal; a subcategoria vai no campo próprio.');
  if (subCategoryId) {
    const sub = rows.find((r) => r.id === subCategoryId);
    if (!sub || sub.parentId !== categoryId) throw new AppError('UNPROCESSABLE', 'A subcategoria não pertence à categoria escolhida.');
  }
}

async function freeProductSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)));
  return nextFreeSlug(base, taken.map((t) => t.slug));
}

/** Applies a stock edit: as a difference from what the editor saw when it knows, otherwise as a value. */
const stockValue = (column: typeof products.stock | typeof productVariants.stock, stock: number, seen: number | undefined) =>
  seen === undefined ? sql`${stock}` : sql`${column} + ${stock - seen}`;

function productColumns(input: SaveInput) {
  const hasVariants = input.variants.length > 0;
  return {
    name: input.name,
    categoryId: input.category_id,
    subCategoryId: input.sub_category_id,
    description: sanitizeProductHtml(input.description),
    detail: sanitizeProductHtml(input.detail),
    specification: sanitizeProductHtml(input.specification),
    priceCents: input.price,
    salePriceCents: input.sale_price,
    variantLabel: hasVariants ? input.variant_label?.trim() || 'Opção' : null,
    coverImage: input.images[0]?.url ?? '',
    trending: input.trending,
    featured: input.featured,
    active: input.active,
  };
}

function translateWriteError(err: unknown): never {
  if (isUniqueViolation(err, 'product_variants_sku_uq')) throw new AppError('CONFLICT', MESSAGE_SKU_TAKEN);
  if (isCheckViolation(err, 'products_stock_nonneg') || isCheckViolation(err, 'product_variants_stock_nonneg')) throw new AppError('CONFLICT', MESSAGE_STOCK_NEGATIVE);
  if (isCheckViolation(err)) throw new AppError('UNPROCESSABLE', 'O preço promocional deve ser inferior ao preço.');
  if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', MESSAGE_VARIANT_IN_USE);
  throw err;
}

/** Creates a product (with its variants and images) or updates one; every change is audited. */
export async function saveProduct(db: Db, actor: AuditActor, input: SaveInput, publicUrl: string): Promise<AdminProduct> {
  await checkCategories(db, input.category_id, input.sub_category_id);
  try {
    const id = input.id === undefined ? await createProduct(db, actor, input) : await updateProduct(db, actor, input.id, input, publicUrl);
    return await getProduct(db, id);
  } catch (err) {
    if (err instanceof AppError) throw err;
    translateWriteError(err);
  }
}

async function createProduct(db: Db, actor: AuditActor, input: SaveInput): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeProductSlug(db, input.name);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...productColumns(input), slug, stock: input.stock })
          .returning({ id: products.id });
        const id = row!.id;
        await writeVariants(tx, id, input, new Map());
        await writeImages(tx, id, input);
        await recordAudit(tx, actor, { action: 'product.create', entity: 'product', entityId: id, after: await getProduct(tx, id) });
        return id;
      });
    } catch (err) {
      // Two products with the same name created at once: take the next free slug.
      if (isUniqueViolation(err, 'products_slug_uq') && attempt < 3) continue;
      throw err;
    }
  }
}

async function updateProduct(db: Db, actor: AuditActor, id: number, input: SaveInput, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, id)).for('update');
    if (!locked) throw notFound('Produto não encontrado.');
    if (input.expected_updated_at !== undefined && new Date(input.expected_updated_at).getTime() !== locked.updatedAt.getTime()) {
      throw new AppError('CONFLICT', MESSAGE_PRODUCT_CHANGED);
    }
    const before = await getProduct(tx, id);
    await tx
      .update(products)
      .set({ ...productColumns(input), stock: stockValue(products.stock, input.stock, input.stock_seen), updatedAt: sql`now()` })
      .where(eq(products.id, id));
    const existing = new Map(before.variants.map((v) => [v.id, v]));
    for (const v of input.variants) {
      if (v.id !== undefined && !existing.has(v.id)) throw new AppError('UNPROCESSABLE', 'Uma das variantes não pertence a este produto. Recarregue o produto.');
    }
    const kept = new Set(input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
    const removed = before.variants.filter((v) => !kept.has(v.id)).map((v) => v.id);
    if (removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, removed));
    await writeVariants(tx, id, input, existing);
    await tx.delete(productImages).where(eq(productImages.productId, id));
    await writeImages(tx, id, input);
    const after = await getProduct(tx, id);
    await recordAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: id, before, after });
    // Stock back: "avise-me quando voltar" mails leave with this save, once.
    await releaseStockAlerts(tx, publicUrl);
    return id;
  });
}

async function writeVariants(tx: Db, productId: number, input: SaveInput, existing: Map<number, unknown>) {
  for (const [sortOrder, v] of input.variants.entries()) {
    const values = { name: v.name, sku: v.sku, priceCents: v.price, salePriceCents: v.sale_price, sortOrder };
    if (v.id !== undefined && existing.has(v.id)) {
      await tx
        .update(productVariants)
        .set({ ...values, stock: stockValue(productVariants.stock, v.stock, v.stock_seen) })
        .where(and(eq(productVariants.id, v.id), eq(productVariants.productId, productId)));
    } else {
      await tx.insert(productVariants).values({ ...values, productId, stock: v.stock });
    }
  }
}

async function writeImages(tx: Db, productId: number, input: SaveInput) {
  if (!input.images.length) return;
  await tx.insert(productImages).values(input.images.map((img, i) => ({ productId, url: img.url, alt: img.alt || input.name, sortOrder: i })));
}
