import { z } from 'zod';
import { idInput, integer } from './wire-input.ts';
import { BOOKING_SERVICES, BOOKING_STATUSES, MICRONEEDLING_AREAS, STAFF_BOOKING_CHANNELS, PAYMENT_STATUSES as BOOKING_PAYMENT_STATUSES, type BookingOption } from './bookings-offer.ts';
import { phoneSchema } from './bookings.ts';
import { MESSAGE_FILTER_LABELS, MESSAGE_REPLY_MAX, type MessageFilter } from './contact-subjects.ts';
import type { Paginator } from './envelope.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, RETURN_STATUSES, type Fulfilment } from './order-status.ts';
import { moneyAmount, PAYMENT_METHODS, type MoneyStatus, type MoneySummary, type PaymentMethod } from './payments.ts';
import type { MpesaChargeView } from './mpesa.ts';
import type { ClientMessageView } from './messaging.ts';

/**
 * The back office's second pass: payment proofs, orders, appointments, content, messages and
 * subscribers. Requests are zod (the server validates); responses are plain types.
 */
const id = idInput('Identificador inválido.');
const page = integer({ min: 1 }).default(1);
const perPage = integer({ min: 1, max: 100 }).default(20);
const reason = z.string().trim().min(3, 'Indique o motivo (pelo menos 3 caracteres).').max(500, 'O motivo é demasiado longo.');
const optionalNote = z.string().trim().max(500, 'A nota é demasiado longa.').optional().nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (AAAA-MM-DD).');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:MM).');

// --- payment proofs --------------------------------------------------------------------------

const PROOF_KINDS = ['order', 'booking'] as const;
type ProofKind = (typeof PROOF_KINDS)[number];

/**
 * One line of the "Pagamentos" queue: a proof to check (`waiting: 'proof'`, with its file) or an
 * order or deposit still waiting for money with no proof (`waiting: 'payment'`, no file), oldest first.
 */
export interface ProofQueueItem {
  kind: ProofKind;
  waiting: 'proof' | 'payment';
  id: number;
  reference: string;
  customer_name: string;
  email: string;
  /** what is still due */
  amount: string;
  payment_label: string;
  /** the wallet the customer chose, to propose as the method */
  method_hint: 'transfer' | 'mpesa' | 'emola' | null;
  file_id: string | null;
  file_name: string | null;
  file_mime: string | null;
  /** when the proof arrived, or since when the money has been awaited */
  submitted_at: string;
  /** its M-Pesa charges from the phone, oldest first */
  mpesa_charges: MpesaChargeView[];
}

/** The "Pagamentos" queue, narrowed by what staff type (reference, name, e-mail or phone, decision 142). */
export const proofListRequest = z.object({ search: z.string().trim().max(120).optional() });
export type ProofListRequest = z.input<typeof proofListRequest>;

export const proofDecisionRequest = z.discriminatedUnion('decision', [
  z.object({ kind: z.enum(PROOF_KINDS), id, decision: z.literal('approve') }),
  z.object({ kind: z.enum(PROOF_KINDS), id, decision: z.literal('reject'), reason }),
]);
export type ProofDecisionRequest = z.infer<typeof proofDecisionRequest>;

// --- orders ----------------------------------------------------------------------------------

export const adminOrderListRequest = z.object({
  page,
  per_page: perPage,
  search: z.string().trim().max(120).optional(),
  status: integer().refine((s) => (ORDER_STATUSES as readonly number[]).includes(s), 'Estado inválido.').optional().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).optional().nullable(),
});
export type AdminOrderListRequest = z.input<typeof adminOrderListRequest>;

/** The orders just above and below one order in the list as staff filtered it (same filters, same order). */
export const adminOrderNeighboursRequest = adminOrderListRequest.omit({ page: true, per_page: true }).extend({ id });
export type AdminOrderNeighboursRequest = z.input<typeof adminOrderNeighboursRequest>;
/** `previous` is the row above (newer), `next` the row below (older), as the list shows them. */
export interface AdminOrderNeighbours {
  previous: { id: number; reference: string } | null;
  next: { id: number; reference: string } | null;
}

