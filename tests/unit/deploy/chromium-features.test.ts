import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import config, { NO_ADDRESS_BAR_PAGE, PLAYWRIGHT_DISABLED_FEATURES } from '../../../playwright.config';

/** The features Playwright itself disables, read from the installed Playwright's bundle. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe("the browser tests' Chromium features (decision 0070)", () => {
  it("repeats Playwright's own list, since Chromium keeps only the last --disable-features", () => {
    const fromPlaywright = playwrightDisabledFeatures();
    expect(fromPlaywright).toContain('PaintHolding');
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(fromPlaywright);
  });

  it('passes one --disable-features, with both lists', () => {
    const args = config.use?.launchOptions?.args ?? [];
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = (switches[0] ?? '').slice('--disable-features='.length).split(',');
    expect(features).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_PAGE]);
  });
});
