import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';

/** POST users/self/terms/accept/ (204). */
export async function acceptTerms(): Promise<void> {
  await api.POST('/users/self/terms/accept/');
}

export const useAcceptTerms = () =>
  useMutation({ mutationKey: ['post', '/users/self/terms/accept/'], mutationFn: acceptTerms });
