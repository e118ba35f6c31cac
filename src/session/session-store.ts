import { proxy } from 'valtio';
import { clearStoredSession, readStoredSession, type StoredSession } from './token-storage';

/** The access token is treated as expired this long before its real expiry (spec: 30 s). */
export const EARLY_EXPIRY_MS = 30_000;

export interface TokenSet {
  token: string;
  refreshToken: string;
  /** Seconds. */
  expiresIn: number;
}

export const session = proxy<StoredSession>({ accessToken: null, expiresAt: null, refreshToken: null });

export const now = {
  /** Injectable clock for tests. */
  current: () => Date.now(),
};

/** Clears every stored credential. */
export function endSession(): void {
  Object.assign(session, { accessToken: null, expiresAt: null, refreshToken: null });
  clearStoredSession();
}

/**
 * Start-up: restore a stored session if one exists, otherwise clear it. A stored access token that
 * has expired (30 s early) with no refresh token cannot become valid again: it is cleared and the
 * user is signed out (spec document 1 section 4), so it does not linger in localStorage.
 */
export function restoreSession(): void {
  syncFromStorage();
  if (session.refreshToken === null && validAccessToken() === null) {
    if (session.accessToken !== null) {
      console.warn('[session] The stored token expired, with no refresh token: signed out.');
    }
    endSession();
  }
}

/** The access token if it is still valid (expired 30 s early), else null. */
export function validAccessToken(): string | null {
  const { accessToken, expiresAt } = session;
  if (accessToken === null || expiresAt === null) return null;
  return now.current() < expiresAt - EARLY_EXPIRY_MS ? accessToken : null;
}

/** Whether the user has a session that is valid or can be refreshed. */
export function hasSession(): boolean {
  return validAccessToken() !== null || session.refreshToken !== null;
}

/** Re-reads the stored session, e.g. after another tab refreshed it. */
export function syncFromStorage(): void {
  Object.assign(session, readStoredSession());
}
