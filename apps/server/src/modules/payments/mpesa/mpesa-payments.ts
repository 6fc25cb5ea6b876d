import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { formatPhone } from '@shop/contract/phone';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { centsToWire, formatMoney } from '@shop/contract/money';
import {
  MESSAGE_MPESA_NUMBER, MPESA_CONFIRMING_MESSAGE, MPESA_PAID_MESSAGE, mpesaMsisdn, type MpesaChargeView, type MpesaPaymentState, type MpesaPaymentView,
} from '@shop/contract/mpesa';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { bookings, mpesaAttempts, orders } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { enqueueStaffAlert, type StaffAlertTarget } from '../../admin/service.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { recordProviderPayment, type MoneyTargetRef } from '../money.ts';
import type { MpesaClient } from './mpesa-client.ts';
import {
  CUSTOMER_FAILURES, NOT_CONFIRMED_MESSAGE, SHOP_FAULT_MESSAGE, STATUS_FAILED_MESSAGE, UNREACHABLE_MESSAGE, c2bOutcome, queryOutcome,
  type MpesaOutcome,
} from './mpesa-outcomes.ts';
import { startBackgroundLoop } from '../../../lib/background-loop.ts';

/**
 * Paying an order or a booking's deposit with M-Pesa from the customer's phone (decision 160).
 *
 * 1. The charge is written (status `sending`, a fresh third-party reference) before M-Pesa is
 *    called; a partial unique index lets only one charge be open per order or booking, so two
 *    clicks or two tabs never start two charges.
 * 2. INS-0 records the payment through the ledger (`recordProviderPayment`) in the same
 *    transaction that closes the charge; the transaction id is unique there, so a confirmation
 *    seen twice is one payment.
 * 3. No final word (timeout, INS-9, a lost answer…) leaves the charge `confirming`: status queries
 *    with the same reference settle it, from the background worker or when the customer looks.
 * 4. A charge that stays unconfirmed is shown as failed after CONFIRM_WINDOW_MS but still re-checked
 *    until RECHECK_WINDOW_MS: a late success still marks it paid and e-mails the customer.
 */

export interface MpesaContext {
  client: MpesaClient;
  publicUrl: string;
  staff: StaffAlertTarget;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/** Who may pay: the signed-in owner of an order, or whoever holds a booking's reference and access token. */
export type MpesaTargetRequest = { kind: 'order'; orderId: number; customerId: number } | { kind: 'booking'; reference: string; token: string };

const CONFIRM_WINDOW_MS = 10 * 60_000;
const RECHECK_WINDOW_MS = 24 * 60 * 60_000;
/** the first re-check, then doubling, never more than MAX_CHECK_GAP_MS apart */
const FIRST_CHECK_MS = 15_000;
const MAX_CHECK_GAP_MS = 15 * 60_000;

const ALREADY_OPEN = 'Já há um pagamento M-Pesa em curso para este pedido. Confirme no telemóvel ou aguarde a confirmação.';

interface Target {
  ref: MoneyTargetRef;
  reference: string;
  /** what this charge may ask for now, in cents (0: nothing) */
  dueCents: number;
  suggestedMsisdn: string | null;
  /** why M-Pesa is not offered for it, when it is not */
  refusal: string | null;
}

const BOOKING_NOT_FOUND = 'Marcação não encontrada.';

async function loadTarget(db: Db, request: MpesaTargetRequest): Promise<Target> {
  if (request.kind === 'order') {
    const [order] = await db.select().from(orders).where(and(eq(orders.id, request.orderId), eq(orders.customerId, request.customerId)));
    if (!order) throw notFound('Pedido não encontrado.');
    const due = Math.max(0, order.totalCents - order.paidCents);
    const wallet = order.paymentType === 'mobile_wallet' && (order.walletProvider ?? 'mpesa') === 'mpesa';
    const refusal =
      order.status === 5 ? 'Esta encomenda foi cancelada.'
      : !wallet ? 'Esta encomenda não foi feita com pagamento M-Pesa.'
      : order.paymentStatus === 'under_review' ? 'O comprovativo desta encomenda está a ser verificado: não é preciso pagar de novo.'
      : order.refundedCents > 0 ? 'Esta encomenda já tem reembolsos.'
      : null;
    return { ref: { kind: 'order', id: order.id }, reference: order.reference, dueCents: due, suggestedMsisdn: mpesaMsisdn(order.payerPhone ?? order.phone ?? ''), refusal };
  }
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, request.reference));
  if (!booking || !safeEqual(booking.accessToken, request.token)) throw notFound(BOOKING_NOT_FOUND);
  const due = Math.max(0, booking.dueNowCents - booking.paidCents);
  const refusal =
    !['pending', 'awaiting_receipt_review', 'confirmed'].includes(booking.status) ? 'Esta marcação já não está ativa.'
    : booking.paymentStatus === 'under_review' ? 'O comprovativo desta marcação está a ser verificado: não é preciso pagar de novo.'
    : booking.paymentStatus === 'pay_at_clinic' ? 'Esta marcação é paga na clínica.'
    : booking.refundedCents > 0 ? 'Esta marcação já tem reembolsos.'
    : null;
  return { ref: { kind: 'booking', id: booking.id }, reference: booking.reference, dueCents: due, suggestedMsisdn: mpesaMsisdn(booking.phone), refusal };
}

