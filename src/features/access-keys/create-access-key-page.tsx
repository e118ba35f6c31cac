import { useQuery } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { Loader } from '../../ui/loader';
import { ModalType, openModal } from '../../ui/modal-store';
import { PageHeading } from '../../ui/page-heading';
import { accessKeyNameMessages } from '../../domain/access-key-name';
import { problemOf } from '../../domain/validation';
import { AccessKeyForm, type AccessKeyFormValues, type AccessKeySubmitErrors } from './access-key-form';
import { focusNameField } from './access-key-fields';
import { accessKeysQuery, isDuplicatedAccessKeyName, permissionsQuery, useCreateAccessKey } from './api';
import { clearDraft, draftKey, readDraft, writeDraft } from './drafts';
import { loadCreatedKeyModal } from './key-modals-lazy';
import { accessKeysMessages } from './messages';
import { addNameInUse, useNamesInUse } from './names-in-use';
import { useFailPage, useFailPageOnQueryError } from './page-failure';
import { permissionFromQuery } from './permissions';
import './access-keys.css';

/**
 * accesskey/create/ (spec document 2 sections 2, 4 and 5). The permission defaults to the first one
 * the server lists, or to the one the `permission` query names. Success opens the created-key modal
 * with the key id and the secret; closing it goes to the list.
 */
export default function CreateAccessKeyPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const permissionParam = new URLSearchParams(useSearch()).get('permission');
  const [, navigate] = useLocation();
  const permissions = useQuery(permissionsQuery(enterpriseId));
  const keys = useQuery(accessKeysQuery(enterpriseId));
  useFailPageOnQueryError(enterpriseId, [permissions, keys]);
  const fail = useFailPage(enterpriseId);
  const namesInUse = useNamesInUse(enterpriseId, keys.data?.keys);
  const create = useCreateAccessKey(enterpriseId);
  const storageKey = draftKey.create(enterpriseId);
  const [draft] = useState(() => readDraft(storageKey));

  // The created-key modal's code is fetched while the user fills the form (see key-modals-lazy.tsx).
  useEffect(() => {
    loadCreatedKeyModal().catch(() => undefined); // a failure here is retried, and handled, on save
  }, []);

  const descriptors = permissions.data?.permissionDescriptors;
  const initialValues = useMemo<AccessKeyFormValues>(() => {
    const preselected = permissionFromQuery(descriptors ?? [], permissionParam) ?? descriptors?.[0];
    return { accessKeyName: '', permission: preselected?.permissionId ?? '' };
  }, [descriptors, permissionParam]);
  // A draft whose permission no longer exists keeps its name and takes the default permission.
  const restoredDraft = useMemo(
    () =>
      draft && descriptors
        ? {
            accessKeyName: draft.accessKeyName,
            permission: descriptors.some((p) => p.permissionId === draft.permission)
              ? draft.permission
              : initialValues.permission,
          }
        : null,
    [draft, descriptors, initialValues.permission],
  );

  const submit = async (
    values: AccessKeyFormValues,
    form: FormApi<AccessKeyFormValues>,
  ): Promise<AccessKeySubmitErrors | undefined> => {
    // The name is saved trimmed: leading and trailing spaces are never meant, and the server compares names trimmed.
    const body = { accessKeyName: values.accessKeyName.trim(), permission: values.permission };
    writeDraft(storageKey, body);
    try {
      // The modal that shows the secret must be able to render before the key exists.
      await loadCreatedKeyModal();
      const created = await create.mutateAsync(body);
      clearDraft(storageKey);
      openModal(ModalType.CreatedKey, {
        enterpriseId,
        accessKeyName: body.accessKeyName,
        accessKeyID: created.accessKeyID,
        accessKeySecret: created.accessKeySecret,
      });
      // The modal holds the only copy of the secret from here on (see useCreateAccessKey).
      create.reset();
      // The form behind the modal starts afresh: the name just saved is now in use and would be flagged.
      form.reset();
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

  return (
    <main id="main" className="page access-keys-page">
      <PageHeading title={intl.formatMessage(accessKeysMessages.createTitle)} />
      {descriptors && keys.data ? (
        <AccessKeyForm
          mode="create"
          initialValues={initialValues}
          restoredDraft={restoredDraft}
          permissions={descriptors}
          namesInUse={namesInUse}
          onSubmit={submit}
          onCancel={cancel}
        />
      ) : (
        <Loader label={intl.formatMessage(accessKeysMessages.loadingForm)} />
      )}
    </main>
  );
}
