import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type BookingService, type BookingStatus, type BookingPaymentStatus } from '@shop/contract/bookings-offer';
import type { BookingCreated } from '@shop/contract/bookings';
import type { Db } from '../../db/client.ts';
import { blockedPeriods, bookingEvents, bookings, files } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { storeFile, type CheckedUpload } from '../../lib/uploads.ts';
import { maputoToday } from '../../lib/maputo-time.ts';
import { BOOKING_HORIZON_DAYS, findSlot, SCHEDULES } from './availability.ts';
import type { StaffAlertTarget, StaffActor } from '../admin/service.ts';
import { recordAudit } from '../../lib/audit.ts';
import { enqueueBookingCreatedMails } from './booking-mails.ts';
import { EXPIRING_STATUSES, holdExpiry } from './booking-status.ts';
import { toBookingView, type BookingRow } from './booking-view.ts';

export interface NewBooking {
  kind: 'consultation' | 'microneedling';
  service: BookingService;
  date: string;
  time: string;
  fullName: string;
  age: number | null;
  occupation: string | null;
  phone: string;
  email: string;
  complaints: string[];
  notes: string | null;
  microneedlingArea: string | null;
  sessions: number | null;
  paymentMethod: string;
  priceCents: number;
  dueNowCents: number;
  /** true when the customer pays now by transfer (advance or deposit) rather than at the clinic */
  paysByTransfer: boolean;
  /** the client asked for no reminders */
  remindersOptOut?: boolean;
}

export interface CreateOptions {
  now: Date;
  customerId: number | null;
  idempotencyKey: string | null;
  receipt: { upload: CheckedUpload; originalName: string } | null;
  publicUrl: string;
  /** where the "new booking" alert goes (from the config) */
  staff: StaffAlertTarget;
  /**
   * Staff booking for a client (phone, WhatsApp, walk-in): staff slot rules, confirmed at once, paid
   * at the clinic, no alert to the staff themselves, an audit row, and how the client asked.
   */
  bookedBy?: { staff: StaffActor; channel: string } | undefined;
}

