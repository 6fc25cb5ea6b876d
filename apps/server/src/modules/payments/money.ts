import { and, asc, eq, inArray } from 'drizzle-orm';
import { centsToWire, formatMoney } from '@shop/contract/money';
import {
  MONEY_STATUS_LABEL, PAYMENT_METHOD_LABEL, amountDue, moneyStatus, refundable, refundDue, type MoneyRow, type MoneyStatus, type MoneySummary,
  type MoneyTarget, type PaymentMethod,
} from '@shop/contract/payments';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings, orderReturns, orders, payments, refunds, staffUsers } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isCheckViolation } from '../../lib/db-errors.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { enqueueMessage, recipientFor } from '../../lib/messaging/messages.ts';
import { button, paragraph, renderMail, table } from '../../lib/mail/templates.ts';
import { formatShortDate, maputoToday } from '../../lib/maputo-time.ts';
import { serviceLabel, type BookingRow } from '../bookings/service.ts';
import { type OrderRow, lockOrder, recordOrderEvent, transitionOrder } from '../orders/service.ts';

/**
 * The one way money is recorded (decision 120). Every payment and refund — typed in by staff,
 * approved from a proof, or settling a return — goes through `recordPayment` / `recordRefund`:
 * the order or booking row is locked, the amount is checked against what is owed or may be given
 * back, an insert-only row is added (database triggers move `paid_cents` / `refunded_cents` and the
 * order's payment status in the same statement; a CHECK refuses refunding more than was paid), the
 * order's or booking's history, the audit log and the customer's e-mail are written, all in one
 * transaction.
 */

export interface MoneyTargetRef {
  kind: MoneyTarget;
  id: number;
}

export interface PaymentInput {
  target: MoneyTargetRef;
  method: PaymentMethod;
  amountCents: number;
  /** AAAA-MM-DD, Maputo calendar; today when absent */
  paidOn?: string | null;
  reference?: string | null;
  note?: string | null;
  source?: 'manual' | 'proof' | 'mpesa';
  proofFileId?: string | null;
}

export interface RefundInput {
  target: MoneyTargetRef;
  method: PaymentMethod;
  amountCents: number;
  refundedOn?: string | null;
  reference?: string | null;
  reason: string;
  /**
   * the order_returns row this refund settles (returns flow); orders that are not cancelled need one.
   * The refund is then also capped by what the return's units are worth less its earlier refunds.
   */
  returnId?: number | null;
}

export interface MoneyContext {
  staff: AuditActor;
  /** site address for the e-mail's links (config.publicUrl) */
  publicUrl: string;
}

type Locked = { kind: 'order'; row: OrderRow } | { kind: 'booking'; row: BookingRow };

const BOOKING_NOT_FOUND = 'Marcação não encontrada.';
/** Booking states in which money may still come in. */
const BOOKING_PAYABLE = ['pending', 'awaiting_receipt_review', 'confirmed', 'completed'] as const;
/** Booking states whose money may be given back. */
const BOOKING_REFUNDABLE = ['cancelled', 'rejected', 'no_show', 'expired'] as const;
/** Returns whose line may be refunded. */
const RETURN_REFUNDABLE = ['approved', 'completed'] as const;

async function lockTarget(tx: Db, target: MoneyTargetRef): Promise<Locked> {
  if (target.kind === 'order') return { kind: 'order', row: await lockOrder(tx, target.id, null) };
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, target.id)).for('update');
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return { kind: 'booking', row };
}

const totalOf = (t: Locked) => (t.kind === 'order' ? t.row.totalCents : t.row.priceCents);
export const totalsOf = (t: Locked) => ({ totalCents: totalOf(t), paidCents: t.row.paidCents, refundedCents: t.row.refundedCents });

function checkDay(day: string | null | undefined, today: string, what: string): string {
  if (!day) return today;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new AppError('VALIDATION_FAILED', `A data ${what} é inválida.`);
  if (day > today) throw new AppError('VALIDATION_FAILED', `A data ${what} não pode ser no futuro.`);
  return day;
}

function checkAmount(amountCents: number) {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new AppError('VALIDATION_FAILED', 'Indique um valor superior a zero.');
}

