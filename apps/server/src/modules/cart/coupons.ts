import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '@shop/contract/money';
import type { TotalsCoupon } from '@shop/contract/cart-totals';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const COUPON_NOT_FOUND = 'Cupão inválido ou inexistente.';

/**
 * The coupon's hard rules (active, dates, uses left, this customer's uses); the minimum spend is
 * checked apart because a cart may fall below it and rise again. Returns the reason it fails, or null.
 */
export async function couponProblem(db: Db, coupon: CouponRow, customerId: number, now = new Date()): Promise<string | null> {
  if (!coupon.active) return 'Este cupão já não está ativo.';
  if (coupon.startsAt && coupon.startsAt > now) return 'Este cupão ainda não está em vigor.';
  if (coupon.endsAt && coupon.endsAt <= now) return 'Este cupão expirou.';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'Este cupão já atingiu o limite de utilizações.';
  const [used] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, customerId), isNull(couponRedemptions.releasedAt)));
  if (Number(used?.n ?? 0) >= coupon.perCustomerLimit) {
    return coupon.perCustomerLimit === 1 ? 'Já utilizou este cupão.' : 'Já utilizou este cupão o número máximo de vezes.';
  }
  return null;
}

export const minSpendNotice = (coupon: CouponRow) => `Este cupão exige um mínimo de ${formatMoney(coupon.minSpendCents)} em produtos.`;

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(sql`upper(${coupons.code})`, code.toUpperCase())).limit(1);
  return row ?? null;
}

export const toTotalsCoupon = (c: CouponRow): TotalsCoupon => ({ discountType: c.discountType, amount: c.amount, minSpendCents: c.minSpendCents });

/**
 * Counts one use, atomically: the conditional update cannot pass max_uses however many orders
 * race for the last use (and the table's check constraint is the last word).
 */
export async function redeemCoupon(db: Db, coupon: CouponRow, customerId: number, orderId: number): Promise<void> {
  const now = new Date();
  const updated = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.active, true),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
        sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= ${now})`,
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} > ${now})`,
      ),
    )
    .returning({ id: coupons.id });
  if (updated.length === 0) throw new AppError('COUPON_INVALID', `O cupão ${coupon.code} já não pode ser utilizado. Remova-o e tente novamente.`);
  await db.insert(couponRedemptions).values({ couponId: coupon.id, customerId, orderId });
}

/** Gives a use back (a cancelled order). Idempotent per order. */
export async function releaseCoupon(db: Db, orderId: number): Promise<void> {
  const released = await db
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const r of released) {
    await db.update(coupons).set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }).where(eq(coupons.id, r.couponId));
  }
}
