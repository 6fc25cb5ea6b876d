import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS } from '@shop/contract/bookings-offer';
import type { ProofDecisionRequest, ProofListRequest, ProofQueueItem } from '@shop/contract/admin-ops';
import { centsToWire } from '@shop/contract/money';
import { PAYMENT_TYPE_LABEL, type PaymentType } from '@shop/contract/order-status';
import { STORE_PROFILE } from '@shop/contract/store';
import { amountDue, type PaymentMethod } from '@shop/contract/payments';
import type { Db } from '../../../db/client.ts';
import { bookingEvents, bookings, files, orders } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { enqueueMail } from '../../../lib/mail/outbox.ts';
import { enqueueBookingStatusMail, successUrl, whenText, assertCanTransition as assertBookingTransition, assertCanTransitionPayment as assertBookingPayment, PAYMENT_METHOD_LABELS, serviceLabel, expireStaleHolds } from '../../bookings/service.ts';
import { type OrderRow, lockOrder, transitionPayment } from '../../orders/service.ts';
import { recordPayment, mpesaChargesOf } from '../../payments/service.ts';
import { orderActor, type StaffActor } from './staff-actor.ts';
import { parseStaffSearch, phoneMatches, plainMatches, textMatches, type StaffSearch } from '../staff-search.ts';
import { orderMatches } from './admin-orders.ts';

export const STAFF_FILE_PURPOSES = ['payment_proof', 'booking-receipt'] as const;

/**
 * Everything waiting for money, oldest first: proofs and deposit receipts to check, and orders or
 * deposits with no proof yet (awaited since the order or booking was made, or the proof refused).
 */
/** A booking whose reference, e-mail, name (without accents) or phone (any format) matches (decision 142). */
export const bookingMatches = (search: StaffSearch) =>
  or(plainMatches(bookings.reference, search), textMatches(bookings.fullName, search), plainMatches(bookings.email, search), phoneMatches(bookings.phone, search))!;

export async function proofQueue(db: Db, q: ProofListRequest = {}): Promise<ProofQueueItem[]> {
  const search = parseStaffSearch(q.search);
  const orderSearch = search ? orderMatches(search) : undefined;
  const bookingSearch = search ? bookingMatches(search) : undefined;
  const fileCols = { id: files.id, name: files.originalName, mime: files.mime, createdAt: files.createdAt };
  const orderRows = await db
    .select({ order: orders, file: fileCols })
    .from(orders)
    .innerJoin(files, eq(files.id, orders.proofFileId))
    .where(and(eq(orders.paymentStatus, 'under_review'), sql`${orders.status} <> 5`, orderSearch))
    .orderBy(asc(files.createdAt));
  const unpaidOrders = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, [0, 1]), inArray(orders.paymentStatus, ['awaiting_proof', 'rejected', 'partly_paid']), sql`${orders.paidCents} < ${orders.totalCents}`, orderSearch))
    .orderBy(asc(orders.createdAt));
  const staleIds = await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.paymentStatus, ['under_review', 'awaiting_payment']));
  await expireStaleHolds(db, { ids: staleIds.map((r) => r.id) });
  const bookingRows = await db
    .select({ booking: bookings, file: fileCols })
    .from(bookings)
    .innerJoin(files, eq(files.id, bookings.receiptFileId))
    .where(and(eq(bookings.paymentStatus, 'under_review'), inArray(bookings.status, ['pending', 'awaiting_receipt_review']), bookingSearch))
    .orderBy(asc(files.createdAt));
  const unpaidDeposits = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.paymentStatus, 'awaiting_payment'), eq(bookings.status, 'pending'), sql`${bookings.paidCents} < ${bookings.dueNowCents}`, bookingSearch))
    .orderBy(asc(bookings.createdAt));
  const orderLabel = (order: OrderRow) => PAYMENT_TYPE_LABEL[order.paymentType as PaymentType] ?? order.paymentType;
  const orderItem = (order: OrderRow) => ({
    kind: 'order' as const, id: order.id, reference: order.reference, customer_name: `${order.firstName} ${order.lastName}`.trim(), email: order.email,
    amount: centsToWire(amountDue(order)), payment_label: orderLabel(order), method_hint: methodHint(order),
  });
  const bookingItem = (booking: typeof bookings.$inferSelect) => ({
    kind: 'booking' as const, id: booking.id, reference: booking.reference, customer_name: booking.fullName, email: booking.email,
    amount: centsToWire(Math.max(0, booking.dueNowCents - booking.paidCents)),
    payment_label: `${serviceLabel(booking)} · ${PAYMENT_METHOD_LABELS[booking.paymentMethod] ?? booking.paymentMethod}`, method_hint: null,
  });
  const noFile = { file_id: null, file_name: null, file_mime: null };
  const items: Omit<ProofQueueItem, 'mpesa_charges'>[] = [
    ...orderRows.map(({ order, file }) => ({ ...orderItem(order), waiting: 'proof' as const, file_id: file.id, file_name: file.name, file_mime: file.mime, submitted_at: file.createdAt.toISOString() })),
    ...unpaidOrders.map((order) => ({ ...orderItem(order), waiting: 'payment' as const, ...noFile, submitted_at: order.createdAt.toISOString() })),
    ...bookingRows.map(({ booking, file }) => ({ ...bookingItem(booking), waiting: 'proof' as const, file_id: file.id, file_name: file.name, file_mime: file.mime, submitted_at: file.createdAt.toISOString() })),
    ...unpaidDeposits.map((booking) => ({ ...bookingItem(booking), waiting: 'payment' as const, ...noFile, submitted_at: booking.createdAt.toISOString() })),
  ];
  const charges = await mpesaChargesOf(db, items.map((item) => ({ kind: item.kind, id: item.id })));
  return items
    .map((item) => ({ ...item, mpesa_charges: charges.get(`${item.kind}-${item.id}`) ?? [] }))
    .sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));
}

