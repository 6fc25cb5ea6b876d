import { desc } from 'drizzle-orm';
import { GLOBAL_SEARCH_LIMIT, type GlobalSearchResult } from '@shop/contract/admin-search';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../db/client.ts';
import { bookings, orders, products } from '../../db/schema.ts';
import { serviceLabel } from '../bookings/service.ts';
import { productMatches, totalStockSql } from './catalogue/products.ts';
import { listClients } from './clients/clients.ts';
import { orderMatches } from './ops/admin-orders.ts';
import { bookingMatches } from './ops/proof-queue.ts';
import { parseStaffSearch } from './staff-search.ts';

const EMPTY: GlobalSearchResult = { orders: [], bookings: [], clients: [], products: [] };

/** The back office's one search box: the newest few of each kind that match, read the way every list reads a search (decision 142). */
export async function globalSearch(db: Db, q: string): Promise<GlobalSearchResult> {
  const search = parseStaffSearch(q);
  if (!search) return EMPTY;
  const [orderRows, bookingRows, clientPage, productRows] = await Promise.all([
    db.select().from(orders).where(orderMatches(search)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(GLOBAL_SEARCH_LIMIT),
    db
      .select()
      .from(bookings)
      .where(bookingMatches(search))
      .orderBy(desc(bookings.startsAt), desc(bookings.id))
      .limit(GLOBAL_SEARCH_LIMIT),
    listClients(db, { page: 1, per_page: GLOBAL_SEARCH_LIMIT, search: q }, '/admin-api/search'),
    search.phone
      ? Promise.resolve([])
      : db
          .select({ id: products.id, name: products.name, active: products.active, stock: totalStockSql })
          .from(products)
          .where(productMatches(search))
          .orderBy(desc(products.active), products.name)
          .limit(GLOBAL_SEARCH_LIMIT),
  ]);
  return {
    orders: orderRows.map((o) => ({ id: o.id, reference: o.reference, customer_name: `${o.firstName} ${o.lastName}`.trim(), status: o.status, fulfilment: o.fulfilment, total: centsToWire(o.totalCents), created_at: o.createdAt.toISOString() })),
    bookings: bookingRows.map((b) => ({ id: b.id, reference: b.reference, full_name: b.fullName, service_label: serviceLabel(b), starts_at: b.startsAt.toISOString(), status: b.status })),
    clients: clientPage.data.map((c) => ({ key: c.key, name: c.name, phone: c.phone, email: c.email, customer_id: c.customer_id })),
    products: productRows.map((p) => ({ id: p.id, name: p.name, active: p.active, stock: Number(p.stock) })),
  };
}
