import { describe, expect, it } from '@rstest/core';
import {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  passwordRuleMessages,
  validateConfirmPassword,
  validateNewPassword,
} from '../../../src/domain/password-rules';

describe('the password rules of reset, create, invitation and register (spec document 1 section 5)', () => {
  it("has the specification's exact texts", () => {
    expect(passwordRuleMessages.required.defaultMessage).toBe('The new password field is required');
    expect(passwordRuleMessages.minLength.defaultMessage).toBe('The password must be at least 6 characters long.');
    expect(passwordRuleMessages.strength.defaultMessage).toBe(
      "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.",
    );
    expect(passwordRuleMessages.confirmRequired.defaultMessage).toBe('The confirm new password field is required');
    expect(passwordRuleMessages.mismatch.defaultMessage).toBe('The password and confirmation password do not match.');
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it.each([
    ['', passwordRuleMessages.required],
    [undefined, passwordRuleMessages.required],
    ['A', passwordRuleMessages.minLength],
    ['Ab1#x', passwordRuleMessages.minLength],
    ['abcdef', passwordRuleMessages.strength],
    ['ABCDEF1#', passwordRuleMessages.strength], // no lowercase
    ['abcdef1#', passwordRuleMessages.strength], // no uppercase
    ['Abcdefg#', passwordRuleMessages.strength], // no number
    ['Abcdefg1', passwordRuleMessages.strength], // no symbol
    ['Ábcdéf1', passwordRuleMessages.strength], // accented letters are symbols, but there is no ASCII uppercase
    ['Ab1#xy', undefined],
    ['Portal#2026', undefined],
    ['Ab1 cd', undefined], // a space is a symbol, as the API counts it
  ])('new password %j → %j', (password, expected) => {
    expect(validateNewPassword(password)?.message).toBe(expected);
  });

  it.each([
    ['', 'Portal#2026', passwordRuleMessages.confirmRequired],
    [null, 'Portal#2026', passwordRuleMessages.confirmRequired],
    ['Portal#2027', 'Portal#2026', passwordRuleMessages.mismatch],
    ['portal#2026', 'Portal#2026', passwordRuleMessages.mismatch],
    ['Portal#2026', 'Portal#2026', undefined],
  ])('confirmation %j of %j → %j', (confirm, password, expected) => {
    expect(validateConfirmPassword(confirm, password)?.message).toBe(expected);
  });

  it('counts a strong password exactly as the reference API does', () => {
    expect(isStrongPassword('Aa1#aa')).toBe(true);
    expect(isStrongPassword('Aa1#a')).toBe(false);
  });
});
