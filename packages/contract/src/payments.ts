import { z } from 'zod';
import { identityFields } from './envelope.ts';
import { idInput } from './wire-input.ts';
import { wireToCents } from './money.ts';
import { MESSAGE_MPESA_NUMBER } from './mpesa.ts';
import { PAYMENT_METHODS, type MoneyStatus, type PaymentMethod } from './payment-methods.ts';

/**
 * Money received and given back: how the clinic is paid, the payment status derived from the
 * payment and refund rows, and the back office's requests to record them. Pure data and zod.
 */

export { MONEY_STATUS_LABEL, MONEY_STATUSES, PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type MoneyStatus, type PaymentMethod } from './payment-methods.ts';

interface MoneyTotals {
  /** what the order or booking costs */
  totalCents: number;
  paidCents: number;
  refundedCents: number;
}

/**
 * The one derivation (the database trigger of migration 0008 says the same in SQL for orders):
 * any refund makes it partly refunded, all of it refunded; otherwise paid once the total is in.
 */
export function moneyStatus({ totalCents, paidCents, refundedCents }: MoneyTotals): MoneyStatus {
  if (refundedCents > 0) return refundedCents >= paidCents ? 'refunded' : 'partly_refunded';
  if (paidCents <= 0) return 'unpaid';
  return paidCents >= totalCents ? 'paid' : 'partly_paid';
}

/** What is still owed (never negative) and what may still be refunded. */
export const amountDue = ({ totalCents, paidCents }: Pick<MoneyTotals, 'totalCents' | 'paidCents'>) => Math.max(0, totalCents - paidCents);
export const refundable = ({ paidCents, refundedCents }: Pick<MoneyTotals, 'paidCents' | 'refundedCents'>) => Math.max(0, paidCents - refundedCents);

/**
 * What a closed order or booking (cancelled; for bookings also refused, missed or expired) owes back:
 * everything paid and not yet refunded. A staff cancel that lands after a payment (a proof approved
 * at the same moment, say) leaves exactly this, shown to staff as "A reembolsar" until refunded.
 */
export const refundDue = (totals: Pick<MoneyTotals, 'paidCents' | 'refundedCents'>, closed: boolean) => (closed ? refundable(totals) : 0);

/** Net money held for something: received less given back. */
export const netReceived = ({ paidCents, refundedCents }: Pick<MoneyTotals, 'paidCents' | 'refundedCents'>) => paidCents - refundedCents;

// --- requests --------------------------------------------------------------------------------

const id = idInput('Identificador inválido.');

/** "1500", "1500.5", "1 500,50" or a number → cents; at least 0,01 and below 100 million MT. */
export const moneyAmount = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? value.toFixed(2) : value.trim().replace(/\s/g, '').replace(',', '.');
    try {
      const cents = wireToCents(text);
      if (cents <= 0) throw new Error('not positive');
      if (cents >= 10_000_000_000) throw new Error('too big');
      return cents;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Indique um valor válido em meticais (por exemplo 1500 ou 1500,50).' });
      return z.NEVER;
    }
  });

const paidOn = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (AAAA-MM-DD).')
  .optional()
  .nullable();
const reference = z.string().trim().max(120, 'A referência é demasiado longa.').optional().nullable();
const note = z.string().trim().max(500, 'A nota é demasiado longa.').optional().nullable();

const MONEY_TARGETS = ['order', 'booking'] as const;
export type MoneyTarget = (typeof MONEY_TARGETS)[number];

export const moneyTargetRequest = z.object({ kind: z.enum(MONEY_TARGETS), id });

