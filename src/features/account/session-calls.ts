import { api } from '../../api/client';
import { endSession, session } from '../../session/session-store';
import { PENDING_REVOKE_KEY, pendingRevoke } from '../../session/token-storage';

export { requestSession, type Credentials } from './sign-in';

/**
 * Sign-out (spec document 1 section 4, docs/product-decisions.md "Serving and sign-out"): every stored credential
 * is cleared at once (so every other open tab signs out too), then the refresh token goes to the
 * revoke endpoint. If the revoke fails, the refresh token is kept only to retry the revoke at the next
 * start (src/main.tsx): it never restores or refreshes a session, so the next start shows login.
 */
export async function signOut(): Promise<void> {
  const refreshToken = session.refreshToken;
  endSession();
  if (refreshToken) await revoke(refreshToken);
}

/**
 * Start-up, when a sign-out's revoke failed: that revoke once more, and the refresh token is then
 * forgotten whatever the answer (a token the API refuses, or an API that keeps failing, must not keep
 * a refresh token in storage for good, where an injected script could read it).
 */
export async function revokePending(): Promise<void> {
  const refreshToken = pendingRevoke();
  if (!refreshToken) return;
  try {
    await api.POST('/authentication/revoke', { body: { refreshToken } });
  } catch (error) {
    console.warn(
      '[session] Revoking the session of an earlier sign-out failed again; it is not tried any more.',
      error,
    );
  } finally {
    // Unless a sign-out meanwhile kept a newer one for the next start.
    if (pendingRevoke() === refreshToken) keepForRetry(null);
  }
}

async function revoke(refreshToken: string): Promise<void> {
  try {
    await api.POST('/authentication/revoke', { body: { refreshToken } });
    keepForRetry(null);
  } catch (error) {
    console.warn('[session] Revoking the session failed; the revoke is tried again at the next start.', error);
    keepForRetry(refreshToken);
  }
}

/** Here, not in the start-up bundle's token-storage.ts: only sign-out writes it. */
function keepForRetry(refreshToken: string | null): void {
  try {
    if (refreshToken === null) localStorage.removeItem(PENDING_REVOKE_KEY);
    else localStorage.setItem(PENDING_REVOKE_KEY, refreshToken);
  } catch {
    // Storage is unavailable: there is nowhere to keep it.
  }
}
