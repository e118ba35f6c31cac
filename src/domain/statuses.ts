import { defineMessages, type Message } from '../i18n/define-messages';
import type { RowKind } from './row-kind';

/** Spec document 2 section 4 "Status tables": project statuses by number. */
export const ProjectStatus = {
  NotActive: 0,
  ProcessingDataUploads: 500,
  InsufficientData: 600,
  UploadErrors: 700,
  UploadSuccessfully: 800,
  PreparingProject: 900,
  Running: 1000,
  Paused: 2000,
  AssessingQuality: 2500,
  GeneratingResults: 2700,
  Completed: 3000,
  Cancelled: 5000,
  Deleted: 10000,
} as const;
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];

/** Spec document 2 section 4 "Status tables": request statuses by number. */
export const RequestStatus = {
  UnderReview: 0,
  NotApproved: 10,
  ConvertedToProject: 20,
  Closed: 30,
  CustomerDeleted: 40,
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

export type StatusColour = 'grey' | 'blue' | 'red' | 'orange' | 'green';

export interface StatusDisplay {
  label: Message;
  colour: StatusColour;
}

/**
 * The labels. 'Under Review', 'Not Approved' and 'Not Active' are the specification's; the other
 * project labels are those of docs/product-decisions.md ("Texts and values the specification does not give").
 */
export const statusMessages = defineMessages({
  underReview: { id: 'status.request.underReview', defaultMessage: 'Under Review' },
  notApproved: { id: 'status.request.notApproved', defaultMessage: 'Not Approved' },
  notActive: { id: 'status.project.notActive', defaultMessage: 'Not Active' },
  processingDataUploads: { id: 'status.project.processingDataUploads', defaultMessage: 'Processing Data Uploads' },
  insufficientData: { id: 'status.project.insufficientData', defaultMessage: 'Insufficient Data' },
  uploadErrors: { id: 'status.project.uploadErrors', defaultMessage: 'Upload Errors' },
  uploadSuccessful: { id: 'status.project.uploadSuccessful', defaultMessage: 'Upload Successful' },
  preparingProject: { id: 'status.project.preparingProject', defaultMessage: 'Preparing Project' },
  running: { id: 'status.project.running', defaultMessage: 'Running' },
  paused: { id: 'status.project.paused', defaultMessage: 'Paused' },
  assessingQuality: { id: 'status.project.assessingQuality', defaultMessage: 'Assessing Quality' },
  generatingResults: { id: 'status.project.generatingResults', defaultMessage: 'Generating Results' },
  completed: { id: 'status.project.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'status.project.cancelled', defaultMessage: 'Cancelled' },
});

const display = (label: Message, colour: StatusColour): StatusDisplay => ({ label, colour });

/** Project status → its chip; Deleted (10000) has no display entry and never shows in lists. */
export const PROJECT_STATUS_DISPLAY: Readonly<Record<ProjectStatus, StatusDisplay | null>> = {
  [ProjectStatus.NotActive]: display(statusMessages.notActive, 'grey'),
  [ProjectStatus.ProcessingDataUploads]: display(statusMessages.processingDataUploads, 'blue'),
  [ProjectStatus.InsufficientData]: display(statusMessages.insufficientData, 'red'),
  [ProjectStatus.UploadErrors]: display(statusMessages.uploadErrors, 'orange'),
  [ProjectStatus.UploadSuccessfully]: display(statusMessages.uploadSuccessful, 'blue'),
  [ProjectStatus.PreparingProject]: display(statusMessages.preparingProject, 'blue'),
  [ProjectStatus.Running]: display(statusMessages.running, 'blue'),
  [ProjectStatus.Paused]: display(statusMessages.paused, 'grey'),
  [ProjectStatus.AssessingQuality]: display(statusMessages.assessingQuality, 'blue'),
  [ProjectStatus.GeneratingResults]: display(statusMessages.generatingResults, 'blue'),
  [ProjectStatus.Completed]: display(statusMessages.completed, 'green'),
  [ProjectStatus.Cancelled]: display(statusMessages.cancelled, 'grey'),
  [ProjectStatus.Deleted]: null,
};

/** Request status → its chip; statuses without a display entry show no chip (docs/product-decisions.md). */
export const REQUEST_STATUS_DISPLAY: Readonly<Record<RequestStatus, StatusDisplay | null>> = {
  [RequestStatus.UnderReview]: display(statusMessages.underReview, 'grey'),
  [RequestStatus.NotApproved]: display(statusMessages.notApproved, 'grey'),
  [RequestStatus.ConvertedToProject]: null,
  [RequestStatus.Closed]: null,
  [RequestStatus.CustomerDeleted]: null,
};

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'number' && Object.values(ProjectStatus).includes(value as ProjectStatus);
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'number' && Object.values(RequestStatus).includes(value as RequestStatus);
}

export function projectStatusDisplay(status: unknown): StatusDisplay | null {
  return isProjectStatus(status) ? PROJECT_STATUS_DISPLAY[status] : null;
}

export function requestStatusDisplay(status: unknown): StatusDisplay | null {
  return isRequestStatus(status) ? REQUEST_STATUS_DISPLAY[status] : null;
}

/**
 * A row's status chip: a request-only row carries its request status, any row with a project its
 * project status (the numbers overlap: 0 is UnderReview for a request, NotActive for a project).
 */
export function statusDisplay(kind: RowKind, status: number): StatusDisplay | null {
  return kind === 'request' ? requestStatusDisplay(status) : projectStatusDisplay(status);
}

/** The statuses the filter drawer offers: every status that has a display entry, in table order. */
export const FILTERABLE_PROJECT_STATUSES: readonly ProjectStatus[] = Object.values(ProjectStatus).filter(
  (status) => PROJECT_STATUS_DISPLAY[status] !== null,
);
export const FILTERABLE_REQUEST_STATUSES: readonly RequestStatus[] = Object.values(RequestStatus).filter(
  (status) => REQUEST_STATUS_DISPLAY[status] !== null,
);