export const recordPaymentRequest = z.object({
  kind: z.enum(MONEY_TARGETS),
  id,
  method: z.enum(PAYMENT_METHODS, { message: 'Escolha o meio de pagamento.' }),
  amount: moneyAmount,
  /** the day the money arrived, Maputo calendar; today when absent */
  paid_on: paidOn,
  reference,
  note,
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequest>;

export const recordRefundRequest = z.object({
  kind: z.enum(MONEY_TARGETS),
  id,
  method: z.enum(PAYMENT_METHODS, { message: 'Escolha como o dinheiro é devolvido.' }),
  amount: moneyAmount,
  refunded_on: paidOn,
  reference,
  reason: z.string().trim().min(3, 'Indique o motivo do reembolso (pelo menos 3 caracteres).').max(500, 'O motivo é demasiado longo.'),
  /** the return this refund settles (an order's refund outside a cancellation needs one) */
  return_id: id.optional().nullable(),
});
export type RecordRefundRequest = z.input<typeof recordRefundRequest>;

/** A payment or refund row as the back office shows it. */
export interface MoneyRow {
  id: number;
  type: 'payment' | 'refund';
  method: PaymentMethod;
  amount: string;
  /** the day it happened (AAAA-MM-DD, Maputo) */
  on: string;
  reference: string | null;
  note: string | null;
  staff_name: string | null;
  created_at: string;
}

export interface MoneySummary {
  status: MoneyStatus;
  total: string;
  paid: string;
  refunded: string;
  due: string;
  refundable: string;
  /** what a closed order or booking still owes back (refundDue); "0.00" while it is open */
  refund_due: string;
  rows: MoneyRow[];
}

// --- fulfilment needs money ------------------------------------------------------------------

/** Order statuses 2 (picked up), 3 (shipped) and 4 (delivered) move goods out of the shop. */
const FULFILMENT_WORD: Record<number, string> = { 2: 'coletada', 3: 'enviada', 4: 'entregue' };

/**
 * Why an order may not move to `to` yet, or null when money does not stand in the way. Goods leave
 * only when paid in full; a pay-on-delivery order may be picked up and shipped unpaid, but is
 * delivered only once the money collected at the door is recorded.
 */
export function fulfilmentBlock(
  order: { payOnDelivery: boolean; totalCents: number; paidCents: number },
  to: number,
): string | null {
  const word = FULFILMENT_WORD[to];
  if (!word || order.paidCents >= order.totalCents) return null;
  if (order.payOnDelivery) {
    return to === 4 ? 'Pagamento na entrega: registe primeiro o valor recebido na entrega; depois marque a encomenda como entregue.' : null;
  }
  return `A encomenda ainda não está paga, por isso não pode ser ${word}. Aprove o comprovativo ou registe o pagamento primeiro.`;
}

// --- reports ---------------------------------------------------------------------------------

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (AAAA-MM-DD).');

/** A period of Maputo calendar days, both ends included; the last 30 days when absent; at most a year. */
export const reportPeriodRequest = z
  .object({ from: isoDay.optional().nullable(), to: isoDay.optional().nullable() })
  .refine((p) => !p.from || !p.to || p.from <= p.to, 'A data inicial tem de ser anterior à final.');
export type ReportPeriodRequest = z.input<typeof reportPeriodRequest>;

export const EXPORT_KINDS = ['orders', 'payments', 'refunds'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const reportExportRequest = z.object({ kind: z.enum(EXPORT_KINDS), from: isoDay.optional().nullable(), to: isoDay.optional().nullable() });

export interface MoneyFigures {
  received: string;
  refunded: string;
  net: string;
}

export interface SalesReport {
  from: string;
  to: string;
  totals: MoneyFigures & { orders: number; bookings: number };
  by_day: (MoneyFigures & { date: string })[];
  by_method: (MoneyFigures & { method: PaymentMethod })[];
  /** goods sold in orders placed in the period that are not cancelled and have money in, returned lines excluded */
  by_product: { product: string; qty: number; amount: string }[];
  by_category: { category: string; qty: number; amount: string }[];
  by_coupon: { code: string; orders: number; discount: string; net: string }[];
  by_service: { service: string; bookings: number; received: string; refunded: string }[];
}

// --- M-Pesa from the customer's phone (decision 160) -------------------------------------------

/** Which order (the signed-in customer's) or booking (by its reference and access token) to pay. */
export const mpesaTargetRequest = z
  .object({
    ...identityFields,
    order_id: idInput('Pedido inválido.').optional(),
    booking_reference: z.string().trim().min(1).max(40).optional(),
    booking_token: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => (b.order_id !== undefined) !== (b.booking_reference !== undefined && b.booking_token !== undefined), {
    message: 'Indique a encomenda ou a marcação a pagar.',
    path: ['order_id'],
  });

export const mpesaPayRequest = z
  .object({
    ...identityFields,
    order_id: idInput('Pedido inválido.').optional(),
    booking_reference: z.string().trim().min(1).max(40).optional(),
    booking_token: z.string().trim().min(1).max(200).optional(),
    msisdn: z.string({ message: MESSAGE_MPESA_NUMBER }).trim().min(1, MESSAGE_MPESA_NUMBER).max(40, MESSAGE_MPESA_NUMBER),
  })
  .refine((b) => (b.order_id !== undefined) !== (b.booking_reference !== undefined && b.booking_token !== undefined), {
    message: 'Indique a encomenda ou a marcação a pagar.',
    path: ['order_id'],
  });