/** A CHECK or trigger refusal from the database (a race the lock did not see) in the shop's words. */
function moneyConflict(err: unknown): never {
  if (isCheckViolation(err)) throw new AppError('CONFLICT', 'O valor excede o que ainda pode ser reembolsado. Atualize a página e tente novamente.');
  throw err;
}

const label = (t: Locked) => (t.kind === 'order' ? `encomenda ${t.row.reference}` : `marcação ${t.row.reference}`);
const customerLink = (t: Locked, publicUrl: string) => {
  const base = publicUrl.replace(/\/$/, '');
  return t.kind === 'order'
    ? `${base}/orders/${t.row.id}`
    : `${base}/consulta-sucesso?ref=${encodeURIComponent(t.row.reference)}&token=${encodeURIComponent(t.row.accessToken)}`;
};
const customerOf = (t: Locked) => (t.kind === 'order' ? { email: t.row.email, name: t.row.firstName } : { email: t.row.email, name: t.row.fullName.split(' ')[0] ?? '' });

async function reload(tx: Db, target: MoneyTargetRef): Promise<Locked> {
  if (target.kind === 'order') return { kind: 'order', row: await lockOrder(tx, target.id, null) };
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, target.id));
  return { kind: 'booking', row: row! };
}

/** Staff (or a proof approval) record money received for an order or a booking. */
export async function recordPayment(db: Db, input: PaymentInput, ctx: MoneyContext) {
  return addPayment(db, input, ctx.publicUrl, { staff: ctx.staff });
}

/**
 * Money a payment provider confirmed with no staff check (an M-Pesa C2B charge, decision 160):
 * the same rules, history and customer e-mail as `recordPayment`; the history names the system,
 * and the provider's transaction id is the reference (unique per provider in the database).
 */
export async function recordProviderPayment(db: Db, input: PaymentInput & { source: 'mpesa'; reference: string }, ctx: { publicUrl: string }) {
  return addPayment(db, input, ctx.publicUrl, { provider: input.source });
}

type Recorder = { staff: AuditActor } | { provider: 'mpesa' };

async function addPayment(db: Db, input: PaymentInput, publicUrl: string, by: Recorder) {
  const staff = 'staff' in by ? by.staff : null;
  const actor = staff ? { type: 'staff' as const, id: staff.staffId } : { type: 'system' as const, id: null };
  checkAmount(input.amountCents);
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.target);
    const totals = totalsOf(target);
    if (target.kind === 'order' && target.row.status === 5) {
      throw new AppError('CONFLICT', 'Esta encomenda foi cancelada: não é possível registar pagamentos.');
    }
    if (target.kind === 'booking' && !(BOOKING_PAYABLE as readonly string[]).includes(target.row.status)) {
      throw new AppError('CONFLICT', 'Esta marcação já não está ativa: não é possível registar pagamentos.');
    }
    if (totals.refundedCents > 0) throw new AppError('CONFLICT', `A ${label(target)} já tem reembolsos: não é possível registar novos pagamentos.`);
    const due = amountDue(totals);
    if (due <= 0) throw new AppError('CONFLICT', `A ${label(target)} já está totalmente paga.`);
    if (input.amountCents > due) throw new AppError('CONFLICT', `O valor é superior ao que falta pagar (${formatMoney(due)}).`);
    const paidOn = checkDay(input.paidOn, maputoToday(new Date()), 'do pagamento');
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: target.kind === 'order' ? target.row.id : null,
        bookingId: target.kind === 'booking' ? target.row.id : null,
        method: input.method,
        amountCents: input.amountCents,
        paidOn,
        reference: input.reference?.trim() || null,
        note: input.note?.trim() || null,
        source: input.source ?? 'manual',
        proofFileId: input.proofFileId ?? null,
        staffId: staff?.staffId ?? null,
      })
      .returning();
    const after = await reload(tx, input.target);
    const afterTotals = totalsOf(after);
    const summary = `${PAYMENT_METHOD_LABEL[input.method]} ${formatMoney(input.amountCents)}${payment!.reference ? ` (ref. ${payment!.reference})` : ''}`;
    if (after.kind === 'order') {
      await recordOrderEvent(tx, after.row.id, 'payment', actor, {
        from: target.row.paymentStatus, to: after.row.paymentStatus, note: `Pagamento recebido: ${summary}`,
      });
      // A pending order whose money is all in is accepted, as approving a proof always did.
      if (after.row.status === 0 && amountDue(afterTotals) === 0) await transitionOrder(tx, after.row.id, 1, actor, { publicUrl });
    } else {
      await settleBookingDeposit(tx, after.row, summary, actor.type);
    }
    // The audit log is of staff actions; a provider's payment is in the history and the ledger.
    if (staff) await recordAudit(tx, staff, {
      action: 'payment.record', entity: input.target.kind, entityId: input.target.id,
      before: { paid_cents: totals.paidCents, status: moneyStatus(totals) },
      after: { payment_id: payment!.id, method: input.method, amount_cents: input.amountCents, paid_on: paidOn, reference: payment!.reference, source: payment!.source, paid_cents: afterTotals.paidCents, status: moneyStatus(afterTotals) },
    });
    await enqueueMessage(tx, {
      event: 'payment_confirmed',
      ...(await recipientFor(tx, { customerId: after.row.customerId, email: customerOf(after).email, phone: after.row.phone })),
      params: [customerOf(after).name, formatMoney(input.amountCents), after.kind === 'order' ? `a encomenda ${after.row.reference}` : `a marcação ${after.row.reference}`],
      mail: paymentMail(after, publicUrl, { method: input.method, amountCents: input.amountCents, day: paidOn, reference: payment!.reference }),
      about: input.target,
    });
    return { payment: payment!, status: moneyStatus(afterTotals), totals: afterTotals };
  });
}