export interface AdminOrderRow {
  id: number;
  reference: string;
  /** the account that placed it: the client's page is `clients/{customer_id}` */
  customer_id: number;
  customer_name: string;
  email: string;
  status: number;
  /** labels and moves differ for a clinic pick-up (`orderStatusLabel`, decision 147) */
  fulfilment: Fulfilment;
  payment_status: string;
  payment_type: string;
  total: string;
  created_at: string;
}

interface AdminOrderEvent {
  id: number;
  kind: string;
  from: string | null;
  to: string | null;
  note: string | null;
  visibility: 'customer' | 'internal';
  actor_type: string;
  actor_name: string | null;
  created_at: string;
}

/** A return request of one line, as staff see it on the order. */
export interface AdminOrderReturn {
  id: number;
  line_id: number;
  product_name: string;
  qty: number;
  reason_code: string;
  reason_label: string;
  /** the customer's own words */
  reason: string | null;
  status: string;
  decision_note: string | null;
  created_at: string;
  /** the returned units' share of what was paid (goods less their part of the coupon) */
  value: string;
  refunded: string;
  /** what may still be refunded for it: its value less its refunds, at most what the order may still give back */
  refundable: string;
  restocked_qty: number;
  written_off_qty: number;
  received_at: string | null;
}

export interface AdminOrderDetail extends AdminOrderRow {
  phone: string;
  payment_rejection_reason: string | null;
  wallet_provider: string | null;
  payer_phone: string | null;
  proof: { file_id: string; name: string; mime: string } | null;
  subtotal: string;
  discount: string;
  shipping: string;
  coupon_code: string | null;
  shipping_method: string;
  /** who carries the parcel, once sent */
  shipment: { courier: string; tracking_number: string | null; shipped_at: string | null } | null;
  /** what the "Transportadora" field offers (recent first); empty for a pick-up */
  courier_suggestions: string[];
  delivery_address: Record<string, unknown>;
  delivery_comment: string | null;
  cancel_reason: string | null;
  lines: { id: number; product_name: string; variant_name: string; qty: number; unit_price: string; line_total: string }[];
  returns: AdminOrderReturn[];
  events: AdminOrderEvent[];
  /** legal moves money does not stand in the way of */
  next_statuses: number[];
  /** legal moves refused until the order is paid, with the reason the screen shows */
  blocked_moves: { status: number; reason: string }[];
  pay_on_delivery: boolean;
  money: MoneySummary;
  /** its M-Pesa charges from the phone, oldest first */
  mpesa_charges: MpesaChargeView[];
  /** the messages sent to the client about it, and the channel each went through, oldest first */
  messages: ClientMessageView[];
}

export const orderStatusChangeRequest = z.object({
  id,
  status: integer().refine((s) => (ORDER_STATUSES as readonly number[]).includes(s), 'Estado inválido.'),
  note: optionalNote,
  /** required to send an order (status 3); checked by `shipmentProblem` on the server */
  courier: z.string().optional().nullable(),
  tracking_number: z.string().optional().nullable(),
});
export type OrderStatusChangeRequest = z.infer<typeof orderStatusChangeRequest>;

/** How many orders or proofs one bulk action takes: a screenful, each still one transaction of its own. */
const BULK_LIMIT = 50;

/** "Marcar como enviadas" for several orders: the same courier for all; each goes through the one rule (`transitionOrder`). */
export const orderBulkShipRequest = z.object({
  ids: z.array(id).min(1, 'Escolha pelo menos uma encomenda.').max(BULK_LIMIT, `Escolha no máximo ${BULK_LIMIT} encomendas de cada vez.`),
  courier: z.string().optional().nullable(),
  note: optionalNote,
});
export type OrderBulkShipRequest = z.input<typeof orderBulkShipRequest>;

