import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { accessKeyNameError } from '../../domain/access-key-name';
import type { FieldProblem } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { PermissionDescriptor } from './api';
import { AccessKeyNameField, PermissionField } from './access-key-fields';
import type { AccessKeyDraft } from './drafts';
import { accessKeysMessages } from './messages';

export type AccessKeyFormValues = AccessKeyDraft;
/** What a save may answer: the name's message when the server refused it as a duplicate. */
export type AccessKeySubmitErrors = { accessKeyName: FieldProblem };

export interface AccessKeyFormProps {
  mode: 'create' | 'edit';
  /** The values the form starts from: the key being edited, or the create defaults. */
  initialValues: AccessKeyFormValues;
  /** What the user had typed before a failed save; applied over the initial values as their edits. */
  restoredDraft: AccessKeyFormValues | null;
  permissions: readonly PermissionDescriptor[];
  /** Names another key has (or the server refused): AccessKeyNameInUse. */
  namesInUse: readonly string[];
  /** `form` is final-form's API (the create page empties the form once the key exists). */
  onSubmit: (
    values: AccessKeyFormValues,
    form: FormApi<AccessKeyFormValues>,
  ) => Promise<AccessKeySubmitErrors | undefined>;
  onCancel: () => void;
  /** Shown above the fields (the key id on the edit page). */
  children?: ReactNode;
}

/**
 * Puts a restored draft into the form once, as changes (so the edit page's Save is enabled by it),
 * and marks the name as visited so a problem with it shows at once. It must render AFTER the fields:
 * react-final-form registers a field in an effect and, for a field not registered yet, first sets it
 * to its initial value, which would overwrite a change made before (effects run in sibling order).
 */
function RestoreDraft({ draft }: { draft: AccessKeyFormValues | null }) {
  const form = useForm<AccessKeyFormValues>();
  const applied = useRef(false);
  useEffect(() => {
    if (!draft || applied.current) return;
    applied.current = true;
    form.batch(() => {
      form.change('accessKeyName', draft.accessKeyName);
      form.change('permission', draft.permission);
    });
    form.blur('accessKeyName');
  }, [draft, form]);
  return null;
}

/**
 * The create and edit form (spec document 2 section 5 "Access key"): the name (required, 55
 * characters at most, allowed characters, not in use) and the permission (optional: the first one
 * is preselected). Save needs a valid name; in edit mode it is enabled only after a change
 * (final-form's `dirty`: the values differ from the key's, so undoing an edit disables it again).
 */
export function AccessKeyForm({
  mode,
  initialValues,
  restoredDraft,
  permissions,
  namesInUse,
  onSubmit,
  onCancel,
  children,
}: AccessKeyFormProps) {
  const intl = useIntl();
  const validate = useCallback(
    (values: Partial<AccessKeyFormValues>) => {
      const nameError = accessKeyNameError(values.accessKeyName ?? '', namesInUse);
      return nameError ? { accessKeyName: nameError } : {};
    },
    [namesInUse],
  );
  // Decision: the spec (document 2 section 5) makes the permission optional in the form, its default
  // the first of the server's list; the API description requires `permission` on create and edit.
  // With no permission listed there is nothing valid to send, so the form says so and Save stays
  // disabled, rather than sending a request the API must refuse.
  const noPermissions = permissions.length === 0;

  return (
    <Form<AccessKeyFormValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true, hasValidationErrors: true, dirty: true }}
    >
      {({ handleSubmit, submitting, hasValidationErrors, dirty }) => {
        // While the save runs the button stays enabled but pending (RAC ignores presses and keeps it
        // focusable), so keyboard focus is not thrown to the page by a button turning disabled.
        const canSave = !hasValidationErrors && !noPermissions && (mode === 'create' || dirty);
        return (
          <form
            className="access-key-form"
            onSubmit={(event) => {
              // Without a permission there is nothing to send, however the form is submitted (see above).
              if (noPermissions) event.preventDefault();
              else void handleSubmit(event);
            }}
            noValidate
          >
            {restoredDraft ? (
              <InlineAlert type="info">{intl.formatMessage(accessKeysMessages.draftRestored)}</InlineAlert>
            ) : null}
            {noPermissions ? (
              <InlineAlert type="danger">{intl.formatMessage(accessKeysMessages.noPermissions)}</InlineAlert>
            ) : null}
            {children}
            <AccessKeyNameField />
            {noPermissions ? null : <PermissionField permissions={permissions} />}
            <RestoreDraft draft={restoredDraft} />
            <div className="actions">
              <Button type="submit" isDisabled={!canSave} isPending={submitting}>
                {intl.formatMessage(
                  mode === 'create'
                    ? submitting
                      ? accessKeysMessages.creating
                      : accessKeysMessages.create
                    : submitting
                      ? accessKeysMessages.saving
                      : accessKeysMessages.save,
                )}
              </Button>
              <Button type="button" variant="secondary" onPress={onCancel} isDisabled={submitting}>
                {intl.formatMessage(accessKeysMessages.cancel)}
              </Button>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
