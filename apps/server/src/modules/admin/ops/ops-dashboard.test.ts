import { describe, expect, it } from 'vitest';
import { maputoPeriods } from './ops-dashboard.ts';
import { maputoCalendar, reportPeriod } from './reports.ts';

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

describe('maputoCalendar', () => {
  it('names today, Monday and the first of the month as Maputo days', () => {
    // 22:30 UTC on Monday 30 November is 00:30 on Tuesday 1 December in Maputo.
    expect(maputoCalendar(new Date('2026-11-30T22:30:00Z'))).toEqual({ today: '2026-12-01', weekStart: '2026-11-30', monthStart: '2026-12-01' });
    // Sunday 2026-11-29 at noon: the week began on Monday 23.
    expect(maputoCalendar(new Date('2026-11-29T10:00:00Z'))).toEqual({ today: '2026-11-29', weekStart: '2026-11-23', monthStart: '2026-11-01' });
  });
});

describe('reportPeriod', () => {
  it('defaults to the last 30 days and refuses reversed or year-long periods', () => {
    expect(reportPeriod({}, new Date('2026-11-26T10:00:00Z'))).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(() => reportPeriod({ from: '2026-11-27', to: '2026-11-26' })).toThrow(/anterior/);
    expect(() => reportPeriod({ from: '2025-01-01', to: '2026-11-26' })).toThrow(/um ano/);
  });
});
