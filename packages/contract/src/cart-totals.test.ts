import { describe, expect, it } from 'vitest';
import { computeCartTotals, freeDeliveryRemainingCents, couponDiscountCents, includedVat } from './cart-totals.ts';

const line = (unit: number, qty: number, original = unit) => ({ unitPriceCents: unit, originalUnitPriceCents: original, qty });

describe('computeCartTotals', () => {
  it('multiplies each unit price by its quantity exactly once', () => {
    const totals = computeCartTotals({ lines: [line(85_000, 2), line(139_000, 3, 165_000)] });
    expect(totals.lineTotalsCents).toEqual([170_000, 417_000]);
    expect(totals.subtotalCents).toBe(587_000);
    expect(totals.originalSubtotalCents).toBe(170_000 + 495_000);
    expect(totals.totalQty).toBe(5);
    expect(totals.lineCount).toBe(2);
    expect(totals.totalCents).toBe(587_000);
  });

  it('an empty cart totals zero', () => {
    const totals = computeCartTotals({ lines: [] });
    expect(totals).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0, totalQty: 0, lineCount: 0 });
  });

  it('applies a percentage coupon to the goods only, rounding half up to the cent', () => {
    const totals = computeCartTotals({
      lines: [line(33_335, 1)],
      coupon: { discountType: 'percentage', amount: 10, minSpendCents: 0 },
      shippingCents: 15_000,
    });
    expect(totals.discountCents).toBe(3_334);
    expect(totals.totalCents).toBe(33_335 - 3_334 + 15_000);
    expect(totals.couponApplies).toBe(true);
  });

  it('a fixed coupon never discounts more than the subtotal', () => {
    expect(couponDiscountCents({ discountType: 'fixed', amount: 50_000, minSpendCents: 0 }, 30_000)).toBe(30_000);
    const totals = computeCartTotals({ lines: [line(30_000, 1)], coupon: { discountType: 'fixed', amount: 50_000, minSpendCents: 0 }, shippingCents: 45_000 });
    expect(totals.totalCents).toBe(45_000);
  });

  it('a coupon below its minimum spend gives no discount and says so', () => {
    const totals = computeCartTotals({ lines: [line(99_999, 1)], coupon: { discountType: 'percentage', amount: 10, minSpendCents: 100_000 } });
    expect(totals.discountCents).toBe(0);
    expect(totals.couponApplies).toBe(false);
    const atMinimum = computeCartTotals({ lines: [line(50_000, 2)], coupon: { discountType: 'percentage', amount: 10, minSpendCents: 100_000 } });
    expect(atMinimum.discountCents).toBe(10_000);
  });

  it('a 100% coupon makes the goods free but not the delivery', () => {
    const totals = computeCartTotals({ lines: [line(12_345, 3)], coupon: { discountType: 'percentage', amount: 100, minSpendCents: 0 }, shippingCents: 15_000 });
    expect(totals.discountCents).toBe(37_035);
    expect(totals.totalCents).toBe(15_000);
  });

  it('refuses fractional cents, negative prices and non-positive quantities', () => {
    expect(() => computeCartTotals({ lines: [line(10.5, 1)] })).toThrow();
    expect(() => computeCartTotals({ lines: [line(-1, 1)] })).toThrow();
    expect(() => computeCartTotals({ lines: [line(100, 0)] })).toThrow();
    expect(() => computeCartTotals({ lines: [line(100, 1.5)] })).toThrow();
    expect(() => computeCartTotals({ lines: [], shippingCents: -5 })).toThrow();
  });

  it('stays exact where floating point would not (0.1 + 0.2)', () => {
    const totals = computeCartTotals({ lines: [line(10, 1), line(20, 1)] });
    expect(totals.totalCents).toBe(30);
  });
});

describe('free delivery threshold', () => {
  const lines = [{ unitPriceCents: 250_000, originalUnitPriceCents: 250_000, qty: 2 }];
  it('drops the delivery cost once the goods after the coupon reach it, never before', () => {
    expect(computeCartTotals({ lines, shippingCents: 45_000, freeShippingFromCents: 500_000 }).shippingCents).toBe(0);
    expect(computeCartTotals({ lines, shippingCents: 45_000, freeShippingFromCents: 500_001 }).totalCents).toBe(545_000);
    const coupon = { discountType: 'fixed' as const, amount: 1, minSpendCents: 0 };
    expect(computeCartTotals({ lines, coupon, shippingCents: 45_000, freeShippingFromCents: 500_000 }).shippingCents).toBe(45_000);
    expect(computeCartTotals({ lines, shippingCents: 45_000, freeShippingFromCents: null }).shippingCents).toBe(45_000);
  });
  it('says what is missing, 0 once reached, null without an offer', () => {
    expect(freeDeliveryRemainingCents(390_000, 500_000)).toBe(110_000);
    expect(freeDeliveryRemainingCents(600_000, 500_000)).toBe(0);
    expect(freeDeliveryRemainingCents(600_000, null)).toBeNull();
  });
});

describe('IVA inside a price', () => {
  it('takes rate ÷ (100 + rate) of the amount, rounded to the cent, and the base is the rest', () => {
    expect(includedVat(116_000, 16)).toEqual({ vatCents: 16_000, baseCents: 100_000 });
    expect(includedVat(129_000, 16)).toEqual({ vatCents: 17_793, baseCents: 111_207 });
    expect(includedVat(0, 16)).toEqual({ vatCents: 0, baseCents: 0 });
    expect(includedVat(50_000, 0)).toEqual({ vatCents: 0, baseCents: 50_000 });
  });
  it('refuses amounts that are not cents and rates that are not whole percentages', () => {
    expect(() => includedVat(-1, 16)).toThrow();
    expect(() => includedVat(10.5, 16)).toThrow();
    expect(() => includedVat(100, 16.5)).toThrow();
  });
});
