import type { Cents } from './money.ts';

/**
 * The one place where a cart's money is added up, in integer cents. The server prices carts,
 * coupons and orders with it; the web app never computes a total of its own.
 */

interface TotalsLine {
  /** unit price the shopper pays (sale price when on sale) */
  unitPriceCents: Cents;
  /** unit price before any sale */
  originalUnitPriceCents: Cents;
  qty: number;
}

export interface TotalsCoupon {
  discountType: 'percentage' | 'fixed';
  /** percentage: whole percent 1–100; fixed: cents */
  amount: number;
  minSpendCents: Cents;
}

export interface CartTotals {
  /** unit price × qty per line, in input order */
  lineTotalsCents: Cents[];
  /** sum of line totals at the prices paid */
  subtotalCents: Cents;
  /** sum of line totals before sales */
  originalSubtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  totalQty: number;
  lineCount: number;
  /** false when a coupon was given but the subtotal is below its minimum spend */
  couponApplies: boolean;
}

const assertCents = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${what} must be a non-negative integer number of cents, got ${value}`);
};

/** The discount a coupon gives on a subtotal: percentages round half up to the cent, never more than the subtotal. */
export function couponDiscountCents(coupon: TotalsCoupon, subtotalCents: Cents): Cents {
  if (subtotalCents < coupon.minSpendCents) return 0;
  const raw = coupon.discountType === 'percentage' ? Math.floor((subtotalCents * coupon.amount + 50) / 100) : coupon.amount;
  return Math.min(raw, subtotalCents);
}

/**
 * What the goods (after the coupon) still lack to deliver for free: 0 once reached, null when the
 * store makes no such offer. The cart's "faltam MT X" bar and the totals below both use it.
 */
export function freeDeliveryRemainingCents(goodsCents: Cents, freeFromCents: Cents | null): Cents | null {
  if (freeFromCents === null) return null;
  return Math.max(0, freeFromCents - goodsCents);
}

/**
 * Prices are tax-inclusive (IVA is inside the shelf price), so tax is reported as 0. The coupon
 * applies to the goods only, never to delivery.
 */
export function computeCartTotals(input: { lines: TotalsLine[]; coupon?: TotalsCoupon | null; shippingCents?: Cents; freeShippingFromCents?: Cents | null }): CartTotals {
  assertCents(input.shippingCents ?? 0, 'shipping');
  let subtotalCents = 0;
  let originalSubtotalCents = 0;
  let totalQty = 0;
  const lineTotalsCents = input.lines.map((line) => {
    assertCents(line.unitPriceCents, 'unit price');
    assertCents(line.originalUnitPriceCents, 'original unit price');
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) throw new Error(`qty must be a positive integer, got ${line.qty}`);
    const lineTotal = line.unitPriceCents * line.qty;
    subtotalCents += lineTotal;
    originalSubtotalCents += Math.max(line.originalUnitPriceCents, line.unitPriceCents) * line.qty;
    totalQty += line.qty;
    return lineTotal;
  });
  const coupon = input.coupon ?? null;
  const couponApplies = coupon ? subtotalCents >= coupon.minSpendCents : false;
  const discountCents = coupon ? couponDiscountCents(coupon, subtotalCents) : 0;
  const taxCents = 0;
  const shippingCents = freeDeliveryRemainingCents(subtotalCents - discountCents, input.freeShippingFromCents ?? null) === 0 ? 0 : (input.shippingCents ?? 0);
  return {
    lineTotalsCents,
    subtotalCents,
    originalSubtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents - discountCents + shippingCents + taxCents,
    totalQty,
    lineCount: input.lines.length,
    couponApplies,
  };
}

/**
 * The IVA inside a tax-inclusive amount, as invoices and receipts state it: amount × rate ÷ (100 + rate),
 * rounded to the cent; the rest is the taxable base. Negative or non-integer amounts are refused.
 */
export function includedVat(amountCents: Cents, ratePercent: number): { vatCents: Cents; baseCents: Cents } {
  assertCents(amountCents, 'amount');
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new Error(`IVA rate must be a whole percentage, got ${ratePercent}`);
  const vatCents = Math.round((amountCents * ratePercent) / (100 + ratePercent));
  return { vatCents, baseCents: amountCents - vatCents };
}
