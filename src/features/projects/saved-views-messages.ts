import { defineMessages } from '../../i18n/define-messages';

/** The saved views of the list, loaded with them (docs/product-decisions.md "Theme, command palette and saved views", decision 0064). */
export const viewMessages = defineMessages({
  heading: { id: 'views.heading', defaultMessage: 'Views' },
  full: { id: 'views.full', defaultMessage: 'At most {max} views: delete one to save another.' },
  broken: { id: 'views.broken', defaultMessage: 'This view can no longer be opened.' },
  actions: { id: 'views.actions', defaultMessage: 'Actions for the view {name}' },
  rename: { id: 'views.rename', defaultMessage: 'Rename' },
  delete: { id: 'views.delete', defaultMessage: 'Delete' },
  deleted: { id: 'views.deleted', defaultMessage: 'The view "{name}" was deleted.' },
  undo: { id: 'views.undo', defaultMessage: 'Undo' },
  name: { id: 'views.name', defaultMessage: 'Name this view' },
  cancel: { id: 'views.cancel', defaultMessage: 'Cancel' },
});
