import { sql } from 'drizzle-orm';
import { centsToWire } from '@shop/contract/money';
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type ExportKind, type MoneyFigures, type PaymentMethod, type SalesReport } from '@shop/contract/payments';
import { orderStatusLabel, PAYMENT_STATUS_LABEL, PAYMENT_TYPE_LABEL, type PaymentStatus, type PaymentType } from '@shop/contract/order-status';
import { queryRows, type Db } from '../../../db/client.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { addDays, formatShortDate, maputoDayRange, maputoToday, weekdayOf } from '../../../lib/maputo-time.ts';
import { SERVICE_LABELS } from '../../bookings/service.ts';
import { csvDateTime, csvMoney, toCsv } from './csv.ts';
import type { StaffActor } from './staff-actor.ts';

/**
 * Figures staff can trust (decision 122): money is what the payments and refunds rows say, by the
 * Maputo day it moved (`paid_on`, `refunded_on`); goods are the lines of orders that have money in.
 */

export interface Period {
  from: string;
  to: string;
}

const MAX_DAYS = 366;

export function reportPeriod(input: { from?: string | null; to?: string | null }, now = new Date()): Period {
  const to = input.to ?? maputoToday(now);
  const from = input.from ?? addDays(to, -29);
  if (from > to) throw new AppError('VALIDATION_FAILED', 'A data inicial tem de ser anterior à final.');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_DAYS) throw new AppError('VALIDATION_FAILED', 'Escolha um período de um ano, no máximo.');
  return { from, to };
}

/** Today, this week (from Monday) and this month, as Maputo calendar days. */
export function maputoCalendar(now: Date) {
  const today = maputoToday(now);
  return { today, weekStart: addDays(today, -((weekdayOf(today) + 6) % 7)), monthStart: `${today.slice(0, 8)}01` };
}

type Num = number | string | null;
const n = (v: Num) => Number(v ?? 0);
const figures = (received: Num, refunded: Num): MoneyFigures => ({ received: centsToWire(n(received)), refunded: centsToWire(n(refunded)), net: centsToWire(n(received) - n(refunded)) });

/** Net money received between two Maputo days (both included). */
export async function netReceived(db: Db, from: string, to: string): Promise<{ received: number; refunded: number; net: number }> {
  const [row] = await queryRows<{ received: Num; refunded: Num }>(db, sql`
    select (select coalesce(sum(amount_cents), 0) from payments where paid_on between ${from}::date and ${to}::date)::bigint as received,
           (select coalesce(sum(amount_cents), 0) from refunds where refunded_on between ${from}::date and ${to}::date)::bigint as refunded`);
  return { received: n(row!.received), refunded: n(row!.refunded), net: n(row!.received) - n(row!.refunded) };
}

