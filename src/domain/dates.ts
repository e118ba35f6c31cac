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
export const CHIP_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
};
/** Sidebar: the long month form ('March 10, 2025' in English), in UTC. */
export const LONG_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

/**
 * Details dates with a time (spec document 2 section 9: "details 'MMMM Do, YYYY' with time 'h:mmA'
 * GMT"), in moment.js tokens as the spec writes them, shown in UTC (GMT): 'March 10th, 2025 9:30AM GMT'.
 */
export const DETAILS_DATE_TIME_PATTERN = 'MMMM Do, YYYY h:mmA [GMT]';

const PATTERN_TOKENS = /\[([^\]]*)\]|MMMM|Do|YYYY|mm|h|A/g;
const ENGLISH_ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * Formats an instant in UTC by a moment.js-style pattern: MMMM (the month's name in the locale), Do
 * (the day with its English ordinal suffix), YYYY, h (hour 1–12), mm (minutes, two digits), A (AM or
 * PM) and [literal text]. Null for a value that is not a date.
 */
export function formatUtcPattern(iso: string, pattern: string, locale = 'en-US'): string | null {
  const date = parse(iso);
  if (!date) return null;
  const day = date.getUTCDate();
  const hours = date.getUTCHours();
  return pattern.replace(PATTERN_TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'MMMM':
        return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(date);
      case 'Do':
        return `${day}${ENGLISH_ORDINAL_SUFFIX[new Intl.PluralRules('en-US', { type: 'ordinal' }).select(day)] ?? 'th'}`;
      case 'YYYY':
        return String(date.getUTCFullYear()).padStart(4, '0');
      case 'mm':
        return pad(date.getUTCMinutes());
      case 'h':
        return String(hours % 12 === 0 ? 12 : hours % 12);
      default: // 'A'
        return hours < 12 ? 'AM' : 'PM';
    }
  });
}

/**
 * A date with its time in the details (the request details' 'Submitted'). English follows the spec's
 * pattern exactly. Decision: the pattern's ordinal day ('10th') and 'AM'/'PM' are English forms, so
 * another locale gets its own long date and 24-hour time in UTC, marked GMT the same way
 * (pt-pt: '10 de março de 2025 às 09:30 GMT').
 */
export function detailsDateTime(iso: string, locale: string): string | null {
  if (/^en(-|$)/i.test(locale)) return formatUtcPattern(iso, DETAILS_DATE_TIME_PATTERN, locale);
  const date = parse(iso);
  if (!date) return null;
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${text} GMT`;
}

/** A yyyy-MM-dd day as the instant the formatters take (noon UTC, so no zone moves it). */
export const dayAsDate = (day: string): Date => new Date(`${day}T12:00:00.000Z`);
