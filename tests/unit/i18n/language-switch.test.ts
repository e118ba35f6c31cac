import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from '@rstest/core';
import {
  LANGUAGE_KEY,
  languageHref,
  languages,
  rememberedIndex,
  rememberLanguage,
} from '../../../src/i18n/language-switch';
import { localeFromPath } from '../../../src/i18n/locale';
import { installMemoryStorage } from '../support/memory-storage';

/** The pt-pt catalogue the reference API serves (npm run i18n:extract). */
const ptPt = JSON.parse(readFileSync('scripts/dev-api/localization/pt-pt.json', 'utf8')) as Record<string, string>;

describe('the page in another language', () => {
  it.each([
    ['/account/login', 'redirect=%2Fenterprise%2F', 'pt-pt', '/pt-pt/account/login?redirect=%2Fenterprise%2F'],
    ['/account/login', 'redirect=%2Fenterprise%2F', 'en-us', '/account/login?redirect=%2Fenterprise%2F'],
    ['/enterprise/e1/', 'page=2&sort=name', 'pt-pt', '/pt-pt/enterprise/e1/?page=2&sort=name'],
    ['/account/forgotpassword', '', 'pt-pt', '/pt-pt/account/forgotpassword'],
    ['/account/forgotpassword', '', 'en-us', '/account/forgotpassword'],
    ['/', '', 'pt-pt', '/pt-pt/'],
    ['/', '', 'en-us', '/'],
  ])('%s?%s in %s is %s', (path, search, locale, href) => {
    expect(languageHref(path, search, locale)).toBe(href);
  });

  it.each([
    ['//evil.example/', 'en-us', '/'],
    ['//evil.example/x', 'en-us', '/'],
    ['/\\evil.example/', 'en-us', '/'],
    ['/\t/evil.example/', 'en-us', '/'],
    ['\t//evil.example/', 'en-us', '/'],
    ['https://evil.example/', 'en-us', '/'],
    ['javascript:alert(1)', 'en-us', '/'],
    ['/account/login', '/evil.example', '/'],
    ['/account/login', '//evil.example', '/'],
    ['//evil.example/', 'pt-pt', '/pt-pt//evil.example/'],
  ])('%s in %s stays on this site: %s', (path, locale, href) => {
    const result = languageHref(path, '', locale);
    expect(result).toBe(href);
    expect(new URL(result, 'https://portal.example').origin).toBe('https://portal.example');
  });

  it('gives a path whose locale is the chosen one, and the same page relative to it', () => {
    for (const { locale } of languages) {
      const href = languageHref('/account/login', 'a=1', locale);
      const { locale: rendered, base } = localeFromPath(href);
      expect(rendered).toBe(locale);
      expect(href.slice(base.length)).toBe('/account/login?a=1');
    }
  });

  it('names each language in its own language, in every catalogue', () => {
    expect(languages.map(({ locale, name }) => [locale, name.defaultMessage])).toEqual([
      ['en-us', 'English'],
      ['pt-pt', 'Português'],
    ]);
    for (const { name } of languages) expect(ptPt[name.id]).toBe(name.defaultMessage);
  });
});

describe('the remembered choice and the next visit to /', () => {
  beforeEach(() => void installMemoryStorage());

  it('stays on / with no choice, or with English chosen', () => {
    expect(rememberedIndex('/', '')).toBeNull();
    rememberLanguage('en-us');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en-us');
    expect(rememberedIndex('/', '')).toBeNull();
  });

  it('goes to the chosen language’s / (with the query) after Português was chosen', () => {
    rememberLanguage('pt-pt');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('pt-pt');
    expect(rememberedIndex('/', '')).toBe('/pt-pt/');
    expect(rememberedIndex('/', 'a=1')).toBe('/pt-pt/?a=1');
  });

  it('only on / itself: any other path keeps its own locale', () => {
    rememberLanguage('pt-pt');
    for (const path of ['/account/login', '/en-us/', '/enterprise/', '/pt-pt/'])
      expect(rememberedIndex(path, '')).toBeNull();
  });

  it('ignores a stored value that is not one of the portal’s languages', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr-fr');
    expect(rememberedIndex('/', '')).toBeNull();
    localStorage.setItem(LANGUAGE_KEY, '//evil.test');
    expect(rememberedIndex('/', '')).toBeNull();
  });

  it('stays on / when storage is unavailable, and choosing still works', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('disabled');
      },
    });
    expect(() => rememberLanguage('pt-pt')).not.toThrow();
    expect(rememberedIndex('/', '')).toBeNull();
  });
});
