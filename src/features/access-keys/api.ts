import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { isApiError } from '../../api/errors';
import type { components } from '../../api/schema';

export type AccessKey = components['schemas']['AccessKey'];
export type AccessKeyList = components['schemas']['AccessKeyList'];
export type PermissionDescriptor = components['schemas']['PermissionDescriptor'];
export type CreatedAccessKey = components['schemas']['CreatedAccessKey'];
export type AccessKeyInput = components['schemas']['CreateAccessKeyRequest'];
export type AccessKeyUpdate = components['schemas']['UpdateAccessKeyRequest'];

const KEYS_PATH = '/{enterpriseId}/authenticationManager/key/';
const KEY_BY_ID_PATH = '/{enterpriseId}/authenticationManager/keyById/';

/** GET {enterpriseId}/authenticationManager/permissions/: the permissions a key can have, in the server's order. */
export const permissionsQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/authenticationManager/permissions/', {
    params: { path: { enterpriseId } },
  });

/** GET {enterpriseId}/authenticationManager/key/: the enterprise's keys (never a secret). */
export const accessKeysQuery = (enterpriseId: string) =>
  $api.queryOptions('get', KEYS_PATH, { params: { path: { enterpriseId } } });

/** POST {enterpriseId}/authenticationManager/keyById/ as a query: one key, without its secret. */
export const accessKeyByIdQuery = (enterpriseId: string, accessKeyID: string) =>
  $api.queryOptions('post', KEY_BY_ID_PATH, {
    params: { path: { enterpriseId } },
    body: { accessKeyID },
  });

/**
 * POST {enterpriseId}/authenticationManager/key/: creates a key. The answer holds the secret, the
 * only time it exists outside the server: the caller hands it to the created-key modal and keeps
 * no other copy (see useCreateAccessKey).
 */
export async function createAccessKey(enterpriseId: string, body: AccessKeyInput): Promise<CreatedAccessKey> {
  const { data } = await api.POST(KEYS_PATH, { params: { path: { enterpriseId } }, body });
  // The client's middleware throws on every non-OK answer, so a missing body is a broken server.
  if (!data) throw new Error('The server created the key but sent no key id.');
  return data;
}

/** PUT {enterpriseId}/authenticationManager/key/: renames a key or changes its permission (204). */
export async function updateAccessKey(enterpriseId: string, body: AccessKeyUpdate): Promise<void> {
  await api.PUT(KEYS_PATH, { params: { path: { enterpriseId } }, body });
}

/** DELETE {enterpriseId}/authenticationManager/key/?accessKeyID= (204). */
export async function deleteAccessKey(enterpriseId: string, accessKeyID: string): Promise<void> {
  await api.DELETE(KEYS_PATH, { params: { path: { enterpriseId }, query: { accessKeyID } } });
}

export const DUPLICATED_ACCESS_KEY_NAME = 'DuplicatedAccessKeyName';

/**
 * Spec document 2 section 4: a create or edit failure "with the status text DuplicatedAccessKeyName".
 * The reference API sends that status text and the same `code` in the body; HTTP/2 carries no status
 * text at all (and the Pact mock cannot set one), so either of the two is the signal.
 */
export function isDuplicatedAccessKeyName(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.statusText === DUPLICATED_ACCESS_KEY_NAME) return true;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === DUPLICATED_ACCESS_KEY_NAME;
}

/**
 * After any change the list is refetched (in the background: the caller does not wait for it) and
 * every fetched key is marked stale without a refetch now, so the edit page that just saved does not
 * reload the key it is leaving, and the next visit fetches it afresh.
 */
function invalidateKeys(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['get', KEYS_PATH] });
  void queryClient.invalidateQueries({ queryKey: ['post', KEY_BY_ID_PATH], refetchType: 'none' });
}

/**
 * Creating a key. The answer carries the secret, so the mutation is dropped from React Query's
 * mutation cache as soon as nothing observes it (gcTime 0) and the page resets it the moment the
 * modal has the secret: the modal's own state is then the only copy, and closing it clears it.
 */
export function useCreateAccessKey(enterpriseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessKeyInput) => createAccessKey(enterpriseId, body),
    gcTime: 0,
    onSuccess: () => invalidateKeys(queryClient),
  });
}

/** Editing a key: the list shows the new name and permission at once, then is refetched. */
export function useUpdateAccessKey(enterpriseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessKeyUpdate) => updateAccessKey(enterpriseId, body),
    onSuccess: (_data, body) => {
      queryClient.setQueryData<AccessKeyList>(accessKeysQuery(enterpriseId).queryKey, (list) =>
        list
          ? {
              keys: list.keys.map((key) =>
                key.accessKeyID === body.accessKeyID
                  ? { ...key, accessKeyName: body.accessKeyName, permission: body.permission }
                  : key,
              ),
            }
          : list,
      );
      invalidateKeys(queryClient);
    },
  });
}

/** Deleting a key: it leaves the list at once, then the list is refetched. */
export function useDeleteAccessKey(enterpriseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessKeyID: string) => deleteAccessKey(enterpriseId, accessKeyID),
    onSuccess: (_data, accessKeyID) => {
      queryClient.setQueryData<AccessKeyList>(accessKeysQuery(enterpriseId).queryKey, (list) =>
        list ? { keys: list.keys.filter((key) => key.accessKeyID !== accessKeyID) } : list,
      );
      invalidateKeys(queryClient);
    },
  });
}