/**
 * A booking whose deposit (the amount due now) is in is confirmed and its hold ends; the history
 * records every payment either way.
 */
async function settleBookingDeposit(tx: Db, booking: BookingRow, summary: string, actor: 'staff' | 'system' = 'staff') {
  const depositIn = booking.paidCents >= booking.dueNowCents;
  const confirm = depositIn && (booking.status === 'pending' || booking.status === 'awaiting_receipt_review');
  const paymentApproved = depositIn && ['awaiting_payment', 'under_review', 'rejected'].includes(booking.paymentStatus);
  if (confirm || paymentApproved) {
    await tx
      .update(bookings)
      .set({
        ...(confirm ? { status: 'confirmed' as const, holdExpiresAt: null } : {}),
        ...(paymentApproved ? { paymentStatus: 'approved' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, booking.id));
  }
  await tx.insert(bookingEvents).values({
    bookingId: booking.id, fromStatus: booking.status, toStatus: confirm ? 'confirmed' : booking.status, actor, note: `Pagamento recebido: ${summary}`,
  });
}

/**
 * Money given back: on a cancelled order, on an order's approved return (`returnId`), or on a
 * cancelled, refused or missed booking. At most what was paid less what was already refunded; two
 * staff refunding at once queue on the row lock and the second sees the first's refund.
 */
export async function recordRefund(db: Db, input: RefundInput, ctx: MoneyContext) {
  checkAmount(input.amountCents);
  const reason = input.reason.trim();
  if (reason.length < 3) throw new AppError('VALIDATION_FAILED', 'Indique o motivo do reembolso (pelo menos 3 caracteres).');
  return db
    .transaction(async (tx) => {
      const target = await lockTarget(tx, input.target);
      const totals = totalsOf(target);
      /** what the return being refunded may still take back (its units' share of what was paid) */
      let returnLeft: number | null = null;
      if (target.kind === 'order') {
        if (input.returnId != null) {
          const [ret] = await tx.select().from(orderReturns).where(and(eq(orderReturns.id, input.returnId), eq(orderReturns.orderId, target.row.id)));
          if (!ret) throw notFound('Pedido de devolução não encontrado nesta encomenda.');
          if (!(RETURN_REFUNDABLE as readonly string[]).includes(ret.status)) throw new AppError('CONFLICT', 'Só é possível reembolsar uma devolução aprovada.');
          returnLeft = ret.valueCents - ret.refundedCents;
          if (returnLeft <= 0) throw new AppError('CONFLICT', 'Esta devolução já foi reembolsada por inteiro.');
        } else if (target.row.status !== 5) {
          throw new AppError('CONFLICT', 'Só é possível reembolsar encomendas canceladas (ou produtos devolvidos, na devolução).');
        }
      } else if (input.returnId != null) {
        throw new AppError('VALIDATION_FAILED', 'Uma marcação não tem devoluções de produtos.');
      } else if (!(BOOKING_REFUNDABLE as readonly string[]).includes(target.row.status)) {
        throw new AppError('CONFLICT', 'Só é possível reembolsar marcações canceladas, recusadas ou a que o cliente faltou.');
      }
      const available = Math.min(refundable(totals), returnLeft ?? Number.MAX_SAFE_INTEGER);
      if (available <= 0) throw new AppError('CONFLICT', `Não há pagamentos por reembolsar na ${label(target)}.`);
      if (input.amountCents > available) throw new AppError('CONFLICT', `O reembolso é superior ao que pode ser devolvido (${formatMoney(available)}).`);
      const refundedOn = checkDay(input.refundedOn, maputoToday(new Date()), 'do reembolso');
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: target.kind === 'order' ? target.row.id : null,
          bookingId: target.kind === 'booking' ? target.row.id : null,
          returnId: input.returnId ?? null,
          method: input.method,
          amountCents: input.amountCents,
          refundedOn,
          reference: input.reference?.trim() || null,
          reason,
          staffId: ctx.staff.staffId,
        })
        .returning();
      const after = await reload(tx, input.target);
      const afterTotals = totalsOf(after);
      const summary = `${PAYMENT_METHOD_LABEL[input.method]} ${formatMoney(input.amountCents)}${refund!.reference ? ` (ref. ${refund!.reference})` : ''} — ${reason}`;
      if (after.kind === 'order') {
        await recordOrderEvent(tx, after.row.id, 'payment', { type: 'staff', id: ctx.staff.staffId }, { from: target.row.paymentStatus, to: after.row.paymentStatus, note: `Reembolso: ${summary}` });
      } else {
        await tx.insert(bookingEvents).values({ bookingId: after.row.id, fromStatus: after.row.status, toStatus: after.row.status, actor: 'staff', note: `Reembolso: ${summary}` });
      }
      await recordAudit(tx, ctx.staff, {
        action: 'refund.record', entity: input.target.kind, entityId: input.target.id,
        before: { refunded_cents: totals.refundedCents, status: moneyStatus(totals) },
        after: { refund_id: refund!.id, method: input.method, amount_cents: input.amountCents, refunded_on: refundedOn, reference: refund!.reference, reason, return_id: refund!.returnId, refunded_cents: afterTotals.refundedCents, status: moneyStatus(afterTotals) },
      });
      await enqueueMail(tx, { to: customerOf(after).email, ...refundMail(after, ctx.publicUrl, { method: input.method, amountCents: input.amountCents, day: refundedOn, reference: refund!.reference, reason }), about: input.target });
      return { refund: refund!, status: moneyStatus(afterTotals), totals: afterTotals };
    })
    .catch(moneyConflict);
}

