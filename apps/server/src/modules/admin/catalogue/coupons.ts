import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCoupon, couponListRequest, couponSaveRequest } from '@shop/contract/admin-catalogue';
import type { Paginator } from '@shop/contract/envelope';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../../db/client.ts';
import { coupons } from '../../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { pageOffset, paginate } from '../../../lib/pagination.ts';
import { isCheckViolation, isUniqueViolation } from '../../../lib/db-errors.ts';
import { couponState } from './coupon-state.ts';
import { parseStaffSearch, plainMatches, textMatches } from '../staff-search.ts';

type CouponRow = typeof coupons.$inferSelect;
type SaveInput = z.infer<typeof couponSaveRequest>;
type ListQuery = z.infer<typeof couponListRequest>;

const PER_PAGE = 20;

export function toAdminCoupon(row: CouponRow, now = new Date()): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    label: row.label,
    discount_type: row.discountType,
    amount: row.discountType === 'percentage' ? String(row.amount) : centsToWire(row.amount),
    min_spend: centsToWire(row.minSpendCents),
    max_uses: row.maxUses,
    used_count: row.usedCount,
    per_customer_limit: row.perCustomerLimit,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    state: couponState(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** The same rules as couponState, in SQL, so lists filter by state in the database. */
function stateCondition(state: NonNullable<ListQuery['state']>): SQL {
  const now = sql`now()`;
  const notExpired = or(isNull(coupons.endsAt), gt(coupons.endsAt, now))!;
  const notExhausted = or(isNull(coupons.maxUses), sql`${coupons.usedCount} < ${coupons.maxUses}`)!;
  switch (state) {
    case 'inactive':
      return eq(coupons.active, false);
    case 'expired':
      return and(eq(coupons.active, true), lte(coupons.endsAt, now))!;
    case 'exhausted':
      return and(eq(coupons.active, true), notExpired, sql`${coupons.usedCount} >= ${coupons.maxUses}`)!;
    case 'scheduled':
      return and(eq(coupons.active, true), notExpired, notExhausted, gt(coupons.startsAt, now))!;
    case 'active':
      return and(eq(coupons.active, true), notExpired, notExhausted, or(isNull(coupons.startsAt), lte(coupons.startsAt, now)))!;
  }
}

export async function listCoupons(db: Db, query: ListQuery, path: string): Promise<Paginator<AdminCoupon>> {
  const where: SQL[] = [];
  const search = parseStaffSearch(query.search);
  if (search) where.push(or(plainMatches(coupons.code, search), textMatches(coupons.name, search), textMatches(coupons.label, search))!);
  if (query.state) where.push(stateCondition(query.state));
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(coupons).where(condition);
  const rows = await db.select().from(coupons).where(condition).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(PER_PAGE).offset(pageOffset(query.page, PER_PAGE));
  const now = new Date();
  return paginate(rows.map((r) => toAdminCoupon(r, now)), Number(total), query.page, PER_PAGE, path);
}

export async function getCoupon(db: Db, id: number): Promise<AdminCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound('Cupão não encontrado.');
  return toAdminCoupon(row);
}

export async function saveCoupon(db: Db, actor: AuditActor, input: SaveInput): Promise<AdminCoupon> {
  const values = {
    code: input.code,
    name: input.name,
    label: input.label,
    discountType: input.discount_type,
    amount: input.amount,
    minSpendCents: input.min_spend,
    maxUses: input.max_uses,
    perCustomerLimit: input.per_customer_limit,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    active: input.active,
  };
  try {
    return await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [row] = await tx.insert(coupons).values(values).returning();
        await recordAudit(tx, actor, { action: 'coupon.create', entity: 'coupon', entityId: row!.id, after: row });
        return toAdminCoupon(row!);
      }
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, input.id)).for('update');
      if (!before) throw notFound('Cupão não encontrado.');
      const [after] = await tx.update(coupons).set(values).where(eq(coupons.id, input.id)).returning();
      await recordAudit(tx, actor, { action: 'coupon.update', entity: 'coupon', entityId: input.id, before, after });
      return toAdminCoupon(after!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_code_uq')) throw new AppError('CONFLICT', `Já existe um cupão com o código ${input.code}.`);
    if (isCheckViolation(err, 'coupons_uses_within_limit')) throw new AppError('CONFLICT', 'O limite de utilizações não pode ser inferior às utilizações já feitas.');
    throw err;
  }
}
