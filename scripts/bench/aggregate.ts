/** Runs to table rows (pure): each figure's samples across runs, in the budget table's order. */
import { BUDGETS, type BudgetId } from './budgets';
import type { ResultRow } from './report';
import { median } from './stats';

export type Sample = { id: BudgetId; value: number; note?: string } | { id: BudgetId; notMeasured: string };

/** One row per budget that any run measured or skipped; `ids` limits and orders them. */
export function aggregateRuns(runs: readonly (readonly Sample[])[], ids: readonly BudgetId[]): ResultRow[] {
  return BUDGETS.filter((budget) => ids.includes(budget.id)).flatMap((budget): ResultRow[] => {
    const samples = runs.flatMap((run) => run.filter((sample) => sample.id === budget.id));
    if (samples.length === 0) return [];
    const values = samples.flatMap((sample) => ('value' in sample ? [sample] : []));
    const skipped = [...new Set(samples.flatMap((sample) => ('notMeasured' in sample ? [sample.notMeasured] : [])))];
    if (values.length === 0) return [{ budget, samples: [], notMeasured: skipped.join('; ') }];
    // The note of the run nearest the median (what it measured, e.g. the LCP element).
    const middle = median(values.map((sample) => sample.value)) ?? 0;
    const nearest = values.reduce((best, sample) =>
      Math.abs(sample.value - middle) < Math.abs(best.value - middle) ? sample : best,
    );
    const partial = skipped.length > 0 ? `${values.length} of ${samples.length} runs; ${skipped.join('; ')}` : '';
    const note = [nearest.note ?? '', partial].filter(Boolean).join('; ');
    return [{ budget, samples: values.map((sample) => sample.value), ...(note ? { note } : {}) }];
  });
}
