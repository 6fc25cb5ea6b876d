import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WishlistIds, WishlistResponse } from '@shop/contract/wishlist';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/wishlist-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { customerFlags, queryProducts, toIso, toListItem } from '../catalogue/service.ts';

const FULL = `A sua lista de desejos já tem ${WISHLIST_MAX_ITEMS} produtos. Remova algum para adicionar outro.`;

export async function wishlistIds(db: Db, customerId: number): Promise<WishlistIds> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(products.active, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return { product_ids: rows.map((r) => r.productId), count: rows.length };
}

/** The wishlist with each product's current price and stock, newest first. */
export async function wishlist(db: Db, customerId: number): Promise<WishlistResponse> {
  const saved = await db
    .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return productsInOrder(db, saved.map((s) => s.productId), customerId, new Map(saved.map((s) => [s.productId, toIso(s.createdAt)])));
}

/** A guest's locally kept ids, answered with current data; unknown or withdrawn products are left out. */
export async function guestWishlist(db: Db, productIds: number[]): Promise<WishlistResponse> {
  return productsInOrder(db, [...new Set(productIds)], null, new Map());
}

async function productsInOrder(db: Db, ids: number[], customerId: number | null, addedAt: Map<number, string>): Promise<WishlistResponse> {
  if (!ids.length) return { items: [], count: 0 };
  const { rows } = await queryProducts(db, { filter: { ids }, order: 'ids', limit: ids.length });
  const flags = await customerFlags(db, customerId, rows.map((r) => r.id));
  const items = rows.map((r) => ({ ...toListItem(r, flags), added_at: addedAt.get(r.id) ?? null }));
  return { items, count: items.length };
}

async function assertActiveProduct(db: Db, productId: number) {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.active, true)));
  if (!row) throw notFound('Produto não encontrado.');
}

/**
 * Adds are idempotent (the unique index ignores a second add). The size cap is checked inside the
 * insert, under a per-customer advisory lock, so concurrent adds cannot pass it together.
 */
export async function addToWishlist(db: Db, customerId: number, productId: number): Promise<WishlistIds> {
  await assertActiveProduct(db, productId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wishlist'), ${customerId})`);
    const [row] = await queryRows<{ n: number; present: boolean }>(
      tx as unknown as Db,
      sql`select count(*)::int as n, bool_or(product_id = ${productId}) as present from wishlist_items where customer_id = ${customerId}`,
    );
    if (row?.present) return;
    if ((row?.n ?? 0) >= WISHLIST_MAX_ITEMS) throw new AppError('CONFLICT', FULL);
    await tx.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
  });
  return wishlistIds(db, customerId);
}

export async function removeFromWishlist(db: Db, customerId: number, productId: number): Promise<WishlistIds> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
  return wishlistIds(db, customerId);
}

export async function clearWishlist(db: Db, customerId: number): Promise<WishlistIds> {
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
  return { product_ids: [], count: 0 };
}

/**
 * Hands a guest's local wishlist to the account: products already there stay, unknown or withdrawn
 * ones are skipped, and the cap is respected (the oldest local items win). Merging twice changes nothing.
 */
export async function mergeWishlist(db: Db, customerId: number, productIds: number[]): Promise<WishlistIds> {
  const wanted = [...new Set(productIds)];
  if (wanted.length) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wishlist'), ${customerId})`);
      const existing = new Set(
        (await tx.select({ productId: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId))).map((r) => r.productId),
      );
      const active = new Set(
        (await tx.select({ id: products.id }).from(products).where(and(inArray(products.id, wanted), eq(products.active, true)))).map((r) => r.id),
      );
      const room = Math.max(0, WISHLIST_MAX_ITEMS - existing.size);
      const toAdd = wanted.filter((id) => active.has(id) && !existing.has(id)).slice(0, room);
      if (toAdd.length) await tx.insert(wishlistItems).values(toAdd.map((productId) => ({ customerId, productId }))).onConflictDoNothing();
    });
  }
  return wishlistIds(db, customerId);
}
