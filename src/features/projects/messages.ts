import { defineMessages } from '../../i18n/define-messages';

/** The projects list (spec document 2 sections 2, 5 and 8). */
export const listMessages = defineMessages({
  title: { id: 'projects.title', defaultMessage: 'Projects' },
  requestProject: { id: 'projects.requestProject', defaultMessage: 'Request a project' },
  loading: { id: 'projects.loading', defaultMessage: 'Loading projects' },
  updating: { id: 'projects.updating', defaultMessage: 'Updating the list…' },
  empty: { id: 'projects.empty', defaultMessage: 'No projects yet' },
  noMatches: { id: 'projects.noMatches', defaultMessage: 'No projects match your search and filters.' },
  count: { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
  foundCount: {
    id: 'projects.foundCount',
    defaultMessage: 'Found: {count, plural, one {# project} other {# projects}}',
  },
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
  // Said once after a sort, a search, a filter or 'Load more' (decision 0062).
  shownAnnouncement: {
    id: 'projects.shown.announcement',
    defaultMessage: 'Showing {shown} of {total, plural, one {# project} other {# projects}}.',
  },
  moreFailed: { id: 'projects.moreFailed', defaultMessage: 'The next projects could not be loaded.' },
  tryAgain: { id: 'projects.tryAgain', defaultMessage: 'Try again' },
});

/** The CSV export of the list (docs/decisions/0047-csv-export.md). */
export const exportMessages = defineMessages({
  button: { id: 'projects.export.button', defaultMessage: 'Export CSV' },
  cancel: { id: 'projects.export.cancel', defaultMessage: 'Cancel' },
  cancelLabel: { id: 'projects.export.cancelLabel', defaultMessage: 'Cancel export' },
  starting: { id: 'projects.export.starting', defaultMessage: 'Exporting…' },
  progress: {
    id: 'projects.export.progress',
    defaultMessage: 'Exporting… {loaded} of {total, plural, one {# row} other {# rows}}',
  },
  done: {
    id: 'projects.export.done',
    defaultMessage: 'Exported {count, plural, one {# row} other {# rows}} to {file}.',
  },
  cancelled: { id: 'projects.export.cancelled', defaultMessage: 'Export cancelled.' },
  failed: { id: 'projects.export.failed', defaultMessage: 'The export failed. Please try again.' },
  columnProjectId: { id: 'projects.export.column.projectId', defaultMessage: 'Project ID' },
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

/** The list's Filters button; the drawer's and the chips' texts load with them (./filter-messages.ts). */
export const filterButtonMessages = defineMessages({
  open: { id: 'projects.filters.open', defaultMessage: 'Filters' },
  openWithCount: { id: 'projects.filters.openWithCount', defaultMessage: 'Filters ({count})' },
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

/** The saved views' button, on the list from the start (decision 0064; the rest: viewMessages). */
export const viewButtonMessages = defineMessages({
  save: { id: 'views.save', defaultMessage: 'Save view' },
});
