import { describe, expect, it } from '@rstest/core';
import { followableLink } from '../../../src/domain/safe-link';

const SITE = 'http://127.0.0.1:3000';

describe('links from the API (docs/product-decisions.md "Serving and sign-out")', () => {
  it.each([
    ['an https: address anywhere', 'https://files.example.com/d/1?sig=a', 'https://files.example.com/d/1?sig=a'],
    ['an address on this site', `${SITE}/api/__files__/deliverables/1`, `${SITE}/api/__files__/deliverables/1`],
    ['a path on this site', '/api/__files__/previews/j1', `${SITE}/api/__files__/previews/j1`],
  ])('follows %s', (_what, link, followed) => {
    expect(followableLink(link, SITE)).toBe(followed);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['a javascript: URL in capitals with white space', ' JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a blob: URL', `blob:${SITE}/5d2e`],
    ['plain http elsewhere', 'http://files.example.com/d/1'],
    ['plain http on another port of this host', 'http://127.0.0.1:4000/d/1'],
    ['a protocol-relative address to another host over http', '//evil.example/x'],
    ['ftp:', 'ftp://files.example.com/d/1'],
    ['an unparsable address', 'https://'],
  ])('refuses %s', (_what, link) => {
    expect(followableLink(link, SITE)).toBeNull();
  });

  it('on an https site, this site and any https address pass; http to itself does not', () => {
    expect(followableLink('/x', 'https://portal.example.com')).toBe('https://portal.example.com/x');
    expect(followableLink('http://portal.example.com/x', 'https://portal.example.com')).toBeNull();
  });
});
