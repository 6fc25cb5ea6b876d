import { SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import type { BookingView } from '@shop/contract/bookings';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedPeriods, bookingEvents, bookings, files } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { BookingService } from '@shop/contract/bookings-offer';
import { generateSlots, maputoDayRange, maputoParts, SCHEDULES, type Slot } from './availability.ts';
import { enqueueBookingStatusMail } from './booking-mails.ts';
import { assertCanTransition, holdExpiry } from './booking-status.ts';
import { canCustomerCancel, toBookingView, type BookingRow } from './booking-view.ts';
import { checkSlot, expireStaleHolds, SLOT_TAKEN_MESSAGE, violatedConstraint } from './create-booking.ts';

/** One day's slots for a service: its schedule minus held starts and blocked periods. */
export async function daySlots(db: Db, date: string, service: BookingService, now: Date): Promise<Slot[]> {
  const { resource } = SCHEDULES[service];
  const day = maputoDayRange(date);
  const taken = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.resource, resource),
        sql`${bookings.startsAt} >= ${day.startsAt}`,
        lt(bookings.startsAt, day.endsAt),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
      ),
    );
  const blocked = await db
    .select({ startsAt: blockedPeriods.startsAt, endsAt: blockedPeriods.endsAt })
    .from(blockedPeriods)
    .where(and(or(isNull(blockedPeriods.resource), eq(blockedPeriods.resource, resource)), lt(blockedPeriods.startsAt, day.endsAt), gt(blockedPeriods.endsAt, day.startsAt)));
  return generateSlots({ date, service, now, taken: taken.map((t) => t.startsAt), blocked });
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
 * The customer moves their own booking to another free time, up to 12 hours before it. The slot's
 * unique index settles a race with another booking of the new time; the old time is freed in the
 * same statement. The customer gets the new time by e-mail with an updated calendar file.
 */
export async function rescheduleCustomerBooking(
  db: Db,
  customerId: number,
  change: { reference: string; date: string; time: string },
  now: Date,
  publicUrl: string,
): Promise<BookingView> {
  const row = await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.reference, change.reference.toUpperCase()), eq(bookings.customerId, customerId)))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Marcação não encontrada.');
      if (!canCustomerCancel(current, now)) throw new AppError('UNPROCESSABLE', RESCHEDULE_TOO_LATE);
      const slot = checkSlot({ date: change.date, time: change.time, service: current.service }, now);
      if (slot.startsAt.getTime() === current.startsAt.getTime()) {
        throw new AppError('VALIDATION_FAILED', 'A marcação já está neste dia e horário. Escolha outro.', { details: { appointment_time: ['Escolha um horário diferente do atual.'] } });
      }
      await expireStaleHolds(tx, { resource: current.resource, startsAt: slot.startsAt });
      const [block] = await tx
        .select({ id: blockedPeriods.id })
        .from(blockedPeriods)
        .where(and(or(isNull(blockedPeriods.resource), eq(blockedPeriods.resource, current.resource)), lt(blockedPeriods.startsAt, slot.endsAt), gt(blockedPeriods.endsAt, slot.startsAt)))
        .limit(1);
      if (block) throw new AppError('SLOT_TAKEN', SLOT_TAKEN_MESSAGE, { details: { appointment_time: [SLOT_TAKEN_MESSAGE] } });
      const holdExpiresAt = current.holdExpiresAt ? holdExpiry(now, slot.startsAt) : null;
      const [updated] = await tx
        .update(bookings)
        .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, holdExpiresAt, updatedAt: sql`now()` })
        .where(eq(bookings.id, current.id))
        .returning();
      const from = maputoParts(current.startsAt);
      await tx.insert(bookingEvents).values({
        bookingId: current.id, fromStatus: current.status, toStatus: current.status, actor: 'customer',
        note: `Remarcada pelo cliente: de ${from.date} ${from.time} para ${change.date} ${change.time}.`,
      });
      await enqueueBookingStatusMail(tx, updated!, publicUrl, 'A sua marcação foi remarcada');
      return updated!;
    })
    .catch((err: unknown) => {
      if (violatedConstraint(err) === 'bookings_slot_uq') throw new AppError('SLOT_TAKEN', SLOT_TAKEN_MESSAGE, { details: { appointment_time: [SLOT_TAKEN_MESSAGE] } });
      throw err;
    });
  return (await withReceipts(db, [row], now))[0]!;
}
