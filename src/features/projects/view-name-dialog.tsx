import { Form } from 'react-final-form';
import { addView, renameView, VIEW_NAME_MAX_LENGTH, viewNameProblem } from '../../domain/saved-views';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/dialog';
import { FormTextField } from '../../ui/form/form-text-field';
import { KitForm } from '../../ui/form/kit-form';
import type { ListView } from './list-view';
import { viewButtonMessages } from './messages';
import { readSavedViews, viewQuery } from './saved-views-read';
import { viewMessages } from './saved-views-messages';
import { storeViews } from './saved-views-store';

interface NameValues {
  name?: string;
}

/**
 * 'Save view' and 'Rename' of the saved views (./saved-views.tsx): one field, 'Name this view'
 * (trimmed, not blank, at most 40 characters, not the name of another of the user's views in the
 * enterprise: 'A view with this name exists.'), then the dialog's action or 'Cancel'. 'Save view'
 * stores the list's search, filters and sort (not its page) under the name; 'Rename' renames the
 * view `rename`. It closes with the name saved, or nothing (cancelled).
 */
export default function ViewNameDialog({
  userId,
  enterpriseId,
  view,
  rename,
  onClose,
}: {
  userId: string;
  enterpriseId: string;
  view: ListView;
  /** The view to rename; none: a new view of the list as it is. */
  rename?: string;
  onClose: (saved?: string) => void;
}) {
  const intl = useIntl();
  const action = intl.formatMessage(rename === undefined ? viewButtonMessages.save : viewMessages.rename);
  const save = ({ name = '' }: NameValues) => {
    const views = readSavedViews(userId, enterpriseId);
    const trimmed = name.trim();
    const next =
      rename === undefined
        ? addView(views, { name: trimmed, query: viewQuery(view) })
        : renameView(views, rename, trimmed);
    if (next) storeViews(userId, enterpriseId, next);
    onClose(next ? trimmed : undefined);
  };
  return (
    <ModalDialog title={action} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Form<NameValues>
        initialValues={{ name: rename ?? '' }}
        onSubmit={save}
        subscription={{}}
        render={() => (
          <KitForm className="saved-views__form">
            <FormTextField
              name="name"
              label={intl.formatMessage(viewMessages.name)}
              isRequired
              maxLength={VIEW_NAME_MAX_LENGTH}
              trimOnBlur
              // The dialog is there to take the name: focus goes into its field.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              validate={(value) => viewNameProblem(value, readSavedViews(userId, enterpriseId), rename)}
            />
            <div className="modal__actions">
              <Button variant="secondary" onPress={() => onClose()}>
                {intl.formatMessage(viewMessages.cancel)}
              </Button>
              <Button type="submit">{action}</Button>
            </div>
          </KitForm>
        )}
      />
    </ModalDialog>
  );
}
