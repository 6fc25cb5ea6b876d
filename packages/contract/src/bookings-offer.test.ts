import { describe, expect, it } from 'vitest';
import { CONSULTATION_OFFER, depositCents, findPackage, MICRONEEDLING_PACKAGES, microneedlingDueNowCents, packageBadgePercent } from './bookings-offer.ts';

describe('the clinic offer', () => {
  it('prices consultations at 3600 / 2900 MT with half in advance', () => {
    expect(CONSULTATION_OFFER.presencial).toMatchObject({ priceCents: 360_000, advanceCents: 180_000 });
    expect(CONSULTATION_OFFER.online).toMatchObject({ priceCents: 290_000, advanceCents: 145_000 });
  });

  it('shows each package badge as discount / (price + discount)', () => {
    expect(MICRONEEDLING_PACKAGES.map(packageBadgePercent)).toEqual([0, 7, 11]);
  });

  it('takes a deposit of half the price rounded to whole meticais, or the full price', () => {
    expect(MICRONEEDLING_PACKAGES.map((p) => depositCents(p.priceCents))).toEqual([450_000, 1_250_000, 2_400_000]);
    expect(depositCents(100_100)).toBe(50_100);
    expect(depositCents(100_300)).toBe(50_200);
    expect(microneedlingDueNowCents(2_500_000, 'full')).toBe(2_500_000);
    expect(findPackage(2)).toBeNull();
  });
});
