import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS as BOOKING_PAYMENT_STATUS_LABELS } from '@shop/contract/bookings-offer';
import { formatMoney } from '@shop/contract/money';
import { orderStatusLabel, PAYMENT_STATUS_LABEL, RETURN_STATUS_LABEL, isOrderStatus, type Fulfilment } from '@shop/contract/order-status';
import { formatWire } from './format.ts';
import { formatCompactDateTime, formatShortDate } from '../../../lib/maputo-date.ts';

/** The Portuguese label of each field the audit log records (decision 143); unknown fields show their name. */
const FIELD_LABEL: Record<string, string> = {
  status: 'Estado',
  payment_status: 'Pagamento',
  note: 'Nota',
  visibility: 'Visível para',
  reason: 'Motivo',
  return_id: 'Devolução n.º',
  restocked_qty: 'Unidades de volta ao stock',
  written_off_qty: 'Unidades abatidas',
  amount_cents: 'Valor',
  paid_cents: 'Total pago',
  refunded_cents: 'Total reembolsado',
  method: 'Meio',
  paid_on: 'Data do pagamento',
  refunded_on: 'Data do reembolso',
  reference: 'Referência',
  source: 'Origem',
  payment_id: 'Pagamento n.º',
  refund_id: 'Reembolso n.º',
  starts_at: 'Início',
  ends_at: 'Fim',
  service: 'Serviço',
  channel: 'Canal',
  reminders: 'Lembretes',
  bookings: 'Marcações afetadas',
  resource: 'Agenda',
  name: 'Nome',
  title: 'Título',
  slug: 'Endereço',
  description: 'Descrição',
  short_description: 'Descrição curta',
  price: 'Preço',
  compare_at_price: 'Preço anterior',
  sale_price: 'Preço promocional',
  stock: 'Stock',
  active: 'Ativo',
  is_active: 'Ativo',
  featured: 'Em destaque',
  published: 'Publicado',
  category_id: 'Categoria',
  images: 'Imagens',
  variants: 'Variantes',
  variant: 'Variante',
  sku: 'SKU',
  sort_order: 'Ordem',
  code: 'Código',
  type: 'Tipo',
  value: 'Valor',
  min_order: 'Encomenda mínima',
  max_uses: 'Utilizações máximas',
  expires_at: 'Expira em',
  email: 'E-mail',
  role: 'Papel',
  must_change_password: 'Palavra-passe temporária',
  body: 'Texto',
  client: 'Cliente',
  author: 'Autor(a)',
  rows: 'Linhas',
  from: 'De',
  to: 'Até',
  width: 'Largura',
  height: 'Altura',
  read: 'Lida',
  answered: 'Respondida',
  assigned_to_name: 'Atribuída a',
  reply_id: 'Resposta n.º',
};

export interface DiffRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

const holdsRows = (list: unknown[]) => typeof list[0] === 'object' && list[0] !== null;
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WIRE_MONEY = /^-?\d+\.\d{2}$/;
const MONEY_FIELDS = /(^|_)(price|amount|total|value|min_order|subtotal|discount)$/;

/**
 * One recorded value as staff read it: money with the one formatter, instants in Maputo time, statuses
 * by name (an order's in its fulfilment's words: a pick-up is ready and collected, never sent).
 */
export function auditValue(field: string, value: unknown, fulfilment: Fulfilment | null = null): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field.endsWith('_cents') && typeof value === 'number') return formatMoney(value);
  if (field === 'status' || field === 'payment_status') {
    if (field === 'status' && isOrderStatus(value)) return orderStatusLabel(value, fulfilment ?? 'delivery');
    if (typeof value === 'string') {
      const labels: Record<string, string> = { ...RETURN_STATUS_LABEL, ...BOOKING_PAYMENT_STATUS_LABELS, ...PAYMENT_STATUS_LABEL, ...BOOKING_STATUS_LABELS };
      if (labels[value]) return labels[value];
    }
  }
  if (typeof value === 'string') {
    if (MONEY_FIELDS.test(field) && WIRE_MONEY.test(value)) return formatWire(value);
    if (ISO_INSTANT.test(value)) return formatCompactDateTime(value);
    if (ISO_DAY.test(value)) return formatShortDate(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValue(field, v, fulfilment)).join(holdsRows(value) ? '; ' : ', ') : '—';
  // A recorded row (a product's variant): its fields labelled, in the order they were recorded.
  return Object.entries(record(value))
    .map(([k, v]) => `${FIELD_LABEL[k] ?? k.replace(/_/g, ' ')}: ${auditValue(k, v, fulfilment)}`)
    .join(', ');
}

/** The fields an entry changed (or recorded, for a creation or removal), before and after, labelled in Portuguese. */
export function auditDiff(before: unknown, after: unknown, fulfilment: Fulfilment | null = null): DiffRow[] {
  const b = record(before);
  const a = record(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => f !== 'id' && f !== 'updated_at' && f !== 'created_at' && JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null))
    .map((f) => ({ field: f, label: FIELD_LABEL[f] ?? f.replace(/_/g, ' '), before: auditValue(f, b[f], fulfilment), after: auditValue(f, a[f], fulfilment) }));
}
