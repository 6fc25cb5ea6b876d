import { SLOT_HOLDING_STATUSES, type BookingService } from '@shop/contract/bookings-offer';
import { and, gt, inArray, isNull, lt, or, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedPeriods, bookings } from '../../db/schema.ts';
import { generateSlots, maputoDayRange, maputoParts, maputoToday, SCHEDULES } from './availability.ts';

/** How far ahead the date picker looks; the book itself stays open for BOOKING_HORIZON_DAYS. */
export const AVAILABLE_DAYS_AHEAD = 60;

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * The days, from today, that still have a free slot for a service, with how many: two queries for
 * the whole range (held starts and blocked periods), then the same slot rules as one day's list.
 * `except` leaves one booking's own hold out (a customer moving it may keep its time free for others).
 */
export async function availableDays(db: Db, service: BookingService, now: Date, options: { days?: number; except?: number } = {}) {
  const { resource } = SCHEDULES[service];
  const first = maputoToday(now);
  const dates = Array.from({ length: options.days ?? AVAILABLE_DAYS_AHEAD }, (_, i) => addDays(first, i));
  const range = { startsAt: maputoDayRange(dates[0]!).startsAt, endsAt: maputoDayRange(dates.at(-1)!).endsAt };
  const taken = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.resource, resource),
        sql`${bookings.startsAt} >= ${range.startsAt}`,
        lt(bookings.startsAt, range.endsAt),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
      ),
    );
  const blocked = await db
    .select({ startsAt: blockedPeriods.startsAt, endsAt: blockedPeriods.endsAt })
    .from(blockedPeriods)
    .where(and(or(isNull(blockedPeriods.resource), eq(blockedPeriods.resource, resource)), lt(blockedPeriods.startsAt, range.endsAt), gt(blockedPeriods.endsAt, range.startsAt)));
  const takenByDay = new Map<string, Date[]>();
  for (const t of taken) {
    if (t.id === options.except) continue;
    const day = maputoParts(t.startsAt).date;
    takenByDay.set(day, [...(takenByDay.get(day) ?? []), t.startsAt]);
  }
  return dates
    .map((date) => ({ date, free: generateSlots({ date, service, now, taken: takenByDay.get(date) ?? [], blocked }).filter((s) => s.available).length }))
    .filter((d) => d.free > 0);
}
