import { describe, expect, it } from '@rstest/core';
import {
  BUDGETS,
  budgetFor,
  formatBudget,
  formatValue,
  kilobytes,
  sizeGate,
  withinBudget,
  type Budget,
} from '../../../scripts/bench/budgets';

describe('the budget table', () => {
  it.each([
    ['js-login', 112, 'KB'],
    ['js-projects', 165, 'KB'],
    ['chunk-max', 40, 'KB'],
    ['lcp-login-ratio', 1.3, 'ratio'],
    ['lcp-login-return-ratio', 1.3, 'ratio'],
    ['lcp-projects-ratio', 2.5, 'ratio'],
    ['inp-next-page', 200, 'ms'],
    ['inp-sort', 200, 'ms'],
    ['inp-filter-drawer', 200, 'ms'],
    ['inp-type-login', 200, 'ms'],
    ['inp-type-search', 200, 'ms'],
    ['inp-type-request-form', 200, 'ms'],
    ['keystroke-login', 100, 'ms'],
    ['keystroke-search', 100, 'ms'],
    ['keystroke-request-form', 100, 'ms'],
    ['cls-login', 0.02, 'score'],
    ['cls-projects', 0.02, 'score'],
    ['cls-request-form', 0.02, 'score'],
    ['api-duplicates', 0, 'calls'],
    ['api-back', 0, 'calls'],
    ['heap-per-row', 15, 'KB'],
    ['load-more-growth', 1.5, 'ratio'],
    ['inp-type-search-long', 200, 'ms'],
    ['keystroke-search-long', 100, 'ms'],
    ['inp-sort-long', 200, 'ms'],
    ['walk-nodes', 0, 'count'],
    ['walk-listeners', 0, 'count'],
  ] as const)('%s is at most %s %s', (id, limit, unit) => {
    expect(budgetFor(id)).toMatchObject({ id, limit, unit });
    expect(budgetFor(id).reportedOnly).toBeUndefined();
  });

  it.each([
    ['lcp-login', 450],
    ['lcp-projects', 1000],
  ] as const)('the absolute %s is reported against an aim of %s ms, not a budget', (id, aim) => {
    expect(budgetFor(id)).toMatchObject({ id, limit: aim, unit: 'ms', reportedOnly: true });
    expect(formatBudget(budgetFor(id))).toBe(`aim ≤ ${aim} ms (reported only)`);
  });

  it('has one row per figure', () => {
    expect(new Set(BUDGETS.map((b) => b.id)).size).toBe(BUDGETS.length);
    expect(BUDGETS).toHaveLength(30);
  });

  it('passes a value equal to the budget and fails one just above', () => {
    const login = budgetFor('js-login');
    expect(withinBudget(login, 112)).toBe(true);
    expect(withinBudget(login, 112.01)).toBe(false);
    expect(withinBudget(budgetFor('lcp-login-ratio'), 1.3)).toBe(true);
    expect(withinBudget(budgetFor('lcp-login-ratio'), 1.31)).toBe(false);
    expect(withinBudget(budgetFor('api-back'), 0)).toBe(true);
    expect(withinBudget(budgetFor('api-back'), 1)).toBe(false);
    expect(withinBudget(budgetFor('cls-login'), 0.021)).toBe(false);
  });

  it('counts KB of 1000 bytes, as the build report does', () => {
    expect(kilobytes(112_000)).toBe(112);
    expect(withinBudget(budgetFor('js-login'), kilobytes(112_001))).toBe(false);
  });

  it('formats values and budgets in their units', () => {
    expect(formatValue(104.94, 'KB')).toBe('104.9 KB');
    expect(formatValue(812.4, 'ms')).toBe('812 ms');
    expect(formatValue(0.0134, 'score')).toBe('0.013');
    expect(formatValue(1, 'calls')).toBe('1 call');
    expect(formatValue(2, 'calls')).toBe('2 calls');
    expect(formatValue(2.8149, 'ratio')).toBe('2.81×');
    expect(formatValue(1.94, 'MB')).toBe('1.9 MB');
    expect(formatValue(12, 'count')).toBe('+12');
    expect(formatValue(0, 'count')).toBe('0');
    expect(formatValue(-3, 'count')).toBe('-3');
    expect(formatBudget(budgetFor('walk-nodes'))).toBe('≤ 0');
    expect(formatBudget(budgetFor('walk-heap'))).toBe('aim ≤ 1 MB (reported only)');
    expect(formatBudget(budgetFor('js-login'))).toBe('≤ 112 KB');
    expect(formatBudget(budgetFor('inp-sort'))).toBe('≤ 200 ms');
    expect(formatBudget(budgetFor('lcp-login-ratio'))).toBe('≤ 1.3×');
    expect(formatBudget(budgetFor('lcp-projects-ratio'))).toBe('≤ 2.5×');
    expect(formatBudget(budgetFor('cls-projects'))).toBe('≤ 0.02');
    expect(formatBudget(budgetFor('api-duplicates'))).toBe('≤ 0');
  });

  it('refuses an unknown figure', () => {
    // @ts-expect-error: not a budget id
    expect(() => budgetFor('lcp-nowhere')).toThrow('No budget "lcp-nowhere"');
  });

  it('the size check: a budget not met yet may not grow past its interim ceiling', () => {
    const notMet: Budget = { id: 'js-login', figure: 'login', limit: 105, unit: 'KB', ceiling: 128 };
    expect(sizeGate(notMet, 104.9)).toBe('pass');
    expect(sizeGate(notMet, 127.9)).toBe('over budget, under ceiling');
    expect(sizeGate(notMet, 128)).toBe('over budget, under ceiling');
    expect(sizeGate(notMet, 128.01)).toBe('fail');
    const met: Budget = { id: 'chunk-max', figure: 'chunk', limit: 40, unit: 'KB' };
    expect(sizeGate(met, 40)).toBe('pass');
    expect(sizeGate(met, 40.01)).toBe('fail');
  });

  it('only size budgets have interim ceilings, each above its budget', () => {
    for (const budget of BUDGETS.filter((b) => b.ceiling !== undefined)) {
      expect(budget.unit).toBe('KB');
      expect(budget.ceiling).toBeGreaterThan(budget.limit);
    }
    expect(budgetFor('chunk-max').ceiling).toBeUndefined();
  });

  it('holds the projects page at 165 KB, met again, with no ceiling above it', () => {
    expect(budgetFor('js-projects')).toMatchObject({ limit: 165 });
    expect(budgetFor('js-projects').ceiling).toBeUndefined();
    expect(sizeGate(budgetFor('js-projects'), 165)).toBe('pass');
    expect(sizeGate(budgetFor('js-projects'), 165.001)).toBe('fail');
  });

  it('holds the login page at 112 KB, with no ceiling above it: it may go down, never up', () => {
    expect(budgetFor('js-login')).toMatchObject({ limit: 112 });
    expect(budgetFor('js-login').ceiling).toBeUndefined();
    expect(sizeGate(budgetFor('js-login'), 112)).toBe('pass');
    expect(sizeGate(budgetFor('js-login'), 112.001)).toBe('fail');
  });
});
