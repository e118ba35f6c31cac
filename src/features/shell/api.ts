import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { $api } from '../../api/query-hooks';
import type { components } from '../../api/schema';
import { followableLink } from '../../domain/safe-link';
import { effectiveRole, type Role } from '../../domain/roles';
import { memberSettingsCall, profileCall } from './call-keys';

export type UserProfile = components['schemas']['UserProfile'];
export type Enterprise = components['schemas']['Enterprise'];
export type EnterprisePage = components['schemas']['EnterprisePage'];

/** GET users/self/profile/: the signed-in user, their role, terms consent and first 25 enterprises. */
export const profileQuery = () => $api.queryOptions(...profileCall());

/**
 * GET users/self/photo/: where the user's picture is (`url`), or null when there is none. Every avatar
 * of the user shows it (docs/product-decisions.md "The Settings area"); an upload invalidates it.
 */
export const profilePhotoQuery = () => $api.queryOptions('get', '/users/self/photo/');

/** The address of the user's picture when there is one that may be shown (src/domain/safe-link.ts), else null. */
export function useProfilePhoto(): string | null {
  const url = useQuery(profilePhotoQuery()).data?.url;
  return url ? followableLink(url, location.origin) : null;
}

/**
 * GET enterprise/{id}/member-settings/: the user's membership (and role) in the selected enterprise.
 * A 401 does not send the user to login (./call-keys.ts): the signed-in area shows the not-found page.
 */
export const memberSettingsQuery = (enterpriseId: string) => $api.queryOptions(...memberSettingsCall(enterpriseId));

/**
 * The role that counts in an enterprise (docs/product-decisions.md): the member role, falling back to the
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

/**
 * Whether the user's membership of the enterprise in the path stands. A screen's own failure waits
 * for it: for an enterprise that refuses the user, its calls fail too, and the membership decides the
 * page (spec document 2 section 8; the signed-in area's EnterpriseMembership shows it).
 */
export function useMembership(enterpriseId: string): 'pending' | 'member' | 'refused' {
  const member = useQuery({ ...memberSettingsQuery(enterpriseId), enabled: enterpriseId !== '' });
  if (member.isSuccess) return 'member';
  return member.isError && member.fetchStatus === 'idle' ? 'refused' : 'pending';
}

/** Spec document 2 section 9: the enterprise list comes 25 at a time. */
export const ENTERPRISES_PAGE_SIZE = 25;
/** The switcher shows a search box above 20 enterprises; a search term has at most 80 characters. */
export const ENTERPRISE_SEARCH_THRESHOLD = 20;
export const ENTERPRISE_SEARCH_MAX_LENGTH = 80;
export const ENTERPRISE_SEARCH_DEBOUNCE_MS = 300;

const nextPageIndex = (last: EnterprisePage, pages: EnterprisePage[]): number | undefined => {
  const loaded = pages.reduce((sum, page) => sum + page.enterprises.length, 0);
  return last.enterprises.length > 0 && loaded < last.totalCount ? pages.length : undefined;
};

/**
 * GET users/self/enterprises/?pageIndex&numberOfItemsPerPage&searchTerm: the user's enterprises,
 * 25 a page, optionally searched by name; the next page index while some are not loaded yet.
 */
export const enterprisePagesQuery = (searchTerm: string) => {
  const term = searchTerm.trim();
  const query = { numberOfItemsPerPage: ENTERPRISES_PAGE_SIZE, ...(term ? { searchTerm: term } : {}) };
  return infiniteQueryOptions({
    queryKey: ['get', '/users/self/enterprises/', { params: { query } }] as const,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await api.GET('/users/self/enterprises/', {
        params: { query: { ...query, pageIndex: pageParam } },
        signal,
      });
      if (!data) throw new Error('The enterprises page came without a body.');
      return data;
    },
    initialPageParam: 0,
    getNextPageParam: nextPageIndex,
  });
};

/**
 * The switcher's list: more pages on scroll. The profile already carries the first page of the
 * unsearched list, so that page is not asked for again (no duplicate call when the switcher opens);
 * while a new search term loads, the previous results stay (no flash of an empty list).
 */
export function useEnterprisePages(searchTerm: string, firstPage: { data: EnterprisePage; updatedAt: number } | null) {
  const initial = searchTerm.trim() === '' && firstPage ? firstPage : null;
  return useInfiniteQuery({
    ...enterprisePagesQuery(searchTerm),
    placeholderData: keepPreviousData,
    ...(initial
      ? { initialData: { pages: [initial.data], pageParams: [0] }, initialDataUpdatedAt: initial.updatedAt }
      : {}),
  });
}
