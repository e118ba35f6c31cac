import { defineMessages } from '../i18n/define-messages';
import { problemOf, type FieldProblem } from './validation';

/**
 * Spec document 2 section 5 "Project request forms (general)": the desired delivery date is
 * optional; a value must be a yyyy-MM-dd date from tomorrow to 31 Dec 2049. Dates are calendar days
 * of the user's own time zone.
 */
export const DELIVERY_DATE_MAX = '2049-12-31';

export const deliveryDateMessages = defineMessages({
  outOfWindow: {
    id: 'requests.deliveryDate.outOfWindow',
    defaultMessage: 'Desired delivery date has to be between {tomorrow} and {maxDate}',
  },
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local calendar day as yyyy-MM-dd. */
export function toIsoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day after `today` (local calendar), as yyyy-MM-dd. */
export function tomorrowOf(today: Date): string {
  return toIsoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1));
}

export function deliveryDateWindow(today: Date): { min: string; max: string } {
  return { min: tomorrowOf(today), max: DELIVERY_DATE_MAX };
}

/** Whether the text is exactly yyyy-MM-dd and names a real calendar day (no 2026-02-30). */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Empty is fine; anything else must be a yyyy-MM-dd day inside the window. */
export function validateDeliveryDate(value: string | null | undefined, today: Date): FieldProblem | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const { min, max } = deliveryDateWindow(today);
  // yyyy-MM-dd strings of valid days compare in calendar order.
  if (isIsoDay(text) && text >= min && text <= max) return undefined;
  return problemOf(deliveryDateMessages.outOfWindow, { tomorrow: min, maxDate: max });
}

/** The value sent: the day, or undefined (not sent) when the field is empty. */
export function deliveryDateValue(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
}