export async function salesReport(db: Db, period: Period): Promise<SalesReport> {
  const { from, to } = period;
  const startsAt = maputoDayRange(from).startsAt;
  const endsAt = maputoDayRange(to).endsAt;
  const days = await queryRows<{ date: string; received: Num; refunded: Num }>(db, sql`
    select to_char(d, 'YYYY-MM-DD') as date,
      (select coalesce(sum(amount_cents), 0) from payments where paid_on = d::date)::bigint as received,
      (select coalesce(sum(amount_cents), 0) from refunds where refunded_on = d::date)::bigint as refunded
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d order by d`);
  const methods = await queryRows<{ method: PaymentMethod; received: Num; refunded: Num }>(db, sql`
    select m as method,
      (select coalesce(sum(amount_cents), 0) from payments where method = m and paid_on between ${from}::date and ${to}::date)::bigint as received,
      (select coalesce(sum(amount_cents), 0) from refunds where method = m and refunded_on between ${from}::date and ${to}::date)::bigint as refunded
    from unnest(${sql.raw(`array[${PAYMENT_METHODS.map((m) => `'${m}'`).join(',')}]`)}::text[]) as m`);
  // Goods: lines of orders placed in the period, not cancelled, with money in; the units of completed
  // returns taken out (a line may be returned in part).
  const soldLines = sql`
    from (
      select l.*, l.qty - coalesce((select sum(r.qty) from order_returns r where r.order_line_id = l.id and r.status = 'completed'), 0)::int as kept
      from order_lines l
    ) l
    join orders o on o.id = l.order_id
    left join products p on p.id = l.product_id
    left join categories c on c.id = p.category_id
    where o.created_at >= ${startsAt} and o.created_at < ${endsAt} and o.status <> 5 and o.paid_cents > 0 and l.kept > 0`;
  const products = await queryRows<{ product: string; qty: Num; amount: Num }>(db, sql`
    select l.product_name as product, sum(l.kept)::int as qty, sum(l.unit_price_cents * l.kept)::bigint as amount ${soldLines}
    group by l.product_name order by amount desc, product limit 50`);
  const categories = await queryRows<{ category: string; qty: Num; amount: Num }>(db, sql`
    select coalesce(c.name, 'Sem categoria') as category, sum(l.kept)::int as qty, sum(l.unit_price_cents * l.kept)::bigint as amount ${soldLines}
    group by coalesce(c.name, 'Sem categoria') order by amount desc, category`);
  const coupons = await queryRows<{ code: string; orders: Num; discount: Num; net: Num }>(db, sql`
    select coupon_code as code, count(*)::int as orders, sum(discount_cents)::bigint as discount, sum(paid_cents - refunded_cents)::bigint as net
    from orders where coupon_code is not null and created_at >= ${startsAt} and created_at < ${endsAt} and status <> 5
    group by coupon_code order by orders desc, code`);
  const services = await queryRows<{ service: string; bookings: Num; received: Num; refunded: Num }>(db, sql`
    select b.service,
      count(*) filter (where b.created_at >= ${startsAt} and b.created_at < ${endsAt} and b.status not in ('expired', 'rejected', 'cancelled'))::int as bookings,
      coalesce(sum((select sum(amount_cents) from payments p where p.booking_id = b.id and p.paid_on between ${from}::date and ${to}::date)), 0)::bigint as received,
      coalesce(sum((select sum(amount_cents) from refunds r where r.booking_id = b.id and r.refunded_on between ${from}::date and ${to}::date)), 0)::bigint as refunded
    from bookings b group by b.service order by b.service`);
  const [counts] = await queryRows<{ orders: Num; bookings: Num }>(db, sql`
    select (select count(*) from orders where created_at >= ${startsAt} and created_at < ${endsAt} and status <> 5)::int as orders,
           (select count(*) from bookings where created_at >= ${startsAt} and created_at < ${endsAt} and status not in ('expired', 'rejected', 'cancelled'))::int as bookings`);
  const received = days.reduce((s, d) => s + n(d.received), 0);
  const refunded = days.reduce((s, d) => s + n(d.refunded), 0);
  return {
    from,
    to,
    totals: { ...figures(received, refunded), orders: n(counts!.orders), bookings: n(counts!.bookings) },
    by_day: days.map((d) => ({ date: d.date, ...figures(d.received, d.refunded) })),
    by_method: methods.map((m) => ({ method: m.method, ...figures(m.received, m.refunded) })),
    by_product: products.map((p) => ({ product: p.product, qty: n(p.qty), amount: centsToWire(n(p.amount)) })),
    by_category: categories.map((c) => ({ category: c.category, qty: n(c.qty), amount: centsToWire(n(c.amount)) })),
    by_coupon: coupons.map((c) => ({ code: c.code, orders: n(c.orders), discount: centsToWire(n(c.discount)), net: centsToWire(n(c.net)) })),
    by_service: services.map((s) => ({
      service: SERVICE_LABELS[s.service as keyof typeof SERVICE_LABELS] ?? s.service, bookings: n(s.bookings), received: centsToWire(n(s.received)), refunded: centsToWire(n(s.refunded)),
    })),
  };
}

// --- CSV exports -----------------------------------------------------------------------------


