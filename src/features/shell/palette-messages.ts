import { defineMessages } from '../../i18n/define-messages';

/** The command palette's texts (docs/product-decisions.md "Theme, command palette and saved views"), loaded with its dialog. */
export const paletteMessages = defineMessages({
  title: { id: 'palette.title', defaultMessage: 'Search or jump to' },
  pages: { id: 'palette.pages', defaultMessage: 'Pages' },
  requestProject: { id: 'palette.requestProject', defaultMessage: 'Request a project' },
  projects: { id: 'palette.projects', defaultMessage: 'Projects' },
  enterprises: { id: 'palette.enterprises', defaultMessage: 'Enterprises' },
  views: { id: 'palette.views', defaultMessage: 'Views' },
  searching: { id: 'palette.searching', defaultMessage: 'Searching…' },
  noResults: { id: 'palette.noResults', defaultMessage: 'No results' },
  projectsFailed: { id: 'palette.projectsFailed', defaultMessage: 'Projects could not be searched.' },
});
