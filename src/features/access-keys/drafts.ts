/**
 * The access-key form's draft (src/ui/form/draft-store.ts): what the create or edit form held when it was
 * submitted, kept until the save succeeds or the user cancels.
 *
 * A draft is exactly a name and a permission id: the type, `writeDraft` and the decoding let nothing
 * else in or out, so no secret can ever be stored (the secret exists only in the created-key modal).
 *
 * Keyed by user (the profile's applicationUserId) and enterprise, so another account signing in in
 * the same tab never sees it (another admin of the same enterprise, after a sign-out).
 */
import { draftStore, isRecord } from '../../ui/form/draft-store';

export interface AccessKeyDraft {
  accessKeyName: string;
  permission: string;
}

const PREFIX = 'dc.accessKeyDraft';

export const draftKey = {
  create: (applicationUserId: string, enterpriseId: string) => `${PREFIX}.create.${applicationUserId}.${enterpriseId}`,
  edit: (applicationUserId: string, enterpriseId: string, accessKeyID: string) =>
    `${PREFIX}.edit.${applicationUserId}.${enterpriseId}.${accessKeyID}`,
};

const store = draftStore<AccessKeyDraft>((stored) => {
  if (!isRecord(stored)) return null;
  const { accessKeyName, permission } = stored;
  return typeof accessKeyName === 'string' && typeof permission === 'string' ? { accessKeyName, permission } : null;
});

export const writeDraft = (key: string, draft: AccessKeyDraft): void =>
  store.write(key, { accessKeyName: draft.accessKeyName, permission: draft.permission });
export const readDraft = (key: string): AccessKeyDraft | null => store.read(key);
export const clearDraft = (key: string): void => store.clear(key);