// --- what staff read -------------------------------------------------------------------------

/** Totals, derived status and every payment and refund row of an order or booking, oldest first. */
export async function moneySummary(
  db: Db,
  target: MoneyTargetRef,
  totals: { totalCents: number; paidCents: number; refundedCents: number; /** cancelled (or a booking refused, missed, expired) */ closed: boolean },
): Promise<MoneySummary> {
  const column = target.kind === 'order' ? { p: payments.orderId, r: refunds.orderId } : { p: payments.bookingId, r: refunds.bookingId };
  const paid = await db.select().from(payments).where(eq(column.p, target.id)).orderBy(asc(payments.createdAt), asc(payments.id));
  const given = await db.select().from(refunds).where(eq(column.r, target.id)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  const staffIds = [...new Set([...paid, ...given].map((r) => r.staffId).filter((id): id is number => id !== null))];
  const names = staffIds.length ? await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, staffIds)) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const rows: MoneyRow[] = [
    ...paid.map((p) => ({
      id: p.id, type: 'payment' as const, method: p.method, amount: centsToWire(p.amountCents), on: p.paidOn, reference: p.reference, note: p.note,
      staff_name: p.staffId ? (nameOf.get(p.staffId) ?? null) : null, created_at: p.createdAt.toISOString(),
    })),
    ...given.map((r) => ({
      id: r.id, type: 'refund' as const, method: r.method, amount: centsToWire(r.amountCents), on: r.refundedOn, reference: r.reference, note: r.reason,
      staff_name: r.staffId ? (nameOf.get(r.staffId) ?? null) : null, created_at: r.createdAt.toISOString(),
    })),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    status: moneyStatus(totals),
    total: centsToWire(totals.totalCents),
    paid: centsToWire(totals.paidCents),
    refunded: centsToWire(totals.refundedCents),
    due: centsToWire(amountDue(totals)),
    refundable: centsToWire(refundable(totals)),
    refund_due: centsToWire(refundDue(totals, totals.closed)),
    rows,
  };
}