type AttemptRow = typeof mpesaAttempts.$inferSelect;

const targetColumn = (ref: MoneyTargetRef) => (ref.kind === 'order' ? mpesaAttempts.orderId : mpesaAttempts.bookingId);

async function latestAttempt(db: Db, ref: MoneyTargetRef): Promise<AttemptRow | null> {
  const [row] = await db.select().from(mpesaAttempts).where(eq(targetColumn(ref), ref.id)).orderBy(desc(mpesaAttempts.id)).limit(1);
  return row ?? null;
}

/** The customer's words for a charge's state: their own failure reason, or what to expect. */
export function attemptMessage(row: Pick<AttemptRow, 'status' | 'responseCode'>): { state: MpesaPaymentState; message: string } {
  if (row.status === 'paid' || row.status === 'unapplied') return { state: 'paid', message: MPESA_PAID_MESSAGE };
  if (row.status === 'sending' || row.status === 'confirming') return { state: 'confirming', message: MPESA_CONFIRMING_MESSAGE };
  const code = row.responseCode ?? '';
  const message =
    CUSTOMER_FAILURES[code] ??
    (code === 'unreachable' ? UNREACHABLE_MESSAGE
    : code.startsWith('status-') ? STATUS_FAILED_MESSAGE
    : code === 'not-confirmed' ? NOT_CONFIRMED_MESSAGE
    : SHOP_FAULT_MESSAGE);
  return { state: 'failed', message };
}

function view(available: boolean, target: Target, attempt: AttemptRow | null): MpesaPaymentView {
  return {
    available: available && target.refusal === null && (target.dueCents > 0 || attempt !== null),
    amount_due: centsToWire(target.dueCents),
    suggested_msisdn: target.suggestedMsisdn ? formatPhone(target.suggestedMsisdn) : null,
    attempt: attempt
      ? {
          ...attemptMessage(attempt),
          msisdn: formatPhone(attempt.msisdn),
          amount: centsToWire(attempt.amountCents),
          transaction_id: attempt.transactionId,
          created_at: attempt.createdAt.toISOString(),
        }
      : null,
  };
}

/** What the payment panel shows: whether M-Pesa is offered and the latest charge; an open charge that is due a check is checked first. */
export async function mpesaPaymentView(db: Db, request: MpesaTargetRequest, ctx: MpesaContext | null): Promise<MpesaPaymentView> {
  let target = await loadTarget(db, request);
  let attempt = await latestAttempt(db, target.ref);
  const now = ctx?.now?.() ?? new Date();
  if (ctx && attempt && attempt.nextCheckAt && attempt.nextCheckAt <= now && attempt.status !== 'sending') {
    await recheckAttempt(db, attempt.id, ctx);
    target = await loadTarget(db, request);
    attempt = await latestAttempt(db, target.ref);
  }
  return view(ctx !== null, target, attempt);
}

