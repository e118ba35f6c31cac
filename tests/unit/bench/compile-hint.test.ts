import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { areaScripts, COMPILE_HINT, hintFreeCopy, startUpScripts } from '../../../scripts/bench/compile-hint';
import { signedOutTemplate } from '../../../scripts/prerender';

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

describe("the signed-out pages' start-up chunks (decision 0071)", () => {
  it('are the same code without the hint, under a hashed name of their own beside the original', () => {
    const code = '(()=>{"use strict";console.log(1)})();';
    const copy = hintFreeCopy('static/js/lib-react.841c1b.js', `${COMPILE_HINT}\n${code}`);
    expect(copy.content).toBe(code);
    expect(copy.path).toMatch(/^static\/js\/lib-react\.signed-out\.[0-9a-f]{6}\.js$/);
    expect(hintFreeCopy('static/js/lib-react.841c1b.js', `${COMPILE_HINT}\n${code};`).path).not.toBe(copy.path);
  });

  it('refuses a chunk without the hint, or without a hashed name', () => {
    expect(() => hintFreeCopy('static/js/index.1f8364.js', 'console.log(1);')).toThrow(/compile hint/);
    expect(() => hintFreeCopy('static/js/index.js', `${COMPILE_HINT}\nconsole.log(1);`)).toThrow(/hashed/);
  });

  it('are written beside the originals, and only the signed-out template names them', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'signed-out-'));
    try {
      await mkdir(join(dist, 'static', 'js'), { recursive: true });
      await writeFile(join(dist, 'static/js/lib-react.0a76b3.js'), `${COMPILE_HINT}\nreact();`);
      await writeFile(join(dist, 'static/js/index.f633ad.js'), `${COMPILE_HINT}\nentry();`);
      const indexHtml =
        '<head><script src="/static/js/before-paint.0123ab.js"></script>' +
        '<script defer src="/static/js/lib-react.0a76b3.js"></script><script defer src="/static/js/index.f633ad.js"></script></head>';
      const template = await signedOutTemplate(dist, indexHtml);
      const scripts = startUpScripts(template);
      expect(scripts).toHaveLength(2);
      expect(scripts[0]).toMatch(/^static\/js\/lib-react\.signed-out\.[0-9a-f]{6}\.js$/);
      expect(await Promise.all(scripts.map((script) => readFile(join(dist, script), 'utf8')))).toEqual([
        'react();',
        'entry();',
      ]);
      expect(template).toContain('<script src="/static/js/before-paint.0123ab.js"></script>');
      expect(await readFile(join(dist, 'static/js/index.f633ad.js'), 'utf8')).toBe(`${COMPILE_HINT}\nentry();`);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