/** Orders, payments or refunds of a period as a spreadsheet in Portuguese (see csv.ts); the export is audited. */
export async function exportCsv(db: Db, staff: StaffActor, kind: ExportKind, period: Period): Promise<{ filename: string; csv: string }> {
  const startsAt = maputoDayRange(period.from).startsAt;
  const endsAt = maputoDayRange(period.to).endsAt;
  let csv: string;
  let count: number;
  if (kind === 'orders') {
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      select reference, created_at, first_name || ' ' || last_name as customer, email, status, fulfilment, payment_type, payment_status, coupon_code,
             subtotal_cents, discount_cents, shipping_cents, total_cents, paid_cents, refunded_cents
      from orders where created_at >= ${startsAt} and created_at < ${endsAt} order by created_at, id`);
    count = rows.length;
    csv = toCsv(
      ['Referência', 'Data', 'Cliente', 'E-mail', 'Estado', 'Pagamento', 'Estado do pagamento', 'Cupão', 'Subtotal (MT)', 'Desconto (MT)', 'Entrega (MT)', 'Total (MT)', 'Pago (MT)', 'Reembolsado (MT)'],
      rows.map((r) => [
        String(r.reference), csvDateTime(new Date(r.created_at as string)), String(r.customer), String(r.email),
        orderStatusLabel(Number(r.status), String(r.fulfilment)), PAYMENT_TYPE_LABEL[r.payment_type as PaymentType] ?? String(r.payment_type),
        PAYMENT_STATUS_LABEL[r.payment_status as PaymentStatus] ?? String(r.payment_status), (r.coupon_code as string | null) ?? '',
        csvMoney(n(r.subtotal_cents as Num)), csvMoney(n(r.discount_cents as Num)), csvMoney(n(r.shipping_cents as Num)), csvMoney(n(r.total_cents as Num)),
        csvMoney(n(r.paid_cents as Num)), csvMoney(n(r.refunded_cents as Num)),
      ]),
    );
  } else {
    const table = kind === 'payments' ? sql`payments` : sql`refunds`;
    const dayColumn = kind === 'payments' ? sql`m.paid_on` : sql`m.refunded_on`;
    const text = kind === 'payments' ? sql`m.note` : sql`m.reason`;
    const forReturn = kind === 'refunds' ? sql`m.return_id is not null` : sql`false`;
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      select to_char(${dayColumn}, 'YYYY-MM-DD') as day, m.created_at, coalesce(o.reference, b.reference) as target, case when m.order_id is null then 'Marcação' when ${forReturn} then 'Devolução' else 'Encomenda' end as kind,
             coalesce(o.first_name || ' ' || o.last_name, b.full_name) as customer, m.method, m.amount_cents, m.reference, ${text} as text, s.name as staff
      from ${table} m left join orders o on o.id = m.order_id left join bookings b on b.id = m.booking_id left join staff_users s on s.id = m.staff_id
      where ${dayColumn} between ${period.from}::date and ${period.to}::date order by ${dayColumn}, m.id`);
    count = rows.length;
    csv = toCsv(
      ['Data', 'Registado em', 'Tipo', 'Referência', 'Cliente', 'Meio', 'Valor (MT)', 'Referência do pagamento', kind === 'payments' ? 'Nota' : 'Motivo', 'Registado por'],
      rows.map((r) => [
        formatShortDate(String(r.day)), csvDateTime(new Date(r.created_at as string)), String(r.kind), String(r.target), String(r.customer ?? ''),
        PAYMENT_METHOD_LABEL[r.method as PaymentMethod] ?? String(r.method), csvMoney(n(r.amount_cents as Num)), (r.reference as string | null) ?? '',
        (r.text as string | null) ?? '', (r.staff as string | null) ?? '',
      ]),
    );
  }
  await recordAudit(db, staff, { action: 'report.export', entity: kind, entityId: 'csv', after: { rows: count, from: period.from, to: period.to } });
  const name = { orders: 'encomendas', payments: 'pagamentos', refunds: 'reembolsos' }[kind];
  return { filename: `${name}-${period.from}-a-${period.to}.csv`, csv };
}
