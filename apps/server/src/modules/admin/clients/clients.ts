import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminClientDetail, AdminClientNote, AdminClientPayment, AdminClientRow } from '@shop/contract/admin-clients';
import type { Paginator } from '@shop/contract/envelope';
import { centsToWire } from '@shop/contract/money';
import { queryRows, type Db } from '../../../db/client.ts';
import { bookings, cities, clientNotes, customerAddresses, customers, orders, payments, refunds, states } from '../../../db/schema.ts';
import type { StaffContext } from '../../../lib/staff-auth.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { paginate, pageOffset } from '../../../lib/pagination.ts';
import { serviceLabel } from '../../bookings/service.ts';
import { parseStaffSearch, phoneMatches, plainMatches, textMatches } from '../staff-search.ts';

/**
 * Who a client is (decision 142). An account is a client. A booking made without an account belongs
 * to the account whose mobile is its phone or whose e-mail is its e-mail; the others are grouped by
 * their phone (stored as digits, so "84 111 0000" and "+258 84 111 0000" are one person).
 */
const accountOfBooking = (b: SQL) =>
  sql`select c.id from customers c where c.deleted_at is null and (c.mobile = ${b}.phone or (${b}.email <> '' and c.email = lower(${b}.email)))`;
const unlinked = (b: SQL) => sql`${b}.customer_id is null and not exists (${accountOfBooking(b)})`;

/** The bookings of the client `k` (a row with customer_id, phone and email), aliased `b`. */
const bookingOfClient = (k: SQL) => sql`(
  (${k}.customer_id is not null and (b.customer_id = ${k}.customer_id
    or (b.customer_id is null and (b.phone = ${k}.phone or (b.email <> '' and lower(b.email) = ${k}.email)))))
  or (${k}.customer_id is null and b.phone = ${k}.phone and ${unlinked(sql`b`)}))`;

/** Every client: accounts, and the phones of bookings that no account claims. */
const clientsCte = sql`contacts as (
    select distinct on (b.phone) b.phone, b.full_name as name, nullif(lower(b.email), '') as email, b.created_at
    from bookings b where ${unlinked(sql`b`)}
    order by b.phone, b.created_at desc
  ),
  clients as (
    select c.id::text as key, c.id as customer_id, trim(c.first_name || ' ' || c.last_name) as name, c.email, c.mobile as phone, c.created_at,
      greatest(c.created_at, (select max(o.created_at) from orders o where o.customer_id = c.id)) as last_activity
    from customers c where c.deleted_at is null
    union all
    select 'tel-' || k.phone, null, k.name, k.email, k.phone, null,
      (select max(b.created_at) from bookings b where b.phone = k.phone and b.customer_id is null)
    from contacts k
  )`;

interface ClientStatsRow {
  key: string;
  customer_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: string | Date | null;
  last_activity: string | Date;
  orders: number | string;
  bookings: number | string;
  spent_cents: number | string;
  total?: number | string;
}

/** Counts and the money received less refunds (the ledger's rows), for the clients in `k`. */
const withStats = (k: SQL) => sql`
  select k.*,
    (select count(*) from orders o where o.customer_id = k.customer_id) as orders,
    (select count(*) from bookings b where ${bookingOfClient(sql`k`)}) as bookings,
    (select coalesce(sum(p.amount_cents), 0) from payments p
       where p.order_id in (select o.id from orders o where o.customer_id = k.customer_id)
          or p.booking_id in (select b.id from bookings b where ${bookingOfClient(sql`k`)}))
    - (select coalesce(sum(r.amount_cents), 0) from refunds r
       where r.order_id in (select o.id from orders o where o.customer_id = k.customer_id)
          or r.booking_id in (select b.id from bookings b where ${bookingOfClient(sql`k`)})) as spent_cents
  from ${k} k`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toRow(r: ClientStatsRow): AdminClientRow {
  return {
    key: r.key,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    orders: Number(r.orders),
    bookings: Number(r.bookings),
    total_spent: centsToWire(Number(r.spent_cents)),
    last_activity: iso(r.last_activity) ?? iso(r.created_at)!,
  };
}

