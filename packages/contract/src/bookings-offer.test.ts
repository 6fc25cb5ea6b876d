import { describe, expect, it } from 'vitest';
import { depositCents, microneedlingDueNowCents, microneedlingPackages, packageBadgePercent, packageOption } from './bookings-offer.ts';

const PRICES = { presencial: 360_000, online: 290_000, microneedling_1: 900_000, microneedling_3: 2_500_000, microneedling_6: 4_800_000 };

describe('the clinic offer, priced by the price list', () => {
  it('takes half of a consultation in advance, rounded to whole meticais', () => {
    expect(depositCents(PRICES.presencial)).toBe(180_000);
    expect(depositCents(PRICES.online)).toBe(145_000);
  });

  it('derives each package saving from the single-session price and shows it as a badge', () => {
    const packages = microneedlingPackages(PRICES);
    expect(packages.map((p) => p.discountCents)).toEqual([0, 200_000, 600_000]);
    expect(packages.map(packageBadgePercent)).toEqual([0, 7, 11]);
    // A package dearer than its single sessions saves nothing, never a negative amount.
    expect(microneedlingPackages({ ...PRICES, microneedling_3: 2_800_000 })[1]!.discountCents).toBe(0);
  });

  it('leaves a retired package out, and knows only 1, 3 and 6 sessions', () => {
    const { microneedling_3: _retired, ...rest } = PRICES;
    expect(microneedlingPackages(rest).map((p) => p.sessions)).toEqual([1, 6]);
    expect(packageOption(3)).toBe('microneedling_3');
    expect(packageOption(2)).toBeNull();
  });

  it('takes a deposit of half the price rounded to whole meticais, or the full price', () => {
    expect(microneedlingPackages(PRICES).map((p) => depositCents(p.priceCents))).toEqual([450_000, 1_250_000, 2_400_000]);
    expect(depositCents(100_100)).toBe(50_100);
    expect(depositCents(100_300)).toBe(50_200);
    expect(microneedlingDueNowCents(2_500_000, 'full')).toBe(2_500_000);
  });
});
