import { defineMessages } from '../../i18n/define-messages';

/** The access-key screens' texts (spec document 2 sections 2, 4 and 8). */
export const accessKeysMessages = defineMessages({
  // ── home list ──
  title: { id: 'accessKeys.title', defaultMessage: 'API Access Keys' },
  loading: { id: 'accessKeys.loading', defaultMessage: 'Loading access keys' },
  count: { id: 'accessKeys.count', defaultMessage: '{count} access key(s) found' },
  empty: {
    id: 'accessKeys.empty',
    defaultMessage: "Create a new access key and start making HTTPS requests to the provider's APIs.",
  },
  createAction: { id: 'accessKeys.createAction', defaultMessage: 'Create access key' },
  tableLabel: { id: 'accessKeys.tableLabel', defaultMessage: 'Access keys' },
  columnName: { id: 'accessKeys.column.name', defaultMessage: 'Access key name' },
  columnId: { id: 'accessKeys.column.id', defaultMessage: 'Access key ID' },
  columnPermission: { id: 'accessKeys.column.permission', defaultMessage: 'Permission' },
  columnCreated: { id: 'accessKeys.column.created', defaultMessage: 'Created' },
  columnLastUsed: { id: 'accessKeys.column.lastUsed', defaultMessage: 'Last Used' },
  columnActions: { id: 'accessKeys.column.actions', defaultMessage: 'Actions' },
  neverUsed: { id: 'accessKeys.neverUsed', defaultMessage: 'Never' },
  edit: { id: 'accessKeys.edit', defaultMessage: 'Edit' },
  editKey: { id: 'accessKeys.editKey', defaultMessage: 'Edit access key {name}' },
  delete: { id: 'accessKeys.delete', defaultMessage: 'Delete' },
  deleteKey: { id: 'accessKeys.deleteKey', defaultMessage: 'Delete access key {name}' },
  saved: { id: 'accessKeys.saved', defaultMessage: 'The access key {name} was saved.' },
  deleted: { id: 'accessKeys.deleted', defaultMessage: 'The access key {name} was deleted.' },

  // ── create and edit forms ──
  createTitle: { id: 'accessKeys.create.title', defaultMessage: 'Create access key' },
  editTitle: { id: 'accessKeys.edit.title', defaultMessage: 'Edit access key' },
  loadingForm: { id: 'accessKeys.form.loading', defaultMessage: 'Loading the access key form' },
  nameLabel: { id: 'accessKeys.form.nameLabel', defaultMessage: 'Access key name' },
  nameDescription: {
    id: 'accessKeys.form.nameDescription',
    defaultMessage: 'Up to 55 characters: letters, digits, spaces and . , : ; _ - + = @ # & ( ) [ ] ! ?',
  },
  permissionLabel: { id: 'accessKeys.form.permissionLabel', defaultMessage: 'Permission' },
  keyIdLabel: { id: 'accessKeys.form.keyIdLabel', defaultMessage: 'Access key ID' },
  create: { id: 'accessKeys.form.create', defaultMessage: 'Create access key' },
  creating: { id: 'accessKeys.form.creating', defaultMessage: 'Creating…' },
  save: { id: 'accessKeys.form.save', defaultMessage: 'Save changes' },
  saving: { id: 'accessKeys.form.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'accessKeys.form.cancel', defaultMessage: 'Cancel' },
  draftRestored: {
    id: 'accessKeys.form.draftRestored',
    defaultMessage: 'What you typed before the error is back in the form. Check it and try again.',
  },
  noPermissions: {
    id: 'accessKeys.form.noPermissions',
    defaultMessage: 'No permission is available for access keys, so none can be saved. Please contact support.',
  },

  // ── created-key modal ──
  createdTitle: { id: 'accessKeys.created.title', defaultMessage: 'Your access key is ready' },
  createdWarning: {
    id: 'accessKeys.created.warning',
    defaultMessage:
      'This is the only time that the secret access keys can be viewed or copied. They cannot be recovered later: copy the secret access key now and keep it somewhere safe. If you lose it, delete this access key and create a new one.',
  },
  createdId: { id: 'accessKeys.created.id', defaultMessage: 'Access key ID' },
  createdSecret: { id: 'accessKeys.created.secret', defaultMessage: 'Secret access key' },
  copy: { id: 'accessKeys.created.copy', defaultMessage: 'Copy' },
  copied: { id: 'accessKeys.created.copied', defaultMessage: 'copied!' },
  copiedStatus: { id: 'accessKeys.created.copiedStatus', defaultMessage: '{what} copied to the clipboard.' },
  clipboardUnavailable: {
    id: 'accessKeys.created.clipboardUnavailable',
    defaultMessage:
      'This browser does not let the portal copy text. Select the text in the field and copy it yourself.',
  },
  clipboardFailed: {
    id: 'accessKeys.created.clipboardFailed',
    defaultMessage: 'The text could not be copied. Select the text in the field and copy it yourself.',
  },
  close: { id: 'accessKeys.created.close', defaultMessage: 'Close' },

  // ── delete modal ──
  deleteTitle: { id: 'accessKeys.delete.title', defaultMessage: 'Delete access key' },
  deleteText: {
    id: 'accessKeys.delete.text',
    defaultMessage: 'Deleting the access key {name} prevents the applications that use it from accessing the service.',
  },
  deleteConfirm: {
    id: 'accessKeys.delete.confirm',
    defaultMessage: 'I am aware that a deleted access key cannot be recovered.',
  },
  deleteCancel: { id: 'accessKeys.delete.cancel', defaultMessage: 'Cancel' },
  deleteSubmit: { id: 'accessKeys.delete.submit', defaultMessage: 'Delete access key' },
  deleting: { id: 'accessKeys.delete.deleting', defaultMessage: 'Deleting…' },
});
