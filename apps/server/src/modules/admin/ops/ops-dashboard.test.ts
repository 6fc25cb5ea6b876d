import { describe, expect, it } from 'vitest';
import { maputoPeriods } from './ops-dashboard.ts';

describe('maputoPeriods', () => {
  it('starts today at Maputo midnight, even when UTC is still on the day before', () => {
    // 22:30 UTC on Sunday 2026-11-22 is 00:30 on Monday 23 in Maputo.
    const { today, weekStartsAt } = maputoPeriods(new Date('2026-11-22T22:30:00Z'));
    expect(today.startsAt.toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(weekStartsAt.toISOString()).toBe('2026-11-22T22:00:00.000Z');
  });

  it('starts the week on Monday', () => {
    // Saturday 2026-11-28, 10:00 in Maputo.
    const { today, weekStartsAt } = maputoPeriods(new Date('2026-11-28T08:00:00Z'));
    expect(today.startsAt.toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(weekStartsAt.toISOString()).toBe('2026-11-22T22:00:00.000Z');
  });
});
