import { describe, expect, it } from '@rstest/core';
import {
  EMAIL_MAX_LENGTH,
  firstError,
  isEmail,
  problemOf,
  isNonBlank,
  SANDBOX_LIMITS,
  validateMaxLength,
  validateOptionalEmail,
  validateRequired,
  validateRequiredEmail,
  validationMessages,
} from '../../../src/domain/validation';

describe('field validation', () => {
  it.each([
    ['admin@acme.test', true],
    ['  admin@acme.test  ', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['admin@acme', false], // the API's format needs a domain with a dot
    ['admin@@acme.test', false],
    ['admin acme.test', false],
    ['josé@acme.test', false], // the API's e-mail format is ASCII
    ['', false],
    [`${'a'.repeat(245)}@acme.test`, false], // 255 characters
    [`${'a'.repeat(244)}@acme.test`, true], // 254 characters
  ])('isEmail(%j) is %j', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('required means something besides white space', () => {
    expect(isNonBlank('  ')).toBe(false);
    expect(validateRequired(' \t')?.message).toBe(validationMessages.required);
    expect(validateRequired(' x ')).toBeUndefined();
    expect(validationMessages.required.defaultMessage).toBe('Required field');
  });

  it('a required e-mail says required first, then the format', () => {
    expect(validateRequiredEmail('')?.message).toBe(validationMessages.required);
    expect(validateRequiredEmail('nope')?.message).toBe(validationMessages.emailFormatInvalid);
    expect(validateRequiredEmail('a@b.co')).toBeUndefined();
    expect(validateOptionalEmail('')).toBeUndefined();
    expect(validateOptionalEmail('nope')?.message).toBe(validationMessages.emailFormatInvalid);
  });

  it('limits: the sandbox maxima 80/80/40/254, and over-long values', () => {
    expect(SANDBOX_LIMITS).toEqual({ firstName: 80, lastName: 80, companyName: 40, companyEmail: 254 });
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(validateMaxLength('x'.repeat(40), 40)).toBeUndefined();
    expect(validateMaxLength('x'.repeat(41), 40)?.message).toBe(validationMessages.tooLong);
    expect(validateMaxLength('x'.repeat(41), 40)?.values).toEqual({ max: 40 });
    const tooLong = problemOf(validationMessages.tooLong);
    expect(firstError(undefined, tooLong, problemOf(validationMessages.required))).toBe(tooLong);
  });
});
