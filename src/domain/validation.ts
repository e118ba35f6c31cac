import { defineMessages, type Message } from '../i18n/messages';
import { EMAIL_MAX_LENGTH, isEmail } from './email-address';

/**
 * Field rules shared by the forms (spec document 1 section 5, document 2 section 5 "Email format").
 * Validators return message descriptors, never English strings; screens format them.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Required field' },
  emailFormatInvalid: { id: 'validation.emailFormatInvalid', defaultMessage: 'Enter a valid email address.' },
  tooLong: { id: 'validation.tooLong', defaultMessage: 'Use {max} characters or fewer.' },
});

// The e-mail rule itself lives in ./email-address.ts (the login page takes it from there, without
// the form validators below); it is part of this module's rules all the same.
export { EMAIL_MAX_LENGTH, isEmail } from './email-address';

/** Whether the text has something besides white space. */
export const isNonBlank = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Required: something besides white space. */
export function validateRequired(value: string | null | undefined): Message | undefined {
  return isNonBlank(value) ? undefined : validationMessages.required;
}

/** Required and a standard e-mail address. */
export function validateRequiredEmail(value: string | null | undefined): Message | undefined {
  if (!isNonBlank(value)) return validationMessages.required;
  return isEmail(value ?? '') ? undefined : validationMessages.emailFormatInvalid;
}

/**
 * Empty or a standard address (document 2 "Email format": message key EmailFormatInvalid).
 */
export function validateOptionalEmail(value: string | null | undefined): Message | undefined {
  if (!isNonBlank(value)) return undefined;
  return isEmail(value ?? '') ? undefined : validationMessages.emailFormatInvalid;
}

/** A value longer than `max` (an input stops typing at its maximum, but a prefilled value may not). */
export function validateMaxLength(value: string | null | undefined, max: number): Message | undefined {
  return (value ?? '').length > max ? validationMessages.tooLong : undefined;
}

/** Runs validators in order; the first message wins. */
export function firstError(...results: (Message | undefined)[]): Message | undefined {
  return results.find((result) => result !== undefined);
}

/** Spec document 1 sections 5 and 9: the sandbox sign-up maxima. */
export const SANDBOX_LIMITS = { firstName: 80, lastName: 80, companyName: 40, companyEmail: EMAIL_MAX_LENGTH } as const;

/** First and last names of an invitation or a requested account: the API's maximum (80, as the sandbox). */
export const NAME_MAX_LENGTH = 80;
