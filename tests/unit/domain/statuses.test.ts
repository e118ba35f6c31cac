import { describe, expect, it } from '@rstest/core';
import {
  FILTERABLE_PROJECT_STATUSES,
  FILTERABLE_REQUEST_STATUSES,
  projectStatusDisplay,
  requestStatusDisplay,
  statusDisplay,
} from '../../../src/domain/statuses';

const shown = (d: ReturnType<typeof projectStatusDisplay>) => (d ? [d.label.defaultMessage, d.colour] : null);

describe('request statuses (spec document 2 section 4)', () => {
  it.each([
    [0, ['Under Review', 'grey']],
    [10, ['Not Approved', 'grey']],
    [20, null],
    [30, null],
    [40, null],
  ] as const)('request status %i displays %j', (status, expected) => {
    expect(shown(requestStatusDisplay(status))).toEqual(expected);
  });

  it('has no display for a number outside the table', () => {
    expect(requestStatusDisplay(5)).toBeNull();
    expect(requestStatusDisplay('0')).toBeNull();
  });
});

describe('project statuses (spec document 2 section 4, labels from docs/product-decisions.md)', () => {
  it.each([
    [0, ['Not Active', 'grey']],
    [500, ['Processing Data Uploads', 'blue']],
    [600, ['Insufficient Data', 'red']],
    [700, ['Upload Errors', 'orange']],
    [800, ['Upload Successful', 'blue']],
    [900, ['Preparing Project', 'blue']],
    [1000, ['Running', 'blue']],
    [2000, ['Paused', 'grey']],
    [2500, ['Assessing Quality', 'blue']],
    [2700, ['Generating Results', 'blue']],
    [3000, ['Completed', 'green']],
    [5000, ['Cancelled', 'grey']],
    [10000, null],
  ] as const)('project status %i displays %j', (status, expected) => {
    expect(shown(projectStatusDisplay(status))).toEqual(expected);
  });

  it('has no display for a number outside the table', () => {
    expect(projectStatusDisplay(1)).toBeNull();
    expect(projectStatusDisplay(null)).toBeNull();
  });
});

describe('a row status reads the table of its kind', () => {
  it('reads 0 as Under Review for a request only and Not Active for a project', () => {
    expect(statusDisplay('request', 0)?.label.defaultMessage).toBe('Under Review');
    expect(statusDisplay('project', 0)?.label.defaultMessage).toBe('Not Active');
    expect(statusDisplay('both', 0)?.label.defaultMessage).toBe('Not Active');
  });

  it('shows no chip for a request status without a display entry', () => {
    expect(statusDisplay('request', 20)).toBeNull();
  });
});

describe('the statuses the filter offers', () => {
  it('offers every project status with a label, never Deleted', () => {
    expect(FILTERABLE_PROJECT_STATUSES).toEqual([0, 500, 600, 700, 800, 900, 1000, 2000, 2500, 2700, 3000, 5000]);
  });

  it('offers the request statuses with a display entry', () => {
    expect(FILTERABLE_REQUEST_STATUSES).toEqual([0, 10]);
  });
});
