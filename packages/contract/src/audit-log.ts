import { BOOKING_STATUS_LABELS, type BookingStatus } from './bookings-offer.ts';
import { formatMoney } from './money.ts';
import { RETURN_STATUS_LABEL, orderStatusLabel, type ReturnStatus } from './order-status.ts';

/**
 * The activity log as staff read it (decision 143): every action code the server records, its kind
 * (the filter) and the Portuguese sentence it reads as. `recordAudit` only accepts these codes, and a
 * unit test checks that every code written in the server's source is here.
 */
export const AUDIT_KINDS = ['orders', 'payments', 'bookings', 'products', 'content', 'clients', 'team'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABEL: Record<AuditKind, string> = {
  orders: 'Encomendas',
  payments: 'Pagamentos',
  bookings: 'Marcações',
  products: 'Catálogo',
  content: 'Conteúdo',
  clients: 'Clientes e mensagens',
  team: 'Equipa e definições',
};

type Values = Record<string, unknown>;
interface AuditSentenceInput {
  action: string;
  /** who did it (name, else e-mail) */
  who: string;
  /** the business reference of the thing changed: an order or booking reference, a product's name… */
  subject: string | null;
  /** an order's fulfilment (delivery or pickup): its statuses have their own words (decision 147) */
  fulfilment?: string;
  before: unknown;
  after: unknown;
}
interface Parts {
  who: string;
  /** the subject, or a neutral stand-in when it is gone */
  s: string;
  b: Values;
  a: Values;
  fulfilment?: string;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const quoted = (v: unknown) => (str(v) ? `«${str(v)}»` : '');
const orderStatus = (v: unknown, fulfilment: string | undefined) => (typeof v === 'number' ? orderStatusLabel(v, fulfilment).toLowerCase() : String(v ?? '—'));
const returnStatus = (v: unknown) => (typeof v === 'string' && v in RETURN_STATUS_LABEL ? RETURN_STATUS_LABEL[v as ReturnStatus].toLowerCase() : String(v ?? '—'));
const bookingStatus = (v: unknown) => (typeof v === 'string' && v in BOOKING_STATUS_LABELS ? BOOKING_STATUS_LABELS[v as BookingStatus].toLowerCase() : String(v ?? '—'));
const cents = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '');
/** A payment or refund is on an order or a booking (the entity of the record). */
const target = (p: Parts, entity: 'order' | 'booking' | string) => (entity === 'booking' ? `da marcação ${p.s}` : `da encomenda ${p.s}`);
const withReason = (v: unknown) => (str(v) ? `: ${quoted(v)}` : '');

interface ActionDef {
  kind: AuditKind;
  sentence: (p: Parts, entity: string) => string;
}

const def = (kind: AuditKind, sentence: ActionDef['sentence']): ActionDef => ({ kind, sentence });

export const AUDIT_ACTIONS = {
  // orders
  'order.status_change': def('orders', (p) => `${p.who} mudou a encomenda ${p.s} de «${orderStatus(p.b.status, p.fulfilment)}» para «${orderStatus(p.a.status, p.fulfilment)}»`),
  'order.note': def('orders', (p) => `${p.who} escreveu uma nota ${p.a.visibility === 'customer' ? 'para o cliente ' : 'interna '}na encomenda ${p.s}`),
  'order.proof_approve': def('orders', (p) => `${p.who} aprovou o comprovativo de pagamento da encomenda ${p.s}`),
  'order.proof_reject': def('orders', (p) => `${p.who} recusou o comprovativo de pagamento da encomenda ${p.s}${withReason(p.a.reason)}`),
  'order.return_decision': def('orders', (p) => `${p.who} ${p.a.status === 'approved' ? 'aceitou' : p.a.status === 'rejected' ? 'recusou' : `passou para «${returnStatus(p.a.status)}»`} o pedido de devolução da encomenda ${p.s}`),
  'order.return_receive': def('orders', (p) => `${p.who} recebeu a devolução da encomenda ${p.s}`),
  // money
  'payment.record': def('payments', (p, e) => `${p.who} registou um pagamento de ${cents(p.a.amount_cents)} ${target(p, e)}`),
  'refund.record': def('payments', (p, e) => `${p.who} registou um reembolso de ${cents(p.a.amount_cents)} ${target(p, e)}`),
  'booking.receipt_approve': def('payments', (p) => `${p.who} aprovou o comprovativo da marcação ${p.s}`),
  'booking.receipt_reject': def('payments', (p) => `${p.who} recusou o comprovativo da marcação ${p.s}${withReason(p.a.reason)}`),
  // the appointment book
  'appointment.create': def('bookings', (p) => `${p.who} criou a marcação ${p.s}`),
  'appointment.move': def('bookings', (p) => `${p.who} mudou a hora da marcação ${p.s}`),
  'appointment.confirmed': def('bookings', (p) => `${p.who} confirmou a marcação ${p.s}`),
  'appointment.cancelled': def('bookings', (p) => `${p.who} cancelou a marcação ${p.s}`),
  'appointment.completed': def('bookings', (p) => `${p.who} marcou a marcação ${p.s} como ${bookingStatus('completed')}`),
  'appointment.no_show': def('bookings', (p) => `${p.who} registou que a cliente não compareceu à marcação ${p.s}`),
  'appointment.reminders': def('bookings', (p) => `${p.who} ${p.a.reminders === false ? 'desligou' : 'ligou'} os lembretes da marcação ${p.s}`),
  'appointment.block': def('bookings', (p) => `${p.who} bloqueou um período na agenda${p.a.reason ? ` (${str(p.a.reason)})` : ''}`),
  'appointment.unblock': def('bookings', (p) => `${p.who} desbloqueou um período na agenda${p.b.reason ? ` (${str(p.b.reason)})` : ''}`),
  // catalogue
  'product.create': def('products', (p) => `${p.who} criou o produto ${p.s}`),
  'product.update': def('products', (p) => `${p.who} alterou o produto ${p.s}`),
  'product.stock_edit': def('products', (p) => `${p.who} alterou o stock do produto ${p.s}`),
  'product.stock_import': def('products', (p) => `${p.who} importou stock e preços do produto ${p.s} (folha CSV)`),
  'category.create': def('products', (p) => `${p.who} criou a categoria ${p.s}`),
  'category.update': def('products', (p) => `${p.who} alterou a categoria ${p.s}`),
  'category.delete': def('products', (p) => `${p.who} removeu a categoria ${p.s}`),
  'coupon.create': def('products', (p) => `${p.who} criou o cupão ${p.s}`),
  'coupon.update': def('products', (p) => `${p.who} alterou o cupão ${p.s}`),
  'media.upload': def('products', (p) => `${p.who} carregou a imagem ${p.s}`),
  // content
  'blog_post.create': def('content', (p) => `${p.who} criou o artigo ${p.s}`),
  'blog_post.update': def('content', (p) => `${p.who} alterou o artigo ${p.s}`),
  'blog_post.flags': def('content', (p) => `${p.who} ${p.a.published === p.b.published ? (p.a.featured ? 'destacou' : 'tirou do destaque') : p.a.published ? 'publicou' : 'despublicou'} o artigo ${p.s}`),
  'clinic_service.create': def('content', (p) => `${p.who} criou o serviço ${p.s}`),
  'clinic_service.update': def('content', (p) => `${p.who} alterou o serviço ${p.s}`),
  // clients and messages
  'client.note': def('clients', (p) => `${p.who} escreveu uma nota sobre ${p.s}`),
  'client.note_delete': def('clients', (p) => `${p.who} apagou uma nota sobre ${p.s}`),
  'message.read': def('clients', (p) => `${p.who} marcou como lida a mensagem de ${p.s}`),
  'message.unread': def('clients', (p) => `${p.who} marcou como por ler a mensagem de ${p.s}`),
  'message.answered': def('clients', (p) => `${p.who} marcou como respondida a mensagem de ${p.s}`),
  'message.unanswered': def('clients', (p) => `${p.who} marcou como por responder a mensagem de ${p.s}`),
  'message.assign': def('clients', (p) => (str(p.a.assigned_to_name) ? `${p.who} atribuiu a mensagem de ${p.s} a ${str(p.a.assigned_to_name)}` : `${p.who} deixou a mensagem de ${p.s} sem responsável`)),
  'message.reply': def('clients', (p) => `${p.who} respondeu por e-mail à mensagem de ${p.s}`),
  'subscribers.export': def('clients', (p) => `${p.who} exportou a lista de subscritores (${typeof p.a.rows === 'number' ? p.a.rows : 0} linhas)`),
  // team and settings
  'staff.sign_in': def('team', (p) => `${p.who} entrou na gestão`),
  'staff.create': def('team', (p) => `${p.who} adicionou ${p.s} à equipa`),
  'staff.update': def('team', (p) => `${p.who} alterou a conta de ${p.s}`),
  'staff.deactivate': def('team', (p) => `${p.who} desativou a conta de ${p.s}`),
  'staff.reactivate': def('team', (p) => `${p.who} reativou a conta de ${p.s}`),
  'staff.reset_password': def('team', (p) => `${p.who} repôs a palavra-passe de ${p.s}`),
  'staff.change_password': def('team', (p) => `${p.who} alterou a sua palavra-passe`),
  'staff.bootstrap_owner': def('team', (p) => `Conta de proprietário(a) de ${p.s} criada na instalação`),
  'report.export': def('team', (p) => `${p.who} exportou ${p.s} em CSV (${typeof p.a.rows === 'number' ? p.a.rows : 0} linhas)`),
} satisfies Record<string, ActionDef>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
const isAuditAction = (code: string): code is AuditAction => Object.hasOwn(AUDIT_ACTIONS, code);

/** The codes of one kind (the log's filter). */
export const auditActionsOfKind = (kind: AuditKind): AuditAction[] => AUDIT_ACTION_CODES.filter((c) => AUDIT_ACTIONS[c].kind === kind);
export const auditKindOf = (code: string): AuditKind | null => (isAuditAction(code) ? AUDIT_ACTIONS[code].kind : null);

const record = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});

/** One log entry as a Portuguese sentence: "Ana aprovou o comprovativo de pagamento da encomenda CMCQB9RA". */
export function auditSentence(input: AuditSentenceInput & { entity?: string }): string {
  const parts: Parts = { who: input.who, s: input.subject ?? '—', b: record(input.before), a: record(input.after), fulfilment: input.fulfilment };
  if (!isAuditAction(input.action)) return `${input.who} fez uma alteração (${input.action}).`;
  return `${AUDIT_ACTIONS[input.action].sentence(parts, input.entity ?? '')}.`;
}
