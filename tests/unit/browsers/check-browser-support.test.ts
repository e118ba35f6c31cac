import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { checkBrowserSupport } from '../../../scripts/check-browser-support';

/** Scripts (as the build ships them: classic scripts, not modules) written for the test, checked against the repository's .browserslistrc. */
const dir = mkdtempSync(join(tmpdir(), 'browser-support-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(name: string, code: string) {
  const file = join(dir, `${name}.js`);
  writeFileSync(file, code);
  return checkBrowserSupport([file]);
}

describe("the build's check against .browserslistrc", () => {
  it('passes what Chrome 116, Firefox 124 and Safari 17.4 all run', () => {
    const code = `const last = [3, 1, 2].toSorted().findLast((n) => n > 1);
const signal = AbortSignal.any([new AbortController().signal]);
class Box { #value = last; static { this.made = true; } get value() { return this.#value ?? signal; } }
var box = new Box();`;
    expect(check('supported', code)).toEqual([]);
  });

  it('fails a built-in newer than one of the browsers (Object.groupBy: Chrome 117)', () => {
    const problems = check('group-by', 'var groups = Object.groupBy([1, 2], (n) => n % 2);');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/ObjectGroupBy/);
    expect(problems[0]?.message).toMatch(/chrome 116 requires 117/);
  });

  it('fails the Set methods (Chrome 122, Firefox 127) and Promise.withResolvers (Chrome 119)', () => {
    expect(check('set-union', 'var all = new Set([1]).union(new Set([2]));')).toHaveLength(1);
    expect(check('with-resolvers', 'var { promise } = Promise.withResolvers();')).toHaveLength(1);
  });

  it("fails syntax none of them parses (a class's auto-accessor)", () => {
    expect(check('accessor', 'class Box { accessor value = 1; }')).toHaveLength(1);
  });

  it("allows Intl.DurationFormat only as @formatjs/intl's cache names it", () => {
    expect(check('duration', 'var make = (...a) => new Intl.DurationFormat(...a);')).toEqual([]);
  });
});
