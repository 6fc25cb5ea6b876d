import { LOCALE } from './locale.ts';

/**
 * Every date the web app shows or computes (decision 107): the shop keeps Maputo time (UTC+02:00, no daylight
 * saving), wherever the visitor or staff member is, and writes dates in one locale, pt-MZ (pt-PT where a browser
 * has no pt-MZ data; both write the same). Screens take their formatter from here, never from `Intl` themselves.
 */
export const MAPUTO_TIME_ZONE = 'Africa/Maputo';

/**
 * A formatter made at its first use: making one costs a few milliseconds (several times that on a phone), and
 * every page that imports this module would otherwise pay for all of them while it comes live.
 */
const formatter = (locales: string | string[], options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date) => (made ??= new Intl.DateTimeFormat(locales, options)).format(date);
};
/** An instant's formatter in Maputo time. */
const inMaputo = (options: Intl.DateTimeFormatOptions) => formatter(LOCALE, { ...options, timeZone: MAPUTO_TIME_ZONE });
/** Today's calendar date in Maputo, "2026-11-30" (UTC+02:00 all year: no formatter needed). */
export const maputoToday = (now = new Date()) => maputoClock(now.toISOString()).date;

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// Calendar dates are written out, never through Intl: the first Intl date formatter a page makes costs tens of
// milliseconds on a phone (the booking pages wrote today's date and their days while they came live), and
// the names below are what pt-MZ and pt-PT write.
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** Day, month name and year of a YYYY-MM-DD calendar date: 6, "março", "2030". */
const named = (date: string) => ({ day: Number(date.slice(8, 10)), month: MONTHS[Number(date.slice(5, 7)) - 1]!, year: date.slice(0, 4) });

/** "quarta-feira, 6 de março de 2030" for a YYYY-MM-DD calendar date. */
export const formatDate = (date: string) => {
  const { day, month, year } = named(date);
  return `${WEEKDAYS[weekday(date)]}, ${day} de ${month} de ${year}`;
};
/** "06/03/2030" for a YYYY-MM-DD calendar date (lists and tables). */
export const formatShortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** "06/03" for a YYYY-MM-DD calendar date (a chart's axis). */
export const formatDayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
/** "março de 2030" for a YYYY-MM month. */
export const formatMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

const dateTime = inMaputo({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const compactDateTime = inMaputo({ dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
const clock = inMaputo({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "6 de março de 2030": the Maputo day of an instant (an order, a post, a review); `missing` when there is none. */
export const formatDay = (iso: string | null | undefined, missing = 'Data não disponível') => {
  if (!iso) return missing;
  const { day, month, year } = named(maputoClock(iso).date);
  return `${day} de ${month} de ${year}`;
};
/** "06/03/2030, 14:05": an instant in Maputo time, for the customer. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime(new Date(iso)) : '—');
/** "06/03/30, 14:05": the same, compact, for the back office's lists and trails. */
export const formatCompactDateTime = (iso: string | null | undefined) => (iso ? compactDateTime(new Date(iso)) : '—');
/** "14:05": an instant's Maputo wall-clock time. */
export const formatClock = (iso: string) => clock(new Date(iso));

/** The Maputo calendar date and wall-clock time of an instant (UTC+02:00 all year). */
export function maputoClock(iso: string): { date: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + 2 * 3_600_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The Monday of the clinic's week (Monday to Sunday) holding the calendar date `date`. */
export const weekStart = (date: string): string => addDays(date, -((weekday(date) + 6) % 7));

/** The seven calendar dates, Monday first, of the week holding `date`. */
export const weekDates = (date: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

// Written out: the browsers' short weekday names differ ("seg.", "segunda").
const SHORT_WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];
/** "segunda-feira, 30 de novembro" and the compact "seg. 30/11" of a calendar date, for a week's columns. */
export const dayTitle = (date: string): string => {
  const { day, month } = named(date);
  return `${WEEKDAYS[weekday(date)]}, ${day} de ${month}`;
};
export const shortDayTitle = (date: string): string => `${SHORT_WEEKDAYS[weekday(date)]} ${Number(date.slice(8, 10))}/${date.slice(5, 7)}`;

/** How long ago an instant (ms) was: "há 5 minutos", "há 3 horas", "ontem", "há 4 dias". */
export function formatAgo(then: number, now = Date.now()): string {
  // Made here, not with the module: only a page shown from its saved copy needs it.
  const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  const minutes = Math.round((now - then) / 60_000);
  if (minutes < 60) return relative.format(-Math.max(1, minutes), 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}
