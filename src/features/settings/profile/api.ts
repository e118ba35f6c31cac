import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { $api } from '../../../api/query-hooks';
import { fetchWithUploadProgress } from '../../../api/upload';
import type { components } from '../../../api/schema';

export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

/** POST users/self/password/ with oldPassword, newPassword, confirmPassword (204; 400 with a message). */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.POST('/users/self/password/', { body });
}

export const useChangePassword = () =>
  useMutation({ mutationKey: ['post', '/users/self/password/'], mutationFn: changePassword });

/**
 * PUT users/self/photo/ (204; 400 for a file that is not a PNG or JPEG of at most 2 MB): the picture as
 * the multipart field `file`. With `onProgress`, sent so that the upload's progress is reported
 * (src/api/upload.ts). The description types the binary part as a string, as OpenAPI 3.1 does; the
 * serializer sends the File itself.
 */
export async function updateProfilePhoto(picture: File, onProgress?: (share: number) => void): Promise<void> {
  await api.PUT('/users/self/photo/', {
    body: { file: picture.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', picture, picture.name);
      return form;
    },
    ...(onProgress ? { fetch: fetchWithUploadProgress(onProgress) } : {}),
  });
}

/** GET {id}/customer-success-managers/principal: the principal manager; 404 when the enterprise has none. */
export const principalManagerQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/customer-success-managers/principal', {
    params: { path: { enterpriseId } },
  });