/** Approve several proofs from the Pagamentos queue, each as its own "Aprovar". */
export const proofBulkApproveRequest = z.object({
  items: z.array(z.object({ kind: z.enum(PROOF_KINDS), id })).min(1, 'Escolha pelo menos um comprovativo.').max(BULK_LIMIT, `Escolha no máximo ${BULK_LIMIT} comprovativos de cada vez.`),
});
export type ProofBulkApproveRequest = z.input<typeof proofBulkApproveRequest>;

/** What happened to each item of a bulk action: done, or refused with the same sentence the single action gives. */
export interface BulkOutcome {
  kind: 'order' | 'booking';
  id: number;
  reference: string;
  ok: boolean;
  message: string | null;
}
export interface BulkResult {
  done: number;
  refused: number;
  outcomes: BulkOutcome[];
  /** "3 marcadas como enviadas, 1 recusada" */
  headline: string;
  /** the headline and each refusal: "3 marcadas como enviadas, 1 recusada: CM1234AB — motivo" */
  summary: string;
}

type BulkWords = { done: readonly [string, string]; refused: readonly [string, string] };

/** "3 marcadas como enviadas, 1 recusada": the counts alone. */
export function bulkHeadline(outcomes: readonly BulkOutcome[], words: BulkWords): string {
  const done = outcomes.filter((o) => o.ok).length;
  const refused = outcomes.length - done;
  const head = `${done} ${done === 1 ? words.done[0] : words.done[1]}`;
  return refused === 0 ? head : `${head}, ${refused} ${refused === 1 ? words.refused[0] : words.refused[1]}`;
}

/** The one-line report of a bulk action, in words staff read at a glance ("3 marcadas como enviadas, 1 recusada: …"). */
export function bulkSummary(outcomes: readonly BulkOutcome[], words: BulkWords): string {
  const refused = outcomes.filter((o) => !o.ok);
  if (refused.length === 0) return `${bulkHeadline(outcomes, words)}.`;
  return `${bulkHeadline(outcomes, words)}: ${refused.map((o) => `${o.reference} — ${o.message ?? words.refused[0]}`).join('; ')}`;
}

export const orderNoteRequest = z.object({
  id,
  note: z.string().trim().min(1, 'A nota não pode estar vazia.').max(2000, 'A nota é demasiado longa.'),
  visibility: z.enum(['internal', 'customer']).default('internal'),
});
export type OrderNoteRequest = z.input<typeof orderNoteRequest>;

export const returnDecisionRequest = z.object({ id, status: z.enum(RETURN_STATUSES), note: optionalNote });

const units = integer({ message: 'Quantidade inválida.', min: 0 });
/** An approved return received back: how many units go back on the shelf and how many are written off. */
export const returnReceiveRequest = z.object({ id, restock_qty: units, write_off_qty: units, note: optionalNote });
export type ReturnReceiveRequest = z.input<typeof returnReceiveRequest>;
export type ReturnDecisionRequest = z.infer<typeof returnDecisionRequest>;

export const idOnlyRequest = z.object({ id });

// --- appointments ----------------------------------------------------------------------------

export const appointmentListRequest = z.object({ from: isoDate, days: integer({ min: 1, max: 7 }).default(1) });

export interface AdminAppointment {
  id: number;
  reference: string;
  service: string;
  service_label: string;
  date: string;
  time: string;
  starts_at: string;
  ends_at: string;
  status: (typeof BOOKING_STATUSES)[number];
  payment_status: (typeof BOOKING_PAYMENT_STATUSES)[number];
  payment_method: string;
  price: string;
  due_now: string;
  /** received less refunded, what is still owed, and the status the rows imply */
  paid: string;
  due: string;
  money_status: MoneyStatus;
  full_name: string;
  phone: string;
  email: string;
  notes: string | null;
  complaints: string[];
  /** the agenda it occupies: consultation (the specialist) or treatment (the treatment room) */
  resource: string;
  customer_id: number | null;
  /** reminders 24 h and 2 h before, unless the client opted out; which ones already went out */
  reminders: boolean;
  reminders_sent: string[];
  receipt: { file_id: string; name: string; mime: string } | null;
  /** its deposit's M-Pesa charges from the client's phone, oldest first */
  mpesa_charges: MpesaChargeView[];
  next_statuses: string[];
}

