import { endSession, now, session, type TokenSet } from './session-store';
import { storage, storageKeys, type StoredSession } from './token-storage';

/**
 * Starting a session: a token set from the server becomes the session and is stored (sign-in,
 * src/features/account/sign-in.ts, and a refresh, ./refresh.ts). Apart from ./session-store.ts, which
 * start-up reads and clears, because only those two write a session: they load it beside their call,
 * so it is not in the login page's start-up bundle (scripts/bench/budgets.ts).
 */

/** Whether a token set from the server has the shape the spec names. */
export function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    candidate.token.length > 0 &&
    typeof candidate.refreshToken === 'string' &&
    candidate.refreshToken.length > 0 &&
    typeof candidate.expiresIn === 'number' &&
    Number.isFinite(candidate.expiresIn) &&
    candidate.expiresIn > 0
  );
}

/**
 * Stores a token set as the session. A malformed token set clears every stored credential and
 * throws, so the caller shows its failure and nothing half-valid is kept.
 */
export function startSession(tokenSet: unknown): void {
  if (!isTokenSet(tokenSet)) {
    console.error('[session] The server sent a malformed token set; the session was cleared.');
    endSession();
    throw new Error('Malformed token set');
  }
  const next: StoredSession = {
    accessToken: tokenSet.token,
    expiresAt: now.current() + tokenSet.expiresIn * 1000,
    refreshToken: tokenSet.refreshToken,
  };
  Object.assign(session, next);
  writeStoredSession(next);
}

export function writeStoredSession(stored: StoredSession): void {
  const store = storage();
  if (!store) return;
  const set = (key: string, value: string | null) =>
    value === null ? store.removeItem(key) : store.setItem(key, value);
  try {
    set(storageKeys.accessToken, stored.accessToken);
    set(storageKeys.accessTokenExpiresAt, stored.expiresAt === null ? null : String(stored.expiresAt));
    set(storageKeys.refreshToken, stored.refreshToken);
  } catch (error) {
    console.warn('[session] The session could not be stored.', error);
  }
}
