/** Small statistics for the benchmark's repeated runs (pure). */

/** The median of the samples (the mean of the two middle ones for an even count); null when there are none. */
export function median(samples: readonly number[]): number | null {
  const finite = samples.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  const low = sorted[middle - 1];
  const high = sorted[middle];
  return low === undefined || high === undefined ? null : (low + high) / 2;
}
