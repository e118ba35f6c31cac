import { describe, expect, it } from '@rstest/core';
import { chunkKind, type Chunk } from '../../../scripts/bench/gzip-size';
import { verdict } from '../../../scripts/bench/report';
import { chunkTable, sizeFigures } from '../../../scripts/bench/size-figures';

const chunk = (path: string, gzipBytes: number): Chunk => ({
  path,
  rawBytes: gzipBytes * 3,
  gzipBytes,
  kind: chunkKind(path),
});
const url = (path: string) => `http://127.0.0.1:4318${path}`;

const chunks = [
  chunk('/static/js/lib-react.a.js', 68_600),
  chunk('/static/js/vendor.b.js', 30_000),
  chunk('/static/js/index.c.js', 6_000),
  chunk('/static/js/async/login.d.js', 8_000),
  chunk('/static/js/async/projects.e.js', 40_001),
  chunk('/static/js/async/drawer.f.js', 20_000),
  chunk('/static/js/async/lib-powerbi.g.js', 45_000),
];
const entry = ['/static/js/lib-react.a.js', '/static/js/vendor.b.js', '/static/js/index.c.js'].map(url);
const routes = {
  login: [...entry, url('/static/js/async/login.d.js')],
  projectsAfterSignIn: [
    ...entry,
    url('/static/js/async/login.d.js'),
    url('/static/js/async/projects.e.js'),
    url('/static/js/async/drawer.f.js'),
  ],
  projectsDirect: [...entry, url('/static/js/async/projects.e.js'), url('/static/js/async/drawer.f.js')],
  projectsDirectUntilRows: [...entry, url('/static/js/async/projects.e.js')],
};

describe('the size figures', () => {
  const { rows, unknownScripts } = sizeFigures(chunks, routes);

  it('adds up the login route and the two ways to the projects page', () => {
    expect(rows.map((r) => [r.budget.id, r.samples])).toEqual([
      ['js-login', [112.6]],
      ['js-projects', [172.601]],
      ['js-projects', [164.601]],
      ['chunk-max', [40.001]],
    ]);
    expect(rows.map(verdict)).toEqual(['FAIL', 'FAIL', 'pass', 'FAIL']);
    expect(unknownScripts).toEqual([]);
  });

  it('says how much of the projects page loaded before its rows showed', () => {
    expect(rows[2]?.note).toBe('5 chunks; 144.6 KB until the rows showed, 20.0 KB after');
  });

  it("names the largest chunk the one-chunk rule covers: not React's, not Power BI's", () => {
    expect(rows[3]?.note).toBe('async/projects.e.js');
  });

  it('reports scripts a page loaded that the build does not have', () => {
    expect(
      sizeFigures(chunks, { ...routes, login: [...routes.login, url('/static/js/old.z.js')] }).unknownScripts,
    ).toEqual(['/static/js/old.z.js']);
  });

  it('lists every chunk, largest first, with who loads it and the one-chunk rule', () => {
    const lines = chunkTable(chunks, routes).split('\n');
    expect(lines[2]).toMatch(
      /^\| lib-react\.a\.js\s+\| react\s+\| 205\.8 KB \| 68\.6 KB \| login, projects\s+\| exempt/,
    );
    expect(lines.find((l) => l.includes('lib-powerbi'))).toMatch(
      /\| powerbi .*\| \(not loaded by these pages\)\s+\| exempt/,
    );
    expect(lines.find((l) => l.includes('async/projects.e.js'))).toMatch(/\| projects\s+\| FAIL \(> 40 KB\)/);
    expect(lines.find((l) => l.includes('async/drawer.f.js'))).toMatch(
      /\| projects \(after the rows showed\)\s+\| pass/,
    );
    expect(lines.find((l) => l.includes('async/login.d.js'))).toMatch(/\| login, sign-in journey\s+\| pass/);
  });
});
