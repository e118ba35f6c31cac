import { describe, expect, it } from '@rstest/core';
import {
  ALLOWED_TARGETS,
  SOURCE_LANGUAGES,
  isAllowedPair,
  isSourceLanguage,
  languageLabel,
  languageOptions,
  targetsFor,
} from '../../../src/domain/languages';

describe('translation languages (spec document 2 section 3)', () => {
  it('offers the fourteen source languages of the specification', () => {
    expect([...SOURCE_LANGUAGES]).toEqual([
      'de-de',
      'en-us',
      'es-es',
      'fr-fr',
      'pt-br',
      'ru-ru',
      'ja-jp',
      'en-gb',
      'zh-cn',
      'zh-hk',
      'zh-tw',
      'it-it',
      'ar-ae',
      'ko-kr',
    ]);
  });

  // Every row of the "Allowed targets by source" table.
  const table: [string, string[]][] = [
    ['ar-ae', ['en-us']],
    ['de-de', ['en-us']],
    ['en-gb', ['zh-cn', 'de-de', 'es-es', 'fr-fr', 'ja-jp']],
    ['en-us', ['ar-ae', 'de-de', 'es-es', 'fr-fr', 'ja-jp', 'it-it', 'ko-kr', 'pt-br', 'ru-ru', 'zh-cn']],
    ['es-es', ['en-us']],
    ['fr-fr', ['en-us', 'de-de']],
    ['it-it', ['en-us']],
    ['ja-jp', ['en-us', 'ko-kr', 'zh-cn']],
    ['ko-kr', ['en-us', 'ja-jp', 'zh-cn']],
    ['pt-br', ['en-us']],
    ['ru-ru', ['en-us']],
    ['zh-cn', ['en-us', 'ja-jp', 'ko-kr']],
    ['zh-hk', ['en-us', 'ko-kr']],
    ['zh-tw', ['en-us', 'ja-jp', 'ko-kr']],
  ];

  it.each(table)('%s may be translated to exactly %j', (source, targets) => {
    expect(targetsFor(source)).toEqual(targets);
    for (const target of targets) expect(isAllowedPair(source, target)).toBe(true);
    for (const other of SOURCE_LANGUAGES.filter((code) => !targets.includes(code)))
      expect(isAllowedPair(source, other)).toBe(false);
  });

  it('has a row for every source and no other', () => {
    expect(Object.keys(ALLOWED_TARGETS).sort()).toEqual([...SOURCE_LANGUAGES].sort());
    expect(table.map(([source]) => source).sort()).toEqual([...SOURCE_LANGUAGES].sort());
  });

  it('offers no targets before a source is chosen or for a code that is not a source', () => {
    expect(targetsFor(undefined)).toEqual([]);
    expect(targetsFor(null)).toEqual([]);
    expect(targetsFor('hi-in')).toEqual([]);
    expect(isSourceLanguage('hi-in')).toBe(false);
    expect(isAllowedPair('hi-in', 'en-us')).toBe(false);
    expect(isAllowedPair('en-us', undefined)).toBe(false);
  });

  it('never allows a language to itself', () => {
    for (const source of SOURCE_LANGUAGES) expect(isAllowedPair(source, source)).toBe(false);
  });
});

describe('language labels', () => {
  it("names a code in the user's language", () => {
    expect(languageLabel('en-us', 'en-us')).toBe('English (United States)');
    expect(languageLabel('de-de', 'en-us')).toBe('German (Germany)');
    expect(languageLabel('en-us', 'pt-pt')).toBe('inglês (Estados Unidos)');
  });

  it("falls back to the server's name, then to the code", () => {
    expect(languageLabel('qq-zz', 'en-us', { languageCode: 'qq-zz', languageName: 'Private', region: 'Nowhere' })).toBe(
      'Private (Nowhere)',
    );
    expect(languageLabel('not a code', 'en-us')).toBe('not a code');
  });

  it('sorts options by label', () => {
    expect(languageOptions(['fr-fr', 'de-de', 'ar-ae'], 'en-us').map((o) => o.code)).toEqual([
      'ar-ae',
      'fr-fr',
      'de-de',
    ]);
  });
});
