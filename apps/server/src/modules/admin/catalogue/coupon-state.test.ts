import { describe, expect, it } from 'vitest';
import { couponState, type CouponWindow } from './coupon-state.ts';

const now = new Date('2025-06-15T12:00:00Z');
const base: CouponWindow = { active: true, startsAt: null, endsAt: null, maxUses: null, usedCount: 0 };
const at = (iso: string) => new Date(iso);

describe('couponState', () => {
  it('is active with no limits', () => {
    expect(couponState(base, now)).toBe('active');
  });
  it('is inactive when switched off, whatever its dates', () => {
    expect(couponState({ ...base, active: false, endsAt: at('2025-01-01T00:00:00Z') }, now)).toBe('inactive');
  });
  it('is scheduled before it starts and active from its start', () => {
    expect(couponState({ ...base, startsAt: at('2025-06-16T00:00:00Z') }, now)).toBe('scheduled');
    expect(couponState({ ...base, startsAt: now }, now)).toBe('active');
  });
  it('is expired from its end', () => {
    expect(couponState({ ...base, endsAt: now }, now)).toBe('expired');
    expect(couponState({ ...base, endsAt: at('2025-06-15T12:00:01Z') }, now)).toBe('active');
  });
  it('is exhausted when every use is taken', () => {
    expect(couponState({ ...base, maxUses: 3, usedCount: 3 }, now)).toBe('exhausted');
    expect(couponState({ ...base, maxUses: 3, usedCount: 2 }, now)).toBe('active');
  });
});
