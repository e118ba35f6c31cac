/**
 * Whether this device holds a cookie choice, read without React or the store (./cookie-preferences.ts
 * holds the choice for the app), so that the before-paint script (src/before-paint.ts) can read it
 * before the page's first frame.
 */
export const COOKIE_PREFERENCES_KEY = 'dc.cookiePreferences';

/**
 * Marks `<html data-cookie-choice="stored">` when this device holds a choice (a stored record that is
 * no longer pristine; anything else, malformed or unreadable, is no choice, as readStoredPreferences
 * reads it): cookies.css then keeps a prerendered page's cookie banner out of sight (the build knows
 * nobody's choice) until start-up has hydrated the page (decision 0052).
 */
export function markStoredChoice(): void {
  try {
    if (
      (JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) as string) as { pristine?: unknown }).pristine === false
    )
      document.documentElement.dataset.cookieChoice = 'stored';
  } catch {
    // nothing stored (null has no properties), storage refused by the browser, or a malformed record
  }
}
