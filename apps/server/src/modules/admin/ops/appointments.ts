import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminAppointment, AdminBlockedPeriod, APPOINTMENT_STAFF_ACTIONS, AppointmentDays, BlockedBooking, StaffSlot, blockCreateRequest, staffSlotsRequest, staffBookingRequest } from '@shop/contract/admin-ops';
import type { PaymentMethod } from '@shop/contract/payments';
import type { MpesaChargeView } from '@shop/contract/mpesa';
import { packageOption, SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import type { BookingStatus } from '@shop/contract/bookings-offer';
import { amountDue, moneyStatus, netReceived } from '@shop/contract/payments';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../../db/client.ts';
import { blockedPeriods, bookingEvents, bookingReminders, bookings, customers, files, payments } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { maputoDayRange, maputoInstant, maputoParts } from '../../../lib/maputo-time.ts';
import { enqueueBookingStatusMail, assertCanTransition, BOOKING_TRANSITIONS, serviceLabel, type BookingRow, createBooking, expireStaleHolds, daySlots, moveBooking } from '../../bookings/service.ts';
import { bookingPrice } from '../../content/service.ts';
import { recordRefund, mpesaChargesOf } from '../../payments/service.ts';
import type { StaffAlertTarget } from './staff-alerts.ts';
import type { StaffActor } from './staff-actor.ts';

const STAFF_MOVES: readonly BookingStatus[] = ['confirmed', 'cancelled', 'completed', 'no_show'];

function toAppointment(
  row: BookingRow,
  receipt: { id: string; name: string; mime: string } | undefined,
  now: Date,
  remindersSent: string[] = [],
  mpesaCharges: MpesaChargeView[] = [],
): AdminAppointment {
  const local = maputoParts(row.startsAt);
  const started = row.startsAt.getTime() <= now.getTime();
  return {
    id: row.id,
    reference: row.reference,
    service: row.service,
    service_label: serviceLabel(row),
    date: local.date,
    time: local.time,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    price: centsToWire(row.priceCents),
    due_now: centsToWire(row.dueNowCents),
    paid: centsToWire(netReceived(row)),
    due: centsToWire(amountDue({ totalCents: row.priceCents, paidCents: row.paidCents })),
    money_status: moneyStatus({ totalCents: row.priceCents, paidCents: row.paidCents, refundedCents: row.refundedCents }),
    full_name: row.fullName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    complaints: row.complaints,
    resource: row.resource,
    customer_id: row.customerId,
    reminders: !row.remindersOptOut,
    reminders_sent: remindersSent,
    receipt: receipt ? { file_id: receipt.id, name: receipt.name, mime: receipt.mime } : null,
    mpesa_charges: mpesaCharges,
    next_statuses: BOOKING_TRANSITIONS[row.status].filter((s) => STAFF_MOVES.includes(s) && ((s !== 'completed' && s !== 'no_show') || started)),
  };
}

const toBlocked = (b: typeof blockedPeriods.$inferSelect): AdminBlockedPeriod => ({
  id: b.id, starts_at: b.startsAt.toISOString(), ends_at: b.endsAt.toISOString(), reason: b.reason, resource: b.resource,
});

/** The appointment book for `days` days from `from` (Maputo days), with the blocked periods that touch them. */
export async function appointmentDays(db: Db, from: string, days: number, now = new Date()): Promise<AppointmentDays> {
  const startsAt = maputoDayRange(from).startsAt;
  // Maputo keeps no daylight-saving time: every day is 24 hours.
  const endsAt = new Date(startsAt.getTime() + days * 86_400_000);
  const inRange = and(sql`${bookings.startsAt} >= ${startsAt}`, lt(bookings.startsAt, endsAt));
  const ids = await db.select({ id: bookings.id }).from(bookings).where(inRange);
  await expireStaleHolds(db, { ids: ids.map((r) => r.id) });
  const rows = await db.select().from(bookings).where(inRange).orderBy(asc(bookings.startsAt), asc(bookings.id));
  const receiptIds = rows.map((r) => r.receiptFileId).filter((id): id is string => Boolean(id));
  const receipts = receiptIds.length ? await db.select({ id: files.id, name: files.originalName, mime: files.mime }).from(files).where(inArray(files.id, receiptIds)) : [];
  const byId = new Map(receipts.map((r) => [r.id, r]));
  const blocked = await db.select().from(blockedPeriods).where(and(lt(blockedPeriods.startsAt, endsAt), gt(blockedPeriods.endsAt, startsAt))).orderBy(asc(blockedPeriods.startsAt));
  const sent = rows.length ? await db.select().from(bookingReminders).where(inArray(bookingReminders.bookingId, rows.map((r) => r.id))).orderBy(asc(bookingReminders.id)) : [];
  const charges = await mpesaChargesOf(db, rows.map((r) => ({ kind: 'booking' as const, id: r.id })));
  const sentBy = new Map<number, string[]>();
  for (const s of sent) sentBy.set(s.bookingId, [...(sentBy.get(s.bookingId) ?? []), `${s.kind} ${s.channel === 'email' ? 'e-mail' : 'WhatsApp'}`]);
  return {
    appointments: rows.map((r) => toAppointment(r, r.receiptFileId ? byId.get(r.receiptFileId) : undefined, now, sentBy.get(r.id), charges.get(`booking-${r.id}`))),
    blocked: blocked.map(toBlocked),
  };
}

const HEADLINES: Partial<Record<BookingStatus, string>> = {
  confirmed: 'A sua marcação foi confirmada',
  cancelled: 'A sua marcação foi cancelada',
};

/** Staff confirm, cancel, or mark a booking completed or missed, through the booking state machine. */
export async function changeAppointmentStatus(db: Db, staff: StaffActor, bookingId: number, to: (typeof APPOINTMENT_STAFF_ACTIONS)[number], note: string | null, publicUrl: string, now = new Date()) {
  await expireStaleHolds(db, { ids: [bookingId] });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound('Marcação não encontrada.');
    assertCanTransition(row.status, to);
    if ((to === 'completed' || to === 'no_show') && row.startsAt.getTime() > now.getTime()) {
      throw new AppError('CONFLICT', 'Só pode marcar como concluída ou como falta depois da hora da marcação.');
    }
    const [updated] = await tx
      .update(bookings)
      .set({ status: to, updatedAt: sql`now()`, ...(to === 'confirmed' ? { holdExpiresAt: null } : {}) })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'A marcação foi alterada entretanto. Atualize a página.');
    await tx.insert(bookingEvents).values({ bookingId: row.id, fromStatus: row.status, toStatus: to, actor: 'staff', note });
    const headline = HEADLINES[to];
    if (headline) await enqueueBookingStatusMail(tx, updated, publicUrl, headline, note, { confirmation: to === 'confirmed' });
    await recordAudit(tx, staff, { action: `appointment.${to}`, entity: 'booking', entityId: row.id, before: { status: row.status }, after: { status: to, note } });
  });
}