const methodHint = (order: Pick<OrderRow, 'paymentType' | 'walletProvider'>): ProofQueueItem['method_hint'] =>
  order.paymentType === 'bank_transfer' ? 'transfer' : order.paymentType === 'mobile_wallet' ? (order.walletProvider ?? 'mpesa') : null;

const ORDER_CANCELLED = 'Esta encomenda foi cancelada; o comprovativo já não pode ser decidido.';
const ALREADY_DECIDED = 'Este comprovativo já foi decidido. Atualize a página.';

/**
 * Approving an order's proof records the payment it shows (the rest of the total) through
 * `recordPayment`, which confirms a pending order; one transaction with the order row locked, so a
 * customer's cancel racing the approval waits for it and exactly one wins.
 */
export async function approveOrderProof(db: Db, staff: StaffActor, orderId: number, publicUrl: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null);
    if (order.status === 5) throw new AppError('CONFLICT', ORDER_CANCELLED);
    if (order.paymentStatus !== 'under_review') throw new AppError('CONFLICT', ALREADY_DECIDED);
    await recordPayment(tx, {
      target: { kind: 'order', id: order.id },
      method: proofMethod(order),
      amountCents: amountDue({ totalCents: order.totalCents, paidCents: order.paidCents }),
      reference: order.reference,
      note: 'Comprovativo aprovado.',
      source: 'proof',
      proofFileId: order.proofFileId,
    }, { staff, publicUrl });
    const after = await lockOrder(tx, order.id, null);
    await recordAudit(tx, staff, {
      action: 'order.proof_approve', entity: 'order', entityId: order.id,
      before: { status: order.status, payment_status: order.paymentStatus }, after: { status: after.status, payment_status: after.paymentStatus },
    });
  });
}

/** The method a customer's proof stands for: the wallet named at checkout, or a bank transfer. */
const proofMethod = (order: Pick<OrderRow, 'paymentType' | 'walletProvider'>): PaymentMethod =>
  order.paymentType === 'mobile_wallet' ? (order.walletProvider ?? 'mpesa') : order.paymentType === 'mpesa_on_delivery' ? 'mpesa' : order.paymentType === 'cash_on_delivery' ? 'cash' : 'transfer';

/** The customer is e-mailed the reason (by the orders module) and can upload a new proof. */
export async function rejectOrderProof(db: Db, staff: StaffActor, orderId: number, reason: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null);
    if (order.status === 5) throw new AppError('CONFLICT', ORDER_CANCELLED);
    if (order.paymentStatus !== 'under_review') throw new AppError('CONFLICT', ALREADY_DECIDED);
    await transitionPayment(tx, order.id, 'rejected', orderActor(staff), { reason });
    await recordAudit(tx, staff, {
      action: 'order.proof_reject', entity: 'order', entityId: order.id,
      before: { payment_status: order.paymentStatus }, after: { payment_status: 'rejected', reason },
    });
  });
}

async function lockBooking(tx: Db, bookingId: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw notFound('Marcação não encontrada.');
  return row;
}

