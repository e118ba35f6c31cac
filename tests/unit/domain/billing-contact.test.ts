import { describe, expect, it } from '@rstest/core';
import {
  BILLING_CONTACT_LIMITS,
  billingContactBody,
  billingContactMessages,
  validateContactEmail,
  validateContactName,
  validateContactPhone,
} from '../../../src/domain/billing-contact';
import { validationMessages } from '../../../src/domain/validation';

/** The billing contact's rules (Name required, at most 80; Email required, e-mail, at most 254; Phone optional, at most 40, digits, spaces and + - ( )). */

const emailOf = (length: number) => `${'a'.repeat(length - '@acme.test'.length)}@acme.test`;

describe('the billing contact name', () => {
  it('is required: empty or only white space says "Required field"', () => {
    for (const value of [undefined, '', '   ']) {
      expect(validateContactName(value)?.message).toBe(validationMessages.required);
    }
  });

  it('has at most 80 characters', () => {
    expect(BILLING_CONTACT_LIMITS.name).toBe(80);
    expect(validateContactName('Accounts Payable')).toBeUndefined();
    expect(validateContactName('a'.repeat(80))).toBeUndefined();
    expect(validateContactName('a'.repeat(81))).toEqual({ message: validationMessages.tooLong, values: { max: 80 } });
  });
});

describe('the billing contact e-mail', () => {
  it('is required', () => {
    expect(validateContactEmail('')?.message).toBe(validationMessages.required);
    expect(validateContactEmail(undefined)?.message).toBe(validationMessages.required);
  });

  it('is a standard e-mail address', () => {
    expect(validateContactEmail('billing@acme.test')).toBeUndefined();
    for (const value of ['billing', 'billing@', 'billing@acme', 'bill ing@acme.test', '@acme.test']) {
      expect(validateContactEmail(value)?.message, value).toBe(validationMessages.emailFormatInvalid);
    }
  });

  it('has at most 254 characters', () => {
    expect(BILLING_CONTACT_LIMITS.email).toBe(254);
    expect(validateContactEmail(emailOf(254))).toBeUndefined();
    // An address over 254 is no standard address (src/domain/email-address.ts): the format rule speaks first.
    expect(validateContactEmail(emailOf(255))?.message).toBe(validationMessages.emailFormatInvalid);
  });
});

describe('the billing contact phone', () => {
  it('is optional', () => {
    expect(validateContactPhone(undefined)).toBeUndefined();
    expect(validateContactPhone('')).toBeUndefined();
  });

  it('takes digits, spaces and + - ( )', () => {
    for (const value of ['+1 555 0100', '(555) 010-0100', '0044 20 7946 0000', '+351-21-000-0000']) {
      expect(validateContactPhone(value), value).toBeUndefined();
    }
  });

  it('refuses any other character with "Use only digits, spaces and + - ( )."', () => {
    expect(billingContactMessages.phoneCharacters.defaultMessage).toBe('Use only digits, spaces and + - ( ).');
    for (const value of ['555-CALL', '+1 555 0100 ext. 2', '555.0100', '555/0100', '#555', '５５５']) {
      expect(validateContactPhone(value)?.message, value).toBe(billingContactMessages.phoneCharacters);
    }
  });

  it('has at most 40 characters', () => {
    expect(BILLING_CONTACT_LIMITS.phone).toBe(40);
    expect(validateContactPhone('1'.repeat(40))).toBeUndefined();
    expect(validateContactPhone('1'.repeat(41))).toEqual({ message: validationMessages.tooLong, values: { max: 40 } });
  });
});

describe('what is sent for a billing contact', () => {
  it('is the trimmed values', () => {
    expect(
      billingContactBody({ name: ' Accounts Payable ', email: ' billing@acme.test ', phone: ' +1 555 0100 ' }),
    ).toEqual({
      name: 'Accounts Payable',
      email: 'billing@acme.test',
      phone: '+1 555 0100',
    });
  });

  it('sends null for an empty phone', () => {
    expect(billingContactBody({ name: 'AP', email: 'ap@acme.test', phone: '  ' }).phone).toBeNull();
    expect(billingContactBody({ name: 'AP', email: 'ap@acme.test' }).phone).toBeNull();
  });
});
