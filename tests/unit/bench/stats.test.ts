import { describe, expect, it } from '@rstest/core';
import { median } from '../../../scripts/bench/stats';

describe('median of the runs', () => {
  it('is the middle sample of an odd count, whatever the order', () => {
    expect(median([900, 700, 1200])).toBe(900);
    expect(median([5])).toBe(5);
  });

  it('is the mean of the two middle samples of an even count', () => {
    expect(median([100, 400, 200, 300])).toBe(250);
  });

  it('ignores samples that are not numbers and is null without any', () => {
    expect(median([Number.NaN, 3, Number.POSITIVE_INFINITY, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
    expect(median([Number.NaN])).toBeNull();
  });

  it('does not reorder the caller’s samples', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});