/**
 * A deposit receipt approved: the deposit is recorded as a payment (`recordPayment` approves the
 * payment, confirms the booking and ends its hold) and the customer gets the updated .ics.
 */
export async function approveBookingReceipt(db: Db, staff: StaffActor, bookingId: number, publicUrl: string) {
  await expireStaleHolds(db, { ids: [bookingId] });
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.paymentStatus !== 'under_review') throw new AppError('CONFLICT', ALREADY_DECIDED);
    assertBookingPayment(booking.paymentStatus, 'approved');
    assertBookingTransition(booking.status, 'confirmed');
    const deposit = Math.max(0, booking.dueNowCents - booking.paidCents);
    if (deposit > 0) {
      await recordPayment(tx, {
        target: { kind: 'booking', id: booking.id }, method: 'transfer', amountCents: deposit, reference: booking.reference,
        note: 'Comprovativo do sinal aprovado.', source: 'proof', proofFileId: booking.receiptFileId,
      }, { staff, publicUrl });
    } else {
      await tx.update(bookings).set({ status: 'confirmed', paymentStatus: 'approved', holdExpiresAt: null, updatedAt: sql`now()` }).where(eq(bookings.id, booking.id));
      await tx.insert(bookingEvents).values({ bookingId: booking.id, fromStatus: booking.status, toStatus: 'confirmed', actor: 'staff', note: 'Comprovativo aprovado.' });
    }
    const updated = await lockBooking(tx, booking.id);
    await enqueueBookingStatusMail(tx, updated, publicUrl, 'A sua marcação foi confirmada', null, { confirmation: true });
    await recordAudit(tx, staff, {
      action: 'booking.receipt_approve', entity: 'booking', entityId: booking.id,
      before: { status: booking.status, payment_status: booking.paymentStatus }, after: { status: updated.status, payment_status: updated.paymentStatus },
    });
  });
}

/**
 * A receipt refused: the booking's state machine ends it as rejected (the slot is freed) and the
 * customer is told why and invited to book again with the right receipt.
 */
export async function rejectBookingReceipt(db: Db, staff: StaffActor, bookingId: number, reason: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.paymentStatus !== 'under_review') throw new AppError('CONFLICT', ALREADY_DECIDED);
    assertBookingPayment(booking.paymentStatus, 'rejected');
    assertBookingTransition(booking.status, 'rejected');
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'rejected', paymentStatus: 'rejected', updatedAt: sql`now()` })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    await tx.insert(bookingEvents).values({ bookingId: booking.id, fromStatus: booking.status, toStatus: 'rejected', actor: 'staff', note: reason });
    await enqueueMail(tx, {
      to: updated!.email,
      subject: `Comprovativo não aceite: ${updated!.reference}`,
      text: [
        `Olá ${updated!.fullName},`,
        '',
        `Não conseguimos aceitar o comprovativo da sua marcação (${serviceLabel(updated!)}, ${whenText(updated!.startsAt)}).`,
        `Motivo: ${reason}`,
        '',
        'O horário foi libertado. Pode fazer uma nova marcação com o comprovativo correto, ou falar connosco por WhatsApp.',
        `Marcação: ${successUrl(publicUrl, updated!)}`,
        `Estado: ${BOOKING_STATUS_LABELS.rejected}`,
        '',
        STORE_PROFILE.name,
      ].join('\n'),
    });
    await recordAudit(tx, staff, {
      action: 'booking.receipt_reject', entity: 'booking', entityId: booking.id,
      before: { status: booking.status, payment_status: booking.paymentStatus }, after: { status: 'rejected', payment_status: 'rejected', reason },
    });
  });
}

export async function decideProof(db: Db, staff: StaffActor, input: ProofDecisionRequest, publicUrl: string) {
  if (input.kind === 'order') {
    return input.decision === 'approve' ? approveOrderProof(db, staff, input.id, publicUrl) : rejectOrderProof(db, staff, input.id, input.reason);
  }
  return input.decision === 'approve' ? approveBookingReceipt(db, staff, input.id, publicUrl) : rejectBookingReceipt(db, staff, input.id, input.reason, publicUrl);
}

/** A proof or receipt for staff eyes only (the route checks the staff session). */
export async function readStaffFile(db: Db, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound('Ficheiro não encontrado.');
  const [file] = await db.select().from(files).where(and(eq(files.id, fileId), inArray(files.purpose, [...STAFF_FILE_PURPOSES])));
  if (!file) throw notFound('Ficheiro não encontrado.');
  return file;
}
