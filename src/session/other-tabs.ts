import { session, syncFromStorage } from './session-store';
import { storageKeys } from './token-storage';

const sessionKeys: readonly string[] = Object.values(storageKeys);
const signedOut = (): boolean => session.accessToken === null && session.refreshToken === null;

/**
 * Signing out in one tab signs out every open tab (docs/product-decisions.md "Serving and sign-out"): a sign-out
 * removes the stored session, and the browser tells every other tab of the portal (the `storage`
 * event). A tab that had a session and finds none stored any more ends its own and calls `onSignOut`;
 * its signed-in screens then go to login, as on any end of the session. Returns the unsubscribe.
 */
export function followSignOutOfOtherTabs(onSignOut: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.newValue !== null || (event.key !== null && !sessionKeys.includes(event.key))) return;
    if (signedOut()) return;
    syncFromStorage();
    if (signedOut()) onSignOut();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
