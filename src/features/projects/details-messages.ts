import { defineMessages } from '../../i18n/define-messages';

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
  /** The workflow ribbon (./workflow-ribbon.tsx): the state in words, a status label. */
  workflowRibbon: { id: 'projects.details.workflowRibbon', defaultMessage: 'Workflow status: {state}' },
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
  sizeSentences: {
    id: 'projects.request.sizeSentences',
    defaultMessage: '{count, plural, one {# sentence} other {# sentences}}',
  },
  sizeUnits: {
    id: 'projects.request.sizeUnits',
    defaultMessage: '{count, plural, one {# input data unit} other {# input data units}}',
  },
  detailsType: { id: 'projects.request.detailsType', defaultMessage: 'Project type' },
  speechHours: { id: 'projects.request.speechHours', defaultMessage: 'Number of speech hours' },
  prompts: { id: 'projects.request.prompts', defaultMessage: 'Number of prompts' },
  recordingsPerPrompt: { id: 'projects.request.recordingsPerPrompt', defaultMessage: 'Recordings per prompt' },
  contributorsPerUnit: {
    id: 'projects.request.contributorsPerUnit',
    defaultMessage: 'Contributors per input data unit',
  },
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
  configFailed: {
    id: 'projects.report.configFailed',
    defaultMessage: "This project's reports could not be loaded. Please try again.",
  },
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