export const SLOT_TAKEN_MESSAGE = 'Este horário já não está disponível. Escolha outro horário.';
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(kind: NewBooking['kind']): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${kind === 'consultation' ? 'CC' : 'MA'}-${code}`;
}

/** The same booking request, byte for byte in meaning: fields in a fixed order plus the receipt's digest. */
function fingerprintOf(input: NewBooking, receipt: CreateOptions['receipt']): string {
  const canonical = JSON.stringify([
    input.kind, input.service, input.date, input.time, input.fullName, input.age, input.occupation, input.phone, input.email,
    [...input.complaints].sort(), input.notes, input.microneedlingArea, input.sessions, input.paymentMethod,
    receipt ? createHash('sha256').update(receipt.upload.bytes).digest('hex') : null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function receiptOf(db: Db, row: BookingRow) {
  if (!row.receiptFileId) return null;
  const [file] = await db.select({ originalName: files.originalName, size: files.size }).from(files).where(eq(files.id, row.receiptFileId));
  return file ?? null;
}

export async function bookingResult(db: Db, row: BookingRow, now: Date): Promise<BookingCreated> {
  return { ...toBookingView(row, await receiptOf(db, row), now), access_token: row.accessToken };
}

async function replay(db: Db, key: string, fingerprint: string, now: Date): Promise<BookingCreated | null> {
  const [existing] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!existing) return null;
  if (existing.requestFingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_MISMATCH', 'Esta chave de idempotência já foi usada com outro pedido.');
  }
  return bookingResult(db, existing, now);
}

/**
 * Frees slots whose hold has lapsed, recording why. Called inside the booking transaction (so an
 * expired hold frees the slot without any scheduled job) and before showing bookings.
 */
export async function expireStaleHolds(db: Db, where: { resource: string; startsAt: Date } | { ids: number[] }): Promise<void> {
  if ('ids' in where && where.ids.length === 0) return;
  const scope = 'ids' in where ? inArray(bookings.id, where.ids) : and(eq(bookings.resource, where.resource), eq(bookings.startsAt, where.startsAt));
  const stale = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(scope, inArray(bookings.status, [...EXPIRING_STATUSES]), lte(bookings.holdExpiresAt, sql`now()`)))
    .for('update');
  if (stale.length === 0) return;
  await db.update(bookings).set({ status: 'expired', updatedAt: sql`now()` }).where(inArray(bookings.id, stale.map((s) => s.id)));
  await db.insert(bookingEvents).values(stale.map((s) => ({ bookingId: s.id, fromStatus: s.status, toStatus: 'expired', actor: 'system' as const, note: 'A reserva do horário expirou.' })));
}

/** The requested slot, or a sentence saying why it cannot be booked. */
export function checkSlot(input: Pick<NewBooking, 'date' | 'time' | 'service'>, now: Date, rules: 'customer' | 'staff' = 'customer') {
  if (input.date < maputoToday(now)) throw new AppError('VALIDATION_FAILED', 'A data não pode ser anterior a hoje.');
  const slot = findSlot({ date: input.date, time: input.time, service: input.service, now, rules });
  if (!slot) throw new AppError('VALIDATION_FAILED', 'Escolha um dos horários disponíveis para esta data.');
  if (slot.reason === 'past') throw new AppError('VALIDATION_FAILED', 'Este horário já passou. Escolha outro horário.');
  if (slot.reason === 'notice') throw new AppError('VALIDATION_FAILED', 'As marcações são feitas com pelo menos 24 horas de antecedência. Escolha outro horário.');
  if (slot.reason === 'horizon') throw new AppError('VALIDATION_FAILED', `Aceitamos marcações até ${BOOKING_HORIZON_DAYS} dias de antecedência.`);
  return slot;
}

/**
 * Books a slot. The partial unique index `bookings_slot_uq` settles races: of many requests for one
 * slot exactly one commits. A repeated Idempotency-Key returns the first booking.
 */
export async function createBooking(db: Db, input: NewBooking, options: CreateOptions): Promise<BookingCreated> {
  const { now } = options;
  const fingerprint = fingerprintOf(input, options.receipt);
  if (options.idempotencyKey) {
    const previous = await replay(db, options.idempotencyKey, fingerprint, now);
    if (previous) return previous;
  }
  const { bookedBy } = options;
  const slot = checkSlot(input, now, bookedBy ? 'staff' : 'customer');
  const resource = SCHEDULES[input.service].resource;

  const status: BookingStatus = bookedBy ? 'confirmed' : options.receipt ? 'awaiting_receipt_review' : 'pending';
  const paymentStatus: BookingPaymentStatus = options.receipt ? 'under_review' : input.paysByTransfer ? 'awaiting_payment' : 'pay_at_clinic';
  const holdExpiresAt = input.paysByTransfer ? holdExpiry(now, slot.startsAt) : null;

  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        await expireStaleHolds(tx, { resource, startsAt: slot.startsAt });
        const [block] = await tx
          .select({ id: blockedPeriods.id })
          .from(blockedPeriods)
          .where(and(or(isNull(blockedPeriods.resource), eq(blockedPeriods.resource, resource)), sql`${blockedPeriods.startsAt} < ${slot.endsAt}`, gt(blockedPeriods.endsAt, slot.startsAt)))
          .limit(1);
        if (block) throw new AppError('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
        const receiptFile = options.receipt
          ? await storeFile(tx, options.receipt.upload, { purpose: 'booking-receipt', originalName: options.receipt.originalName, ownerCustomerId: options.customerId })
          : null;
        const [inserted] = await tx
          .insert(bookings)
          .values({
            reference: newReference(input.kind),
            accessToken: randomBytes(24).toString('base64url'),
            kind: input.kind,
            service: input.service,
            resource,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            status,
            paymentMethod: input.paymentMethod,
            paymentStatus,
            priceCents: input.priceCents,
            dueNowCents: input.dueNowCents,
            holdExpiresAt,
            customerId: options.customerId,
            fullName: input.fullName,
            age: input.age,
            occupation: input.occupation,
            phone: input.phone,
            email: input.email,
            complaints: input.complaints,
            notes: input.notes,
            remindersOptOut: input.remindersOptOut ?? false,
            microneedlingArea: input.microneedlingArea,
            sessions: input.sessions,
            receiptFileId: receiptFile?.id ?? null,
            idempotencyKey: options.idempotencyKey,
            requestFingerprint: fingerprint,
          })
          .returning();
        await tx.insert(bookingEvents).values({
          bookingId: inserted!.id, fromStatus: null, toStatus: status, actor: bookedBy ? 'staff' : 'customer', note: bookedBy ? `Marcada pela clínica (${bookedBy.channel}).` : null,
        });
        await enqueueBookingCreatedMails(tx, inserted!, options.publicUrl, bookedBy ? null : options.staff);
        if (bookedBy) {
          await recordAudit(tx, bookedBy.staff, { action: 'appointment.create', entity: 'booking', entityId: inserted!.id, after: { reference: inserted!.reference, starts_at: inserted!.startsAt, service: inserted!.service, channel: bookedBy.channel } });
        }
        return inserted!;
      });
      return await bookingResult(db, row, now);
    } catch (err) {
      const constraint = violatedUniqueConstraint(err);
      // A concurrent request with the same key may have taken the slot first: that is our own booking.
      if (constraint && options.idempotencyKey) {
        const previous = await replay(db, options.idempotencyKey, fingerprint, now);
        if (previous) return previous;
      }
      if (constraint === 'bookings_slot_uq') throw new AppError('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
      if (constraint === 'bookings_reference_uq' && attempt < 3) continue;
      throw err;
    }
  }
}

