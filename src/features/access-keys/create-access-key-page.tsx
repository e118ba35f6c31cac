import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { ModalType, openModal } from '../../ui/modal-store';
import { useCreateAccessKey } from './api';
import { draftKey } from './drafts';
import { KeyFormPage } from './key-form-page';
import { loadCreatedKeyModal } from './key-modals-lazy';
import { accessKeysMessages } from './messages';
import { permissionFromQuery } from './permissions';
import { profileQuery } from '../shell/api';

/**
 * accesskey/create/ (spec document 2 sections 2, 4 and 5), a key form page (./key-form-page.tsx).
 * The permission defaults to the first one the server lists, or to the one the `permission` query
 * names. Success opens the created-key modal with the key id and the secret; closing it goes to the
 * list.
 */
export default function CreateAccessKeyPage() {
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const permissionParam = new URLSearchParams(useSearch()).get('permission');
  const create = useCreateAccessKey(enterpriseId);
  const userId = useQuery(profileQuery()).data?.applicationUserId ?? 'anonymous';

  // The created-key modal's code is fetched while the user fills the form (see key-modals-lazy.tsx).
  useEffect(() => {
    loadCreatedKeyModal().catch(() => undefined); // a failure here is retried, and handled, on save
  }, []);

  return (
    <KeyFormPage
      mode="create"
      enterpriseId={enterpriseId}
      title={accessKeysMessages.createTitle}
      draftKey={draftKey.create(userId, enterpriseId)}
      initialValues={(descriptors) => ({
        accessKeyName: '',
        permission: (permissionFromQuery(descriptors, permissionParam) ?? descriptors[0])?.permissionId ?? '',
      })}
      // A draft whose permission no longer exists keeps its name and takes the default permission.
      restore={(draft, descriptors, initial) => ({
        accessKeyName: draft.accessKeyName,
        permission: descriptors.some((p) => p.permissionId === draft.permission)
          ? draft.permission
          : initial.permission,
      })}
      save={async (body, form) => {
        // The modal that shows the secret must be able to render before the key exists.
        await loadCreatedKeyModal();
        const created = await create.mutateAsync(body);
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
      }}
    />
  );
}
