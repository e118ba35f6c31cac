import { api } from '../../api/client';
import { clearAccessToken, endSession, session, startSession } from '../../session/session-store';

export interface Credentials {
  email: string;
  password: string;
  captchaToken: string | null;
}

/** POST authentication/token/; the answer is stored as the session. */
export async function signIn({ email, password, captchaToken }: Credentials, redirectUrl: string | null): Promise<void> {
  const { data } = await api.POST('/authentication/token/', {
    body: { userName: email, password, captchaToken, redirectUrl },
  });
  startSession(data);
}

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
