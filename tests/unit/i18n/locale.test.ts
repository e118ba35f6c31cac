import { describe, expect, it } from '@rstest/core';
import { localeFromPath } from '../../../src/i18n/locale';

describe('the locale from the first path segment (spec document 1 section 5)', () => {
  it.each([
    ['/pt-pt/account/login', 'pt-pt', '/pt-pt'],
    ['/en-us/enterprise/', 'en-us', '/en-us'],
    ['/PT-PT/account/login', 'pt-pt', '/PT-PT'],
    ['/account/login', 'en-us', ''],
    ['/', 'en-us', ''],
    ['/ptpt/account', 'en-us', ''],
    ['/pt-ptx/account', 'en-us', ''],
    ['/p1-pt/account', 'en-us', ''],
    ['/enterprise/pt-pt/', 'en-us', ''],
  ])('%s gives %s', (path, locale, base) => {
    expect(localeFromPath(path)).toEqual({ locale, base });
  });
});
