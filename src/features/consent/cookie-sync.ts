import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { api } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { isApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import { paths } from '../../config/paths';
import { hasSession, session } from '../../session/session-store';
import {
  chooseCookiePreferences,
  clearCookiePreferences,
  cookiePreferences,
  onCookieChoice,
  type CookieChoice,
} from './cookie-preferences';

export type StoredCookiePreferences = components['schemas']['StoredCookiePreferences'];

/** GET users/self/cookies/: the signed-in user's stored preferences (essentials null: never chose). */
export const cookiePreferencesQuery = () => $api.queryOptions('get', '/users/self/cookies/');

/** POST users/self/cookies/accept/: stores the choice for the signed-in user (essentials always true). */
export async function saveCookiePreferences(choice: CookieChoice): Promise<void> {
  await api.POST('/users/self/cookies/accept/', {
    body: { essentials: true, googleAnalytics: choice.googleAnalytics, mouseFlow: choice.mouseFlow },
  });
}

/**
 * Applies the server's answer (document 2 section 4): essentials null means the user never chose
 * on the server, so the choice on this device is used, or cleared (analytics off) when there is
 * none; otherwise the server's value is applied here too. Returns the local choice to upload when
 * the server has none and this device has one.
 */
export function applyServerPreferences(stored: StoredCookiePreferences): CookieChoice | null {
  if (stored.essentials === null) {
    if (cookiePreferences.pristine) {
      clearCookiePreferences();
      return null;
    }
    // Decision: a choice made on this device before signing in (e.g. on the login page's banner)
    // is saved to the account once, so the user is not asked again on their other devices.
    return { googleAnalytics: cookiePreferences.googleAnalytics, mouseFlow: cookiePreferences.mouseFlow };
  }
  chooseCookiePreferences({ googleAnalytics: stored.googleAnalytics === true, mouseFlow: stored.mouseFlow === true });
  return null;
}

/** Failing to read or save the preferences sends the user to the generic error page (document 2 section 8). */
function useOnCookieFailure() {
  const [, navigate] = useLocation();
  return useCallback(
    (error: unknown) => {
      // A 401 is the session layer's (it sends the user to login); anything else is a failure here.
      if (isApiError(error, 401)) return;
      console.error('[cookies] Reading or saving the cookie preferences failed.', error);
      navigate(paths.error());
    },
    [navigate],
  );
}

/**
 * The server copy of the cookie preferences for a signed-in user (document 2 section 4), mounted by
 * the signed-in shell: loads the stored preferences and applies them, and saves every choice made
 * on the banner or in the cookie policy modal while it is mounted.
 */
export function CookieServerSync(): null {
  useSnapshot(session); // re-run when the user signs in or out
  const signedIn = hasSession();
  const queryClient = useQueryClient();
  const onFailure = useOnCookieFailure();
  const query = useQuery({ ...cookiePreferencesQuery(), enabled: signedIn });

  useEffect(() => {
    if (!query.data) return;
    const upload = applyServerPreferences(query.data);
    if (!upload) return;
    const saved = { essentials: true, ...upload };
    queryClient.setQueryData(cookiePreferencesQuery().queryKey, saved);
    saveCookiePreferences(upload).catch(onFailure);
  }, [query.data, queryClient, onFailure]);

  useEffect(() => {
    if (query.isError) onFailure(query.error);
  }, [query.isError, query.error, onFailure]);

  useEffect(
    () =>
      onCookieChoice((choice) => {
        if (!hasSession()) return;
        queryClient.setQueryData(cookiePreferencesQuery().queryKey, { essentials: true, ...choice });
        saveCookiePreferences(choice).catch(onFailure);
      }),
    [queryClient, onFailure],
  );
  return null;
}
