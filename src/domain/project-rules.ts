/**
 * Spec document 2 section 4 "Rules on the list and details", in one place. Screens ask these
 * functions; none compares status numbers itself. Each takes the row (or details) kind, because a
 * request-only item carries its request status and the numbers overlap with the project statuses.
 */
import type { RowKind } from './row-kind';
import { ProjectStatus, RequestStatus } from './statuses';

const set = (...statuses: number[]): ReadonlySet<number> => new Set(statuses);

/** Project statuses in which a project (or project and request) may be deleted. */
export const DELETABLE_PROJECT_STATUSES = set(
  ProjectStatus.NotActive,
  ProjectStatus.InsufficientData,
  ProjectStatus.UploadSuccessfully,
  ProjectStatus.UploadErrors,
  ProjectStatus.Cancelled,
  ProjectStatus.Completed,
);

/** Request statuses in which a request-only item may be deleted. */
export const DELETABLE_REQUEST_STATUSES = set(RequestStatus.UnderReview, RequestStatus.NotApproved);

/**
 * Whether the status allows deletion (for users passing the permission check, which is
 * `can(role, 'deleteOrCancelProjects')` in roles.ts).
 */
export function isDeletionAllowed(kind: RowKind, status: number): boolean {
  return kind === 'request' ? DELETABLE_REQUEST_STATUSES.has(status) : DELETABLE_PROJECT_STATUSES.has(status);
}

/** Project statuses in which a project can no longer be cancelled. */
export const NOT_CANCELLABLE_PROJECT_STATUSES = set(
  ProjectStatus.Completed,
  ProjectStatus.Cancelled,
  ProjectStatus.Deleted,
);

/**
 * Whether a project may be cancelled. The specification describes the cancel flow (modal, success,
 * failure) but not where it is offered nor for which statuses. Decision: it is offered for an item
 * with a project that is not already completed, cancelled or deleted, and whose workflow status (when
 * known) is not Cancelled; a request-only item has nothing to cancel. The API answers 409 otherwise.
 */
export function isCancellationAllowed(kind: RowKind, status: number, workflowStatus?: number | null): boolean {
  if (kind === 'request') return false;
  if (workflowStatus === ProjectStatus.Cancelled) return false;
  return !NOT_CANCELLABLE_PROJECT_STATUSES.has(status);
}

/** Greyed row: project Cancelled, or request NotApproved. */
export function isGreyedRow(kind: RowKind, status: number): boolean {
  return kind === 'request' ? status === RequestStatus.NotApproved : status === ProjectStatus.Cancelled;
}

/** Statuses whose progress shows '-'. */
export const PROGRESS_HIDDEN_STATUSES = set(
  ProjectStatus.NotActive,
  ProjectStatus.InsufficientData,
  ProjectStatus.ProcessingDataUploads,
  ProjectStatus.UploadSuccessfully,
  ProjectStatus.UploadErrors,
);

/**
 * The progress to show as a rounded percent (0.42 → 42), or null for '-': request-only rows, null
 * progress and the statuses above.
 */
