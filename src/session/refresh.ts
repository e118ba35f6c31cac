import { endSession, session, startSession, syncFromStorage, validAccessToken } from './session-store';

/** The Web Lock that makes a refresh happen once across open tabs. */
export const REFRESH_LOCK = 'dc.session-refresh';

export type RefreshCall = (refreshToken: string) => Promise<unknown>;

let inFlight: Promise<string | null> | null = null;

/**
 * Refreshes the session ONCE however many calls ask at the same time, and once across tabs: the
 * refresh runs under a Web Lock, and a tab that gets the lock after another tab re-reads the
 * stored session before calling the server. Resolves to the new access token, or null when the
 * session could not be refreshed (it is then revoked and cleared).
 */
export function refreshSession(call: RefreshCall, revoke: RefreshCall): Promise<string | null> {
  if (!inFlight) {
    inFlight = withCrossTabLock(() => runRefresh(call, revoke)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task) as Promise<T>;
}

async function runRefresh(call: RefreshCall, revoke: RefreshCall): Promise<string | null> {
  syncFromStorage();
  const alreadyFresh = validAccessToken();
  if (alreadyFresh) return alreadyFresh; // another tab refreshed while we waited for the lock
  const refreshToken = session.refreshToken;
  if (!refreshToken) {
    endSession();
    return null;
  }
  try {
    startSession(await call(refreshToken));
    return session.accessToken;
  } catch (error) {
    console.warn('[session] The session could not be refreshed; signing out.', error);
    await revoke(refreshToken).catch(() => undefined);
    endSession();
    return null;
  }
}
