import type { Db } from '../../db/client.ts';
import type { CustomerFlags } from './product-view.ts';

/**
 * Which of these products are in the customer's cart. The cart lives in the cart module, which
 * lands on another branch: until it is merged and wired here, no product is reported in the cart.
 */
export type CartLookup = (db: Db, customerId: number, productIds: number[]) => Promise<Set<number>>;

let cartLookup: CartLookup = async () => new Set();

/** Called once by the cart module at start-up to answer `in_cart`. */
export function setCartLookup(lookup: CartLookup) {
  cartLookup = lookup;
}

export async function customerFlags(db: Db, customerId: number | null | undefined, productIds: number[]): Promise<CustomerFlags | undefined> {
  if (!customerId) return undefined;
  return { inCart: productIds.length ? await cartLookup(db, customerId, productIds) : new Set() };
}