/** Clients matching the search (name without accents, phone in any format, e-mail), most recently active first. */
export async function listClients(db: Db, q: { page: number; per_page: number; search?: string }, path: string): Promise<Paginator<AdminClientRow>> {
  const search = parseStaffSearch(q.search);
  const where = search
    ? sql`where ${textMatches(sql`name`, search)} or ${plainMatches(sql`email`, search)} or ${phoneMatches(sql`phone`, search)}
        or (${search.phone !== null} and customer_id is not null and exists (select 1 from orders o where o.customer_id = clients.customer_id and ${phoneMatches(sql`o.phone`, search)}))`
    : sql``;
  const rows = await queryRows<ClientStatsRow>(db, sql`
    with ${clientsCte},
    found as (select *, count(*) over () as total from clients ${where}
      order by last_activity desc nulls last, key limit ${q.per_page} offset ${pageOffset(q.page, q.per_page)})
    ${withStats(sql`found`)} order by k.last_activity desc nulls last, k.key`);
  const total = rows.length ? Number(rows[0]!.total) : q.page > 1 ? await countClients(db, where) : 0;
  return paginate(rows.map(toRow), total, q.page, q.per_page, path);
}

async function countClients(db: Db, where: SQL) {
  const [row] = await queryRows<{ n: number | string }>(db, sql`with ${clientsCte} select count(*) as n from clients ${where}`);
  return Number(row?.n ?? 0);
}

/** The client a key names, resolved to the account when the phone has one (a link may predate the account). */
async function resolveClient(db: Db, key: string): Promise<ClientStatsRow> {
  let resolved = key;
  if (key.startsWith('tel-')) {
    const phone = key.slice(4);
    const [owner] = await queryRows<{ id: number }>(db, sql`
      select c.id from customers c where c.deleted_at is null and c.mobile = ${phone}
      union all
      select a.id from bookings b cross join lateral (${accountOfBooking(sql`b`)} limit 1) a where b.phone = ${phone}
      limit 1`);
    if (owner) resolved = String(owner.id);
  }
  const [row] = await queryRows<ClientStatsRow>(db, sql`with ${clientsCte}, one as (select * from clients where key = ${resolved}) ${withStats(sql`one`)}`);
  if (!row) throw notFound('Cliente não encontrado.');
  return row;
}

export async function clientDetail(db: Db, key: string): Promise<AdminClientDetail> {
  const client = await resolveClient(db, key);
  const customerId = client.customer_id === null ? null : Number(client.customer_id);
  const [account] = customerId ? await db.select({ marketing: customers.marketingOptIn }).from(customers).where(eq(customers.id, customerId)) : [];
  const orderRows = customerId ? await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id)) : [];
  const bookingRows = await queryRows<{ id: number }>(db, sql`
    with k as (select ${customerId}::int as customer_id, ${client.phone}::text as phone, ${client.email}::text as email)
    select b.id from bookings b, k where ${bookingOfClient(sql`k`)}`);
  const bookingIds = bookingRows.map((b) => b.id);
  const bookingList = bookingIds.length ? await db.select().from(bookings).where(inArray(bookings.id, bookingIds)).orderBy(desc(bookings.startsAt)) : [];
  const orderIds = orderRows.map((o) => o.id);
  const targetOf = (t: { orderId: number | null; bookingId: number | null }) =>
    t.orderId !== null ? { target: 'order' as const, target_id: t.orderId } : { target: 'booking' as const, target_id: t.bookingId! };
  const belongs = (t: { orderId: SQL | unknown; bookingId: unknown }) =>
    or(
      orderIds.length ? inArray(t.orderId as typeof payments.orderId, orderIds) : sql`false`,
      bookingIds.length ? inArray(t.bookingId as typeof payments.bookingId, bookingIds) : sql`false`,
    );
  const paid = await db.select().from(payments).where(belongs(payments));
  const refunded = await db.select().from(refunds).where(belongs(refunds));
  const referenceOf = new Map<string, string>([
    ...orderRows.map((o) => [`order:${o.id}`, o.reference] as const),
    ...bookingList.map((b) => [`booking:${b.id}`, b.reference] as const),
  ]);
  const moneyRows: (AdminClientPayment & { at: number })[] = [
    ...paid.map((p) => ({ kind: 'payment' as const, ...targetOf(p), method: p.method, amount: centsToWire(p.amountCents), on: p.paidOn, at: p.createdAt.getTime() })),
    ...refunded.map((r) => ({ kind: 'refund' as const, ...targetOf(r), method: r.method, amount: centsToWire(r.amountCents), on: r.refundedOn, at: r.createdAt.getTime() })),
  ].map((m) => ({ ...m, reference: referenceOf.get(`${m.target}:${m.target_id}`) ?? '' }));
  moneyRows.sort((a, b) => (a.on === b.on ? b.at - a.at : a.on < b.on ? 1 : -1));

  const addressRows = customerId
    ? await db
        .select({ a: customerAddresses, city: cities.name, state: states.name })
        .from(customerAddresses)
        .innerJoin(cities, eq(cities.id, customerAddresses.cityId))
        .innerJoin(states, eq(states.id, customerAddresses.stateId))
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id))
    : [];

  return {
    ...toRow(client),
    created_at: iso(client.created_at),
    marketing_opt_in: account ? account.marketing : null,
    orders_list: orderRows.map((o) => ({ id: o.id, reference: o.reference, status: o.status, fulfilment: o.fulfilment, payment_status: o.paymentStatus, total: centsToWire(o.totalCents), created_at: o.createdAt.toISOString() })),
    bookings_list: bookingList.map((b) => ({ id: b.id, reference: b.reference, service_label: serviceLabel(b), starts_at: b.startsAt.toISOString(), status: b.status, price: centsToWire(b.priceCents) })),
    payments: moneyRows.map(({ at: _at, ...m }) => m),
    addresses: addressRows.map(({ a, city, state }) => ({
      id: a.id, title: a.title, text: [a.street, a.bairro, city, state].filter(Boolean).join(', '), landmark: a.landmark, is_default: a.isDefault,
    })),
    notes: await notesOf(db, customerId, client.phone),
  };
}

