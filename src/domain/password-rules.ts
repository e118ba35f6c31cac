import { defineMessages } from '../i18n/define-messages';
import { problemOf, type FieldProblem } from './validation';

/**
 * The password rules of spec document 1 section 5, shared by reset password, create password,
 * accept invitation and register (and usable by any other form that sets a password):
 * required, at least 6 characters, and strong: an uppercase letter ('A'-'Z'), a lowercase letter
 * ('a'-'z'), a number and a symbol. The confirmation is required and equal to the password.
 *
 * "Symbol" is any character that is not an ASCII letter or digit, exactly as the API checks it, so
 * the form never accepts a password the server then refuses.
 */
export const PASSWORD_MIN_LENGTH = 6;

export const passwordRuleMessages = defineMessages({
  required: { id: 'passwordRules.required', defaultMessage: 'The new password field is required' },
  minLength: { id: 'passwordRules.minLength', defaultMessage: 'The password must be at least 6 characters long.' },
  strength: {
    id: 'passwordRules.strength',
    defaultMessage:
      "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.",
  },
  confirmRequired: {
    id: 'passwordRules.confirmRequired',
    defaultMessage: 'The confirm new password field is required',
  },
  mismatch: { id: 'passwordRules.mismatch', defaultMessage: 'The password and confirmation password do not match.' },
});

/** Strong: at least 6 characters, an uppercase and a lowercase ASCII letter, a digit and a symbol. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** The first rule the new password breaks, or undefined when it is acceptable. */
export function validateNewPassword(password: string | null | undefined): FieldProblem | undefined {
  const value = password ?? '';
  if (value === '') return problemOf(passwordRuleMessages.required);
  if (value.length < PASSWORD_MIN_LENGTH) return problemOf(passwordRuleMessages.minLength);
  if (!isStrongPassword(value)) return problemOf(passwordRuleMessages.strength);
  return undefined;
}

/** The first rule the confirmation breaks, or undefined when it is acceptable. */
export function validateConfirmPassword(
  confirmPassword: string | null | undefined,
  password: string | null | undefined,
): FieldProblem | undefined {
  const value = confirmPassword ?? '';
  if (value === '') return problemOf(passwordRuleMessages.confirmRequired);
  if (value !== (password ?? '')) return problemOf(passwordRuleMessages.mismatch);
  return undefined;
}
