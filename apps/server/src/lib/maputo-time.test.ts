import { describe, expect, it } from 'vitest';
import { addDays, formatClock, formatDateTime, formatDay, formatLongDate, formatShortDate, maputoDayRange, maputoToday } from './maputo-time.ts';

describe('Maputo time, as the shop writes it', () => {
  // 22:30 UTC on Wednesday 2 December is 00:30 on Thursday 3 December in Maputo (UTC+02:00 all year).
  const lateEvening = new Date('2026-12-02T22:30:00Z');

  it('counts days and hours on Maputo\'s clock', () => {
    expect(maputoToday(lateEvening)).toBe('2026-12-03');
    expect(maputoDayRange('2026-12-03')).toEqual({ startsAt: new Date('2026-12-02T22:00:00Z'), endsAt: new Date('2026-12-03T22:00:00Z') });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('writes dates in European Portuguese', () => {
    expect(formatLongDate(lateEvening)).toBe('quinta-feira, 3 de dezembro de 2026');
    expect(formatDay(lateEvening)).toBe('3 de dezembro de 2026');
    expect(formatDateTime(lateEvening)).toBe('03/12/2026, 00:30');
    expect(formatClock(lateEvening)).toBe('00:30');
    expect(formatShortDate('2026-12-03')).toBe('03/12/2026');
  });
});
