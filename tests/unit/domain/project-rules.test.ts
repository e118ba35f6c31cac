import { describe, expect, it } from '@rstest/core';
import {
  detailsTabs,
  isCancellationAllowed,
  isDeletionAllowed,
  isGreyedRow,
  progressPercent,
  reportTabShowsStatus,
  showsPreview,
  reportsAwaitConfiguration,
  showsReportsDashboard,
  showsSidebarStartDate,
  workflowRibbonState,
} from '../../../src/domain/project-rules';

const ALL_PROJECT_STATUSES = [0, 500, 600, 700, 800, 900, 1000, 2000, 2500, 2700, 3000, 5000, 10000];
const byStatus = (statuses: readonly number[]) =>
  Object.fromEntries(ALL_PROJECT_STATUSES.map((s) => [s, statuses.includes(s)]));

describe('deletion (spec document 2 section 4 "Rules on the list and details")', () => {
  it.each([
    [0, true], // UnderReview
    [10, true], // NotApproved
    [20, false],
    [30, false],
    [40, false],
  ])('a request only in request status %i: %s', (status, allowed) => {
    expect(isDeletionAllowed('request', status)).toBe(allowed);
  });

  const deletable = [0, 600, 800, 700, 5000, 3000]; // NotActive, InsufficientData, UploadSuccessfully, UploadErrors, Cancelled, Completed
  it.each(['project', 'both'] as const)(
    'a %s row is deletable exactly in NotActive, InsufficientData, UploadSuccessfully, UploadErrors, Cancelled, Completed',
    (kind) => {
      const actual = Object.fromEntries(ALL_PROJECT_STATUSES.map((s) => [s, isDeletionAllowed(kind, s)]));
      expect(actual).toEqual(byStatus(deletable));
    },
  );
});

describe('cancellation (decision: a project not completed, cancelled or deleted)', () => {
  it('is offered for a running project and not for a finished one', () => {
    expect(isCancellationAllowed('both', 1000)).toBe(true);
    expect(isCancellationAllowed('project', 0)).toBe(true);
    expect(isCancellationAllowed('project', 3000)).toBe(false);
    expect(isCancellationAllowed('project', 5000)).toBe(false);
    expect(isCancellationAllowed('project', 10000)).toBe(false);
  });
  it('is not offered once the workflow status is Cancelled, nor for a request only', () => {
    expect(isCancellationAllowed('both', 1000, 5000)).toBe(false);
    expect(isCancellationAllowed('request', 0)).toBe(false);
  });
});

describe('greyed rows: project Cancelled, or request NotApproved', () => {
  it.each([
    ['project', 5000, true],
    ['both', 5000, true],
    ['project', 2000, false],
    ['project', 10, false],
    ['request', 10, true],
    ['request', 0, false],
    ['request', 5000, false],
  ] as const)('%s in status %i: %s', (kind, status, greyed) => {
    expect(isGreyedRow(kind, status)).toBe(greyed);
  });
});

describe("progress shows '-' for request only, null progress, and NotActive, InsufficientData, ProcessingDataUploads, UploadSuccessfully, UploadErrors", () => {
  it('hides it for a request only', () => {
    expect(progressPercent('request', 0, 0.5)).toBeNull();
  });
  it('hides null progress', () => {
    expect(progressPercent('project', 1000, null)).toBeNull();
  });
  it('hides it exactly in the five statuses', () => {
    const hidden = [0, 600, 500, 800, 700];
    const actual = Object.fromEntries(ALL_PROJECT_STATUSES.map((s) => [s, progressPercent('both', s, 0.5) === null]));
    expect(actual).toEqual(byStatus(hidden));
  });
  it.each([
    [0, 0],
    [0.42, 42],
    [0.005, 1],
    [0.994, 99],
    [0.995, 100],
    [1, 100],
  ])('shows %f as the rounded percent %i', (progress, percent) => {
    expect(progressPercent('project', 1000, progress)).toBe(percent);
  });
});

