import { and, eq } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QTY, type CartMergeResponse, type SkippedLine } from '@shop/contract/cart';
import type { Db } from '../../db/client.ts';
import { cartItems, cartMerges } from '../../db/schema.ts';
import { cartView, lockCart, readCartLines } from './cart-service.ts';
import { lineKey, priceLines, problemNotice } from './pricing.ts';

/**
 * Hands a guest's cart to the signed-in customer: quantities summed per product and variant
 * (with what the account already holds), clamped to stock, and every line that could not go in
 * whole reported. The browser's merge id makes a repeat harmless: the second call finds the id
 * recorded and answers the first result without adding anything.
 */
export async function mergeGuestCart(
  db: Db,
  customerId: number,
  mergeId: string,
  items: { product_id: number; variant_id: number; qty: number }[],
): Promise<CartMergeResponse> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const [seen] = await tx
      .select({ skipped: cartMerges.skipped })
      .from(cartMerges)
      .where(and(eq(cartMerges.customerId, customerId), eq(cartMerges.mergeId, mergeId)));
    if (seen) return { cart: await cartView(tx, customerId), skipped: seen.skipped as SkippedLine[], replayed: true };

    const wanted = new Map<string, { productId: number; variantId: number; qty: number }>();
    for (const item of items) {
      const key = lineKey({ productId: item.product_id, variantId: item.variant_id });
      const prev = wanted.get(key);
      wanted.set(key, { productId: item.product_id, variantId: item.variant_id, qty: (prev?.qty ?? 0) + item.qty });
    }
    const existing = new Map((await readCartLines(tx, customerId)).map((l) => [lineKey(l), l.qty]));
    const priced = await priceLines(tx, [...wanted.values()]);
    const skipped: SkippedLine[] = [];
    let lines = existing.size;

    for (const line of priced) {
      const have = existing.get(lineKey(line)) ?? 0;
      const skip = (added: number, reason: string) =>
        skipped.push({ product_id: line.productId, variant_id: line.variantId, name: line.name, requested: line.qty, added, reason });
      if (line.problem === 'missing' || line.problem === 'inactive' || line.problem === 'needs_variant' || line.problem === 'bad_variant') {
        skip(0, problemNotice(line) ?? 'Produto indisponível.');
        continue;
      }
      if (have === 0 && lines >= MAX_CART_LINES) {
        skip(0, `O carrinho pode ter no máximo ${MAX_CART_LINES} produtos diferentes.`);
        continue;
      }
      const target = Math.min(have + line.qty, line.stock, MAX_LINE_QTY);
      const added = Math.max(0, target - have);
      if (added < line.qty) skip(added, line.stock === 0 ? 'Esgotado.' : `Só há ${line.stock} em stock; ficou com ${Math.max(target, have)} no carrinho.`);
      if (added === 0) continue;
      if (have === 0) lines += 1;
      await tx
        .insert(cartItems)
        .values({ customerId, productId: line.productId, variantId: line.variantId || null, qty: target })
        .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId, cartItems.variantId], set: { qty: target } });
    }

    await tx.insert(cartMerges).values({ customerId, mergeId, skipped });
    return { cart: await cartView(tx, customerId), skipped, replayed: false };
  });
}
