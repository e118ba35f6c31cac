import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import {
  contentSecurityPolicy,
  REACT_ARIA_STYLE_HASHES,
  REACT_ARIA_STYLE_TEXTS,
} from '../../../scripts/security-headers';

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split('; ')
    .map((text) => text.split(' '))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

/** The text of a `<style>` React Aria inserts, as its built module writes it (`` `…`.trim() ``). */
function insertedStyleText(file: string): string {
  const source = readFileSync(`node_modules/react-aria/dist/private/${file}`, 'utf8');
  const template = /\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
  if (template === undefined) throw new Error(`${file} sets no <style> text any more`);
  return template
    .replace(/\$\{\$\w+\$var\$(\w+)\}/g, (_, name: string) => {
      const value = new RegExp(`\\$var\\$${name} = '([^']*)'`).exec(source)?.[1];
      return value ?? `\${${name}}`;
    })
    .trim();
}

describe('the Content-Security-Policy of styles', () => {
  const policy = contentSecurityPolicy({ captcha: { enabled: false }, apiBaseUrl: '/api/' });

  it("allows no inline <style> element but React Aria's own, by hash; inline style attributes apart", () => {
    expect(directive(policy, 'style-src')).toEqual(["'self'", ...REACT_ARIA_STYLE_HASHES]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(REACT_ARIA_STYLE_HASHES).toHaveLength(2);
    for (const hash of REACT_ARIA_STYLE_HASHES) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('hashes exactly the texts React Aria inserts (usePress, usePreventScroll)', () => {
    expect([
      insertedStyleText('interactions/usePress.mjs'),
      insertedStyleText('overlays/usePreventScroll.mjs'),
    ]).toEqual(REACT_ARIA_STYLE_TEXTS);
  });
});
