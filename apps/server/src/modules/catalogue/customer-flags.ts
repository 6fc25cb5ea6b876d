import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { CustomerFlags } from './product-view.ts';

/**
 * Which of these products are in the customer's cart and wishlist: one query, run per request on
 * top of the catalogue answers kept for guests (decision 111), so a signed-in customer's flags are
 * always current while the rest of the answer is shared.
 */
export async function customerFlags(db: Db, customerId: number | null | undefined, productIds: number[]): Promise<CustomerFlags | undefined> {
  if (!customerId) return undefined;
  const flags: CustomerFlags = { inCart: new Set(), inWishlist: new Set() };
  const ids = [...new Set(productIds)];
  if (!ids.length) return flags;
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ product_id: number; kind: 'cart' | 'wishlist' }>(
    db,
    sql`select distinct product_id, 'cart' as kind from cart_items where customer_id = ${customerId} and product_id in (${list})
      union all
      select product_id, 'wishlist' as kind from wishlist_items where customer_id = ${customerId} and product_id in (${list})`,
  );
  for (const row of rows) (row.kind === 'cart' ? flags.inCart : flags.inWishlist).add(Number(row.product_id));
  return flags;
}
