import { api } from '../../api/client';
import { clearAccessToken, endSession, session } from '../../session/session-store';

export { signIn, type Credentials } from './sign-in';

/**
 * Sign-out (spec document 1 section 4): the refresh token goes to the revoke endpoint and the stored
 * credentials are cleared; if revoke fails only the access token is cleared.
 */
export async function signOut(): Promise<void> {
  const refreshToken = session.refreshToken;
  if (!refreshToken) {
    endSession();
    return;
  }
  try {
    await api.POST('/authentication/revoke', { body: { refreshToken } });
    endSession();
  } catch (error) {
    console.warn('[session] Revoking the session failed; the access token was cleared.', error);
    clearAccessToken();
  }
}
