import { sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type DashboardResponse } from '@shop/contract/admin';
import { queryRows, type Db } from '../../db/client.ts';

const ALERT_LIMIT = 12;

/**
 * The catalogue's numbers for the dashboard. Orders, proofs, appointments and messages join
 * this answer when those domains land (a second pass of the back office).
 */
export async function catalogueDashboard(db: Db): Promise<DashboardResponse> {
  const [counts] = await queryRows<Record<string, number>>(db, sql`
    with stock as (
      select p.id, p.active,
        case when exists (select 1 from product_variants v where v.product_id = p.id)
          then (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id)
          else p.stock end as total
      from products p
    )
    select
      count(*) filter (where active)::int as active_products,
      count(*) filter (where not active)::int as inactive_products,
      count(*) filter (where active and total = 0)::int as out_of_stock,
      count(*) filter (where active and total between 1 and ${LOW_STOCK_THRESHOLD})::int as low_stock,
      (select count(*) from coupons c where c.active and (c.starts_at is null or c.starts_at <= now())
        and (c.ends_at is null or c.ends_at > now()) and (c.max_uses is null or c.used_count < c.max_uses))::int as active_coupons
    from stock`);
  const alerts = await queryRows<{ product_id: number; product_name: string; variant_id: number | null; variant_name: string | null; stock: number; cover_image: string }>(db, sql`
    select * from (
      select p.id as product_id, p.name as product_name, null::int as variant_id, null::text as variant_name, p.stock, p.cover_image
      from products p
      where p.active and not exists (select 1 from product_variants v where v.product_id = p.id) and p.stock <= ${LOW_STOCK_THRESHOLD}
      union all
      select p.id, p.name, v.id, v.name, v.stock, p.cover_image
      from product_variants v join products p on p.id = v.product_id
      where p.active and v.stock <= ${LOW_STOCK_THRESHOLD}
    ) alerts
    order by stock asc, product_name asc, variant_name asc nulls first
    limit ${ALERT_LIMIT}`);
  return {
    catalogue: {
      active_products: Number(counts?.active_products ?? 0),
      inactive_products: Number(counts?.inactive_products ?? 0),
      out_of_stock: Number(counts?.out_of_stock ?? 0),
      low_stock: Number(counts?.low_stock ?? 0),
      active_coupons: Number(counts?.active_coupons ?? 0),
    },
    stock_alerts: alerts.map((a) => ({ ...a, product_id: Number(a.product_id), variant_id: a.variant_id === null ? null : Number(a.variant_id), stock: Number(a.stock) })),
    low_stock_threshold: LOW_STOCK_THRESHOLD,
  };
}
