import { useQuery } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { accessKeyNameMessages } from '../../domain/access-key-name';
import { problemOf } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { Loader } from '../../ui/loader';
import { PageHeading } from '../../ui/page-heading';
import { usePageFailure } from '../shell/page-failure';
import { AccessKeyForm, type AccessKeyFormValues, type AccessKeySubmitErrors } from './access-key-form';
import { focusNameField } from './access-key-fields';
import {
  accessKeysQuery,
  isDuplicatedAccessKeyName,
  permissionsQuery,
  type AccessKey,
  type PermissionDescriptor,
} from './api';
import { clearDraft, readDraft, writeDraft, type AccessKeyDraft } from './drafts';
import { accessKeysMessages } from './messages';
import { addNameInUse, useNamesInUse } from './names-in-use';
import './access-keys.css';

export interface KeyFormPageProps {
  mode: 'create' | 'edit';
  enterpriseId: string;
  title: Message;
  /** Where the form's draft is kept (./drafts.ts). */
  draftKey: string;
  /** The page's own queries besides the permissions and the keys (the edited key): a failure fails the page. */
  queries?: readonly { isError: boolean; error: unknown }[];
  /** The key being edited: it may keep its own name. */
  ownKey?: AccessKey;
  /** The values the form starts from, once what they need has loaded (null until then). */
  initialValues: (permissions: readonly PermissionDescriptor[]) => AccessKeyFormValues | null;
  /** The draft as the form takes it (the create page swaps a permission that no longer exists). */
  restore?: (
    draft: AccessKeyDraft,
    permissions: readonly PermissionDescriptor[],
    initial: AccessKeyFormValues,
  ) => AccessKeyFormValues;
  /** Saves the trimmed values; what follows a success (a modal, an alert, the list) is the page's. */
  save: (body: AccessKeyDraft, form: FormApi<AccessKeyFormValues>) => Promise<void>;
  /** Shown above the fields (the key id on the edit page). */
  children?: ReactNode;
}

/**
 * The shape of the create and edit key pages (spec document 2 sections 2, 4, 5 and 8): the heading,
 * a loader until the permissions, the keys (for the names in use) and the page's own data have
 * loaded, then the form. A save keeps what was sent as a draft until it succeeds; a name the server
 * refuses as a duplicate is added to the names in use and its message shows on the name, which
 * takes focus; any other failure replaces the page with the enterprise's error page, and the draft
 * comes back when the user returns. Cancel drops the draft and goes to the list.
 */
export function KeyFormPage({
  mode,
  enterpriseId,
  title,
  draftKey,
  queries = [],
  ownKey,
  initialValues,
  restore = (draft) => draft,
  save,
  children,
}: KeyFormPageProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const permissions = useQuery(permissionsQuery(enterpriseId));
  const keys = useQuery(accessKeysQuery(enterpriseId));
  const fail = usePageFailure([...queries, permissions, keys], { scope: 'enterprise' });
  const namesInUse = useNamesInUse(enterpriseId, keys.data?.keys, ownKey);
  const [draft] = useState(() => readDraft(draftKey));

  const descriptors = permissions.data?.permissionDescriptors;
  const initial = descriptors && keys.data ? initialValues(descriptors) : null;

  const submit = async (
    values: AccessKeyFormValues,
    form: FormApi<AccessKeyFormValues>,
  ): Promise<AccessKeySubmitErrors | undefined> => {
    // The name is saved trimmed: leading and trailing spaces are never meant, and the server compares names trimmed.
    const body = { accessKeyName: values.accessKeyName.trim(), permission: values.permission };
    writeDraft(draftKey, body);
    try {
      await save(body, form);
      clearDraft(draftKey);
      return undefined;
    } catch (error) {
      if (isDuplicatedAccessKeyName(error)) {
        addNameInUse(enterpriseId, body.accessKeyName);
        focusNameField();
        // Also as the field's submission error: final-form then marks the field touched, so the
        // message shows even when the form was sent with Enter from the name field.
        return { accessKeyName: problemOf(accessKeyNameMessages.inUse) };
      }
      fail(error);
      return undefined;
    }
  };

  const cancel = () => {
    clearDraft(draftKey);
    navigate(paths.accessKeyHome(enterpriseId));
  };

  return (
    <main id="main" className="page access-keys-page">
      <PageHeading title={intl.formatMessage(title)} />
      {initial && descriptors ? (
        <AccessKeyForm
          mode={mode}
          initialValues={initial}
          restoredDraft={draft ? restore(draft, descriptors, initial) : null}
          permissions={descriptors}
          namesInUse={namesInUse}
          onSubmit={submit}
          onCancel={cancel}
        >
          {children}
        </AccessKeyForm>
      ) : (
        <Loader label={intl.formatMessage(accessKeysMessages.loadingForm)} />
      )}
    </main>
  );
}
