import type { BookingService } from '@shop/contract/bookings-offer';
import type { Db } from '../../db/client.ts';
import { generateSlots, SCHEDULES } from './availability.ts';
import { addDays, maputoDayRange, maputoParts, maputoToday } from '../../lib/maputo-time.ts';
import { occupancy } from './occupancy.ts';

/** How far ahead the date picker looks; the book itself stays open for BOOKING_HORIZON_DAYS. */
export const AVAILABLE_DAYS_AHEAD = 60;

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
  const { taken, blocked } = await occupancy(db, resource, range);
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