export interface AdminBlockedPeriod {
  id: number;
  starts_at: string;
  ends_at: string;
  reason: string;
  resource: string | null;
}

export interface AppointmentDays {
  appointments: AdminAppointment[];
  blocked: AdminBlockedPeriod[];
}

export const APPOINTMENT_STAFF_ACTIONS = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
export const appointmentStatusRequest = z.object({ id, status: z.enum(APPOINTMENT_STAFF_ACTIONS), note: optionalNote });
export type AppointmentStatusRequest = z.infer<typeof appointmentStatusRequest>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Staff book for a client who called, wrote on WhatsApp or walked in: pay at the clinic, confirmed at once. */
export const staffBookingRequest = z
  .object({
    service: z.enum(BOOKING_SERVICES, { message: 'Escolha o serviço.' }),
    date: isoDate,
    time: clock,
    full_name: z.string({ message: 'Indique o nome do cliente.' }).trim().min(2, 'Indique o nome do cliente.').max(120, 'O nome é demasiado longo.'),
    phone: phoneSchema('Indique o telefone do cliente.'),
    email: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(254).email('Indique um e-mail válido.').optional()),
    sessions: integer({ min: 1, max: 100, message: 'Número de sessões inválido.' }).optional(),
    microneedling_area: z.enum(Object.keys(MICRONEEDLING_AREAS) as [keyof typeof MICRONEEDLING_AREAS], { message: 'Escolha a zona.' }).optional(),
    notes: optionalNote,
    channel: z.enum(STAFF_BOOKING_CHANNELS).default('telefone'),
    /** the client wants reminders (24 h and 2 h before) */
    reminders: z.boolean().default(true),
  })
  .refine((b) => b.service !== 'microneedling' || [1, 3, 6].includes(b.sessions ?? 0), { message: 'Escolha um pacote de 1, 3 ou 6 sessões.', path: ['sessions'] })
  .refine((b) => b.service !== 'microneedling' || b.microneedling_area, { message: 'Escolha a zona.', path: ['microneedling_area'] });
export type StaffBookingRequest = z.input<typeof staffBookingRequest>;

/** The client asked for reminders to stop (or to start again). */
export const appointmentRemindersRequest = z.object({ id, enabled: z.boolean() });
export type AppointmentRemindersRequest = z.input<typeof appointmentRemindersRequest>;

/** Staff move a booking to another free time (the client's request, or the clinic's). */
export const appointmentMoveRequest = z.object({ id, date: isoDate, time: clock, note: optionalNote });
export type AppointmentMoveRequest = z.input<typeof appointmentMoveRequest>;

/** One day's slots for a service under the staff's rules; `except` is the booking being moved. */
export const staffSlotsRequest = z.object({ service: z.enum(BOOKING_SERVICES), date: isoDate, except: id.optional() });
export type StaffSlotsRequest = z.input<typeof staffSlotsRequest>;
export interface StaffSlot {
  time: string;
  available: boolean;
  /** why not: past, taken, blocked, horizon */
  reason: string | null;
}

const BLOCK_RESOURCES = ['consultation', 'treatment'] as const;

/**
 * One booking of a period being blocked: `keep` (the slot stays the client's) or `cancel`, with
 * `message` in that client's cancellation e-mail and, when money was received, optionally `refund`
 * of it (the owner's, as every refund).
 */
