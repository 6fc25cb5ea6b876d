import { sql } from 'drizzle-orm';
import type { BackOfficeCounters } from '@shop/contract/admin-ops';
import { SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import { queryRows, type Db } from '../../../db/client.ts';
import { maputoDayRange, maputoToday } from '../../../lib/maputo-time.ts';


const holding = sql.raw(SLOT_HOLDING_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The menu's counters in one round trip of indexed counts (decision 127). Payments waiting are
 * proofs to check and orders or deposits still owed with no proof, like the Pagamentos queue;
 * a booking hold that lapsed no longer counts.
 */
export async function backOfficeCounters(db: Db, now = new Date()): Promise<BackOfficeCounters> {
  const today = maputoDayRange(maputoToday(now));
  const [row] = await queryRows<Record<keyof BackOfficeCounters, number>>(db, sql`
    select
      ((select count(*) from orders where status <> 5 and payment_status in ('awaiting_proof', 'under_review', 'rejected', 'partly_paid'))
        + (select count(*) from bookings where status in (${holding}) and payment_status in ('awaiting_payment', 'under_review', 'rejected')
             and (hold_expires_at is null or hold_expires_at > ${now})))::int as payments_waiting,
      (select count(*) from order_returns where status = 'requested')::int as returns_waiting,
      (select count(*) from contact_messages where read_at is null)::int as unread_messages,
      (select count(*) from bookings where starts_at >= ${today.startsAt} and starts_at < ${today.endsAt} and status in (${holding})
        and (hold_expires_at is null or hold_expires_at > ${now}))::int as today_appointments`);
  return {
    payments_waiting: Number(row?.payments_waiting ?? 0),
    returns_waiting: Number(row?.returns_waiting ?? 0),
    unread_messages: Number(row?.unread_messages ?? 0),
    today_appointments: Number(row?.today_appointments ?? 0),
  };
}
