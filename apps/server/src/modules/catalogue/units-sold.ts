import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface SoldLine {
  productId: number;
  qty: number;
}

/**
 * Bestsellers are ranked by units really sold: `products.sold_count` starts from the seed's figures
 * and moves with orders. Call this inside the transaction that places an order (or, with
 * `direction: -1`, the one that cancels it); the count never goes below zero.
 */
export async function recordUnitsSold(db: Db, lines: SoldLine[], direction: 1 | -1 = 1): Promise<void> {
  const totals = new Map<number, number>();
  for (const l of lines) {
    if (!Number.isInteger(l.qty) || l.qty <= 0) throw new Error(`recordUnitsSold: bad quantity ${l.qty}`);
    totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.qty);
  }
  for (const [productId, qty] of [...totals].sort((a, b) => a[0] - b[0])) {
    await db.execute(sql`update products set sold_count = greatest(0, sold_count + ${direction * qty}) where id = ${productId}`);
  }
}