type BlockInput = Omit<z.infer<typeof blockCreateRequest>, 'reason'> & { reason?: string };

const blockRange = (input: BlockInput) => {
  const whole = !input.from || !input.to;
  return {
    startsAt: whole ? maputoDayRange(input.date).startsAt : maputoInstant(input.date, input.from!),
    endsAt: whole ? maputoDayRange(input.date).endsAt : maputoInstant(input.date, input.to!),
  };
};

/** The bookings still holding a slot inside the period (on its resource, or anywhere when the whole clinic closes). */
export async function bookingsInBlock(db: Db, input: BlockInput, now = new Date()): Promise<BlockedBooking[]> {
  const { startsAt, endsAt } = blockRange(input);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        lt(bookings.startsAt, endsAt),
        gt(bookings.endsAt, startsAt),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
        input.resource ? eq(bookings.resource, input.resource) : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const paidWith = new Map<number, PaymentMethod>();
  const paidIds = rows.filter((b) => b.paidCents > 0).map((b) => b.id);
  if (paidIds.length) {
    for (const p of await db.select({ bookingId: payments.bookingId, method: payments.method }).from(payments).where(inArray(payments.bookingId, paidIds)).orderBy(asc(payments.id))) {
      paidWith.set(p.bookingId!, p.method);
    }
  }
  return rows.map((b) => ({
    id: b.id, reference: b.reference, starts_at: b.startsAt.toISOString(), service: serviceLabel(b), client: b.fullName, phone: b.phone, status: b.status,
    paid: centsToWire(netReceived(b)), paid_method: paidWith.get(b.id) ?? null,
  }));
}

