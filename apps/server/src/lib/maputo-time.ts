/**
 * Every date the server computes or writes (mails, PDFs, CSVs, file names; decision 107): the shop keeps Maputo
 * time, UTC+02:00 all year (no daylight saving time), so wall-clock times convert with a fixed offset; text is in
 * one locale, pt-MZ (European Portuguese, as the web app writes it). Modules take their dates from here, never
 * from `Intl` or a literal time zone of their own.
 */
export const MAPUTO_TIME_ZONE = 'Africa/Maputo';
export const MAPUTO_OFFSET_MINUTES = 120;
export const DATE_LOCALE = ['pt-MZ', 'pt-PT'];

/** A span of time, start included, end excluded. */
export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The instant of a Maputo wall-clock time. */
export function maputoInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d) + (toMinutes(time) - MAPUTO_OFFSET_MINUTES) * 60_000);
}

/** The Maputo calendar date and time of an instant. */
export function maputoParts(instant: Date): { date: string; time: string; weekday: number } {
  const shifted = new Date(instant.getTime() + MAPUTO_OFFSET_MINUTES * 60_000);
  const date = shifted.toISOString().slice(0, 10);
  return { date, time: shifted.toISOString().slice(11, 16), weekday: shifted.getUTCDay() };
}

/** The Maputo calendar date ("2026-11-30") of an instant. */
export const maputoToday = (now: Date) => maputoParts(now).date;

export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The start and end of a Maputo calendar day, for querying what happened in it. */
export const maputoDayRange = (date: string): Interval => ({ startsAt: maputoInstant(date, '00:00'), endsAt: maputoInstant(addDays(date, 1), '00:00') });

const inMaputo = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone: MAPUTO_TIME_ZONE });
const longDate = inMaputo({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const day = inMaputo({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = inMaputo({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const clock = inMaputo({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "quinta-feira, 3 de dezembro de 2026": an instant's Maputo day, with its weekday. */
export const formatLongDate = (instant: Date) => longDate.format(instant);
/** "3 de dezembro de 2026": an instant's Maputo day. */
export const formatDay = (instant: Date) => day.format(instant);
/** "03/12/2026, 10:00": an instant in Maputo time. */
export const formatDateTime = (instant: Date) => dateTime.format(instant);
/** "10:00": an instant's Maputo wall-clock time. */
export const formatClock = (instant: Date) => clock.format(instant);
/** "03/12/2026" for a YYYY-MM-DD calendar date. */
export const formatShortDate = (date: string) => date.split('-').reverse().join('/');