const blockBookingDecision = z
  .object({
    id,
    action: z.enum(['keep', 'cancel'], { message: 'Escolha se mantém ou cancela a marcação.' }),
    message: z.string().trim().max(1000, 'A mensagem é demasiado longa.').optional().nullable(),
    refund: z
      .object({
        amount: moneyAmount,
        method: z.enum(PAYMENT_METHODS, { message: 'Escolha como o dinheiro é devolvido.' }),
        reference: z.string().trim().max(120, 'A referência é demasiado longa.').optional().nullable(),
      })
      .optional()
      .nullable(),
  })
  .refine((d) => d.action === 'cancel' || !d.refund, { message: 'Só se reembolsa uma marcação cancelada.', path: ['refund'] });
export type BlockBookingDecision = z.input<typeof blockBookingDecision>;
export const blockCreateRequest = z
  .object({
    date: isoDate,
    /** Both empty: the whole day. */
    from: clock.optional().nullable(),
    to: clock.optional().nullable(),
    reason: z.string().trim().max(200).default(''),
    resource: z.enum(BLOCK_RESOURCES).optional().nullable(),
    /**
     * What to do with each booking that holds the period: while one has no decision the block is
     * refused (the screen lists them first).
     */
    bookings: z.array(blockBookingDecision).max(500).optional().nullable(),
  })
  .refine((b) => (!b.from && !b.to) || (b.from && b.to && b.from < b.to), { message: 'Indique a hora de início e a de fim (o fim depois do início), ou deixe ambas vazias para o dia inteiro.', path: ['to'] })
  .refine((b) => new Set((b.bookings ?? []).map((d) => d.id)).size === (b.bookings ?? []).length, { message: 'Cada marcação só pode ter uma decisão.', path: ['bookings'] });
export type BlockCreateRequest = z.input<typeof blockCreateRequest>;

/** A booking that holds a period staff want to block, listed before the block is saved. */
export interface BlockedBooking {
  id: number;
  reference: string;
  starts_at: string;
  service: string;
  client: string;
  phone: string;
  status: string;
  /** money received less refunds: a cancelled booking with money in is offered a refund */
  paid: string;
  /** how the latest payment came in (the refund's default), null without payments */
  paid_method: PaymentMethod | null;
}

// --- content ---------------------------------------------------------------------------------

export const blogBlockSchema = z.object({ type: z.enum(['paragraph', 'heading']), text: z.string().trim().min(1, 'Um bloco de texto está vazio.').max(5000) });

export interface AdminBlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category_id: number;
  author: string;
  read_time_minutes: number;
  main_image: string;
  content: { type: 'paragraph' | 'heading'; text: string }[];
  featured: boolean;
  published: boolean;
  views: number;
  published_at: string;
  updated_at: string;
}

export const blogSaveRequest = z.object({
  id: id.optional(),
  title: z.string().trim().min(3, 'Indique o título.').max(200),
  excerpt: z.string().trim().min(3, 'Indique o resumo.').max(500),
  category_id: id,
  author: z.string().trim().min(2, 'Indique o autor.').max(120),
  main_image: z.string().trim().min(1, 'Carregue a imagem principal.').max(500),
  content: z.array(blogBlockSchema).min(1, 'Escreva pelo menos um bloco de texto.').max(200),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
});
export type BlogSaveRequest = z.input<typeof blogSaveRequest>;

export const blogPublishRequest = z.object({ id, published: z.boolean().optional(), featured: z.boolean().optional() });

export interface AdminClinicService {
  id: number;
  slug: string;
  category: string;
  name: string;
  description: string;
  price: string;
  /** words after the price ("por sessão") */
  price_note: string;
  /** the price as the public list prints it, drawn from `price` */
  price_text: string;
  duration_minutes: number | null;
  bookable: boolean;
  /** the booking page this line prices, if any (not editable: it ties the line to a booking screen) */
  booking_option: BookingOption | null;
  active: boolean;
  sort_order: number;
}

