import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminContactMessage, AdminSubscriber } from '@shop/contract/admin-ops';
import type { Paginator } from '@shop/contract/envelope';
import type { Db } from '../../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { pageOffset, paginate } from '../../../lib/pagination.ts';
import { toCsv } from './csv.ts';
import type { StaffActor } from './staff-actor.ts';

type MessageRow = typeof contactMessages.$inferSelect;
const toMessage = (m: MessageRow): AdminContactMessage => ({
  id: m.id, full_name: m.fullName, email: m.email, phone: m.phone, subject: m.subject, message: m.message,
  read_at: m.readAt?.toISOString() ?? null, created_at: m.createdAt.toISOString(),
});

export async function listMessages(db: Db, q: { page: number; per_page: number; unread?: boolean }, path: string): Promise<Paginator<AdminContactMessage> & { unread_total: number }> {
  const where = q.unread === true ? isNull(contactMessages.readAt) : q.unread === false ? isNotNull(contactMessages.readAt) : undefined;
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  const [unread] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  const rows = await db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(q.per_page).offset(pageOffset(q.page, q.per_page));
  return { ...paginate(rows.map(toMessage), Number(total?.n ?? 0), q.page, q.per_page, path), unread_total: Number(unread?.n ?? 0) };
}

export async function markMessage(db: Db, staff: StaffActor, id: number, read: boolean) {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(contactMessages).set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null }).where(eq(contactMessages.id, id)).returning();
    if (!updated) throw notFound('Mensagem não encontrada.');
    await recordAudit(tx, staff, { action: read ? 'message.read' : 'message.unread', entity: 'contact_message', entityId: id });
    return toMessage(updated);
  });
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
const toSubscriber = (s: SubscriberRow): AdminSubscriber => ({
  id: s.id, email: s.email, status: s.status, source: s.source, consented_at: s.consentedAt.toISOString(), unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
});

function subscriberWhere(q: { status?: 'subscribed' | 'unsubscribed' | null; search?: string }) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(newsletterSubscribers.status, q.status));
  if (q.search?.trim()) where.push(ilike(newsletterSubscribers.email, `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return where.length ? and(...where) : undefined;
}

export async function listSubscribers(db: Db, q: { page: number; per_page: number; status?: 'subscribed' | 'unsubscribed' | null; search?: string }, path: string): Promise<Paginator<AdminSubscriber>> {
  const where = subscriberWhere(q);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  const rows = await db.select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)).limit(q.per_page).offset(pageOffset(q.page, q.per_page));
  return paginate(rows.map(toSubscriber), Number(total?.n ?? 0), q.page, q.per_page, path);
}

/** Every subscriber matching the filters as CSV (the export is recorded: it is personal data leaving the system). */
export async function subscribersCsv(db: Db, staff: StaffActor, q: { status?: 'subscribed' | 'unsubscribed' | null; search?: string }) {
  const rows = await db.select().from(newsletterSubscribers).where(subscriberWhere(q)).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  await recordAudit(db, staff, { action: 'subscribers.export', entity: 'newsletter_subscriber', entityId: 'csv', after: { rows: rows.length, status: q.status ?? null } });
  return toCsv(
    ['email', 'estado', 'origem', 'consentimento', 'cancelado_em'],
    rows.map((s) => [s.email, s.status === 'subscribed' ? 'subscrito' : 'cancelado', s.source, s.consentedAt.toISOString(), s.unsubscribedAt?.toISOString() ?? '']),
  );
}
