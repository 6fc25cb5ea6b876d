import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditListRequest } from '@shop/contract/admin';
import { auditActionsOfKind, auditKindOf, auditSentence } from '@shop/contract/audit-log';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { isFulfilment } from '@shop/contract/order-status';
import { EXPORT_KINDS } from '@shop/contract/payments';
import type { Paginator } from '@shop/contract/envelope';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, blogPosts, bookings, categories, clinicServices, contactMessages, coupons, customers, orders, products, staffUsers } from '../../db/schema.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';
import { maputoDayRange, maputoToday } from '../../lib/maputo-time.ts';


const PER_PAGE = 30;

type Row = typeof adminAuditLog.$inferSelect;
interface Subject {
  label: string;
  link: string | null;
  fulfilment?: string;
}

const numericIds = (rows: Row[], entity: string) => [...new Set(rows.filter((r) => r.entity === entity && /^\d+$/.test(r.entityId)).map((r) => Number(r.entityId)))];
const fieldOf = (v: unknown, key: string): unknown => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const EXPORT_LABEL: Record<(typeof EXPORT_KINDS)[number], string> = { orders: 'as encomendas', payments: 'os pagamentos', refunds: 'os reembolsos' };

/**
 * The business reference and back-office link of each entry's subject, looked up for one page at once:
 * an order or booking by its reference, a product by its name, a message by its sender…
 */
async function subjectsOf(db: Db, rows: Row[]): Promise<Map<string, Subject>> {
  const out = new Map<string, Subject>();
  const put = (entity: string, id: string | number, label: string, link: string | null, fulfilment?: string) => out.set(`${entity}:${id}`, { label, link, fulfilment });
  const ids = (entity: string) => numericIds(rows, entity);
  const lookups: Promise<void>[] = [];
  const lookup = <T>(entity: string, query: (ids: number[]) => Promise<T[]>, each: (row: T) => void) => {
    const list = ids(entity);
    if (list.length) lookups.push(query(list).then((found) => found.forEach(each)));
  };
  lookup('order', (l) => db.select({ id: orders.id, reference: orders.reference, fulfilment: orders.fulfilment }).from(orders).where(inArray(orders.id, l)), (o) => put('order', o.id, o.reference, backOfficePaths.order(o.id), o.fulfilment));
  lookup(
    'booking',
    (l) => db.select({ id: bookings.id, reference: bookings.reference, name: bookings.fullName, startsAt: bookings.startsAt }).from(bookings).where(inArray(bookings.id, l)),
    (b) => put('booking', b.id, `${b.reference} (${b.name})`, backOfficePaths.appointments(maputoToday(b.startsAt))),
  );
  lookup('product', (l) => db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, l)), (p) => put('product', p.id, `«${p.name}»`, backOfficePaths.product(p.id)));
  lookup('category', (l) => db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, l)), (c) => put('category', c.id, `«${c.name}»`, backOfficePaths.categories()));
  lookup('coupon', (l) => db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, l)), (c) => put('coupon', c.id, c.code, backOfficePaths.coupons()));
  lookup('blog_post', (l) => db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(inArray(blogPosts.id, l)), (p) => put('blog_post', p.id, `«${p.title}»`, backOfficePaths.content()));
  lookup('clinic_service', (l) => db.select({ id: clinicServices.id, name: clinicServices.name }).from(clinicServices).where(inArray(clinicServices.id, l)), (s) => put('clinic_service', s.id, `«${s.name}»`, backOfficePaths.content()));
  lookup('contact_message', (l) => db.select({ id: contactMessages.id, name: contactMessages.fullName }).from(contactMessages).where(inArray(contactMessages.id, l)), (m) => put('contact_message', m.id, m.name, backOfficePaths.message(m.id)));
  lookup('staff', (l) => db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, l)), (s) => put('staff', s.id, s.name, backOfficePaths.team()));
  lookup('client', (l) => db.select({ id: customers.id, first: customers.firstName, last: customers.lastName }).from(customers).where(inArray(customers.id, l)), (c) => put('client', c.id, `${c.first} ${c.last}`.trim(), backOfficePaths.client(String(c.id))));
  await Promise.all(lookups);

  // What is not a row (or is gone): named from the entry itself.
  for (const r of rows) {
    const key = `${r.entity}:${r.entityId}`;
    if (out.has(key)) continue;
    const kept = text(fieldOf(r.after, 'name')) ?? text(fieldOf(r.before, 'name')) ?? text(fieldOf(r.after, 'title')) ?? text(fieldOf(r.before, 'title'));
    if (r.entity === 'client') put(r.entity, r.entityId, text(fieldOf(r.after, 'client')) ?? text(fieldOf(r.before, 'client')) ?? `o cliente ${r.entityId.replace(/^tel-/, '+')}`, backOfficePaths.client(r.entityId));
    else if (r.action === 'report.export') put(r.entity, r.entityId, EXPORT_LABEL[r.entity as keyof typeof EXPORT_LABEL] ?? r.entity, backOfficePaths.reports());
    else if (r.entity === 'blocked_period') put(r.entity, r.entityId, '', typeof fieldOf(r.after ?? r.before, 'starts_at') === 'string' ? backOfficePaths.appointments(maputoToday(new Date(fieldOf(r.after ?? r.before, 'starts_at') as string))) : backOfficePaths.appointments());
    else if (r.entity === 'newsletter_subscriber') put(r.entity, r.entityId, '', backOfficePaths.subscribers());
    else put(r.entity, r.entityId, kept ? `«${kept}»` : `n.º ${r.entityId}`, null);
  }
  return out;
}

/** The activity log, newest first, filtered by person, kind, Maputo days, or one entity. */
export async function listAudit(db: Db, query: z.infer<typeof auditListRequest>, path: string): Promise<Paginator<AuditEntry>> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(adminAuditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(adminAuditLog.entityId, query.entity_id));
  if (query.staff_id) where.push(eq(adminAuditLog.staffId, query.staff_id));
  if (query.kind) where.push(inArray(adminAuditLog.action, auditActionsOfKind(query.kind)));
  if (query.from) where.push(gte(adminAuditLog.createdAt, maputoDayRange(query.from).startsAt));
  if (query.to) where.push(lt(adminAuditLog.createdAt, maputoDayRange(query.to).endsAt));
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(adminAuditLog).where(condition);
  const rows = await db
    .select({ log: adminAuditLog, staffName: staffUsers.name })
    .from(adminAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, adminAuditLog.staffId))
    .where(condition)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(PER_PAGE)
    .offset(pageOffset(query.page, PER_PAGE));
  const subjects = await subjectsOf(db, rows.map((r) => r.log));
  const items = rows.map(({ log: r, staffName }) => {
    const subject = subjects.get(`${r.entity}:${r.entityId}`) ?? null;
    const who = staffName ?? r.staffEmail;
    return {
      id: Number(r.id),
      staff_id: r.staffId,
      staff_email: r.staffEmail,
      staff_name: who,
      action: r.action,
      kind: auditKindOf(r.action),
      sentence: auditSentence({ action: r.action, entity: r.entity, who, subject: subject?.label || null, fulfilment: subject?.fulfilment, before: r.before, after: r.after }),
      link: subject?.link ?? null,
      entity: r.entity,
      entity_id: r.entityId,
      fulfilment: isFulfilment(subject?.fulfilment) ? subject.fulfilment : null,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    };
  });
  return paginate(items, Number(total), query.page, PER_PAGE, path);
}