const count = (n: number) => (n === 1 ? '1 marcação' : `${n} marcações`);

/**
 * Blocks a whole Maputo day or an interval of it; availability already leaves blocked periods out.
 * A period that holds bookings is not blocked silently: each needs a decision (the screen lists them
 * first), or the block is refused — also when a booking arrived after the list was read. `keep` blocks
 * around it; `cancel` cancels it with its own message in the client's e-mail and, when asked, refunds
 * the money received through the ledger (the owner's, as every refund; the client gets that e-mail
 * too). All in the block's transaction: the block exists exactly when its cancellations and refunds do.
 */
export async function createBlock(db: Db, staff: StaffActor & { canRefund: boolean }, input: BlockInput, publicUrl: string, now = new Date()) {
  const { startsAt, endsAt } = blockRange(input);
  const who = { staffId: staff.staffId, email: staff.email };
  return db.transaction(async (tx) => {
    const held = await bookingsInBlock(tx, input, now);
    const decisions = new Map((input.bookings ?? []).map((d) => [d.id, d]));
    const undecided = held.filter((b) => !decisions.has(b.id));
    if (undecided.length > 0) {
      throw new AppError(
        'CONFLICT',
        decisions.size === 0
          ? `Este período tem ${count(held.length)}: escolha para cada uma se a mantém ou a cancela antes de bloquear.`
          : `Entretanto ${undecided.length === 1 ? 'entrou 1 marcação' : `entraram ${undecided.length} marcações`} neste período (${undecided.map((b) => b.reference).join(', ')}): reveja a lista antes de bloquear.`,
      );
    }
    const cancelled = held.filter((b) => decisions.get(b.id)!.action === 'cancel');
    const refunded = cancelled.filter((b) => decisions.get(b.id)!.refund);
    if (refunded.length > 0 && !staff.canRefund) throw new AppError('FORBIDDEN', 'Só o(a) proprietário(a) pode registar reembolsos: cancele sem reembolso e o valor fica por reembolsar na marcação.');
    for (const b of cancelled) {
      const decision = decisions.get(b.id)!;
      await changeAppointmentStatus(tx, who, b.id, 'cancelled', decision.message?.trim() || null, publicUrl, now);
      if (decision.refund) {
        await recordRefund(tx, {
          target: { kind: 'booking', id: b.id }, method: decision.refund.method, amountCents: decision.refund.amount, reference: decision.refund.reference ?? null,
          reason: `Marcação cancelada: ${input.reason?.trim() || 'a clínica fechou este período'}.`,
        }, { staff: who, publicUrl });
      }
    }
    const [created] = await tx.insert(blockedPeriods).values({ startsAt, endsAt, reason: input.reason ?? '', resource: input.resource ?? null }).returning();
    const kept = held.filter((b) => decisions.get(b.id)!.action === 'keep');
    await recordAudit(tx, who, {
      action: 'appointment.block', entity: 'blocked_period', entityId: created!.id,
      after: { ...toBlocked(created!), bookings: held.length ? { kept: kept.map((b) => b.id), cancelled: cancelled.map((b) => b.id), refunded: refunded.map((b) => b.id) } : null },
    });
    return { ...toBlocked(created!), cancelled, kept, refunded };
  });
}

