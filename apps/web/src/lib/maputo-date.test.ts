import { describe, expect, it } from 'vitest';
import {
  formatAgo,
  addDays, dayTitle, formatClock, formatCompactDateTime, formatDate, formatDateTime, formatDay, formatDayMonth, formatMonth, formatShortDate, maputoClock, maputoToday, shortDayTitle, weekDates, weekStart,
} from './maputo-date.ts';

describe('the clinic week', () => {
  it('runs Monday to Sunday, whatever day it is asked from', () => {
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2026-12-02')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    expect(weekStart('2026-12-07')).toBe('2026-12-07');
    expect(weekDates('2026-12-03')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('crosses months, years and 29 February', () => {
    expect(weekDates('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weekStart('2028-03-01')).toBe('2028-02-28');
    expect(weekDates('2028-03-01')).toContain('2028-02-29');
    expect(addDays('2026-11-30', -7)).toBe('2026-11-23');
    expect(addDays('2026-11-30', 7)).toBe('2026-12-07');
  });

  it("is Maputo's week: late on Sunday evening in UTC is already Monday at the clinic", () => {
    // 22:30 UTC on Sunday 29 November is 00:30 on Monday 30 November in Maputo (UTC+02:00, no daylight saving).
    const sundayNightUtc = new Date('2026-11-29T22:30:00Z');
    expect(maputoToday(sundayNightUtc)).toBe('2026-11-30');
    expect(weekStart(maputoToday(sundayNightUtc))).toBe('2026-11-30');
    // 21:59 UTC is still Sunday 23:59 in Maputo: the week before.
    expect(weekStart(maputoToday(new Date('2026-11-29T21:59:00Z')))).toBe('2026-11-23');
    expect(maputoClock('2026-11-29T22:30:00Z')).toEqual({ date: '2026-11-30', time: '00:30' });
  });

  it('names the days in Portuguese', () => {
    expect(dayTitle('2026-11-30')).toBe('segunda-feira, 30 de novembro');
    expect(shortDayTitle('2026-11-30')).toBe('seg. 30/11');
    expect(shortDayTitle('2026-12-06')).toBe('dom. 6/12');
  });
});

describe('dates as the shop writes them', () => {
  // 22:30 UTC on 10 March is 00:30 on 11 March in Maputo: every instant is shown on Maputo's clock.
  const lateEvening = '2025-03-10T22:30:00.000Z';

  it("writes an instant's day, date and time in Maputo, in European Portuguese", () => {
    expect(formatDay(lateEvening)).toBe('11 de março de 2025');
    expect(formatDateTime(lateEvening)).toBe('11/03/2025, 00:30');
    expect(formatCompactDateTime(lateEvening)).toBe('11/03/25, 00:30');
    expect(formatClock(lateEvening)).toBe('00:30');
  });

  it("writes an instant's day as Intl writes it in Maputo, across months and years", () => {
    const intl = new Intl.DateTimeFormat(['pt-MZ', 'pt-PT'], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Maputo' });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2029, month, 1, 22, 30)).toISOString();
      expect(formatDay(iso)).toBe(intl.format(new Date(iso)));
    }
    expect(formatDay('2025-12-31T22:30:00Z')).toBe('1 de janeiro de 2026');
  });

  it('says so when there is no instant', () => {
    expect(formatDay(null)).toBe('Data não disponível');
    expect(formatDay(undefined, '—')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
    expect(formatCompactDateTime(undefined)).toBe('—');
  });

  it('writes a calendar date as that day, whatever the zone', () => {
    expect(formatDate('2030-03-06')).toBe('quarta-feira, 6 de março de 2030');
    expect(formatShortDate('2030-03-06')).toBe('06/03/2030');
    expect(formatDayMonth('2030-03-06')).toBe('06/03');
    expect(formatMonth('2025-01')).toBe('janeiro de 2025');
  });
});

describe('how long ago a saved copy was made', () => {
  const now = Date.UTC(2030, 2, 6, 12, 0);
  it('says it in European Portuguese, by minutes, hours, then days', () => {
    expect(formatAgo(now - 20_000, now)).toBe('há 1 minuto');
    expect(formatAgo(now - 5 * 60_000, now)).toBe('há 5 minutos');
    expect(formatAgo(now - 3 * 3_600_000, now)).toBe('há 3 horas');
    expect(formatAgo(now - 4 * 86_400_000, now)).toBe('há 4 dias');
  });
});
