import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditListRequest } from '@shop/contract/admin';
import type { Paginator } from '@shop/contract/envelope';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';

const PER_PAGE = 30;

/** The audit trail, newest first, optionally for one entity or one staff member. */
export async function listAudit(db: Db, query: z.infer<typeof auditListRequest>, path: string): Promise<Paginator<AuditEntry>> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(adminAuditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(adminAuditLog.entityId, query.entity_id));
  if (query.staff_id) where.push(eq(adminAuditLog.staffId, query.staff_id));
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(adminAuditLog).where(condition);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(condition)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(PER_PAGE)
    .offset(pageOffset(query.page, PER_PAGE));
  const items = rows.map((r) => ({
    id: Number(r.id),
    staff_id: r.staffId,
    staff_email: r.staffEmail,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: r.before,
    after: r.after,
    created_at: r.createdAt.toISOString(),
  }));
  return paginate(items, Number(total), query.page, PER_PAGE, path);
}
