import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@shop/contract/admin';
import type { AdminContactMessage, AdminContactMessageDetail, AdminMessageList, AdminSubscriber } from '@shop/contract/admin-ops';
import type { MessageFilter } from '@shop/contract/contact-subjects';
import type { Paginator } from '@shop/contract/envelope';
import type { Db } from '../../../db/client.ts';
import { contactMessageReplies, contactMessages, customers, mailOutbox, newsletterSubscribers, staffUsers } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import { enqueueMail } from '../../../lib/mail/outbox.ts';
import { contactReplyMail } from '../../contact/service.ts';
import { parseStaffSearch, phoneMatches, plainMatches, textMatches } from '../staff-search.ts';
import { pageOffset, paginate } from '../../../lib/pagination.ts';
import { toCsv } from './csv.ts';
import type { StaffActor } from './staff-actor.ts';

type MessageRow = typeof contactMessages.$inferSelect;
type MessageView = { m: MessageRow; assignee: { id: number; name: string } | null; replies: number };
const toMessage = ({ m, assignee, replies }: MessageView): AdminContactMessage => ({
  id: m.id, full_name: m.fullName, email: m.email, phone: m.phone, subject: m.subject, message: m.message,
  read_at: m.readAt?.toISOString() ?? null, answered_at: m.answeredAt?.toISOString() ?? null, assigned_to: assignee, replies,
  created_at: m.createdAt.toISOString(),
});

const FILTER: Record<MessageFilter, SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  unanswered: isNull(contactMessages.answeredAt),
  answered: isNotNull(contactMessages.answeredAt),
};

/** The list's filter and search: the sender's name without accents, the e-mail, the phone in any format, or words of the message (decision 142). */
function messageWhere(q: { filter?: MessageFilter; search?: string }) {
  const where: SQL[] = [];
  const view = FILTER[q.filter ?? 'all'];
  if (view) where.push(view);
  const search = parseStaffSearch(q.search);
  if (search) where.push(or(textMatches(contactMessages.fullName, search), plainMatches(contactMessages.email, search), phoneMatches(contactMessages.phone, search), textMatches(contactMessages.message, search))!);
  return where.length ? and(...where) : undefined;
}

const repliesCount = sql<number>`(select count(*) from ${contactMessageReplies} r where r.message_id = ${contactMessages.id})::int`;

async function messageViews(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<MessageView[]> {
  const query = db
    .select({ m: contactMessages, assigneeId: staffUsers.id, assigneeName: staffUsers.name, replies: repliesCount })
    .from(contactMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assignedStaffId))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ m: r.m, assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: r.assigneeName ?? '' }, replies: Number(r.replies) }));
}

export async function listMessages(db: Db, q: { page: number; per_page: number; filter?: MessageFilter; search?: string }, path: string): Promise<AdminMessageList> {
  const where = messageWhere(q);
  const [[total], [counts], rows] = await Promise.all([
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({
      unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      unanswered: sql<number>`count(*) filter (where ${contactMessages.answeredAt} is null)::int`,
    }).from(contactMessages),
    messageViews(db, where, { limit: q.per_page, offset: pageOffset(q.page, q.per_page) }),
  ]);
  return {
    ...paginate(rows.map(toMessage), Number(total?.n ?? 0), q.page, q.per_page, path),
    unread_total: Number(counts?.unread ?? 0),
    unanswered_total: Number(counts?.unanswered ?? 0),
  };
}

/** One message with its thread: each reply with who wrote it, when, and whether its e-mail has left. */
export async function messageDetail(db: Db, id: number): Promise<AdminContactMessageDetail> {
  const [view] = await messageViews(db, eq(contactMessages.id, id));
  if (!view) throw notFound(MESSAGE_NOT_FOUND);
  const [replies, team] = await Promise.all([
    db
      .select({ r: contactMessageReplies, mailStatus: mailOutbox.status })
      .from(contactMessageReplies)
      .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessageReplies.outboxId))
      .where(eq(contactMessageReplies.messageId, id))
      .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id)),
    db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.active, true)).orderBy(staffUsers.name),
  ]);
  return {
    ...toMessage(view),
    thread: replies.map(({ r, mailStatus }) => ({
      id: r.id, staff_name: r.staffName, body: r.body, created_at: r.createdAt.toISOString(),
      // A row the outbox no longer holds was delivered long ago.
      delivery: mailStatus === 'failed' ? 'failed' : mailStatus === 'sent' || mailStatus === null ? 'sent' : 'pending',
    })),
    team,
  };
}

const MESSAGE_NOT_FOUND = 'Mensagem não encontrada.';
const lockMessage = async (tx: Db, id: number) => {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
};

