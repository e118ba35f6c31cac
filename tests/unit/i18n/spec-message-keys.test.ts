import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { accessKeyNameError } from '../../../src/domain/access-key-name';
import { validateConfirmPasswordForChange, validateNewPasswordForChange } from '../../../src/domain/password-strength';
import { validateOptionalEmail, validateRequiredEmail } from '../../../src/domain/validation';

/**
 * The message keys the specification names (document 2 sections 5 and 8): a catalogue the provider
 * serves under these keys translates the portal's messages only if they are the messages' ids.
 */
const SPEC_KEYS = [
  'EmailFormatInvalid',
  'StrongPasswordValidationRule',
  'ProfileEditPageDiffPasswordError',
  'InvalidCharacters',
  'AccessKeyNameInUse',
] as const;

/** A served catalogue (scripts/extract-messages.ts writes them from the code's messages and the translations). */
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(`scripts/dev-api/localization/${locale}.json`, 'utf8')) as Record<string, string>;

describe("the specification's message keys (document 2 sections 5 and 8)", () => {
  it.each(['en-us', 'pt-pt'])('are message ids of the %s catalogue', (locale) => {
    const ids = Object.keys(catalogue(locale));
    expect(SPEC_KEYS.filter((key) => !ids.includes(key))).toEqual([]);
  });

  it('are the ids of the messages the rules give', () => {
    expect(validateOptionalEmail('not an address')?.message.id).toBe('EmailFormatInvalid');
    expect(validateRequiredEmail('not an address')?.message.id).toBe('EmailFormatInvalid');
    expect(validateNewPasswordForChange('weakpassword')?.message.id).toBe('StrongPasswordValidationRule');
    expect(validateConfirmPasswordForChange('Other#2026', 'Portal#2026')?.message.id).toBe(
      'ProfileEditPageDiffPasswordError',
    );
    expect(accessKeyNameError('no <tags>', [])?.message.id).toBe('InvalidCharacters');
    expect(accessKeyNameError('CI pipeline', ['ci pipeline'])?.message.id).toBe('AccessKeyNameInUse');
  });

  it('keep the English of the specification where it quotes one (document 1 section 5)', () => {
    expect(catalogue('en-us').StrongPasswordValidationRule).toBe(
      "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.",
    );
  });
});
