import { describe, expect, it } from '@rstest/core';
import {
  ACCESS_KEY_NAME_MAX_LENGTH,
  ACCESS_KEY_NAME_PUNCTUATION,
  accessKeyNameError,
  accessKeyNameMessages,
  sameAccessKeyName,
} from '../../../src/domain/access-key-name';

const noNamesInUse: string[] = [];

describe('the access-key name rule (spec document 2 section 5, docs/product-decisions.md)', () => {
  it('has at most 55 characters (section 9)', () => {
    expect(ACCESS_KEY_NAME_MAX_LENGTH).toBe(55);
    expect(accessKeyNameError('a'.repeat(55), noNamesInUse)).toBeUndefined();
    expect(accessKeyNameError('a'.repeat(56), noNamesInUse)?.message).toBe(accessKeyNameMessages.tooLong);
  });

  it('counts characters, not UTF-16 units: 55 letters outside the basic plane are allowed', () => {
    const gothic = '𐌰'.repeat(55); // U+10330, a letter written with two UTF-16 units
    expect(gothic.length).toBe(110);
    expect(accessKeyNameError(gothic, noNamesInUse)).toBeUndefined();
    expect(accessKeyNameError(`${gothic}𐌰`, noNamesInUse)?.message).toBe(accessKeyNameMessages.tooLong);
  });

  it('allows letters of any script, digits and white space', () => {
    for (const name of [
      'CI pipeline',
      'Zürich café',
      'Ключ доступа',
      '東京キー',
      'مفتاح',
      'कुंजी',
      'Build 2026',
      '٣ keys',
      'tab\tseparated',
      'e\u0301',
    ]) {
      expect(accessKeyNameError(name, noNamesInUse)).toBeUndefined();
    }
  });

  it('allows each punctuation character of the decision: . , : ; _ - + = @ # & ( ) [ ] ! ?', () => {
    expect(ACCESS_KEY_NAME_PUNCTUATION.join(' ')).toBe('. , : ; _ - + = @ # & ( ) [ ] ! ?');
    for (const character of ACCESS_KEY_NAME_PUNCTUATION) {
      expect(accessKeyNameError(`key${character}1`, noNamesInUse)).toBeUndefined();
    }
  });

  it('refuses any other character with InvalidCharacters', () => {
    expect(accessKeyNameMessages.invalidCharacters.id).toBe('InvalidCharacters');
    for (const character of [
      '/',
      '\\',
      '*',
      '$',
      '%',
      '^',
      '~',
      '"',
      "'",
      '`',
      '<',
      '>',
      '{',
      '}',
      '|',
      '€',
      '©',
      '🔑',
    ]) {
      expect(accessKeyNameError(`key${character}1`, noNamesInUse)?.message).toBe(
        accessKeyNameMessages.invalidCharacters,
      );
    }
  });

  it('needs a name: empty or only white space is Required field', () => {
    expect(accessKeyNameError('', noNamesInUse)?.message).toBe(accessKeyNameMessages.required);
    expect(accessKeyNameError('   ', noNamesInUse)?.message).toBe(accessKeyNameMessages.required);
    expect(accessKeyNameMessages.required.defaultMessage).toBe('Required field');
  });

  it('refuses a name in use with AccessKeyNameInUse, ignoring case and surrounding spaces', () => {
    const inUse = ['CI pipeline', 'Data export'];
    expect(accessKeyNameMessages.inUse.id).toBe('AccessKeyNameInUse');
    expect(accessKeyNameError('CI pipeline', inUse)?.message).toBe(accessKeyNameMessages.inUse);
    expect(accessKeyNameError('  ci PIPELINE ', inUse)?.message).toBe(accessKeyNameMessages.inUse);
    expect(accessKeyNameError('CI pipelines', inUse)).toBeUndefined();
  });

  it('reports the first broken rule: required, then length, then characters, then in use', () => {
    expect(accessKeyNameError(`${'*'.repeat(56)}`, ['x'])?.message).toBe(accessKeyNameMessages.tooLong);
    expect(accessKeyNameError('a*', ['a*'])?.message).toBe(accessKeyNameMessages.invalidCharacters);
  });

  it('compares names the way the server finds duplicates', () => {
    expect(sameAccessKeyName(' Staging', 'staging ')).toBe(true);
    expect(sameAccessKeyName('Staging', 'Staging 2')).toBe(false);
  });
});
