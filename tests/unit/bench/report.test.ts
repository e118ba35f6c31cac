import { describe, expect, it } from '@rstest/core';
import { aggregateRuns } from '../../../scripts/bench/aggregate';
import { budgetFor } from '../../../scripts/bench/budgets';
import {
  markdownTable,
  README_END,
  README_START,
  replaceBenchBlock,
  resultsTable,
  verdict,
} from '../../../scripts/bench/report';

describe('results', () => {
  it('passes on the median, not on the worst run', () => {
    expect(verdict({ budget: budgetFor('inp-sort'), samples: [100, 400, 190] })).toBe('pass');
    expect(verdict({ budget: budgetFor('inp-sort'), samples: [100, 400, 210] })).toBe('FAIL');
  });

  it('reports a reported-only figure against its aim, never pass or FAIL', () => {
    expect(verdict({ budget: budgetFor('lcp-login'), samples: [700, 1400, 810] })).toBe('reported');
    expect(verdict({ budget: budgetFor('lcp-login'), samples: [400] })).toBe('reported');
    expect(verdict({ budget: budgetFor('lcp-login'), samples: [], notMeasured: 'no LCP entry' })).toBe('not measured');
    const table = resultsTable([
      { budget: budgetFor('lcp-login'), samples: [400, 460, 420] },
      { budget: budgetFor('lcp-login'), samples: [800] },
    ]).split('\n');
    expect(table[2]).toMatch(/\| 420 ms\s+\| aim ≤ 450 ms \(reported only\)\s+\| reported \(within the aim\)\s+\|/);
    expect(table[3]).toMatch(/\| 800 ms\s+\| aim ≤ 450 ms \(reported only\)\s+\| reported \(over the aim\)\s+\|/);
  });

  it('says "not measured" with the reason, never a number', () => {
    const row = { budget: budgetFor('inp-sort'), samples: [], notMeasured: "no 'Name' column header" };
    expect(verdict(row)).toBe('not measured');
    const table = resultsTable([row]);
    expect(table).toContain("not measured: no 'Name' column header");
    expect(table).toMatch(/\| INP: sort the projects list\s+\| —/);
  });

  it('prints figure, median, budget, result and the runs', () => {
    const table = resultsTable([
      { budget: budgetFor('lcp-projects'), samples: [950, 1100, 990], note: 'table' },
      { budget: budgetFor('js-login'), samples: [101.24] },
    ]).split('\n');
    expect(table[0]).toMatch(/^\| figure\s+\| median\s+\| budget\s+\| result\s+\| runs\s+\|$/);
    expect(table[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \|$/);
    expect(table[2]).toMatch(
      /^\| LCP: projects page with 25 rows \(table\)\s+\| 990 ms\s+\| aim ≤ 1000 ms \(reported only\)\s+\| reported \(within the aim\)\s+\| 950 ms, 1100 ms, 990 ms\s+\|$/,
    );
    expect(table[3]).toMatch(/\| 101\.2 KB\s+\| ≤ 112 KB\s+\| pass\s+\| 1 \(stable\)/);
  });

  it('shows a row’s own runs text instead of its samples (a ratio and the loads it comes from)', () => {
    const [, , row] = resultsTable([
      { budget: budgetFor('lcp-login-ratio'), samples: [2.8], runs: 'page: 980, 1000 ms; static: 350, 360 ms' },
    ]).split('\n');
    expect(row).toMatch(/\| 2\.80×\s+\| ≤ 1\.3×\s+\| FAIL\s+\| page: 980, 1000 ms; static: 350, 360 ms \|$/);
  });

  it('escapes pipes and pads columns', () => {
    expect(markdownTable(['a', 'b'], [['x|y', 'z']])).toBe('| a    | b   |\n| ---- | --- |\n| x\\|y | z   |');
  });
});

describe('aggregating runs', () => {
  it('collects each figure across runs in the budget order, with the median run’s note and a partial-run note', () => {
    const rows = aggregateRuns(
      [
        [
          { id: 'inp-sort', value: 120 },
          { id: 'lcp-login', value: 700, note: 'LCP element <h1>' },
        ],
        [
          { id: 'lcp-login', value: 650, note: 'LCP element <p>' },
          { id: 'inp-sort', notMeasured: 'sorting failed: timeout' },
        ],
        [
          { id: 'lcp-login', value: 900, note: 'LCP element <p>' },
          { id: 'inp-sort', value: 140 },
        ],
      ],
      ['lcp-login', 'inp-sort', 'inp-filter-drawer'],
    );
    expect(rows.map((r) => r.budget.id)).toEqual(['lcp-login', 'inp-sort']);
    expect(rows[0]).toMatchObject({ samples: [700, 650, 900], note: 'LCP element <h1>' });
    expect(rows[1]).toMatchObject({ samples: [120, 140], note: '2 of 3 runs; sorting failed: timeout' });
  });

  it('gives a not-measured row when no run measured the figure', () => {
    const [row] = aggregateRuns(
      [[{ id: 'inp-sort', notMeasured: 'no table yet' }], [{ id: 'inp-sort', notMeasured: 'no table yet' }]],
      ['inp-sort'],
    );
    expect(row).toMatchObject({ samples: [], notMeasured: 'no table yet' });
  });
});

describe('the README block', () => {
  const readme = `# Portal\n\nText.\n\n## Performance\n\n${README_START}\nold table\n${README_END}\n\n## After\n`;

  it('replaces only what is between the markers', () => {
    const next = replaceBenchBlock(readme, '| new | table |\n');
    expect(next).toBe(
      `# Portal\n\nText.\n\n## Performance\n\n${README_START}\n| new | table |\n${README_END}\n\n## After\n`,
    );
    expect(replaceBenchBlock(next, 'again')).toContain(`${README_START}\nagain\n${README_END}`);
  });

  it('refuses a README without the markers, with them reversed, or twice', () => {
    expect(() => replaceBenchBlock('# Portal\n', 'x')).toThrow('needs the markers');
    expect(() => replaceBenchBlock(`${README_END}\n${README_START}`, 'x')).toThrow('needs the markers');
    expect(() => replaceBenchBlock(`${readme}${README_START}${README_END}`, 'x')).toThrow('more than once');
  });
});
