import { defineMessages } from '../i18n/define-messages';
import { problemOf, type FieldProblem } from './validation';

/**
 * Spec document 2 section 5 "Project request forms (general)" and section 9: the limits every
 * request form shares, and the rules of their numeric inputs.
 */
export const NAME_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 90;
export const NOTES_MAX_LENGTH = 256;
/** Numeric inputs take up to 9 digits; the largest value is 999999999. */
export const NUMBER_MAX_DIGITS = 9;
export const NUMBER_MAX = 999_999_999;

export const requestFieldMessages = defineMessages({
  required: { id: 'requests.field.required', defaultMessage: 'Required field' },
  tooLong: { id: 'requests.field.tooLong', defaultMessage: 'Use at most {max} characters.' },
  outOfRange: { id: 'requests.field.outOfRange', defaultMessage: 'Revise the number. It is out of range.' },
});

const REQUIRED: FieldProblem = { message: requestFieldMessages.required };
const OUT_OF_RANGE: FieldProblem = { message: requestFieldMessages.outOfRange };
export const requiredProblem = (): FieldProblem => REQUIRED;
export const outOfRangeProblem = (): FieldProblem => OUT_OF_RANGE;

const isBlank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';

/** Project name: required, at most 80 characters. */
export function validateName(value: string | null | undefined): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED;
  return validateOptionalText(value, NAME_MAX_LENGTH);
}

/** Description (90) and notes (256): optional, with a maximum length. */
export function validateOptionalText(value: string | null | undefined, maxLength: number): FieldProblem | undefined {
  return (value ?? '').length > maxLength ? problemOf(requestFieldMessages.tooLong, { max: maxLength }) : undefined;
}

export function validateRequired(value: unknown): FieldProblem | undefined {
  if (value === undefined || value === null) return REQUIRED;
  return typeof value === 'string' && value.trim() === '' ? REQUIRED : undefined;
}

/** Empty description or notes are stored as undefined (sent without the field). */
export function optionalText(value: string | null | undefined): string | undefined {
  return value === undefined || value === null || value.trim() === '' ? undefined : value;
}

// ───────────────────────────── numeric inputs ─────────────────────────────

export interface NumberRule {
  min: number;
  max: number;
  /** Decimal places kept (0 for whole numbers; 1 for steps of 0.1). */
  decimals: number;
}

/**
 * What a numeric input keeps of what was typed: digits and one decimal separator ('.' or ','),
 * at most 9 digits before it and `decimals` after it (a whole-number field still accepts a decimal
 * part, which is rounded away on blur, so '12.5' becomes 13, not 125).
 */
export function sanitizeNumberInput(text: string, decimals: number): string {
  let seenSeparator = false;
  let whole = '';
  let fraction = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (!seenSeparator) {
        if (whole.length < NUMBER_MAX_DIGITS) whole += char;
      } else if (fraction.length < Math.max(decimals, 1)) {
        fraction += char;
      }
    } else if ((char === '.' || char === ',') && !seenSeparator) {
      seenSeparator = true;
    }
  }
  return seenSeparator ? `${whole}.${fraction}` : whole;
}

/** The number a numeric input holds, or undefined when it is empty or not a number. */
export function parseNumberInput(text: string | null | undefined): number | undefined {
  if (text === undefined || text === null) return undefined;
  const normalized = text.trim().replace(',', '.');
  if (normalized === '' || normalized === '.') return undefined;
  if (!/^\d*\.?\d*$/.test(normalized)) return undefined;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

/** Rounds to the rule's decimal places (half away from zero, exact for one decimal place). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** A value rounded to the rule's step and clamped to its range. */
export function clampNumber(value: number, rule: NumberRule): number {
  return Math.min(rule.max, Math.max(rule.min, roundTo(value, rule.decimals)));
}

/**
 * What a numeric input shows after blur: the value rounded and clamped to the rule; an empty
 * input becomes `whenEmpty` (the minimum for most fields) or stays empty when that is undefined.
 */
export function normalizeNumberInput(text: string | null | undefined, rule: NumberRule, whenEmpty?: number): string {
  const value = parseNumberInput(text);
  if (value === undefined) return whenEmpty === undefined ? '' : String(clampNumber(whenEmpty, rule));
  return String(clampNumber(value, rule));
}

/** Whether the text holds a number inside the rule's range. */
export function isNumberInRange(text: string | null | undefined, rule: NumberRule): boolean {
  const value = parseNumberInput(text);
  return value !== undefined && value >= rule.min && value <= rule.max;
}
