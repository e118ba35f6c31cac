import { describe, expect, it } from '@rstest/core';
import { areaScripts, COMPILE_HINT, startUpScripts } from '../../../scripts/bench/compile-hint';

describe("the start-up chunks' compile hint", () => {
  it("is V8's magic comment for eager compilation of a whole file", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('finds the deferred scripts index.html starts with, in order, and nothing else (not the blocking before-paint one)', () => {
    const html =
      '<head><title>Customer Portal</title><script src="/static/js/before-paint.0123abcd.js"></script>' +
      '<script defer src="/static/js/lib-react.0a76b33416.js"></script><script defer src="/static/js/lib-core.f5037fffae.js"></script>' +
      '<script defer src="/static/js/index.f633ad52ee.js"></script><link href="/static/css/index.3e4c41be76.css" rel="stylesheet"></head>';
    expect(startUpScripts(html)).toEqual([
      'static/js/lib-react.0a76b33416.js',
      'static/js/lib-core.f5037fffae.js',
      'static/js/index.f633ad52ee.js',
    ]);
    expect(startUpScripts('<div id="root"></div>')).toEqual([]);
  });

  it("finds the signed-in area's scripts index.html preloads, and not its preloaded stylesheet", () => {
    const html =
      '<head><script defer src="/static/js/index.f633ad.js"></script>' +
      '<link href="/static/css/async/signed-in.8b57f4.css" rel="preload" as="style">' +
      '<link href="/static/js/async/api.71c639.js" rel="preload" as="script">' +
      '<link href="/static/js/async/signed-in.510b5a.js" rel="preload" as="script"></head>';
    expect(areaScripts(html)).toEqual(['static/js/async/api.71c639.js', 'static/js/async/signed-in.510b5a.js']);
    expect(areaScripts('<head><link href="/static/css/index.b07d4d.css" rel="stylesheet"></head>')).toEqual([]);
  });
});
