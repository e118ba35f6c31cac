import { describe, expect, it } from '@rstest/core';
import { DELIVERABLES_PAGE_SIZE, isDownloadDisabled } from '../../../src/domain/deliverables';

describe('deliverable download (docs/product-decisions.md: only Published downloads)', () => {
  it.each([
    [0, true], // Unpublished
    [1, false], // Published
    [2, true], // Deleted
    [7, true], // unknown
  ])('status %i disables the download: %s', (status, disabled) => {
    expect(isDownloadDisabled(status)).toBe(disabled);
  });

  it('pages by 10', () => {
    expect(DELIVERABLES_PAGE_SIZE).toBe(10);
  });
});
