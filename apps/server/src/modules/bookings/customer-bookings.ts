import type { BookingView } from '@shop/contract/bookings';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings, files } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { BookingService } from '@shop/contract/bookings-offer';
import { generateSlots, SCHEDULES, type Slot } from './availability.ts';
import { maputoDayRange } from '../../lib/maputo-time.ts';
import { occupancy } from './occupancy.ts';
import { enqueueBookingStatusMail } from './booking-mails.ts';
import { assertCanTransition } from './booking-status.ts';
import { canCustomerCancel, toBookingView, type BookingRow } from './booking-view.ts';
import { expireStaleHolds } from './create-booking.ts';
import { moveBooking } from './move-booking.ts';

/**
 * One day's slots for a service: its schedule minus held starts and blocked periods. `except` leaves
 * one booking's own start free (staff moving it see its current time as available to keep).
 */
export async function daySlots(db: Db, date: string, service: BookingService, now: Date, options: { rules?: 'customer' | 'staff'; except?: number } = {}): Promise<Slot[]> {
  const { resource } = SCHEDULES[service];
  const { taken, blocked } = await occupancy(db, resource, maputoDayRange(date));
  return generateSlots({ date, service, now, taken: taken.filter((t) => t.id !== options.except).map((t) => t.startsAt), blocked, rules: options.rules ?? 'customer' });
}

async function withReceipts(db: Db, rows: BookingRow[], now: Date): Promise<BookingView[]> {
  const ids = rows.map((r) => r.receiptFileId).filter((id): id is string => Boolean(id));
  const receipts = ids.length ? await db.select({ id: files.id, originalName: files.originalName, size: files.size }).from(files).where(inArray(files.id, ids)) : [];
  const byId = new Map(receipts.map((r) => [r.id, r]));
  return rows.map((row) => toBookingView(row, (row.receiptFileId && byId.get(row.receiptFileId)) || null, now));
}

/** A booking read by whoever holds its reference and access token (the visitor who booked). */
export async function bookingByReference(db: Db, reference: string, token: string, now: Date): Promise<BookingView> {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference.toUpperCase()));
  if (!row || !safeEqual(row.accessToken, token)) throw new AppError('NOT_FOUND', 'Marcação não encontrada.');
  await expireStaleHolds(db, { ids: [row.id] });
  const [fresh] = await db.select().from(bookings).where(eq(bookings.id, row.id));
  return (await withReceipts(db, [fresh!], now))[0]!;
}

/** The signed-in customer's bookings: upcoming first (soonest first), then past ones (latest first). */
export async function customerBookings(db: Db, customerId: number, now: Date): Promise<BookingView[]> {
  const ids = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customerId));
  await expireStaleHolds(db, { ids: ids.map((r) => r.id) });
  const upcoming = await db.select().from(bookings).where(and(eq(bookings.customerId, customerId), sql`${bookings.startsAt} >= ${now}`)).orderBy(asc(bookings.startsAt));
  const past = await db.select().from(bookings).where(and(eq(bookings.customerId, customerId), lt(bookings.startsAt, now))).orderBy(desc(bookings.startsAt)).limit(50);
  return withReceipts(db, [...upcoming, ...past], now);
}

/** The customer cancels their own booking, up to 12 hours before it. Someone else's reference is "not found". */
export async function cancelCustomerBooking(db: Db, customerId: number, reference: string, now: Date, publicUrl: string): Promise<BookingView> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.reference, reference.toUpperCase()), eq(bookings.customerId, customerId)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Marcação não encontrada.');
    assertCanTransition(current.status, 'cancelled');
    if (!canCustomerCancel(current, now)) {
      throw new AppError('UNPROCESSABLE', 'Só é possível cancelar até 12 horas antes da marcação. Contacte-nos por WhatsApp.');
    }
    const [updated] = await tx.update(bookings).set({ status: 'cancelled', updatedAt: sql`now()` }).where(eq(bookings.id, current.id)).returning();
    await tx.insert(bookingEvents).values({ bookingId: current.id, fromStatus: current.status, toStatus: 'cancelled', actor: 'customer', note: null });
    await enqueueBookingStatusMail(tx, updated!, publicUrl, 'A sua marcação foi cancelada');
    return updated!;
  });
  return (await withReceipts(db, [row], now))[0]!;
}

export const RESCHEDULE_TOO_LATE = 'Só é possível remarcar até 12 horas antes da marcação. Contacte-nos por WhatsApp.';

/**
 * The customer moves their own booking to another free time, up to 12 hours before it (the same
 * move as the staff's, `moveBooking`, with the customer's rules).
 */
export async function rescheduleCustomerBooking(
  db: Db,
  customerId: number,
  change: { reference: string; date: string; time: string },
  now: Date,
  publicUrl: string,
): Promise<BookingView> {
  const row = await moveBooking(db, change, {
    now, publicUrl, rules: 'customer',
    lock: async (tx) => {
      const [current] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.reference, change.reference.toUpperCase()), eq(bookings.customerId, customerId)))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Marcação não encontrada.');
      if (!canCustomerCancel(current, now)) throw new AppError('UNPROCESSABLE', RESCHEDULE_TOO_LATE);
      return current;
    },
  });
  return (await withReceipts(db, [row], now))[0]!;
}