/** Adds a line to the price list (no id) or edits one; `active: false` retires it. */
export const serviceSaveRequest = z.object({
  id: id.optional(),
  category: z.string().trim().min(2, 'Indique a categoria (ex.: Consultas, Tratamentos).').max(60),
  name: z.string().trim().min(2, 'Indique o nome.').max(160),
  description: z.string().trim().max(2000).default(''),
  price: z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Indique o preço em MT (ex.: 3600.00).'),
  price_note: z.string().trim().max(60, 'A nota do preço pode ter no máximo 60 caracteres.').default(''),
  duration_minutes: integer({ min: 5, minMessage: 'A duração mínima é de 5 minutos.', max: 600 }).optional().nullable(),
  sort_order: integer({ min: 0, max: 10_000 }).default(0),
  active: z.boolean().default(true),
});
export type ServiceSaveRequest = z.input<typeof serviceSaveRequest>;

// --- messages and subscribers ----------------------------------------------------------------

const listSearch = z.string().trim().max(120).optional();

export const messageListRequest = z.object({ page, per_page: perPage, filter: z.enum(Object.keys(MESSAGE_FILTER_LABELS) as [MessageFilter, ...MessageFilter[]]).default('all'), search: listSearch });
export type MessageListRequest = z.input<typeof messageListRequest>;

export interface AdminContactMessage {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  read_at: string | null;
  answered_at: string | null;
  /** the staff member who looks after it */
  assigned_to: { id: number; name: string } | null;
  replies: number;
  created_at: string;
}

/** A reply written in the back office, as the thread shows it; `delivery` is its e-mail's state in the outbox. */
interface AdminMessageReply {
  id: number;
  staff_name: string;
  body: string;
  delivery: 'pending' | 'sent' | 'failed';
  created_at: string;
}

export interface AdminContactMessageDetail extends AdminContactMessage {
  thread: AdminMessageReply[];
  /** active staff, for "Atribuir a" */
  team: { id: number; name: string }[];
}

export interface AdminMessageList extends Paginator<AdminContactMessage> {
  unread_total: number;
  unanswered_total: number;
}

export const messageReadRequest = z.object({ id, read: z.boolean() });
export const messageAnsweredRequest = z.object({ id, answered: z.boolean() });
/** `staff_id: null` leaves the message to nobody. */
export const messageAssignRequest = z.object({ id, staff_id: id.nullable() });
export type MessageAssignRequest = z.input<typeof messageAssignRequest>;
export const messageReplyRequest = z.object({
  id,
  body: z.string({ message: 'Escreva a resposta.' }).trim().min(2, 'Escreva a resposta.').max(MESSAGE_REPLY_MAX, `A resposta pode ter no máximo ${MESSAGE_REPLY_MAX} caracteres.`),
});
export type MessageReplyRequest = z.input<typeof messageReplyRequest>;

export const subscriberListRequest = z.object({ page, per_page: perPage, status: z.enum(['subscribed', 'unsubscribed']).optional().nullable(), search: listSearch });
export type SubscriberListRequest = z.input<typeof subscriberListRequest>;

export interface AdminSubscriber {
  id: number;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  source: string;
  consented_at: string;
  unsubscribed_at: string | null;
}

// --- dashboard -------------------------------------------------------------------------------

export interface OpsDashboard {
  /** orders placed today (Maputo day), whatever became of them */
  today_orders: number;
  /** money received less refunds, by the Maputo day it moved (payments and refunds rows) */
  today_sales: string;
  month_sales: string;
  proofs_waiting: number;
  today_appointments: number;
  unread_messages: number;
  week_sales: string;
  /** orders placed since Monday 00:00 in Maputo, whatever became of them */
  week_orders: number;
  pending_returns: number;
}

// --- menu counters -------------------------------------------------------------------------------

/** Work waiting, for the back-office menu (one cheap query, polled while the back office is open). */
export interface BackOfficeCounters {
  /** proofs to check, plus orders and booking deposits still waiting for money */
  payments_waiting: number;
  /** return requests waiting for a decision */
  returns_waiting: number;
  unread_messages: number;
  /** today's appointments (Maputo day) that still hold their slot */
  today_appointments: number;
}
/** How often the menu asks again while the tab is visible (the web polls from a zod-free module). */
export { COUNTERS_REFRESH_MS } from './admin-counters.ts';