describe('sidebar start date hides for NotActive, InsufficientData, ProcessingDataUploads, UploadSuccessfully, UploadErrors and PreparingProject', () => {
  it('hides it exactly in the six statuses', () => {
    const hidden = [0, 600, 500, 800, 700, 900];
    const actual = Object.fromEntries(ALL_PROJECT_STATUSES.map((s) => [s, !showsSidebarStartDate('project', s)]));
    expect(actual).toEqual(byStatus(hidden));
  });
  it('never shows one for a request only', () => {
    expect(showsSidebarStartDate('request', 10)).toBe(false);
  });
});

describe('reports dashboard shows only outside NotActive, ProcessingDataUploads, UploadSuccessfully, UploadErrors, InsufficientData', () => {
  it('follows the pre-run group when the project has reports', () => {
    const preRun = [0, 500, 800, 700, 600];
    const actual = Object.fromEntries(ALL_PROJECT_STATUSES.map((s) => [s, !showsReportsDashboard('both', s, 2, 2)]));
    expect(actual).toEqual(byStatus(preRun));
  });
  it('needs reports: a positive count and a report id', () => {
    expect(showsReportsDashboard('project', 3000, 0, 1)).toBe(false);
    expect(showsReportsDashboard('project', 3000, null, 1)).toBe(false);
    expect(showsReportsDashboard('project', 3000, 1, 0)).toBe(false);
    expect(showsReportsDashboard('project', 3000, 1, 1)).toBe(true);
  });
  it('never shows for a request only', () => {
    expect(showsReportsDashboard('request', 1000, 1, 1)).toBe(false);
  });
  it('waits on the report configuration only for a project with report ids past the pre-run group', () => {
    const preRun = [0, 500, 600, 700, 800];
    const actual = Object.fromEntries(
      ALL_PROJECT_STATUSES.map((s) => [s, !reportsAwaitConfiguration('project', s, 1)]),
    );
    expect(actual).toEqual(byStatus(preRun));
    expect(reportsAwaitConfiguration('both', 3000, 0)).toBe(false);
    expect(reportsAwaitConfiguration('request', 3000, 1)).toBe(false);
  });
});

describe('details tabs (spec document 2 section 2 "Tabs")', () => {
  it.each([
    ['request', { requestDetails: true, report: true, deliverables: true }],
    ['both', { requestDetails: true, report: true, deliverables: true }],
    ['project', { requestDetails: false, report: true, deliverables: true }],
  ] as const)('%s shows %j', (kind, tabs) => {
    expect(detailsTabs(kind)).toEqual(tabs);
  });

  it('appends the status to the report tab when the workflow status allows and the count is available', () => {
    expect(reportTabShowsStatus('both', 3000, 3000, 2)).toBe(true);
    expect(reportTabShowsStatus('both', 3000, 3000, 0)).toBe(false);
    expect(reportTabShowsStatus('both', 3000, 3000, null)).toBe(false);
    expect(reportTabShowsStatus('both', 1000, 800, 1)).toBe(false);
    expect(reportTabShowsStatus('project', 1000, null, 1)).toBe(true);
    expect(reportTabShowsStatus('project', 0, null, 1)).toBe(false);
    expect(reportTabShowsStatus('request', 0, null, 1)).toBe(false);
  });

  it('offers the preview for an item with a project', () => {
    expect([showsPreview('project'), showsPreview('both'), showsPreview('request')]).toEqual([true, true, false]);
  });
});

describe('the workflow ribbon (spec document 2 section 9: its seven visual states)', () => {
  it('has a state for exactly the seven workflow statuses, from the workflow status', () => {
    expect(Object.fromEntries(ALL_PROJECT_STATUSES.map((s) => [s, workflowRibbonState('project', s, s)]))).toEqual({
      0: 'not-active',
      500: null,
      600: 'insufficient-data',
      700: 'upload-errors',
      800: 'upload-success',
      900: null,
      1000: null,
      2000: 'paused',
      2500: null,
      2700: null,
      3000: 'completed',
      5000: 'cancelled',
      10000: null,
    });
  });

  it('follows the workflow status (a cancellation under way), the status standing in when there is none', () => {
    expect(workflowRibbonState('both', 1000, 5000)).toBe('cancelled');
    expect(workflowRibbonState('project', 2000, null)).toBe('paused');
    expect(workflowRibbonState('both', 3000, 1000)).toBeNull();
  });

  it('has none for a request only (request status 0 is not Not Active)', () => {
    expect(workflowRibbonState('request', 0, null)).toBeNull();
  });
});
