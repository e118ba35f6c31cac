import { defineMessages } from '../../i18n/messages';

/** The projects list (spec document 2 sections 2, 5 and 8). */
export const listMessages = defineMessages({
  title: { id: 'projects.title', defaultMessage: 'Projects' },
  loading: { id: 'projects.loading', defaultMessage: 'Loading projects' },
  updating: { id: 'projects.updating', defaultMessage: 'Updating the list…' },
  empty: { id: 'projects.empty', defaultMessage: 'No projects yet' },
  noMatches: { id: 'projects.noMatches', defaultMessage: 'No projects match your search and filters.' },
  count: { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
  foundCount: { id: 'projects.foundCount', defaultMessage: 'Found: {count, plural, one {# project} other {# projects}}' },
  projectId: { id: 'projects.projectId', defaultMessage: 'ID: {id}' },
  tableLabel: { id: 'projects.table.label', defaultMessage: 'Projects and project requests' },
  columnName: { id: 'projects.column.name', defaultMessage: 'Name' },
  columnStatus: { id: 'projects.column.status', defaultMessage: 'Status' },
  columnProgress: { id: 'projects.column.progress', defaultMessage: 'Progress' },
  columnLanguages: { id: 'projects.column.languages', defaultMessage: 'Languages' },
  columnCreationDate: { id: 'projects.column.creationDate', defaultMessage: 'Creation Date' },
  columnStartDate: { id: 'projects.column.startDate', defaultMessage: 'Start Date' },
  columnActions: { id: 'projects.column.actions', defaultMessage: 'Actions' },
  noValue: { id: 'projects.noValue', defaultMessage: '-' },
  percent: { id: 'projects.percent', defaultMessage: '{value}%' },
  moreLanguages: { id: 'projects.moreLanguages', defaultMessage: '+{count}' },
  moreLanguagesLabel: { id: 'projects.moreLanguages.label', defaultMessage: '{count} more: {languages}' },
  loadMore: { id: 'projects.loadMore', defaultMessage: 'Load more' },
  shown: { id: 'projects.shown', defaultMessage: 'Showing {shown} of {total}' },
  moreFailed: { id: 'projects.moreFailed', defaultMessage: 'The next projects could not be loaded.' },
  tryAgain: { id: 'projects.tryAgain', defaultMessage: 'Try again' },
});

/** The search (spec document 2 section 5 "Search and filters"). */
export const searchMessages = defineMessages({
  region: { id: 'projects.search.region', defaultMessage: 'Search projects' },
  searchBy: { id: 'projects.search.by', defaultMessage: 'Search by' },
  byName: { id: 'projects.search.byName', defaultMessage: 'Name' },
  byId: { id: 'projects.search.byId', defaultMessage: 'Project ID' },
  labelName: { id: 'projects.search.labelName', defaultMessage: 'Project name' },
  labelId: { id: 'projects.search.labelId', defaultMessage: 'Project ID' },
  placeholderName: { id: 'projects.search.placeholderName', defaultMessage: 'Search by name' },
  placeholderId: { id: 'projects.search.placeholderId', defaultMessage: 'Search by Project ID' },
  submit: { id: 'projects.search.submit', defaultMessage: 'Search' },
  clear: { id: 'projects.search.clear', defaultMessage: 'Clear search' },
});

/** The filter side drawer and the chips. */
export const filterMessages = defineMessages({
  open: { id: 'projects.filters.open', defaultMessage: 'Filters' },
  openWithCount: { id: 'projects.filters.openWithCount', defaultMessage: 'Filters ({count})' },
  title: { id: 'projects.filters.title', defaultMessage: 'Filters' },
  close: { id: 'projects.filters.close', defaultMessage: 'Close filters' },
  loading: { id: 'projects.filters.loading', defaultMessage: 'Loading the filters' },
  projectStatus: { id: 'projects.filters.projectStatus', defaultMessage: 'Project status' },
  requestStatus: { id: 'projects.filters.requestStatus', defaultMessage: 'Request status' },
  languages: { id: 'projects.filters.languages', defaultMessage: 'Languages' },
  languagesLoading: { id: 'projects.filters.languagesLoading', defaultMessage: 'Loading languages' },
  noLanguages: { id: 'projects.filters.noLanguages', defaultMessage: 'No languages yet.' },
  creationDate: { id: 'projects.filters.creationDate', defaultMessage: 'Creation date' },
  startDate: { id: 'projects.filters.startDate', defaultMessage: 'Start date' },
  from: { id: 'projects.filters.from', defaultMessage: 'From' },
  to: { id: 'projects.filters.to', defaultMessage: 'To' },
  dateHint: { id: 'projects.filters.dateHint', defaultMessage: 'One date alone filters on that day. Days are in UTC.' },
  reversed: { id: 'projects.filters.reversed', defaultMessage: 'The end date must be on or after the start date.' },
  apply: { id: 'projects.filters.apply', defaultMessage: 'Apply' },
  resetAll: { id: 'projects.filters.resetAll', defaultMessage: 'Reset all' },
  chips: { id: 'projects.filters.chips', defaultMessage: 'Active filters' },
  clearAll: { id: 'projects.filters.clearAll', defaultMessage: 'Clear all filters' },
  chipCreated: { id: 'projects.filters.chipCreated', defaultMessage: 'Created: {range}' },
  chipStarted: { id: 'projects.filters.chipStarted', defaultMessage: 'Started: {range}' },
  chipRange: { id: 'projects.filters.chipRange', defaultMessage: '{start} – {end}' },
  chipRequest: { id: 'projects.filters.chipRequest', defaultMessage: 'Request: {status}' },
  removeChip: { id: 'projects.filters.removeChip', defaultMessage: 'Remove filter' },
});

/** The row and sidebar actions menus. */
export const actionMessages = defineMessages({
  menu: { id: 'projects.actions.menu', defaultMessage: 'Actions for {name}' },
  sidebarMenu: { id: 'projects.actions.sidebarMenu', defaultMessage: 'Actions' },
  viewGroup: { id: 'projects.actions.viewGroup', defaultMessage: 'View' },
  manageGroup: { id: 'projects.actions.manageGroup', defaultMessage: 'Manage' },
  viewRequestDetails: { id: 'projects.actions.viewRequestDetails', defaultMessage: 'View request details' },
  viewReport: { id: 'projects.actions.viewReport', defaultMessage: 'View project report' },
  viewDeliverables: { id: 'projects.actions.viewDeliverables', defaultMessage: 'View data deliverables' },
  preview: { id: 'projects.actions.preview', defaultMessage: 'Preview project' },
  previewNewTab: { id: 'projects.actions.previewNewTab', defaultMessage: 'Preview project (opens in a new tab)' },
  cancel: { id: 'projects.actions.cancel', defaultMessage: 'Cancel project' },
  delete: { id: 'projects.actions.delete', defaultMessage: 'Delete project' },
  inTransition: { id: 'projects.actions.inTransition', defaultMessage: 'This project is being cancelled.' },
});

/** Delete and cancel (spec document 2 sections 4, 5 and 8). */
export const modalMessages = defineMessages({
  deleteTitle: { id: 'projects.delete.title', defaultMessage: 'Delete project' },
  deleteText: {
    id: 'projects.delete.text',
    defaultMessage: 'Deleting "{name}" removes the project and all of its results for good. They cannot be recovered.',
  },
  deleteConfirm: {
    id: 'projects.delete.confirm',
    defaultMessage: 'I have read the information above and choose to delete the project.',
  },
  deleteAction: { id: 'projects.delete.action', defaultMessage: 'Delete project' },
  deleteKeep: { id: 'projects.delete.keep', defaultMessage: 'Cancel' },
  deleted: { id: 'projects.delete.done', defaultMessage: '"{name}" was deleted.' },
  cancelTitle: { id: 'projects.cancel.title', defaultMessage: 'Cancel project' },
  cancelText: { id: 'projects.cancel.text', defaultMessage: 'Cancelling the project permanently stops the project.' },
  cancelConfirm: {
    id: 'projects.cancel.confirm',
    defaultMessage: 'I acknowledge that I have read the above and choose to cancel the project.',
  },
  cancelAction: { id: 'projects.cancel.action', defaultMessage: 'Cancel project' },
  cancelKeep: { id: 'projects.cancel.keep', defaultMessage: 'Keep project' },
  cancelling: {
    id: 'projects.cancel.done',
    defaultMessage: '"{name}" is being cancelled. Refresh the page in a few minutes to see its new status.',
  },
  working: { id: 'projects.modal.working', defaultMessage: 'Working…' },
  actionFailed: { id: 'projects.actionFailed', defaultMessage: 'We could not execute the action. Please try again.' },
});

/** Project details (spec document 2 section 2 "Project details page"). */
export const detailsMessages = defineMessages({
  loading: { id: 'projects.details.loading', defaultMessage: 'Loading the project' },
  back: { id: 'projects.details.back', defaultMessage: 'Projects' },
  sidebar: { id: 'projects.details.sidebar', defaultMessage: 'Project' },
  info: { id: 'projects.details.info', defaultMessage: 'Project information' },
  requestType: { id: 'projects.details.requestType', defaultMessage: 'Request Type' },
  creationDate: { id: 'projects.details.creationDate', defaultMessage: 'Creation Date' },
  startDate: { id: 'projects.details.startDate', defaultMessage: 'Start Date' },
  projectId: { id: 'projects.details.projectId', defaultMessage: 'Project ID' },
  sections: { id: 'projects.details.sections', defaultMessage: 'Project sections' },
  tabRequestDetails: { id: 'projects.tab.requestDetails', defaultMessage: 'Request Details' },
  tabReport: { id: 'projects.tab.report', defaultMessage: 'Project Report' },
  tabReportWithStatus: { id: 'projects.tab.reportWithStatus', defaultMessage: 'Project Report ({status})' },
  tabDeliverables: { id: 'projects.tab.deliverables', defaultMessage: 'Data Deliverables' },
  preview: { id: 'projects.details.preview', defaultMessage: 'Preview project' },
  newTab: { id: 'projects.details.newTab', defaultMessage: '(opens in a new tab)' },
});

/** Request type 0 (spec document 2 section 3); the requestable types' labels are in src/domain/project-types.ts. */
export const requestTypeMessages = defineMessages({
  other: { id: 'projects.requestType.other', defaultMessage: 'Other' },
});

/** The request details tab. */
export const requestMessages = defineMessages({
  missing: { id: 'projects.request.missing', defaultMessage: 'This project has no request details.' },
  general: { id: 'projects.request.general', defaultMessage: 'Request' },
  name: { id: 'projects.request.name', defaultMessage: 'Name' },
  description: { id: 'projects.request.description', defaultMessage: 'Description' },
  status: { id: 'projects.request.status', defaultMessage: 'Request status' },
  submitted: { id: 'projects.request.submitted', defaultMessage: 'Submitted' },
  desiredDelivery: { id: 'projects.request.desiredDelivery', defaultMessage: 'Desired delivery date' },
  parameters: { id: 'projects.request.parameters', defaultMessage: 'Parameters' },
  language: { id: 'projects.request.language', defaultMessage: 'Language' },
  sourceLanguage: { id: 'projects.request.sourceLanguage', defaultMessage: 'Source language' },
  targetLanguage: { id: 'projects.request.targetLanguage', defaultMessage: 'Target language' },
  twoTranslations: { id: 'projects.request.twoTranslations', defaultMessage: 'Two translations' },
  contentCategory: { id: 'projects.request.contentCategory', defaultMessage: 'Content category' },
  projectSize: { id: 'projects.request.projectSize', defaultMessage: 'Project size' },
  sizeWords: { id: 'projects.request.sizeWords', defaultMessage: '{count, plural, one {# word} other {# words}}' },
  sizeSentences: { id: 'projects.request.sizeSentences', defaultMessage: '{count, plural, one {# sentence} other {# sentences}}' },
  sizeUnits: { id: 'projects.request.sizeUnits', defaultMessage: '{count, plural, one {# input data unit} other {# input data units}}' },
  detailsType: { id: 'projects.request.detailsType', defaultMessage: 'Project type' },
  speechHours: { id: 'projects.request.speechHours', defaultMessage: 'Number of speech hours' },
  prompts: { id: 'projects.request.prompts', defaultMessage: 'Number of prompts' },
  recordingsPerPrompt: { id: 'projects.request.recordingsPerPrompt', defaultMessage: 'Recordings per prompt' },
  contributorsPerUnit: { id: 'projects.request.contributorsPerUnit', defaultMessage: 'Contributors per input data unit' },
  minimumContributors: { id: 'projects.request.minimumContributors', defaultMessage: 'Minimum unique contributors' },
  stimuli: { id: 'projects.request.stimuli', defaultMessage: 'Stimuli' },
  averageLength: { id: 'projects.request.averageLength', defaultMessage: 'Average length' },
  seconds: { id: 'projects.request.seconds', defaultMessage: '{value} sec' },
  questions: { id: 'projects.request.questions', defaultMessage: 'Questions' },
  scaleSize: { id: 'projects.request.scaleSize', defaultMessage: 'Scale size' },
  notes: { id: 'projects.request.notes', defaultMessage: 'Notes' },
  yes: { id: 'projects.request.yes', defaultMessage: 'Yes' },
  no: { id: 'projects.request.no', defaultMessage: 'No' },
  none: { id: 'projects.request.none', defaultMessage: 'Not given' },
});

/** The report tab (spec document 2 section 2 "Project report"). */
export const reportMessages = defineMessages({
  preparing: { id: 'projects.report.preparing', defaultMessage: 'Your project is being prepared…' },
  notified: { id: 'projects.report.notified', defaultMessage: "You'll get notified as soon as it's ready to go!" },
  loading: { id: 'projects.report.loading', defaultMessage: 'Loading the report' },
  reports: { id: 'projects.report.reports', defaultMessage: 'Reports' },
  projectReport: { id: 'projects.report.projectReport', defaultMessage: 'Project report' },
  jobReport: { id: 'projects.report.jobReport', defaultMessage: '{job}' },
  reportFrame: { id: 'projects.report.frame', defaultMessage: 'Report: {name}' },
  failed: { id: 'projects.report.failed', defaultMessage: 'The report could not be loaded.' },
  failedHint: {
    id: 'projects.report.failedHint',
    defaultMessage: 'The reporting service did not answer. Please try again in a few minutes.',
  },
  retry: { id: 'projects.report.retry', defaultMessage: 'Try again' },
});

/** The deliverables tab (spec document 2 sections 2, 4 and 8). */
export const deliverableMessages = defineMessages({
  loading: { id: 'projects.deliverables.loading', defaultMessage: 'Loading the data deliverables' },
  emptyTitle: { id: 'projects.deliverables.emptyTitle', defaultMessage: 'Your data deliverables will be here' },
  emptyText: {
    id: 'projects.deliverables.emptyText',
    defaultMessage: 'You can download partial or complete project results on this page.',
  },
  tableLabel: { id: 'projects.deliverables.table', defaultMessage: 'Data deliverables' },
  columnFilename: { id: 'projects.deliverables.filename', defaultMessage: 'Filename' },
  columnCreationDate: { id: 'projects.deliverables.creationDate', defaultMessage: 'Creation Date' },
  columnDownloads: { id: 'projects.deliverables.downloads', defaultMessage: 'Downloads' },
  columnAction: { id: 'projects.deliverables.action', defaultMessage: 'Download' },
  partial: { id: 'projects.deliverables.partial', defaultMessage: 'Partial' },
  complete: { id: 'projects.deliverables.complete', defaultMessage: 'Complete' },
  download: { id: 'projects.deliverables.download', defaultMessage: 'Download' },
  downloadLabel: { id: 'projects.deliverables.downloadLabel', defaultMessage: 'Download {file}' },
  notPublished: { id: 'projects.deliverables.notPublished', defaultMessage: 'Not available for download' },
  loadMore: { id: 'projects.deliverables.loadMore', defaultMessage: 'Load more' },
  shown: { id: 'projects.deliverables.shown', defaultMessage: 'Showing {shown} of {total}' },
  failed: { id: 'projects.deliverables.failed', defaultMessage: 'The data deliverables could not be loaded.' },
  retry: { id: 'projects.deliverables.retry', defaultMessage: 'Try again' },
  started: {
    id: 'projects.deliverables.started',
    defaultMessage: "{file} will be downloaded soon. If it doesn't start automatically,",
  },
  clickHere: { id: 'projects.deliverables.clickHere', defaultMessage: 'click here' },
  failedDownload: {
    id: 'projects.deliverables.failedDownload',
    defaultMessage: 'There was a problem downloading {file}. If this problem persists, please',
  },
  contactSupport: { id: 'projects.deliverables.contactSupport', defaultMessage: 'contact support' },
  dismiss: { id: 'projects.deliverables.dismiss', defaultMessage: 'Dismiss' },
});

/** The preview page (a new tab outside the shell). */
export const previewMessages = defineMessages({
  loading: { id: 'projects.preview.loading', defaultMessage: 'Loading the preview' },
  title: { id: 'projects.preview.title', defaultMessage: 'Preview: {name}' },
  jobs: { id: 'projects.preview.jobs', defaultMessage: 'Job previews' },
  job: { id: 'projects.preview.job', defaultMessage: 'Job' },
  language: { id: 'projects.preview.language', defaultMessage: 'Language' },
  open: { id: 'projects.preview.open', defaultMessage: 'Open preview' },
  openLabel: { id: 'projects.preview.openLabel', defaultMessage: 'Open the preview of {job} (opens in a new tab)' },
  none: { id: 'projects.preview.none', defaultMessage: 'This project has no job previews yet.' },
  notFound: { id: 'projects.preview.notFound', defaultMessage: "We can't find this project." },
  failed: { id: 'projects.preview.failed', defaultMessage: 'The preview could not be loaded.' },
  retry: { id: 'projects.preview.retry', defaultMessage: 'Try again' },
  backToProjects: { id: 'projects.preview.back', defaultMessage: 'Go to projects' },
});
