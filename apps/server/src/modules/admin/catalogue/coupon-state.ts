import type { CouponState } from '@shop/contract/admin-catalogue';

export interface CouponWindow {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usedCount: number;
}

/** What a coupon is right now, as staff see it: switched off, not yet started, over, used up, or live. */
export function couponState(c: CouponWindow, now: Date): CouponState {
  if (!c.active) return 'inactive';
  if (c.endsAt && c.endsAt <= now) return 'expired';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'exhausted';
  if (c.startsAt && c.startsAt > now) return 'scheduled';
  return 'active';
}
