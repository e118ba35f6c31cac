import { defineMessages, type Message } from '../i18n/define-messages';
import { EMAIL_MAX_LENGTH, isEmail } from './email-address';

/**
 * What every validator of every form returns for an invalid value (the form kit's one validator
 * result type, src/ui/form/): the message descriptor and the values it names, formatted at render
 * time (never English text); undefined for a valid value.
 */
export interface FieldProblem {
  readonly message: Message;
  readonly values?: Readonly<Record<string, string | number>>;
}

const problems = new WeakMap<Message, FieldProblem>();

/** The problem of a message; without values, the same object for the same message. */
export function problemOf(message: Message, values?: Record<string, string | number>): FieldProblem {
  if (values) return { message, values };
  let problem = problems.get(message);
  if (!problem) problems.set(message, (problem = { message }));
  return problem;
}

/**
 * Field rules shared by the forms (spec document 1 section 5, document 2 section 5 "Email format").
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Required field' },
  /** The specification's message key EmailFormatInvalid (document 2 sections 5 and 8) is its id. */
  emailFormatInvalid: { id: 'EmailFormatInvalid', defaultMessage: 'Enter a valid email address.' },
  tooLong: { id: 'validation.tooLong', defaultMessage: 'Use {max} characters or fewer.' },
});

// The e-mail rule itself lives in ./email-address.ts (the login page takes it from there, without
// the form validators below); it is part of this module's rules all the same.
export { EMAIL_MAX_LENGTH, isEmail } from './email-address';

/** Whether the text has something besides white space. */
export const isNonBlank = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Required: something besides white space. */
export function validateRequired(value: string | null | undefined): FieldProblem | undefined {
  return isNonBlank(value) ? undefined : problemOf(validationMessages.required);
}

/** Required and a standard e-mail address. */
export function validateRequiredEmail(value: string | null | undefined): FieldProblem | undefined {
  return validateRequired(value) ?? validateOptionalEmail(value);
}

/**
 * Empty or a standard address (document 2 "Email format": message key EmailFormatInvalid).
 */
export function validateOptionalEmail(value: string | null | undefined): FieldProblem | undefined {
  if (!isNonBlank(value)) return undefined;
  return isEmail(value ?? '') ? undefined : problemOf(validationMessages.emailFormatInvalid);
}

/** A value longer than `max` (an input stops typing at its maximum, but a prefilled value may not). */
export function validateMaxLength(value: string | null | undefined, max: number): FieldProblem | undefined {
  return (value ?? '').length > max ? problemOf(validationMessages.tooLong, { max }) : undefined;
}

/** Runs validators in order; the first message wins. */
export function firstError(...results: (FieldProblem | undefined)[]): FieldProblem | undefined {
  return results.find((result) => result !== undefined);
}

/** Spec document 1 sections 5 and 9: the sandbox sign-up maxima. */
export const SANDBOX_LIMITS = { firstName: 80, lastName: 80, companyName: 40, companyEmail: EMAIL_MAX_LENGTH } as const;

/** First and last names of an invitation or a requested account: the API's maximum (80, as the sandbox). */
export const NAME_MAX_LENGTH = 80;
