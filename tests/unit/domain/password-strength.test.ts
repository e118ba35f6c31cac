import { describe, expect, it } from '@rstest/core';
import {
  changePasswordMessages,
  PASSWORD_CHECKS,
  passwordChecksMet,
  passwordStrength,
  validateConfirmPasswordForChange,
  validateNewPasswordForChange,
  validateOldPassword,
} from '../../../src/domain/password-strength';
import { isStrongPassword } from '../../../src/domain/password-rules';

describe('change password (spec document 2 section 5 "Password change")', () => {
  it('names the five checks of the strength bar in the spec order', () => {
    expect(PASSWORD_CHECKS).toEqual(['length', 'lowercase', 'digit', 'uppercase', 'special']);
  });

  it.each([
    ['', []],
    ['abc', ['lowercase']],
    ['abcdef', ['length', 'lowercase']],
    ['123456', ['length', 'digit']],
    ['ABC', ['uppercase']],
    ['!!', ['special']],
    ['a b', ['lowercase', 'special']],
    ['Abc1!', ['lowercase', 'digit', 'uppercase', 'special']],
    ['Portal#2026', ['length', 'lowercase', 'digit', 'uppercase', 'special']],
  ])('"%s" meets %j', (password, checks) => {
    expect(passwordChecksMet(password)).toEqual(checks);
    expect(passwordStrength(password)).toBe(checks.length / 5);
  });

  it.each(['', 'abc', 'Abc1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Portal#2026', 'Ñandú#2026', 'Aa1 aa'])(
    'all five checks met is exactly the shared strength rule of password-rules.ts ("%s")',
    (password) => {
      expect(passwordChecksMet(password).length === 5).toBe(isStrongPassword(password));
    },
  );

  it('requires the old password with "Required"', () => {
    expect(validateOldPassword('')?.message).toBe(changePasswordMessages.required);
    expect(validateOldPassword(undefined)?.message).toBe(changePasswordMessages.required);
    expect(changePasswordMessages.required.defaultMessage).toBe('Required');
    expect(validateOldPassword('anything')).toBeUndefined();
  });

  it('requires a strong new password (StrongPasswordValidationRule)', () => {
    expect(validateNewPasswordForChange('')?.message).toBe(changePasswordMessages.required);
    expect(validateNewPasswordForChange('Ab1!')?.message).toBe(changePasswordMessages.strongPasswordValidationRule);
    expect(validateNewPasswordForChange('abcdef1!')?.message).toBe(changePasswordMessages.strongPasswordValidationRule);
    expect(validateNewPasswordForChange('Newpass#1')).toBeUndefined();
    expect(changePasswordMessages.strongPasswordValidationRule.defaultMessage).toBe(
      "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.",
    );
  });

  it('requires the confirmation equal to the new password (ProfileEditPageDiffPasswordError)', () => {
    expect(validateConfirmPasswordForChange('', 'Newpass#1')?.message).toBe(changePasswordMessages.required);
    expect(validateConfirmPasswordForChange('Newpass#2', 'Newpass#1')?.message).toBe(
      changePasswordMessages.profileEditPageDiffPasswordError,
    );
    expect(validateConfirmPasswordForChange('Newpass#1', 'Newpass#1')).toBeUndefined();
    expect(changePasswordMessages.profileEditPageDiffPasswordError.defaultMessage).toBe(
      'The new password and confirmation password do not match.',
    );
  });

  it('quotes the hint of the spec verbatim', () => {
    expect(changePasswordMessages.hint.defaultMessage).toBe(
      'Password needs to be at least 6 characters, with one upper case letter (A-Z), one lower case letter (a-z), one number and one special character.',
    );
  });
});
