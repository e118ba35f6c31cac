import { defineMessages } from '../../i18n/define-messages';

/** The filter side drawer and the chips, loaded with them (the list's button: filterButtonMessages in ./messages.ts). */
export const filterMessages = defineMessages({
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