/** A reference M-Pesa accepts (letters and digits, at most 20) that is ours alone. */
const newThirdPartyReference = () => `CM${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 20);

/**
 * Starts a charge of what is due to the customer's number, or answers the open one: never two
 * charges at once for one order or booking. Returns the panel's view after M-Pesa answered.
 */
export async function startMpesaPayment(db: Db, request: MpesaTargetRequest, msisdnInput: string, ctx: MpesaContext): Promise<MpesaPaymentView> {
  const msisdn = mpesaMsisdn(msisdnInput);
  if (!msisdn) throw new AppError('VALIDATION_FAILED', MESSAGE_MPESA_NUMBER, { details: { msisdn: [MESSAGE_MPESA_NUMBER] } });
  const target = await loadTarget(db, request);
  if (target.refusal) throw new AppError('CONFLICT', target.refusal);
  const open = await latestAttempt(db, target.ref);
  if (open && (open.status === 'sending' || open.status === 'confirming')) return view(true, target, open);
  if (target.dueCents <= 0) {
    if (open && (open.status === 'paid' || open.status === 'unapplied')) return view(true, target, open);
    throw new AppError('CONFLICT', 'Não há nada por pagar.');
  }
  const now = ctx.now?.() ?? new Date();
  let attempt: AttemptRow;
  try {
    [attempt] = (await db
      .insert(mpesaAttempts)
      .values({
        orderId: target.ref.kind === 'order' ? target.ref.id : null,
        bookingId: target.ref.kind === 'booking' ? target.ref.id : null,
        thirdPartyReference: newThirdPartyReference(),
        transactionReference: target.reference,
        msisdn,
        amountCents: target.dueCents,
        status: 'sending',
        // If this process dies mid-call, the worker asks M-Pesa about it once the call would have ended.
        nextCheckAt: new Date(now.getTime() + ctx.client.timeoutMs + FIRST_CHECK_MS),
      })
      .returning()) as [AttemptRow];
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const current = await latestAttempt(db, target.ref);
    if (current && (current.status === 'sending' || current.status === 'confirming')) return view(true, target, current);
    throw new AppError('CONFLICT', ALREADY_OPEN);
  }
  const reply = await ctx.client.c2b({ transactionReference: attempt.transactionReference, msisdn, amountCents: attempt.amountCents, thirdPartyReference: attempt.thirdPartyReference });
  await settle(db, attempt.id, c2bOutcome(reply), ctx, 'c2b');
  return view(true, await loadTarget(db, request), await latestAttempt(db, target.ref));
}

const nextGap = (checks: number) => Math.min(MAX_CHECK_GAP_MS, FIRST_CHECK_MS * 2 ** checks);

/**
 * Applies what M-Pesa said about a charge, under the charge's row lock (the worker, a customer's
 * look and the C2B answer may race: the first to lock decides, the others see it decided).
 */
async function settle(db: Db, attemptId: number, outcome: MpesaOutcome, ctx: MpesaContext, via: 'c2b' | 'query'): Promise<void> {
  const now = ctx.now?.() ?? new Date();
  const late = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mpesaAttempts).where(eq(mpesaAttempts.id, attemptId)).for('update');
    if (!row || row.status === 'paid' || row.status === 'unapplied') return false;
    const base = { updatedAt: now, checks: via === 'query' ? row.checks + 1 : row.checks };
    if (outcome.outcome === 'paid') {
      await applyPayment(tx, row, outcome, ctx, now);
      return row.status === 'failed';
    }
    if (outcome.outcome === 'failed') {
      // A failure after a shown "not confirmed" keeps that message; M-Pesa's final word ends the checks.
      await tx
        .update(mpesaAttempts)
        .set({ ...base, status: 'failed', responseCode: outcome.code, responseDesc: outcome.message, nextCheckAt: null, recheckUntil: null })
        .where(eq(mpesaAttempts.id, row.id));
      if (outcome.shopFault) ctx.log?.error({ attemptId: row.id, code: outcome.code }, 'M-Pesa refused the shop\'s request: check the MPESA_* settings');
      return false;
    }
    // No final word yet.
    const age = now.getTime() - row.createdAt.getTime();
    const conversationId = outcome.conversationId ?? row.conversationId;
    if (row.status === 'failed' || age >= RECHECK_WINDOW_MS) {
      const stillChecking = age < RECHECK_WINDOW_MS;
      await tx
        .update(mpesaAttempts)
        .set({ ...base, conversationId, nextCheckAt: stillChecking ? new Date(now.getTime() + nextGap(base.checks)) : null })
        .where(eq(mpesaAttempts.id, row.id));
      return false;
    }
    if (age >= CONFIRM_WINDOW_MS) {
      // Shown as a failure so the customer can pay another way; still checked for a late success.
      await tx
        .update(mpesaAttempts)
        .set({ ...base, status: 'failed', responseCode: 'not-confirmed', responseDesc: outcome.code, conversationId, nextCheckAt: new Date(now.getTime() + nextGap(base.checks)), recheckUntil: new Date(row.createdAt.getTime() + RECHECK_WINDOW_MS) })
        .where(eq(mpesaAttempts.id, row.id));
      return false;
    }
    await tx
      .update(mpesaAttempts)
      .set({ ...base, status: 'confirming', responseCode: outcome.code, conversationId, nextCheckAt: new Date(now.getTime() + (via === 'c2b' ? FIRST_CHECK_MS : nextGap(base.checks))) })
      .where(eq(mpesaAttempts.id, row.id));
    return false;
  });
  if (late) ctx.log?.info({ attemptId }, 'M-Pesa charge confirmed after it was shown as not confirmed');
}

async function applyPayment(tx: Db, row: AttemptRow, outcome: Extract<MpesaOutcome, { outcome: 'paid' }>, ctx: MpesaContext, now: Date) {
  const ref: MoneyTargetRef = row.orderId !== null ? { kind: 'order', id: row.orderId } : { kind: 'booking', id: row.bookingId! };
  const closed = { updatedAt: now, responseCode: outcome.code, transactionId: outcome.transactionId, conversationId: outcome.conversationId ?? row.conversationId, nextCheckAt: null, recheckUntil: null };
  try {
    // A savepoint: if the ledger refuses, the charge is still closed below.
    const { payment, status } = await tx.transaction((sp) =>
      recordProviderPayment(
        sp,
        { target: ref, method: 'mpesa', source: 'mpesa', amountCents: row.amountCents, reference: outcome.transactionId, note: `M-Pesa ${formatPhone(row.msisdn)} (ref. ${row.thirdPartyReference})` },
        { publicUrl: ctx.publicUrl },
      ),
    );
    await tx.update(mpesaAttempts).set({ ...closed, status: 'paid', paymentId: payment.id }).where(eq(mpesaAttempts.id, row.id));
    // Paid in full with no staff involved: staff learn it now, once (an order takes no payment after it is paid).
    if (ref.kind === 'order' && status === 'paid') {
      await enqueueStaffAlert(tx, ctx.staff, {
        subject: `Encomenda ${row.transactionReference} paga por M-Pesa`,
        heading: `Encomenda ${row.transactionReference} paga`,
        rows: [['Valor', formatMoney(row.amountCents)], ['Número', formatPhone(row.msisdn)], ['Transação M-Pesa', outcome.transactionId]],
        todo: 'O pagamento entrou sem verificação manual: prepare a encomenda.',
        link: { label: 'Abrir encomenda', path: backOfficePaths.order(ref.id) },
        phoneText: `encomenda ${row.transactionReference} paga por M-Pesa (${formatMoney(row.amountCents)})`,
      });
    }
  } catch (err) {
    if (isUniqueViolation(err, 'payments_mpesa_transaction_uq')) {
      // This transaction is already a payment (a confirmation seen twice): nothing more to record.
      await tx.update(mpesaAttempts).set({ ...closed, status: 'paid' }).where(eq(mpesaAttempts.id, row.id));
      return;
    }
    if (!(err instanceof AppError)) throw err;
    // The customer paid but the order or booking can no longer take it (cancelled, paid another way):
    // the money is real, so staff are told to settle it by hand.
    await tx.update(mpesaAttempts).set({ ...closed, status: 'unapplied', responseDesc: err.message }).where(eq(mpesaAttempts.id, row.id));
    await enqueueStaffAlert(tx, ctx.staff, {
      subject: `M-Pesa recebido sem destino: ${row.transactionReference}`,
      heading: 'Pagamento M-Pesa por conciliar',
      rows: [
        [ref.kind === 'order' ? 'Encomenda' : 'Marcação', row.transactionReference],
        ['Valor', formatMoney(row.amountCents)],
        ['Número', formatPhone(row.msisdn)],
        ['Transação M-Pesa', outcome.transactionId],
      ],
      quote: err.message,
      todo: 'O cliente pagou por M-Pesa, mas o pagamento não pôde ser registado. Registe-o à mão ou devolva o valor.',
      link: ref.kind === 'order' ? { label: 'Abrir encomenda', path: backOfficePaths.order(ref.id) } : { label: 'Abrir marcações', path: backOfficePaths.appointments() },
    });
    ctx.log?.warn({ attemptId: row.id }, 'M-Pesa payment could not be applied: staff alerted');
  }
}

/** Asks M-Pesa about one charge (same third-party reference) and applies the answer. */
export async function recheckAttempt(db: Db, attemptId: number, ctx: MpesaContext): Promise<void> {
  const [row] = await db.select().from(mpesaAttempts).where(eq(mpesaAttempts.id, attemptId));
  if (!row || row.status === 'paid' || row.status === 'unapplied') return;
  const reply = await ctx.client.queryStatus({ queryReference: row.conversationId ?? row.thirdPartyReference, thirdPartyReference: row.thirdPartyReference });
  await settle(db, row.id, queryOutcome(reply), ctx, 'query');
}

/**
 * The background re-check: charges due a status query, claimed by pushing their next check
 * forward first (so two instances do not ask twice at once). Returns how many were checked.
 */
export async function recheckDueAttempts(db: Db, ctx: MpesaContext, limit = 10): Promise<number> {
  const now = ctx.now?.() ?? new Date();
  const due = await db
    .select({ id: mpesaAttempts.id })
    .from(mpesaAttempts)
    .where(and(isNotNull(mpesaAttempts.nextCheckAt), lte(mpesaAttempts.nextCheckAt, now), or(eq(mpesaAttempts.status, 'sending'), eq(mpesaAttempts.status, 'confirming'), eq(mpesaAttempts.status, 'failed'))))
    .orderBy(asc(mpesaAttempts.nextCheckAt))
    .limit(limit);
  let checked = 0;
  for (const { id } of due) {
    const claimed = await db
      .update(mpesaAttempts)
      .set({ nextCheckAt: new Date(now.getTime() + ctx.client.timeoutMs + FIRST_CHECK_MS) })
      .where(and(eq(mpesaAttempts.id, id), lte(mpesaAttempts.nextCheckAt, now)))
      .returning({ id: mpesaAttempts.id });
    if (!claimed.length) continue;
    try {
      await recheckAttempt(db, id, ctx);
      checked++;
    } catch (err) {
      ctx.log?.error({ err, attemptId: id }, 'M-Pesa re-check failed');
    }
  }
  return checked;
}

/** Polls for charges due a status query; stops when `stop()` is awaited. */
export function startMpesaRecheckWorker(db: Db, ctx: MpesaContext, intervalMs = 5000) {
  return startBackgroundLoop(
    () => recheckDueAttempts(db, ctx),
    (err) => ctx.log?.error({ err }, 'M-Pesa re-check tick failed'),
    intervalMs,
  );
}

/** For tests: a target's charges, oldest first. */
export async function attemptsOf(db: Db, ref: MoneyTargetRef): Promise<AttemptRow[]> {
  return db.select().from(mpesaAttempts).where(eq(targetColumn(ref), ref.id)).orderBy(asc(mpesaAttempts.id));
}

const chargeView = (row: AttemptRow): MpesaChargeView => ({
  id: row.id,
  status: row.status,
  message: attemptMessage(row).message,
  third_party_reference: row.thirdPartyReference,
  transaction_id: row.transactionId,
  response_code: row.responseCode,
  response_desc: row.responseDesc,
  msisdn: formatPhone(row.msisdn),
  amount: centsToWire(row.amountCents),
  checks: row.checks,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The back office's view of the charges of several orders and bookings at once, keyed `order-12` / `booking-3`, oldest first (decision 164). */
export async function mpesaChargesOf(db: Db, refs: MoneyTargetRef[]): Promise<Map<string, MpesaChargeView[]>> {
  const byKind = (kind: MoneyTargetRef['kind']) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const orderIds = byKind('order');
  const bookingIds = byKind('booking');
  const found = new Map<string, MpesaChargeView[]>();
  if (!orderIds.length && !bookingIds.length) return found;
  const rows = await db
    .select()
    .from(mpesaAttempts)
    .where(or(orderIds.length ? inArray(mpesaAttempts.orderId, orderIds) : undefined, bookingIds.length ? inArray(mpesaAttempts.bookingId, bookingIds) : undefined))
    .orderBy(asc(mpesaAttempts.id));
  for (const row of rows) {
    const key = row.orderId !== null ? `order-${row.orderId}` : `booking-${row.bookingId}`;
    found.set(key, [...(found.get(key) ?? []), chargeView(row)]);
  }
  return found;
}
