import { defineMessages } from '../i18n/define-messages';

/** Document titles that say more than the page's heading (PageHeading's `documentTitle`). */
export const pageTitleMessages = defineMessages({
  /** A part of a page with its own path, such as a tab: "Data Deliverables – Voice Assistant Prompts". */
  sectionOfPage: { id: 'page.sectionTitle', defaultMessage: '{section} – {page}' },
});
