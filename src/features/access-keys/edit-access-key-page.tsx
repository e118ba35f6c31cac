import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { showAlert } from '../../ui/alert-store';
import { Loader } from '../../ui/loader';
import { PageHeading } from '../../ui/page-heading';
import { accessKeyNameMessages } from '../../domain/access-key-name';
import { problemOf } from '../../domain/validation';
import { AccessKeyForm, type AccessKeyFormValues, type AccessKeySubmitErrors } from './access-key-form';
import {
  accessKeyByIdQuery,
  accessKeysQuery,
  isDuplicatedAccessKeyName,
  permissionsQuery,
  useUpdateAccessKey,
} from './api';
import { focusNameField } from './access-key-fields';
import { clearDraft, draftKey, readDraft, writeDraft } from './drafts';
import { accessKeysMessages } from './messages';
import { addNameInUse, useNamesInUse } from './names-in-use';
import { useFailPage, useFailPageOnQueryError } from './page-failure';
import './access-keys.css';

/**
 * The key id of the edit page's query. The specification names the parameter twice, differently:
 * `edit/?apiKeyID` in the route table and `accessKeyID` on the edit page (document 2 section 2), so
 * both are accepted (apiKeyID first; paths.accessKeyEdit writes apiKeyID).
 */
export function editedKeyId(search: string): string {
  const query = new URLSearchParams(search);
  return (query.get('apiKeyID') ?? query.get('accessKeyID') ?? '').trim();
}

/**
 * accesskey/edit/?apiKeyID= (spec document 2 sections 2, 4 and 5): fetches the key by id (POST
 * keyById), lets the user rename it (its own name is allowed) or change its permission, and goes back
 * to the list on success.
 */
export default function EditAccessKeyPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const accessKeyID = editedKeyId(useSearch());
  const [, navigate] = useLocation();
  const hasId = accessKeyID !== '';
  const key = useQuery({ ...accessKeyByIdQuery(enterpriseId, accessKeyID), enabled: hasId });
  const permissions = useQuery({ ...permissionsQuery(enterpriseId), enabled: hasId });
  const keys = useQuery({ ...accessKeysQuery(enterpriseId), enabled: hasId });
  useFailPageOnQueryError(enterpriseId, [key, permissions, keys]);
  const fail = useFailPage(enterpriseId);
  const namesInUse = useNamesInUse(enterpriseId, keys.data?.keys, key.data);
  const update = useUpdateAccessKey(enterpriseId);
  const storageKey = draftKey.edit(enterpriseId, accessKeyID);
  const [draft] = useState(() => (hasId ? readDraft(storageKey) : null));

  const initialValues = useMemo<AccessKeyFormValues | null>(
    () => (key.data ? { accessKeyName: key.data.accessKeyName, permission: key.data.permission } : null),
    [key.data],
  );

  // No key id: there is nothing to edit; like an unknown access-key path, this goes to the list.
  if (!hasId) return <Redirect to={paths.accessKeyHome(enterpriseId)} replace />;

  const submit = async (values: AccessKeyFormValues): Promise<AccessKeySubmitErrors | undefined> => {
    const body = { accessKeyID, accessKeyName: values.accessKeyName.trim(), permission: values.permission };
    writeDraft(storageKey, { accessKeyName: body.accessKeyName, permission: body.permission });
    try {
      await update.mutateAsync(body);
      clearDraft(storageKey);
      showAlert({ type: 'success', message: accessKeysMessages.saved, values: { name: body.accessKeyName } });
      navigate(paths.accessKeyHome(enterpriseId));
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
    clearDraft(storageKey);
    navigate(paths.accessKeyHome(enterpriseId));
  };

  const descriptors = permissions.data?.permissionDescriptors;
  return (
    <main id="main" className="page access-keys-page">
      <PageHeading title={intl.formatMessage(accessKeysMessages.editTitle)} />
      {initialValues && descriptors && keys.data ? (
        <AccessKeyForm
          mode="edit"
          initialValues={initialValues}
          restoredDraft={draft}
          permissions={descriptors}
          namesInUse={namesInUse}
          onSubmit={submit}
          onCancel={cancel}
        >
          <dl className="access-key-id">
            <dt>{intl.formatMessage(accessKeysMessages.keyIdLabel)}</dt>
            <dd>
              <code>{accessKeyID}</code>
            </dd>
          </dl>
        </AccessKeyForm>
      ) : (
        <Loader label={intl.formatMessage(accessKeysMessages.loadingForm)} />
      )}
    </main>
  );
}
