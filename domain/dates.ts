/**
 * One date format for every screen: Indian time, day month year in the current locale (en-IN:
 * "22 Nov 2026", and with the time "22 Nov 2026, 7:40 pm"; hi-IN in Hindi). Dates from the API
 * are epoch milliseconds (as strings or numbers) or ISO strings.
 */
import { dateTimeFormat } from './intl.ts';

export type DateInput = Date | number | string;

const TIME_ZONE = 'Asia/Kolkata';

/**
 * India's offset from UTC: +05:30 all year (no daylight saving). The one definition of the Indian
 * day: every TypeScript helper below and the SQL one (server/db/dates.ts) are made from it.
 */
export const INDIA_UTC_OFFSET_MINUTES = 330;
const OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The date (YYYY-MM-DD) in India of an instant: rates, days and periods follow Indian dates. */
export function indianDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian day (YYYY-MM-DD) begins: 00:00 in India. */
export function indianDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The instant after an Indian day ends: the next day's 00:00 in India. */
export function indianDayEnd(day: string): Date {
  return new Date(indianDayStart(day).getTime() + DAY_MS);
}

/** Midday of an Indian day: an instant safely inside it, whatever rounding follows. */
export function indianMidday(day: string): Date {
  return new Date(indianDayStart(day).getTime() + DAY_MS / 2);
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const dayFormat = () =>
  dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const timeFormat = () =>
  dateTimeFormat({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE });
const shortDayFormat = () =>
  dateTimeFormat({ day: 'numeric', month: 'short', timeZone: TIME_ZONE });

/**
 * Whether `day` is a calendar day written YYYY-MM-DD: "2026-02-30" and "2026-13-01" are not
 * (Date would roll them into March, or fail later with a RangeError), nor a day before the year
 * 1000 (its Indian midnight, or the day before, falls in a year PostgreSQL cannot store: "0001-01-01"
 * was a server error). Every day an API call takes is checked by it before any work.
 */
export function isDay(day: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
}

/** "22 Nov 2026" */
export function formatDate(value: DateInput): string {
  return dayFormat().format(toDate(value));
}

/** An Indian day (YYYY-MM-DD) as a date: "22 Nov 2026". */
export const formatDay = (day: string) => formatDate(indianMidday(day));

/** "22 Nov 2026, 7:40 pm" */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${dayFormat().format(date)}, ${timeFormat().format(date).toLowerCase()}`;
}

/** "22 Nov": chart axes and other places where the year is plain from the context. */
export function formatDayMonth(value: DateInput): string {
  return shortDayFormat().format(toDate(value));
}

/** "November 2026", from a month as YYYY-MM. */
export function formatMonth(month: string): string {
  return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
