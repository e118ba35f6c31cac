import { createIntl, createIntlCache } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from '@rstest/core';
import { createPortalIntl } from '../../../src/i18n/intl';

/** @formatjs/intl's createIntl as the portal configured it before it built its own from the same formatters. */
function formatjsIntl(
  locale: string,
  messages: Record<string, string> = {},
  onError: (error: { code: string }) => void = () => undefined,
) {
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
  return createIntl({ locale, defaultLocale: 'en-us', messages: compiled, onError }, createIntlCache());
}

describe("the portal's intl (src/i18n/intl.tsx)", () => {
  it.each(['en-us', 'pt-pt'])('formats dates, numbers and messages as createIntl does (%s)', (locale) => {
    const text = '{count, plural, one {# file} other {# files}} by {name}';
    const portal = createPortalIntl(locale, { x: text });
    const formatjs = formatjsIntl(locale, { x: text });
    const date = new Date(Date.UTC(2026, 10, 26, 9, 30));
    for (const options of [undefined, { dateStyle: 'long', timeStyle: 'short' }, { month: 'short' }] as const) {
      expect(portal.formatDate(date, options)).toBe(formatjs.formatDate(date, options));
    }
    for (const options of [undefined, { style: 'percent' }, { maximumFractionDigits: 1 }] as const) {
      expect(portal.formatNumber(1234.56, options)).toBe(formatjs.formatNumber(1234.56, options));
    }
    for (const count of [1, 1234, 12345]) {
      expect(portal.formatMessage({ id: 'x', defaultMessage: '' }, { count, name: 'Ana' })).toBe(
        formatjs.formatMessage({ id: 'x' }, { count, name: 'Ana' }),
      );
    }
  });

  it('reports a locale without Intl data as createIntl does, and formats with the default', () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    const formatjsCodes: string[] = [];
    try {
      const portal = createPortalIntl('qq-zz', null);
      formatjsIntl('qq-zz', {}, (error) => formatjsCodes.push(error.code));
      expect(portal.formatMessage({ id: 'login.title', defaultMessage: 'Sign in' })).toBe('Sign in');
    } finally {
      console.error = original;
    }
    expect(formatjsCodes).toEqual(['MISSING_DATA']);
    expect(errors).toEqual([['[i18n]', expect.objectContaining({ code: 'MISSING_DATA' })]]);
    expect(String((errors[0]?.[1] as Error).message)).toContain('Missing locale data for locale: "qq-zz"');
  });
});