async function notesOf(db: Db, customerId: number | null, phone: string | null): Promise<AdminClientNote[]> {
  const conditions = [customerId !== null ? eq(clientNotes.customerId, customerId) : null, phone ? eq(clientNotes.phone, phone) : null].filter((c): c is SQL => c !== null);
  if (!conditions.length) return [];
  const rows = await db.select().from(clientNotes).where(or(...conditions)).orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));
  return rows.map((n) => ({ id: n.id, body: n.body, staff_id: n.staffId, staff_name: n.staffName, created_at: n.createdAt.toISOString() }));
}

/** A staff note on the client (never shown to the client); on an account when there is one, else on the phone. */
export async function addClientNote(db: Db, staff: StaffContext, key: string, body: string) {
  const client = await resolveClient(db, key);
  const customerId = client.customer_id === null ? null : Number(client.customer_id);
  await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(clientNotes)
      .values({ customerId, phone: customerId === null ? client.phone : null, body, staffId: staff.staffId, staffName: staff.name })
      .returning();
    await recordAudit(tx, { staffId: staff.staffId, email: staff.email }, { action: 'client.note', entity: 'client', entityId: client.key, after: { client: client.name, note_id: note!.id, body } });
  });
  return clientDetail(db, client.key);
}

/** Its author or an owner removes a note. */
export async function deleteClientNote(db: Db, staff: StaffContext, key: string, noteId: number) {
  const client = await resolveClient(db, key);
  const customerId = client.customer_id === null ? null : Number(client.customer_id);
  const [note] = await db.select().from(clientNotes).where(eq(clientNotes.id, noteId));
  const ofClient = note && ((customerId !== null && note.customerId === customerId) || (client.phone !== null && note.phone === client.phone));
  if (!note || !ofClient) throw notFound('Nota não encontrada.');
  if (note.staffId !== staff.staffId && staff.role !== 'owner') throw forbidden('Só quem escreveu a nota ou o(a) proprietário(a) a pode apagar.');
  await db.transaction(async (tx) => {
    await tx.delete(clientNotes).where(and(eq(clientNotes.id, noteId)));
    await recordAudit(tx, { staffId: staff.staffId, email: staff.email }, { action: 'client.note_delete', entity: 'client', entityId: client.key, before: { client: client.name, note_id: note.id, body: note.body, author: note.staffName } });
  });
  return clientDetail(db, client.key);
}
