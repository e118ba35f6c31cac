/**
 * The billing contact's rules (docs/product-decisions.md "The Settings area"): Name required, at most 80
 * characters; Email required, a standard address, at most 254; Phone optional, at most 40, of digits,
 * spaces and `+ - ( )`. The description's BillingContact schema holds the same limits.
 */
import { defineMessages } from '../i18n/define-messages';
import {
  EMAIL_MAX_LENGTH,
  firstError,
  problemOf,
  validateMaxLength,
  validateRequired,
  validateRequiredEmail,
  type FieldProblem,
} from './validation';

export const BILLING_CONTACT_LIMITS = { name: 80, email: EMAIL_MAX_LENGTH, phone: 40 } as const;

/** Digits, spaces, plus, minus and parentheses only. */
const PHONE_PATTERN = /^[0-9 +()-]*$/;

export const billingContactMessages = defineMessages({
  phoneCharacters: {
    id: 'billing.contact.phoneCharacters',
    defaultMessage: 'Use only digits, spaces and + - ( ).',
  },
});

export const validateContactName = (value: string | undefined): FieldProblem | undefined =>
  firstError(validateRequired(value), validateMaxLength(value, BILLING_CONTACT_LIMITS.name));

export const validateContactEmail = (value: string | undefined): FieldProblem | undefined =>
  firstError(validateRequiredEmail(value), validateMaxLength(value, BILLING_CONTACT_LIMITS.email));

export const validateContactPhone = (value: string | undefined): FieldProblem | undefined =>
  firstError(
    validateMaxLength(value, BILLING_CONTACT_LIMITS.phone),
    PHONE_PATTERN.test(value ?? '') ? undefined : problemOf(billingContactMessages.phoneCharacters),
  );

export interface BillingContactValues {
  name?: string;
  email?: string;
  phone?: string;
}

/** What is sent: trimmed values, and null for an empty phone. */
export function billingContactBody(values: BillingContactValues): {
  name: string;
  email: string;
  phone: string | null;
} {
  const phone = (values.phone ?? '').trim();
  return { name: (values.name ?? '').trim(), email: (values.email ?? '').trim(), phone: phone === '' ? null : phone };
}
