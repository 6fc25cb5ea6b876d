import { sql } from 'drizzle-orm';
import type { OpsDashboard } from '@shop/contract/admin-ops';
import { centsToWire } from '@shop/contract/money';
import { queryRows, type Db } from '../../../db/client.ts';
import { maputoDayRange, maputoToday, weekdayOf } from '../../../lib/maputo-time.ts';

import { maputoCalendar, netReceived } from './reports.ts';

/** Today and this week (Monday to now) as Maputo calendar days, as instants for the queries. */
export function maputoPeriods(now: Date) {
  const today = maputoDayRange(maputoToday(now));
  const sinceMonday = (weekdayOf(maputoToday(now)) + 6) % 7;
  return { today, weekStartsAt: new Date(today.startsAt.getTime() - sinceMonday * 86_400_000) };
}

/**
 * The day's work at a glance. Sales are money received less refunds (the payments and refunds
 * rows) by the Maputo day the money moved: today, this week from Monday, this month. Orders are
 * orders placed in the Maputo day or week, whatever became of them since (one rule for today and the
 * week: a cancelled order was still placed; money is what the sales figures count).
 */
export async function opsDashboard(db: Db, now = new Date()): Promise<OpsDashboard> {
  const { today, weekStartsAt } = maputoPeriods(now);
  const calendar = maputoCalendar(now);
  const [todayNet, weekNet, monthNet] = await Promise.all([
    netReceived(db, calendar.today, calendar.today),
    netReceived(db, calendar.weekStart, calendar.today),
    netReceived(db, calendar.monthStart, calendar.today),
  ]);
  const [row] = await queryRows<Record<string, number | string>>(db, sql`
    select
      (select count(*) from orders where created_at >= ${today.startsAt} and created_at < ${today.endsAt})::int as today_orders,
      (select count(*) from orders where created_at >= ${weekStartsAt} and created_at < ${today.endsAt})::int as week_orders,
      ((select count(*) from orders where payment_status = 'under_review' and status <> 5 and proof_file_id is not null)
        + (select count(*) from bookings where payment_status = 'under_review' and status in ('pending', 'awaiting_receipt_review') and receipt_file_id is not null
             and (hold_expires_at is null or hold_expires_at > now())))::int as proofs_waiting,
      (select count(*) from bookings where starts_at >= ${today.startsAt} and starts_at < ${today.endsAt}
        and status in ('pending', 'awaiting_receipt_review', 'confirmed', 'completed', 'no_show'))::int as today_appointments,
      (select count(*) from contact_messages where read_at is null)::int as unread_messages,
      (select count(*) from order_returns where status = 'requested')::int as pending_returns`);
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    today_orders: n('today_orders'),
    today_sales: centsToWire(todayNet.net),
    month_sales: centsToWire(monthNet.net),
    proofs_waiting: n('proofs_waiting'),
    today_appointments: n('today_appointments'),
    unread_messages: n('unread_messages'),
    week_sales: centsToWire(weekNet.net),
    week_orders: n('week_orders'),
    pending_returns: n('pending_returns'),
  };
}
