/** The clinic keeps Maputo time (UTC+02:00, no daylight saving), wherever the visitor or staff member is. */
const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo', year: 'numeric', month: '2-digit', day: '2-digit' });
export const maputoToday = (now = new Date()) => ymd.format(now);

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat('pt-PT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "quarta-feira, 6 de março de 2030" for a YYYY-MM-DD calendar date. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** The Maputo calendar date and wall-clock time of an instant (UTC+02:00 all year). */
export function maputoClock(iso: string): { date: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + 2 * 3_600_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The Monday of the clinic's week (Monday to Sunday) holding the calendar date `date`. */
export const weekStart = (date: string): string => addDays(date, -((weekday(date) + 6) % 7));

/** The seven calendar dates, Monday first, of the week holding `date`. */
export const weekDates = (date: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

const dayMonth = new Intl.DateTimeFormat('pt-PT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
// Written out: the browsers' short weekday names differ ("seg.", "segunda").
const SHORT_WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];
/** "segunda-feira, 30 de novembro" and the compact "seg. 30/11" of a calendar date, for a week's columns. */
export const dayTitle = (date: string): string => dayMonth.format(new Date(`${date}T12:00:00Z`));
export const shortDayTitle = (date: string): string => `${SHORT_WEEKDAYS[weekday(date)]} ${Number(date.slice(8, 10))}/${date.slice(5, 7)}`;