export async function deleteBlock(db: Db, staff: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(blockedPeriods).where(eq(blockedPeriods.id, id)).returning();
    if (!removed) throw notFound('Bloqueio não encontrado.');
    await recordAudit(tx, staff, { action: 'appointment.unblock', entity: 'blocked_period', entityId: id, before: toBlocked(removed) });
  });
}

/** The slots staff may offer for a service on a day: the clinic's hours, held and blocked times, and no 24-hour notice. */
export async function staffSlots(db: Db, input: z.infer<typeof staffSlotsRequest>, now = new Date()): Promise<StaffSlot[]> {
  const slots = await daySlots(db, input.date, input.service, now, { rules: 'staff', except: input.except });
  return slots.map((s) => ({ time: s.time, available: s.available, reason: s.reason }));
}

/** The shop account a booking belongs to, found by the client's phone or e-mail (a deleted account is no one's). */
async function customerFor(db: Db, phone: string, email: string | undefined): Promise<number | null> {
  const [found] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(isNull(customers.deletedAt), or(eq(customers.mobile, phone), email ? eq(customers.email, email) : sql`false`)))
    .orderBy(asc(customers.id))
    .limit(1);
  return found?.id ?? null;
}

/**
 * Staff book for a client on the phone, on WhatsApp or at the desk: the customer's own booking path
 * (`createBooking`, so the slot index settles races) under the staff's rules, confirmed and paid at the clinic.
 */
export async function createStaffBooking(db: Db, staff: StaffActor, body: z.infer<typeof staffBookingRequest>, publicUrl: string, alerts: StaffAlertTarget, now = new Date()) {
  const microneedling = body.service === 'microneedling';
  const option = body.service === 'microneedling' ? packageOption(body.sessions ?? 0) : body.service;
  if (!option) throw new AppError('VALIDATION_FAILED', 'Escolha um pacote de 1, 3 ou 6 sessões.');
  const priceCents = await bookingPrice(db, option);
  const created = await createBooking(
    db,
    {
      kind: microneedling ? 'microneedling' : 'consultation', service: body.service, date: body.date, time: body.time,
      fullName: body.full_name, age: null, occupation: null, phone: body.phone, email: body.email ?? '', complaints: [],
      notes: body.notes ?? null, microneedlingArea: microneedling ? body.microneedling_area ?? null : null, sessions: microneedling ? body.sessions ?? null : null,
      paymentMethod: 'establishment', priceCents, dueNowCents: 0, paysByTransfer: false, remindersOptOut: !body.reminders,
    },
    { now, customerId: await customerFor(db, body.phone, body.email), idempotencyKey: null, receipt: null, publicUrl, staff: alerts, bookedBy: { staff, channel: body.channel } },
  );
  return { reference: created.reference, date: body.date, time: body.time };
}

/** Staff move a booking to another free time; the client is e-mailed the new time with an updated calendar file. */
export async function moveAppointment(db: Db, staff: StaffActor, body: { id: number; date: string; time: string; note?: string | null | undefined }, publicUrl: string, now = new Date()) {
  const moved = await moveBooking(db, body, {
    now, publicUrl, rules: 'staff', note: body.note ?? null,
    lock: async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, body.id)).for('update');
      if (!row) throw notFound('Marcação não encontrada.');
      return row;
    },
    after: (tx, before, after) =>
      recordAudit(tx, staff, { action: 'appointment.move', entity: 'booking', entityId: before.id, before: { starts_at: before.startsAt }, after: { starts_at: after.startsAt, note: body.note ?? null } }),
  });
  const local = maputoParts(moved.startsAt);
  return { id: moved.id, reference: moved.reference, date: local.date, time: local.time };
}

/** The client asked for reminders to stop, or to start again. */
export async function setAppointmentReminders(db: Db, staff: StaffActor, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(bookings).set({ remindersOptOut: !enabled, updatedAt: sql`now()` }).where(eq(bookings.id, id)).returning({ id: bookings.id });
    if (!row) throw notFound('Marcação não encontrada.');
    await recordAudit(tx, staff, { action: 'appointment.reminders', entity: 'booking', entityId: id, after: { reminders: enabled } });
  });
}
