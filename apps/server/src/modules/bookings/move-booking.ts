import { SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedPeriods, bookingEvents, bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { maputoParts } from '../../lib/maputo-time.ts';
import { enqueueBookingStatusMail } from './booking-mails.ts';
import { holdExpiry } from './booking-status.ts';
import type { BookingRow } from './booking-view.ts';
import { checkSlot, expireStaleHolds, SLOT_TAKEN_MESSAGE } from './create-booking.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';

const slotTaken = () => new AppError('SLOT_TAKEN', SLOT_TAKEN_MESSAGE, { details: { appointment_time: [SLOT_TAKEN_MESSAGE] } });

export interface MoveOptions {
  now: Date;
  publicUrl: string;
  /** the customer's notice rule, or the staff's (any slot not yet over) */
  rules: 'customer' | 'staff';
  /** reads the booking `for update` inside the transaction and refuses what the caller may not move */
  lock: (tx: Db) => Promise<BookingRow>;
  /** the staff's message to the client, kept in the booking's history and the e-mail */
  note?: string | null;
  /** more writes in the same transaction (the staff's audit row) */
  after?: (tx: Db, before: BookingRow, after: BookingRow) => Promise<void>;
}

/**
 * Moves a booking to another free time of its service, for the customer or for staff. The slot's
 * unique index settles a race with another booking of the new time (the loser gets SLOT_TAKEN); the
 * old time is freed by the same statement. The client gets the new time by e-mail with an updated
 * calendar file.
 */
export async function moveBooking(db: Db, change: { date: string; time: string }, options: MoveOptions): Promise<BookingRow> {
  const { now } = options;
  return db
    .transaction(async (tx) => {
      const current = await options.lock(tx);
      if (!(SLOT_HOLDING_STATUSES as readonly string[]).includes(current.status)) {
        throw new AppError('CONFLICT', 'Só é possível mudar o horário de uma marcação pendente ou confirmada.');
      }
      const slot = checkSlot({ date: change.date, time: change.time, service: current.service }, now, options.rules);
      if (slot.startsAt.getTime() === current.startsAt.getTime()) {
        throw new AppError('VALIDATION_FAILED', 'A marcação já está neste dia e horário. Escolha outro.', { details: { appointment_time: ['Escolha um horário diferente do atual.'] } });
      }
      await expireStaleHolds(tx, { resource: current.resource, startsAt: slot.startsAt });
      const [block] = await tx
        .select({ id: blockedPeriods.id })
        .from(blockedPeriods)
        .where(and(or(isNull(blockedPeriods.resource), eq(blockedPeriods.resource, current.resource)), lt(blockedPeriods.startsAt, slot.endsAt), gt(blockedPeriods.endsAt, slot.startsAt)))
        .limit(1);
      if (block) throw slotTaken();
      const holdExpiresAt = current.holdExpiresAt ? holdExpiry(now, slot.startsAt) : null;
      const [updated] = await tx
        .update(bookings)
        .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, holdExpiresAt, updatedAt: sql`now()` })
        .where(eq(bookings.id, current.id))
        .returning();
      const from = maputoParts(current.startsAt);
      const who = options.rules === 'staff' ? 'Remarcada pela clínica' : 'Remarcada pelo cliente';
      await tx.insert(bookingEvents).values({
        bookingId: current.id, fromStatus: current.status, toStatus: current.status, actor: options.rules,
        note: `${who}: de ${from.date} ${from.time} para ${change.date} ${change.time}.${options.note ? ` ${options.note}` : ''}`,
      });
      await enqueueBookingStatusMail(tx, updated!, options.publicUrl, 'A sua marcação foi remarcada', options.note ?? null);
      await options.after?.(tx, current, updated!);
      return updated!;
    })
    .catch((err: unknown) => {
      if (violatedUniqueConstraint(err) === 'bookings_slot_uq') throw slotTaken();
      throw err;
    });
}
