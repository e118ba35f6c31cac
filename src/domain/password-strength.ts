import { defineMessages } from '../i18n/define-messages';
import { problemOf, type FieldProblem } from './validation';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from './password-rules';

/**
 * Change password (spec document 2 section 5 "Password change"): the rules, their messages and the
 * strength bar's five checks. The strength rule itself is the one of password-rules.ts (document 1
 * section 5, the same rule the API applies); the page's messages differ (document 2 names them).
 * Validators return message descriptors, never English strings.
 */

export const changePasswordMessages = defineMessages({
  required: { id: 'changePassword.rule.required', defaultMessage: 'Required' },
  /**
   * The specification's message key StrongPasswordValidationRule is its id; the text is document 1
   * section 5's wording of the same rule.
   */
  strongPasswordValidationRule: {
    id: 'StrongPasswordValidationRule',
    defaultMessage:
      "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.",
  },
  /** The specification's message key ProfileEditPageDiffPasswordError is its id. */
  profileEditPageDiffPasswordError: {
    id: 'ProfileEditPageDiffPasswordError',
    defaultMessage: 'The new password and confirmation password do not match.',
  },
  /** The hint under the new password, verbatim from the specification. */
  hint: {
    id: 'changePassword.hint',
    defaultMessage:
      'Password needs to be at least 6 characters, with one upper case letter (A-Z), one lower case letter (a-z), one number and one special character.',
  },
});

/** The five checks of the strength bar, in the specification's order. */
export const PASSWORD_CHECKS = ['length', 'lowercase', 'digit', 'uppercase', 'special'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

const tests: Record<PasswordCheck, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  lowercase: (password) => /[a-z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  // Anything that is not an ASCII letter or digit, as password-rules.ts and the server count it.
  special: (password) => /[^A-Za-z0-9]/.test(password),
};

/** The checks a password meets. */
export function passwordChecksMet(password: string): PasswordCheck[] {
  return PASSWORD_CHECKS.filter((check) => tests[check](password));
}

/** The share of the five checks met, 0 to 1 (the strength bar). */
export function passwordStrength(password: string): number {
  return passwordChecksMet(password).length / PASSWORD_CHECKS.length;
}

/** Old password: required. */
export function validateOldPassword(value: string | null | undefined): FieldProblem | undefined {
  return (value ?? '') === '' ? problemOf(changePasswordMessages.required) : undefined;
}

/** New password: required, at least 6 characters and strong (StrongPasswordValidationRule). */
export function validateNewPasswordForChange(value: string | null | undefined): FieldProblem | undefined {
  const password = value ?? '';
  if (password === '') return problemOf(changePasswordMessages.required);
  return isStrongPassword(password) ? undefined : problemOf(changePasswordMessages.strongPasswordValidationRule);
}

/** Confirmation: required and equal to the new password (ProfileEditPageDiffPasswordError). */
export function validateConfirmPasswordForChange(
  value: string | null | undefined,
  newPassword: string | null | undefined,
): FieldProblem | undefined {
  const confirmation = value ?? '';
  if (confirmation === '') return problemOf(changePasswordMessages.required);
  return confirmation === (newPassword ?? '')
    ? undefined
    : problemOf(changePasswordMessages.profileEditPageDiffPasswordError);
}
