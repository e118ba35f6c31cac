/**
 * Whether this device holds a cookie choice, read without React or the store (./cookie-preferences.ts
 * holds the choice for the app), so that the page's first script (src/first-paint.ts) can read it
 * before the page's first frame.
 */
export const COOKIE_PREFERENCES_KEY = 'dc.cookiePreferences';

/** A stored record that is no longer pristine (as readStoredPreferences reads it: anything malformed is no choice). */
export function choiceStored(): boolean {
  try {
    return (
      (JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null') as { pristine?: unknown } | null)
        ?.pristine === false
    );
  } catch {
    return false; // storage disabled by the browser, or a malformed record
  }
}

/**
 * Marks `<html data-cookie-choice="stored">` when this device holds a choice: cookies.css then keeps
 * a prerendered page's cookie banner out of sight (the build knows nobody's choice) until hydration
 * removes it (decision 0049).
 */
export function markStoredChoice(): void {
  if (choiceStored()) document.documentElement.dataset.cookieChoice = 'stored';
}
