import { describe, expect, it } from '@rstest/core';
import { budgetFor } from '../../../scripts/bench/budgets';
import { resultsTable, verdict } from '../../../scripts/bench/report';
import { ratioRow, staticCopy } from '../../../scripts/bench/static-probe';

describe('the static copy of a page as rendered', () => {
  const rendered =
    '<html lang="en-us"><head><meta charset="utf-8">' +
    '<script defer="" src="/static/js/lib-react.1a2b3c4d.js"></script>' +
    '<script type="module" src="/static/js/index.5e6f7a8b.js"></script>' +
    '<link href="/static/css/index.8381f452.css" rel="stylesheet">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    '<link rel="preload" as="script" href="/static/js/async/signed-in.12345678.js">' +
    '<link rel="modulepreload" href="/static/js/app.12345678.mjs">' +
    '<link rel="prefetch" href="/static/js/async/menu.12345678.js">' +
    '<link rel="preload" as="font" href="/static/font/inter.woff2" crossorigin="">' +
    '<link rel="stylesheet" type="text/css" href="/static/css/async/signed-in.a94e3137.css">' +
    '<link rel="expect" href="#prerendered" blocking="render">' +
    '<style>.x { color: red }</style></head>' +
    '<body><div id="root"><h1 tabindex="-1">Sign in</h1><input style="width: 1px" value=""></div>' +
    '<script type="application/json" id="catalogue">{"a":"</b>"}</script>' +
    '<SCRIPT>window.x = "<p>";</SCRIPT ></body></html>';
  const copy = staticCopy(rendered);

  it('starts with the doctype, so it renders in standards mode like the page', () => {
    expect(copy.startsWith('<!doctype html>\n<html lang="en-us">')).toBe(true);
  });

  it('has no script of any type, and no preload or prefetch of a script', () => {
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('window.x');
    expect(copy).not.toContain('catalogue');
    expect(copy).not.toContain('.js"');
    expect(copy).not.toContain('.mjs"');
  });

  it('has no render-blocking wait for an element (its target, the data block, is a script)', () => {
    expect(copy).not.toContain('rel="expect"');
  });

  it('keeps the stylesheets, inline styles, the other links and the content as they were', () => {
    expect(copy).toContain('<link href="/static/css/index.8381f452.css" rel="stylesheet">');
    expect(copy).toContain('<link rel="stylesheet" type="text/css" href="/static/css/async/signed-in.a94e3137.css">');
    expect(copy).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(copy).toContain('<link rel="preload" as="font" href="/static/font/inter.woff2" crossorigin="">');
    expect(copy).toContain('<style>.x { color: red }</style>');
    expect(copy).toContain('<div id="root"><h1 tabindex="-1">Sign in</h1><input style="width: 1px" value=""></div>');
  });

  it('is the page itself when there was no script to take out', () => {
    const plain = '<html><head><title>T</title></head><body><p>Hello</p></body></html>';
    expect(staticCopy(plain)).toBe(`<!doctype html>\n${plain}`);
  });
});

describe('a ratio budget from the loads in turn', () => {
  const loads = (lcps: number[], element = '<p> "We use essential cookies"') => lcps.map((lcp) => ({ lcp, element }));

  it('is the median LCP of the page over the median LCP of its static copy', () => {
    const row = ratioRow('lcp-login-ratio', {
      real: loads([1000, 900, 1500, 950, 980, 990, 1200]),
      static: loads([350, 360, 340, 900, 355, 345, 352]),
      failures: [],
    });
    expect(row.budget).toBe(budgetFor('lcp-login-ratio'));
    expect(row.samples).toEqual([990 / 352]);
    expect(verdict(row)).toBe('FAIL');
    expect(row.note).toBe(
      'medians 990 ms ÷ 352 ms, 7 loads each in turn; LCP element <p> "We use essential cookies" in both',
    );
    expect(row.runs).toBe(
      'page: 1000, 900, 1500, 950, 980, 990, 1200 ms; static: 350, 360, 340, 900, 355, 345, 352 ms',
    );
    expect(resultsTable([row])).toContain('| 2.81×');
  });

  it('passes at the budget', () => {
    const row = ratioRow('lcp-projects-ratio', { real: loads([800]), static: loads([400]), failures: [] });
    expect(row.samples).toEqual([2]);
    expect(verdict(row)).toBe('pass');
  });

  it('names the LCP elements when they differ, and how often the usual one was picked', () => {
    const row = ratioRow('lcp-projects-ratio', {
      real: [...loads([1200, 1300], '<td> "Insurance"'), ...loads([1250], '<h1> "Projects"')],
      static: loads([500, 520, 510], '<td> "Insurance"'),
      failures: ['/__static-probe/projects.html: Timeout 20000ms exceeded.'],
    });
    expect(row.note).toBe(
      'medians 1250 ms ÷ 510 ms, 3 loads each in turn; LCP elements <td> "Insurance" in 2 of 3 and <td> "Insurance"; ' +
        '1 load failed: /__static-probe/projects.html: Timeout 20000ms exceeded.',
    );
  });

  it('is not measured, with the reason, when either side has no load', () => {
    const row = ratioRow('lcp-login-ratio', {
      real: loads([900]),
      static: [],
      failures: ['the static copy: the bench server did not serve the static copy (404)'],
    });
    expect(verdict(row)).toBe('not measured');
    expect(row.notMeasured).toBe(
      'no static load measured; 1 load failed: the static copy: the bench server did not serve the static copy (404)',
    );
  });
});
