import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  chunkKind,
  gzipBytes,
  largestAppChunk,
  readChunks,
  routeTotal,
  scriptPath,
  type Chunk,
} from '../../../scripts/bench/gzip-size';

const chunk = (path: string, gzip: number): Chunk => ({
  path,
  rawBytes: gzip * 3,
  gzipBytes: gzip,
  kind: chunkKind(path),
});

describe('gzip size accounting', () => {
  it('measures the gzip stream the server would send (level 9), which inflates back to the file', () => {
    const source = 'export const answer = 42;\n'.repeat(400);
    const size = gzipBytes(source);
    expect(size).toBeLessThan(source.length / 10);
    expect(size).toBeGreaterThan(20);
  });

  it("tells React's and Power BI's chunks from the app's by file name", () => {
    expect(chunkKind('/static/js/lib-react.2c9e66a2cc.js')).toBe('react');
    expect(chunkKind('/static/js/async/lib-powerbi.0123456789.js')).toBe('powerbi');
    expect(chunkKind('/static/js/index.f0f925de8d.js')).toBe('app');
    expect(chunkKind('/static/js/async/lib-react-aria.f0f925de8d.js')).toBe('app');
  });

  it('adds up each chunk a page loaded once, by URL path, and lists scripts the build does not have', () => {
    const chunks = [
      chunk('/static/js/lib-react.a.js', 68_000),
      chunk('/static/js/index.b.js', 20_000),
      chunk('/static/js/async/1.c.js', 3_000),
    ];
    const total = routeTotal(chunks, [
      'http://127.0.0.1:4318/static/js/lib-react.a.js',
      'http://127.0.0.1:4318/static/js/index.b.js',
      'http://127.0.0.1:4318/static/js/index.b.js?again',
      'http://127.0.0.1:4318/static/js/stale.d.js',
    ]);
    expect(total.gzipBytes).toBe(88_000);
    expect(total.chunks.map((c) => c.path)).toEqual(['/static/js/lib-react.a.js', '/static/js/index.b.js']);
    expect(total.unknown).toEqual(['/static/js/stale.d.js']);
    expect(scriptPath('http://x.test/static/js/a.js?v=1#h')).toBe('/static/js/a.js');
  });

  it("finds the largest chunk the one-chunk rule covers, leaving out React's and Power BI's", () => {
    const chunks = [
      chunk('/static/js/lib-react.a.js', 68_000),
      chunk('/static/js/async/lib-powerbi.p.js', 45_000),
      chunk('/static/js/index.b.js', 20_000),
      chunk('/static/js/async/9.c.js', 31_000),
    ];
    expect(largestAppChunk(chunks)?.path).toBe('/static/js/async/9.c.js');
    expect(largestAppChunk([chunk('/static/js/lib-react.a.js', 1)])).toBeNull();
  });

  describe('reading a build', () => {
    let dist = '';
    beforeAll(async () => {
      dist = await mkdtemp(join(tmpdir(), 'gzip-size-test-'));
      await mkdir(join(dist, 'static', 'js', 'async'), { recursive: true });
      await writeFile(join(dist, 'static', 'js', 'index.abc.js'), 'console.log("entry");'.repeat(50));
      await writeFile(join(dist, 'static', 'js', 'index.abc.js.LICENSE.txt'), 'MIT');
      await writeFile(join(dist, 'static', 'js', 'async', '12.def.js'), 'export default 1;');
      await writeFile(join(dist, 'index.html'), '<!doctype html>');
    });
    afterAll(async () => rm(dist, { recursive: true, force: true }));

    it('reads every .js chunk under static/js with its URL path, raw and gzip sizes', async () => {
      const chunks = await readChunks(dist);
      expect(chunks.map((c) => c.path)).toEqual(['/static/js/async/12.def.js', '/static/js/index.abc.js']);
      const entry = chunks.find((c) => c.path === '/static/js/index.abc.js');
      expect(entry?.rawBytes).toBe('console.log("entry");'.length * 50);
      expect(entry?.gzipBytes).toBe(gzipBytes('console.log("entry");'.repeat(50)));
      expect(entry?.kind).toBe('app');
    });

    it('fails on a folder without a build', async () => {
      const empty = await mkdtemp(join(tmpdir(), 'gzip-size-empty-'));
      await mkdir(join(empty, 'static', 'js'), { recursive: true });
      await expect(readChunks(empty)).rejects.toThrow('build first');
      await rm(empty, { recursive: true, force: true });
    });
  });
});
