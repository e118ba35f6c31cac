import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { components } from '../../api/schema';

export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

/** POST users/self/terms/accept/ (204). */
export async function acceptTerms(): Promise<void> {
  await api.POST('/users/self/terms/accept/');
}

/** POST users/self/password/ with oldPassword, newPassword, confirmPassword (204; 400 with a message). */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.POST('/users/self/password/', { body });
}

export const useAcceptTerms = () =>
  useMutation({ mutationKey: ['post', '/users/self/terms/accept/'], mutationFn: acceptTerms });

export const useChangePassword = () =>
  useMutation({ mutationKey: ['post', '/users/self/password/'], mutationFn: changePassword });
