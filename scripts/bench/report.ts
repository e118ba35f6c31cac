/**
 * The benchmark's and the size check's tables (pure): figure, median, budget, result, as Markdown
 * that reads well in a terminal and in docs/performance.md, and the block between that file's markers.
 */
import { formatBudget, formatValue, withinBudget, type Budget } from './budgets';
import { median } from './stats';

export interface ResultRow {
  budget: Budget;
  /** Overrides the budget's figure text (e.g. one of two ways to reach a page). */
  figure?: string;
  /** One value per run; empty when not measured. */
  samples: number[];
  /** Why the figure was not measured (a screen not built yet, a failed run); shown instead of a result. */
  notMeasured?: string;
  /** What was measured, when it needs saying (e.g. the element LCP picked). */
  note?: string;
  /** What the runs column shows instead of the samples (e.g. the loads a ratio was taken from). */
  runs?: string;
}

export type Verdict = 'pass' | 'FAIL' | 'not measured' | 'reported';

export function verdict(row: ResultRow): Verdict {
  const value = median(row.samples);
  if (row.notMeasured !== undefined || value === null) return 'not measured';
  if (row.budget.reportedOnly) return 'reported';
  return withinBudget(row.budget, value) ? 'pass' : 'FAIL';
}

/** A Markdown table with padded columns; pipes inside cells are escaped. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const all = [headers, ...rows].map((row) => row.map(escape));
  const widths = headers.map((_, column) => Math.max(3, ...all.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [
    line(all[0] ?? []),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...all.slice(1).map(line),
  ].join('\n');
}

function runsCell(row: ResultRow): string {
  if (row.runs !== undefined) return row.runs;
  if (row.samples.length <= 1) return row.samples.length === 1 ? '1 (stable)' : '';
  return row.samples.map((value) => formatValue(value, row.budget.unit)).join(', ');
}

/**
 * figure | median | budget | result | runs — the result says why a figure was not measured, and a
 * reported-only figure reads 'reported', within its aim or over it.
 */
export function resultsTable(rows: readonly ResultRow[]): string {
  return markdownTable(
    ['figure', 'median', 'budget', 'result', 'runs'],
    rows.map((row) => {
      const value = median(row.samples);
      const result = verdict(row);
      const figure = `${row.figure ?? row.budget.figure}${row.note ? ` (${row.note})` : ''}`;
      return [
        figure,
        value === null || row.notMeasured !== undefined ? '—' : formatValue(value, row.budget.unit),
        formatBudget(row.budget),
        result === 'not measured'
          ? `not measured: ${row.notMeasured ?? 'no sample'}`
          : result === 'reported' && value !== null
            ? `reported (${withinBudget(row.budget, value) ? 'within' : 'over'} the aim)`
            : result,
        row.notMeasured !== undefined ? '' : runsCell(row),
      ];
    }),
  );
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/** The document (docs/performance.md) with `block` between the markers; an error when the markers are missing or out of order. */
export function replaceBenchBlock(readme: string, block: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(
      `docs/performance.md needs the markers ${README_START} and ${README_END} (in that order) under "## Latest run".`,
    );
  }
  if (readme.indexOf(README_START, start + 1) !== -1 || readme.indexOf(README_END, end + 1) !== -1) {
    throw new Error('docs/performance.md has the benchmark markers more than once.');
  }
  return `${readme.slice(0, start + README_START.length)}\n${block.trim()}\n${readme.slice(end)}`;
}