/** The summary of an order or a booking, read fresh. */
export async function moneyOf(db: Db, target: MoneyTargetRef): Promise<MoneySummary> {
  const row =
    target.kind === 'order'
      ? (await db.select({ totalCents: orders.totalCents, paidCents: orders.paidCents, refundedCents: orders.refundedCents, status: orders.status }).from(orders).where(eq(orders.id, target.id)))[0]
      : (await db.select({ totalCents: bookings.priceCents, paidCents: bookings.paidCents, refundedCents: bookings.refundedCents, status: bookings.status }).from(bookings).where(eq(bookings.id, target.id)))[0];
  if (!row) throw notFound(target.kind === 'order' ? 'Pedido não encontrado.' : BOOKING_NOT_FOUND);
  const closed = target.kind === 'order' ? row.status === 5 : (BOOKING_REFUNDABLE as readonly unknown[]).includes(row.status);
  return moneySummary(db, target, { ...row, closed });
}

// --- the customer's e-mails ------------------------------------------------------------------

interface MailFacts {
  method: PaymentMethod;
  amountCents: number;
  day: string;
  reference: string | null;
}


function factsTable(target: Locked, facts: MailFacts, extra: [string, string][]): [string, string][] {
  return [
    [target.kind === 'order' ? 'Encomenda' : 'Marcação', target.row.reference],
    ['Valor', formatMoney(facts.amountCents)],
    ['Meio', PAYMENT_METHOD_LABEL[facts.method]],
    ['Data', formatShortDate(facts.day)],
    ...(facts.reference ? [['Referência', facts.reference] as [string, string]] : []),
    ...extra,
  ];
}

function paymentMail(target: Locked, publicUrl: string, facts: MailFacts) {
  const totals = totalsOf(target);
  const due = amountDue(totals);
  const what = target.kind === 'order' ? `a sua encomenda ${target.row.reference}` : `a sua marcação (${serviceLabel(target.row)})`;
  return renderMail({
    publicUrl,
    subject: `Pagamento recebido: ${target.row.reference}`,
    preheader: `Recebemos ${formatMoney(facts.amountCents)} para ${what}.`,
    heading: 'Pagamento recebido',
    blocks: [
      paragraph(`Olá ${customerOf(target).name}, recebemos o seu pagamento para ${what}. Obrigado!`),
      table(factsTable(target, facts, [['Total pago', formatMoney(totals.paidCents)], ['Em falta', due > 0 ? formatMoney(due) : 'Nada — está tudo pago']])),
      button(target.kind === 'order' ? 'Ver encomenda' : 'Ver marcação', customerLink(target, publicUrl)),
    ],
  });
}

function refundMail(target: Locked, publicUrl: string, facts: MailFacts & { reason: string }) {
  const totals = totalsOf(target);
  const what = target.kind === 'order' ? `a sua encomenda ${target.row.reference}` : `a sua marcação (${serviceLabel(target.row)})`;
  return renderMail({
    publicUrl,
    subject: `Reembolso efetuado: ${target.row.reference}`,
    preheader: `Devolvemos ${formatMoney(facts.amountCents)} referentes a ${what}.`,
    heading: 'Reembolso efetuado',
    blocks: [
      paragraph(`Olá ${customerOf(target).name}, devolvemos ${formatMoney(facts.amountCents)} referentes a ${what}.`),
      table(factsTable(target, facts, [['Motivo', facts.reason], ['Total reembolsado', formatMoney(totals.refundedCents)]])),
      paragraph('O valor pode levar alguns dias a aparecer na sua conta, conforme o banco ou a carteira móvel. Se não o receber, fale connosco.'),
      button(target.kind === 'order' ? 'Ver encomenda' : 'Ver marcação', customerLink(target, publicUrl)),
    ],
  });
}

export const moneyStatusLabel = (status: MoneyStatus) => MONEY_STATUS_LABEL[status];