export function progressPercent(kind: RowKind, status: number, progress: number | null): number | null {
  if (kind === 'request' || progress === null || !Number.isFinite(progress)) return null;
  if (PROGRESS_HIDDEN_STATUSES.has(status)) return null;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

/** Statuses in which the sidebar hides the start date. */
export const START_DATE_HIDDEN_STATUSES = set(
  ProjectStatus.NotActive,
  ProjectStatus.InsufficientData,
  ProjectStatus.ProcessingDataUploads,
  ProjectStatus.UploadSuccessfully,
  ProjectStatus.UploadErrors,
  ProjectStatus.PreparingProject,
);

/** Whether the sidebar shows the start date (a request only has no project, so no start date). */
export function showsSidebarStartDate(kind: RowKind, status: number): boolean {
  return kind !== 'request' && !START_DATE_HIDDEN_STATUSES.has(status);
}

/** The pre-run group: no reports dashboard in these statuses. */
export const PRE_RUN_STATUSES = set(
  ProjectStatus.NotActive,
  ProjectStatus.ProcessingDataUploads,
  ProjectStatus.UploadSuccessfully,
  ProjectStatus.UploadErrors,
  ProjectStatus.InsufficientData,
);

/**
 * Whether the reports dashboard shows: the item has a project with reports (a positive report count,
 * report-count.ts, and at least one report id to embed) and its status is not in the pre-run group.
 * Otherwise the tab says 'Your project is being prepared…'.
 */
export function showsReportsDashboard(
  kind: RowKind,
  status: number,
  reportCount: number | null,
  reportIds: number,
): boolean {
  return reportsAwaitConfiguration(kind, status, reportIds) && reportCount !== null && reportCount > 0;
}

/**
 * Whether the report configuration decides what the report tab shows: the item has a project with
 * report ids, past the pre-run group. Otherwise the tab says 'Your project is being prepared…'
 * whatever the configuration says (so a failed configuration call matters only here).
 */
export function reportsAwaitConfiguration(kind: RowKind, status: number, reportIds: number): boolean {
  return kind !== 'request' && reportIds > 0 && !PRE_RUN_STATUSES.has(status);
}

/** The details tabs and when each shows (spec document 2 section 2 "Tabs"). */
export function detailsTabs(kind: RowKind): { requestDetails: boolean; report: boolean; deliverables: boolean } {
  return { requestDetails: kind === 'request' || kind === 'both', report: true, deliverables: true };
}

/**
 * Whether the 'Project Report' tab name appends the status in parentheses: when the workflow status
 * allows (it is not in the pre-run group; the status stands in when there is no workflow status) and
 * the report configuration count is available (loaded and positive).
 */
export function reportTabShowsStatus(
  kind: RowKind,
  status: number,
  workflowStatus: number | null,
  reportCount: number | null,
): boolean {
  if (kind === 'request' || reportCount === null || reportCount <= 0) return false;
  return !PRE_RUN_STATUSES.has(workflowStatus ?? status);
}

/** Whether the 'Preview project' button and menu entry show: for an item with a project. */
export function showsPreview(kind: RowKind): boolean {
  return kind !== 'request';
}

/** The workflow ribbon's visual states (spec document 2 section 9), one look each (projects.css). */
export type WorkflowRibbonState =
  'not-active' | 'cancelled' | 'upload-success' | 'upload-errors' | 'insufficient-data' | 'paused' | 'completed';

const WORKFLOW_RIBBON_STATES: ReadonlyMap<number, WorkflowRibbonState> = new Map([
  [ProjectStatus.NotActive, 'not-active'],
  [ProjectStatus.Cancelled, 'cancelled'],
  [ProjectStatus.UploadSuccessfully, 'upload-success'],
  [ProjectStatus.UploadErrors, 'upload-errors'],
  [ProjectStatus.InsufficientData, 'insufficient-data'],
  [ProjectStatus.Paused, 'paused'],
  [ProjectStatus.Completed, 'completed'],
]);

/**
 * The workflow status a project's details show: the workflow status, the status standing in when
 * there is none (as for the report tab's name). A cancellation under way makes it Cancelled while
 * the status is kept (section 4).
 */
export const workflowStatusOf = (status: number, workflowStatus: number | null | undefined): number =>
  workflowStatus ?? status;

/**
 * The workflow ribbon's state, or null for no ribbon: a project whose workflow status is one of the
 * seven states section 9 names. A project under way (processing uploads, preparing, running,
 * assessing quality, generating results) has none; a request only has no workflow.
 */
export function workflowRibbonState(
  kind: RowKind,
  status: number,
  workflowStatus: number | null | undefined,
): WorkflowRibbonState | null {
  if (kind === 'request') return null;
  return WORKFLOW_RIBBON_STATES.get(workflowStatusOf(status, workflowStatus)) ?? null;
}
