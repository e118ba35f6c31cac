/**
 * Dates of the projects area (spec document 2 sections 5 and 9). Every date is shown and filtered
 * in UTC, so the day a user filters on is the day the list shows, wherever they are.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written yyyy-MM-dd. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // not Date.UTC, which reads years 0–99 as 1900–1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Range start as sent: the UTC start of the day. */
export const utcDayStart = (day: string): string => `${day}T00:00:00.000Z`;
/** Range end as sent: the last millisecond of the UTC day (23:59:59.999). */
export const utcDayEnd = (day: string): string => `${day}T23:59:59.999Z`;

export interface DayRange {
  from: string | null;
  to: string | null;
}

/**
 * The bounds a date range filter sends. "A single date is allowed (the end date is used as start)":
 * with only one day given, the range is that whole day. Reversed days are put in order.
 * Null when no day is given.
 */
export function dayRangeBounds(range: DayRange): { greaterOrEqual: string; lesserOrEqual: string } | null {
  const days = [range.from, range.to].filter((d): d is string => d !== null && isIsoDay(d)).sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return null;
  return { greaterOrEqual: utcDayStart(first), lesserOrEqual: utcDayEnd(last) };
}

/** The day a range covers as shown (start and end; equal for a single day), or null. */
export function normalizedDayRange(range: DayRange): { start: string; end: string } | null {
  const bounds = dayRangeBounds(range);
  return bounds ? { start: bounds.greaterOrEqual.slice(0, 10), end: bounds.lesserOrEqual.slice(0, 10) } : null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Lists: 'YYYY-MM-DD' (UTC). Null for a value that is not a date. */
export function listDate(iso: string): string | null {
  const date = parse(iso);
  return date ? `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` : null;
}

/** Deliverable times: 'HH:mm UTC'. */
export function utcTime(iso: string): string | null {
  const date = parse(iso);
  return date ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC` : null;
}

/** Filter chips: 'MMM DD, YYYY' ('Mar 10, 2025' in English), formatted by the user's locale in UTC. */
export const CHIP_DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'UTC' };
/** Sidebar: the long month form ('March 10, 2025' in English), in UTC. */
export const LONG_DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/** A yyyy-MM-dd day as the instant the formatters take (noon UTC, so no zone moves it). */
export const dayAsDate = (day: string): Date => new Date(`${day}T12:00:00.000Z`);
