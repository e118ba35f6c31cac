import { $api } from '../../api/client';

/** POST users/self/terms/accept/ */
export const useAcceptTerms = () => $api.useMutation('post', '/users/self/terms/accept/');
