import { describe, expect, it } from '@rstest/core';
import { safeRedirectTarget } from '../../../src/domain/safe-redirect';

describe('the login redirect rule (docs/product-decisions.md "Texts and values the specification does not give")', () => {
  it.each(['/enterprise/3f1c/', '/enterprise/?view=all', '/pt-pt/enterprise/3f1c/projects/9a/report/?type=p', '/'])(
    'follows the path on this site %s',
    (target) => {
      expect(safeRedirectTarget(target)).toBe(target);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a decoded %5C backslash', decodeURIComponent('/%5Cevil.example')],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'enterprise/'],
    ['nothing', ''],
  ])('rejects %s', (_name, target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  it('rejects a missing target', () => {
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
  });
});