/** Read or unread: only the mark changes; the message stays in "Todas" and "Por responder" (decision 144). */
export async function markMessage(db: Db, staff: StaffActor, id: number, read: boolean) {
  await db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    await tx.update(contactMessages).set({ readAt: read ? (before.readAt ?? new Date()) : null }).where(eq(contactMessages.id, id));
    await recordAudit(tx, staff, { action: read ? 'message.read' : 'message.unread', entity: 'contact_message', entityId: id, before: { read: before.readAt !== null }, after: { read } });
  });
  return messageDetail(db, id);
}

/** Staff who answered another way (a call, WhatsApp) mark it answered; or put it back among those waiting. */
export async function markAnswered(db: Db, staff: StaffActor, id: number, answered: boolean) {
  await db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    await tx
      .update(contactMessages)
      .set(answered ? { answeredAt: before.answeredAt ?? new Date(), readAt: before.readAt ?? new Date() } : { answeredAt: null })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, staff, { action: answered ? 'message.answered' : 'message.unanswered', entity: 'contact_message', entityId: id, before: { answered: before.answeredAt !== null }, after: { answered } });
  });
  return messageDetail(db, id);
}

export const MESSAGE_ASSIGN_OWNER_ONLY = 'Só o(a) proprietário(a) atribui mensagens a outras pessoas ou tira uma mensagem a quem a tem.';

/**
 * Who looks after a message. Any staff member takes an unassigned message or lets go of their own;
 * giving it to someone else, or taking it from a colleague, is the owner's. The row is locked while it is
 * checked and written, so of two staff taking the same message at once the second is refused.
 */
export async function assignMessage(db: Db, staff: StaffActor & { role: StaffRole }, id: number, staffId: number | null) {
  await db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    let assignee: { id: number; name: string } | null = null;
    if (staffId !== null) {
      const [member] = await tx.select({ id: staffUsers.id, name: staffUsers.name, active: staffUsers.active }).from(staffUsers).where(eq(staffUsers.id, staffId));
      if (!member?.active) throw new AppError('UNPROCESSABLE', 'Escolha um membro ativo da equipa.');
      assignee = { id: member.id, name: member.name };
    }
    if (staff.role !== 'owner') {
      const mine = (who: number | null) => who === null || who === staff.staffId;
      if (!mine(staffId) || !mine(before.assignedStaffId)) throw forbidden(MESSAGE_ASSIGN_OWNER_ONLY);
    }
    if (before.assignedStaffId === staffId) return;
    const [previous] = before.assignedStaffId === null ? [] : await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, before.assignedStaffId));
    await tx.update(contactMessages).set({ assignedStaffId: staffId }).where(eq(contactMessages.id, id));
    await recordAudit(tx, staff, {
      action: 'message.assign', entity: 'contact_message', entityId: id,
      before: { assigned_to_name: previous?.name ?? null }, after: { assigned_to_name: assignee?.name ?? null },
    });
  });
  return messageDetail(db, id);
}

/**
 * A reply written in the back office: kept under the message and sent to the sender's address through the
 * outbox, in the shop's mail layout, in one transaction; the message becomes read and answered. Only the
 * address the sender gave is ever written to, and only by signed-in staff (no open relay, decision 044).
 */
export async function replyToMessage(db: Db, staff: StaffActor & { name: string }, id: number, body: string, publicUrl: string) {
  await db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    const mail = contactReplyMail({ fullName: message.fullName, subject: message.subject, message: message.message, receivedAt: message.createdAt, body, staffName: staff.name, publicUrl });
    const outboxId = await enqueueMail(tx, { to: message.email, ...mail });
    const [reply] = await tx.insert(contactMessageReplies).values({ messageId: id, staffId: staff.staffId, staffName: staff.name, body, outboxId }).returning({ id: contactMessageReplies.id });
    const now = new Date();
    await tx.update(contactMessages).set({ readAt: message.readAt ?? now, answeredAt: message.answeredAt ?? now }).where(eq(contactMessages.id, id));
    await recordAudit(tx, staff, { action: 'message.reply', entity: 'contact_message', entityId: id, before: { answered: message.answeredAt !== null }, after: { answered: true, reply_id: reply!.id, body } });
  });
  return messageDetail(db, id);
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
const toSubscriber = (s: SubscriberRow): AdminSubscriber => ({
  id: s.id, email: s.email, status: s.status, source: s.source, consented_at: s.consentedAt.toISOString(), unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
});

/** The e-mail, or the name (without accents) or mobile (any format) of the account behind the address (decision 142). */
function subscriberWhere(q: { status?: 'subscribed' | 'unsubscribed' | null; search?: string }) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(newsletterSubscribers.status, q.status));
  const search = parseStaffSearch(q.search);
  if (search) {
    where.push(
      or(
        plainMatches(newsletterSubscribers.email, search),
        sql`exists (select 1 from ${customers} c where (c.id = ${newsletterSubscribers.customerId} or lower(c.email) = ${newsletterSubscribers.email})
          and (${textMatches(sql`c.first_name || ' ' || c.last_name`, search)} or ${phoneMatches(sql`c.mobile`, search)}))`,
      )!,
    );
  }
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
