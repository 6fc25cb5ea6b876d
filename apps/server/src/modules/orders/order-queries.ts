import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Paginator } from '@shop/contract/envelope';
import { centsToWire } from '@shop/contract/money';
import {
  LOYALTY_CENTS_PER_POINT, LOYALTY_RULE_TEXT, loyaltyPoints, orderStatusLabel, ORDER_STATUS_TEXT, PAYMENT_STATUS_LABEL, RETURN_FLAG, type OrderStatus, type ReturnStatus,
} from '@shop/contract/order-status';
import type { LoyaltyReward, OrderListItem, OrderStats } from '@shop/contract/orders';
import { queryRows, type Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';
import { linePreviews, orderIdString } from './order-view.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOrders(
  db: Db,
  customerId: number,
  query: { page: number; perPage: number; search?: string; status: OrderStatus | null },
  path: string,
): Promise<Paginator<OrderListItem>> {
  const where: SQL[] = [eq(orders.customerId, customerId)];
  if (query.status !== null) where.push(eq(orders.status, query.status));
  const search = query.search?.replace(/^#/, '').trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(
      or(
        ilike(orders.reference, pattern),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productName} ilike ${pattern})`,
      )!,
    );
  }
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(orders).where(condition);
  const rows = await db
    .select()
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.perPage)
    .offset(pageOffset(query.page, query.perPage));
  const previews = await linePreviews(db, rows.map((r) => r.id));
  const returns = await orderReturnsSummary(db, rows.map((r) => r.id));
  const items: OrderListItem[] = rows.map((o) => {
    const status = o.status as OrderStatus;
    const lines = previews.get(o.id) ?? [];
    return {
      id: o.id,
      reference: o.reference,
      order_id_string: orderIdString(o.reference),
      order_date: o.createdAt.toISOString(),
      delivery_date: o.deliveredAt?.toISOString() ?? null,
      amount: o.totalCents / 100,
      delivered_status: status,
      delivered_status_string: ORDER_STATUS_TEXT[status],
      order_status_label: orderStatusLabel(status, o.fulfilment),
      payment_status: o.paymentStatus,
      payment_status_label: PAYMENT_STATUS_LABEL[o.paymentStatus],
      item_count: lines.reduce((n, l) => n + l.qty, 0),
      items_preview: lines.slice(0, 3).map((l) => ({ name: l.name, image: l.image })),
      return_status: returns.get(o.id)?.flag ?? 0,
      reward_points: status === 4 ? loyaltyPoints(Math.max(0, o.subtotalCents - o.discountCents - (returns.get(o.id)?.returnedCents ?? 0))) : 0,
    };
  });
  return paginate(items, Number(total?.n ?? 0), query.page, query.perPage, path);
}

/** Per order: the latest return request's flag, and the worth of the units whose return was approved (they earn no points). */
async function orderReturnsSummary(db: Db, orderIds: number[]): Promise<Map<number, { flag: number; returnedCents: number }>> {
  const summary = new Map<number, { flag: number; returnedCents: number }>();
  if (orderIds.length === 0) return summary;
  const rows = await queryRows<{ order_id: number; status: ReturnStatus; value_cents: number }>(
    db,
    sql`select r.order_id, r.status, r.value_cents from order_returns r
        where r.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) order by r.id`,
  );
  for (const r of rows) {
    const entry = summary.get(Number(r.order_id)) ?? { flag: 0, returnedCents: 0 };
    entry.flag = RETURN_FLAG[r.status];
    if (r.status === 'approved' || r.status === 'completed') entry.returnedCents += Number(r.value_cents);
    summary.set(Number(r.order_id), entry);
  }
  return summary;
}

/**
 * Goods delivered and kept: each delivered order's goods after its discount, less what the units
 * whose return was approved are worth (delivery costs never earn points).
 */
async function eligibleCents(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ delivered: string | number | null; returned: string | number | null }>(
    db,
    sql`select
      (select coalesce(sum(subtotal_cents - discount_cents), 0) from orders where customer_id = ${customerId} and status = 4) as delivered,
      (select coalesce(sum(r.value_cents), 0) from order_returns r
         where r.customer_id = ${customerId} and r.status in ('approved', 'completed')) as returned`,
  );
  return Math.max(0, Number(row?.delivered ?? 0) - Number(row?.returned ?? 0));
}

export async function loyaltyReward(db: Db, customerId: number): Promise<LoyaltyReward> {
  const cents = await eligibleCents(db, customerId);
  return { points: loyaltyPoints(cents), eligible_total: centsToWire(cents), points_per: centsToWire(LOYALTY_CENTS_PER_POINT), rule: LOYALTY_RULE_TEXT };
}

/** For the profile: every order placed, the money of those not cancelled, and the points. */
export async function orderStats(db: Db, customerId: number): Promise<OrderStats> {
  const [all] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  const [spent] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 5)));
  return {
    orders_count: Number(all?.n ?? 0),
    total_spent: centsToWire(Number(spent?.cents ?? 0)),
    points: loyaltyPoints(await eligibleCents(db, customerId)),
  };
}
