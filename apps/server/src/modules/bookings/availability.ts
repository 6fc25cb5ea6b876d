import { BOOKING_NOTICE_HOURS, type BookingService } from '@shop/contract/bookings-offer';
import { addDays, maputoInstant, maputoToday, weekdayOf, type Interval } from '../../lib/maputo-time.ts';

/**
 * Slot generation for the clinic's appointment book. Pure: the caller passes "now", the taken
 * starts and the blocked periods. Maputo keeps UTC+02:00 all year (no daylight saving time), so
 * local wall-clock times convert with a fixed offset.
 */
export const BOOKING_HORIZON_DAYS = 120;

type Window = readonly [open: string, close: string];
export interface Schedule {
  /** what the booking occupies; two services sharing one resource cannot be booked at the same start */
  resource: 'consultation' | 'treatment';
  lengthMinutes: number;
  /** distance between slot starts; a unique start per resource is exact only while length ≤ step */
  stepMinutes: number;
  /** opening windows by weekday, 0 = Sunday */
  windows: Record<number, readonly Window[]>;
}

const WEEKDAYS_AND_SATURDAY = (weekday: readonly Window[], saturday: readonly Window[]): Record<number, readonly Window[]> => ({
  0: [], 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: saturday,
});

/** Clinic hours: Mon–Fri 09:00–18:00, Sat 09:00–14:00, Sunday closed; micro-needling hourly 09–12 and 14–17. */
export const SCHEDULES: Record<BookingService, Schedule> = {
  presencial: { resource: 'consultation', lengthMinutes: 60, stepMinutes: 60, windows: WEEKDAYS_AND_SATURDAY([['09:00', '18:00']], [['09:00', '14:00']]) },
  online: { resource: 'consultation', lengthMinutes: 45, stepMinutes: 60, windows: WEEKDAYS_AND_SATURDAY([['09:00', '18:00']], [['09:00', '14:00']]) },
  microneedling: {
    resource: 'treatment',
    lengthMinutes: 60,
    stepMinutes: 60,
    windows: WEEKDAYS_AND_SATURDAY([['09:00', '13:00'], ['14:00', '18:00']], [['09:00', '13:00']]),
  },
};

export type UnavailableReason = 'past' | 'notice' | 'taken' | 'blocked' | 'horizon';
export interface Slot {
  time: string;
  startsAt: Date;
  endsAt: Date;
  available: boolean;
  reason: UnavailableReason | null;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;







const overlaps = (a: Interval, b: Interval) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

export interface SlotInput {
  date: string;
  service: BookingService;
  now: Date;
  /** starts already held on this service's resource */
  taken?: readonly Date[];
  blocked?: readonly Interval[];
  /**
   * Whose rules: a customer books at least BOOKING_NOTICE_HOURS ahead; staff book for a client on
   * the phone or at the desk (a walk-in), so any slot that has not ended yet, the one under way included.
   */
  rules?: 'customer' | 'staff';
}

/** Every slot of one day for one service, each marked available or not (with why). */
export function generateSlots({ date, service, now, taken = [], blocked = [], rules = 'customer' }: SlotInput): Slot[] {
  const schedule = SCHEDULES[service];
  const windows = schedule.windows[weekdayOf(date)] ?? [];
  const takenTimes = new Set(taken.map((t) => t.getTime()));
  const noticeEdge = now.getTime() + BOOKING_NOTICE_HOURS * 3_600_000;
  const horizonEdge = maputoInstant(addDays(maputoToday(now), BOOKING_HORIZON_DAYS + 1), '00:00').getTime();
  const slots: Slot[] = [];
  for (const [open, close] of windows) {
    for (let start = toMinutes(open); start + schedule.lengthMinutes <= toMinutes(close); start += schedule.stepMinutes) {
      const time = hhmm(start);
      const startsAt = maputoInstant(date, time);
      const endsAt = new Date(startsAt.getTime() + schedule.lengthMinutes * 60_000);
      let reason: UnavailableReason | null = null;
      if ((rules === 'staff' ? endsAt : startsAt).getTime() <= now.getTime()) reason = 'past';
      else if (rules === 'customer' && startsAt.getTime() < noticeEdge) reason = 'notice';
      else if (startsAt.getTime() >= horizonEdge) reason = 'horizon';
      else if (blocked.some((b) => overlaps(b, { startsAt, endsAt }))) reason = 'blocked';
      else if (takenTimes.has(startsAt.getTime())) reason = 'taken';
      slots.push({ time, startsAt, endsAt, available: reason === null, reason });
    }
  }
  return slots;
}

/** The slot a booking asks for, or null when the service has no slot at that date and time. */
export function findSlot(input: SlotInput & { time: string }): Slot | null {
  return generateSlots(input).find((s) => s.time === input.time) ?? null;
}
