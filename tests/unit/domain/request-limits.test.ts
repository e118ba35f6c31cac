import { describe, expect, it } from '@rstest/core';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  NUMBER_MAX,
  clampNumber,
  isNumberInRange,
  normalizeNumberInput,
  optionalText,
  parseNumberInput,
  sanitizeNumberInput,
  validateName,
  validateOptionalText,
  validateRequired,
} from '../../../src/domain/request-limits';

const text = (problem: { message: { defaultMessage: string } } | undefined) => problem?.message.defaultMessage;

describe('request form limits (spec document 2 sections 5 and 9)', () => {
  it('has the limits name 80, description 90, notes 256 and numbers of 9 digits up to 999999999', () => {
    expect([NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, NOTES_MAX_LENGTH, NUMBER_MAX]).toEqual([80, 90, 256, 999_999_999]);
  });

  it("requires a project name: empty or blank says 'Required field'", () => {
    expect(text(validateName(undefined))).toBe('Required field');
    expect(text(validateName(''))).toBe('Required field');
    expect(text(validateName('   '))).toBe('Required field');
    expect(validateName('Checkout flow')).toBeUndefined();
  });

  it('takes a name of 80 characters and not 81', () => {
    expect(validateName('a'.repeat(80))).toBeUndefined();
    expect(validateName('a'.repeat(81))).toMatchObject({ values: { max: 80 } });
  });

  it('takes a description of 90 and notes of 256 characters, not one more', () => {
    expect(validateOptionalText('a'.repeat(90), DESCRIPTION_MAX_LENGTH)).toBeUndefined();
    expect(validateOptionalText('a'.repeat(91), DESCRIPTION_MAX_LENGTH)).toBeDefined();
    expect(validateOptionalText('a'.repeat(256), NOTES_MAX_LENGTH)).toBeUndefined();
    expect(validateOptionalText('a'.repeat(257), NOTES_MAX_LENGTH)).toBeDefined();
    expect(validateOptionalText(undefined, NOTES_MAX_LENGTH)).toBeUndefined();
  });

  it('stores an empty description or notes as undefined', () => {
    expect(optionalText('')).toBeUndefined();
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText('Call us first')).toBe('Call us first');
  });

  it('requires a chosen value', () => {
    expect(text(validateRequired(undefined))).toBe('Required field');
    expect(text(validateRequired(''))).toBe('Required field');
    expect(validateRequired('en-us')).toBeUndefined();
    expect(validateRequired(0)).toBeUndefined();
  });
});

describe('numeric inputs', () => {
  it('keeps at most 9 digits', () => {
    expect(sanitizeNumberInput('1234567890', 0)).toBe('123456789');
    expect(sanitizeNumberInput('999999999999', 0)).toBe('999999999');
  });

  it('keeps digits and one decimal separator, dropping everything else', () => {
    expect(sanitizeNumberInput('1a2-3 4', 0)).toBe('1234');
    expect(sanitizeNumberInput('12.5', 0)).toBe('12.5');
    expect(sanitizeNumberInput('12,5', 1)).toBe('12.5');
    expect(sanitizeNumberInput('1.2.3', 1)).toBe('1.2');
    expect(sanitizeNumberInput('0.123', 1)).toBe('0.1');
    expect(sanitizeNumberInput('', 0)).toBe('');
  });

  it('parses what an input holds', () => {
    expect(parseNumberInput('500')).toBe(500);
    expect(parseNumberInput('0.5')).toBe(0.5);
    expect(parseNumberInput('2,5')).toBe(2.5);
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('.')).toBeUndefined();
    expect(parseNumberInput('1e3')).toBeUndefined();
    expect(parseNumberInput(undefined)).toBeUndefined();
  });

  const whole = { min: 50, max: NUMBER_MAX, decimals: 0 };
  const tenths = { min: 0.1, max: 300, decimals: 1 };

  it.each([
    ['10', '50'],
    ['49', '50'],
    ['50', '50'],
    ['51', '51'],
    ['12.5', '50'],
    ['50.5', '51'],
    ['999999999', '999999999'],
    ['', '50'],
  ])('clamps %j to %j on blur (min 50, empty → the minimum)', (typed, shown) => {
    expect(normalizeNumberInput(typed, whole, 50)).toBe(shown);
  });

  it('leaves an empty input empty when the field has no value for empty', () => {
    expect(normalizeNumberInput('', whole)).toBe('');
  });

  it.each([
    ['0', '0.1'],
    ['0.04', '0.1'],
    ['0.15', '0.2'],
    ['4.44', '4.4'],
    ['300', '300'],
    ['300.1', '300'],
    ['999', '300'],
  ])('rounds to 0.1 and clamps %j to %j (0.1 to 300)', (typed, shown) => {
    expect(normalizeNumberInput(typed, tenths)).toBe(shown);
  });

  it('clamps numbers to the rule', () => {
    expect(clampNumber(1e12, whole)).toBe(NUMBER_MAX);
    expect(clampNumber(-3, whole)).toBe(50);
    expect(isNumberInRange('49', whole)).toBe(false);
    expect(isNumberInRange('50', whole)).toBe(true);
    expect(isNumberInRange('', whole)).toBe(false);
  });
});
