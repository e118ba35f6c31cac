import { useQuery } from '@tanstack/react-query';
import { $api } from '../../api/client';
import { effectiveRole, type Role } from '../../domain/roles';

/** GET users/self/profile/: the signed-in user, their role, terms consent and first 25 enterprises. */
export const profileQuery = () => $api.queryOptions('get', '/users/self/profile/');

/** GET enterprise/{id}/member-settings/: the user's membership (and role) in the selected enterprise. */
export const memberSettingsQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/enterprise/{enterpriseId}/member-settings/', {
    params: { path: { enterpriseId } },
  });

/**
 * The role that counts in an enterprise (DECISIONS.md): the member role, falling back to the
 * profile's role. `isPending` while either is loading.
 */
export function useEffectiveRole(enterpriseId: string): { role: Role | null; isPending: boolean } {
  const profile = useQuery(profileQuery());
  const member = useQuery({ ...memberSettingsQuery(enterpriseId), enabled: enterpriseId !== '' });
  return {
    role: effectiveRole(member.data?.role, profile.data?.role),
    isPending: profile.isPending || (member.isPending && member.fetchStatus !== 'idle'),
  };
}
