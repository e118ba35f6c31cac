import { endSession, session, syncFromStorage, validAccessToken } from './session-store';
import { isTokenSet, startSession } from './start-session';
import { readStoredSession, storage, storageKeys } from './token-storage';

/** The Web Lock that makes a refresh happen once across open tabs. */
export const REFRESH_LOCK = 'dc.session-refresh';

/** How long a tab that waited for the lock waits for the other tab's new session to reach it. */
export const CROSS_TAB_WAIT_MS = 2_000;

export type RefreshCall = (refreshToken: string) => Promise<unknown>;

let inFlight: Promise<string | null> | null = null;

/**
 * Refreshes the session ONCE however many calls ask at the same time, and once across tabs: the
 * refresh runs under a Web Lock, and a tab that gets the lock after another tab re-reads the
 * stored session before calling the server. Resolves to the new access token, or null when the
 * session could not be refreshed (it is then revoked and cleared) or ended while the call was under
 * way (the answer is then discarded and its refresh token revoked; a failure then leaves the session
 * there now, a later sign-in's, alone).
 *
 * A browser hands one tab's localStorage writes to the other tabs asynchronously, so the tab that
 * waited can hold the lock before the other tab's new session has reached it. Refreshing then would
 * spend a refresh token already used, fail, and sign every tab out. So a tab that waited, and still
 * sees the refresh token it had, waits for that key to change (the refresh token is stored last)
 * before it decides.
 */
export function refreshSession(call: RefreshCall, revoke: RefreshCall): Promise<string | null> {
  if (!inFlight) {
    const held = session.refreshToken;
    inFlight = withCrossTabLock((waited) => runRefresh(call, revoke, waited ? held : null)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Runs the task under the lock; `waited` says whether another tab held it first. */
function withCrossTabLock<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task(false);
  return locks.request(REFRESH_LOCK, { mode: 'exclusive', ifAvailable: true }, (lock) =>
    lock ? task(false) : locks.request(REFRESH_LOCK, { mode: 'exclusive' }, () => task(true)),
  ) as Promise<T>;
}

/** Resolves when another tab changes the stored refresh token, or after `limitMs`. */
function storedRefreshTokenChange(limitMs: number): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.refreshToken || event.key === null) done();
    };
    const timer = setTimeout(done, limitMs);
    window.addEventListener('storage', onStorage);
  });
}

/** `heldBeforeWaiting`: the refresh token this tab had when it queued behind another tab, else null. */
async function runRefresh(
  call: RefreshCall,
  revoke: RefreshCall,
  heldBeforeWaiting: string | null,
): Promise<string | null> {
  syncFromStorage();
  const alreadyFresh = validAccessToken();
  if (alreadyFresh) return alreadyFresh; // another tab refreshed while we waited for the lock
  if (heldBeforeWaiting !== null && session.refreshToken === heldBeforeWaiting) {
    await storedRefreshTokenChange(CROSS_TAB_WAIT_MS); // the other tab's session is on its way
    syncFromStorage();
    const refreshedElsewhere = validAccessToken();
    if (refreshedElsewhere) return refreshedElsewhere;
  }
  const refreshToken = session.refreshToken;
  if (!refreshToken) {
    endSession();
    return null;
  }
  try {
    const refreshed = await call(refreshToken);
    if (sessionEndedDuring(refreshToken)) {
      // Signed out (here or in another tab) while the call was under way: storing the answer would
      // bring back a session the next start resumes. Its refresh token is revoked instead.
      if (isTokenSet(refreshed)) await revoke(refreshed.refreshToken).catch(() => undefined);
      return null;
    }
    startSession(refreshed);
    return session.accessToken;
  } catch (error) {
    await revoke(refreshToken).catch(() => undefined);
    // A session that ended while the call was under way (a sign-out, here or in another tab) is not
    // this one's to end: the session there now may be a later sign-in's, another user's.
    if (sessionEndedDuring(refreshToken)) return null;
    console.warn('[session] The session could not be refreshed; signing out.', error);
    endSession();
    return null;
  }
}

/**
 * Whether the session whose refresh token was `sent` ended while its refresh was under way: this
 * tab's session no longer holds it (a sign-out here), or the stored one does not (a sign-out in
 * another tab, whose storage event may not have reached this tab yet). Without storage there is only
 * this tab's session.
 */
function sessionEndedDuring(sent: string): boolean {
  if (session.refreshToken !== sent) return true;
  return storage() !== null && readStoredSession().refreshToken !== sent;
}
