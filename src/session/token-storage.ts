/**
 * The stored session: access token, its expiry and the refresh token, each under a key with the
 * product prefix (spec document 1 section 4 "Session").
 */
export const storageKeys = {
  accessToken: 'dc.accessToken',
  accessTokenExpiresAt: 'dc.accessTokenExpiresAt',
  refreshToken: 'dc.refreshToken',
} as const;

export interface StoredSession {
  accessToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number | null;
  refreshToken: string | null;
}

const empty: StoredSession = { accessToken: null, expiresAt: null, refreshToken: null };

/** localStorage, or null where the browser disables it. */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/**
 * Reads the stored session. A corrupt value (an expiry that is not a number, a token with no
 * expiry) clears every stored credential, as "any unexpected error clears all stored credentials".
 */
export function readStoredSession(): StoredSession {
  const store = storage();
  if (!store) return empty;
  try {
    const accessToken = store.getItem(storageKeys.accessToken);
    const rawExpiry = store.getItem(storageKeys.accessTokenExpiresAt);
    const refreshToken = store.getItem(storageKeys.refreshToken);
    const expiresAt = rawExpiry === null ? null : Number(rawExpiry);
    const corrupt =
      (rawExpiry !== null && !Number.isFinite(expiresAt)) ||
      (accessToken !== null && expiresAt === null) ||
      accessToken === '' ||
      refreshToken === '';
    if (corrupt) {
      console.warn('[session] The stored session is corrupt: cleared.');
      clearStoredSession();
      return empty;
    }
    return { accessToken, expiresAt, refreshToken };
  } catch (error) {
    console.warn('[session] The stored session is unreadable: cleared.', error);
    clearStoredSession();
    return empty;
  }
}

/**
 * docs/product-decisions.md "Serving and sign-out": the refresh token of a sign-out whose revoke call failed. It is
 * kept apart from the session, only to retry the revoke at the next start; it never restores or
 * refreshes a session.
 */
export const PENDING_REVOKE_KEY = 'dc.pendingRevoke';

export const pendingRevoke = (): string | null => storage()?.getItem(PENDING_REVOKE_KEY) ?? null;

export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(storageKeys)) {
    try {
      store.removeItem(key);
    } catch {
      // nothing more to do: storage is unavailable
    }
  }
}
