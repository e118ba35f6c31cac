import { useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';
import { COOKIE_PREFERENCES_KEY } from './stored-choice';

/**
 * Cookie preferences (spec document 1 section 3, document 2 sections 4 and 5): the one module that
 * holds the user's choice. Everything that needs consent asks here:
 *
 *   analyticsAllowed()          → Google Analytics may run (false unless the user allowed it)
 *   sessionRecordingAllowed()   → Mouseflow may run
 *   cookiePreferences           → the valtio store (subscribe() from valtio to react to changes)
 *   useCookieBannerShown()      → whether the banner shows, for rendering
 *
 * The choice is kept in localStorage under `dc.cookiePreferences`; ./cookie-sync.ts adds the server
 * copy for a signed-in user (the signed-in shell mounts it, so the login page carries no server code). Essentials are always on and cannot be turned off.
 */
export { COOKIE_PREFERENCES_KEY };

export interface CookiePreferences {
  /** Always true: the portal cannot work without its essential cookies. */
  essentials: true;
  googleAnalytics: boolean;
  mouseFlow: boolean;
  /** True until the user made a choice (the banner shows while it is true). */
  pristine: boolean;
}

/** The choice a user makes: the optional cookies. */
export interface CookieChoice {
  googleAnalytics: boolean;
  mouseFlow: boolean;
}

export const DEFAULT_COOKIE_PREFERENCES: Readonly<CookiePreferences> = Object.freeze({
  essentials: true,
  googleAnalytics: false,
  mouseFlow: false,
  pristine: true,
});

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: the choice lives for this page only
  }
}

/** Reads the stored choice; anything malformed counts as no choice (and analytics stays off). */
export function readStoredPreferences(): CookiePreferences {
  const raw = storage()?.getItem(COOKIE_PREFERENCES_KEY);
  if (!raw) return { ...DEFAULT_COOKIE_PREFERENCES };
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    return {
      essentials: true,
      googleAnalytics: parsed.googleAnalytics === true,
      mouseFlow: parsed.mouseFlow === true,
      pristine: parsed.pristine !== false,
    };
  } catch {
    storage()?.removeItem(COOKIE_PREFERENCES_KEY);
    return { ...DEFAULT_COOKIE_PREFERENCES };
  }
}

function write(next: CookiePreferences): void {
  Object.assign(cookiePreferences, next);
  try {
    storage()?.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('[cookies] The cookie choice could not be stored.', error);
  }
}

export const cookiePreferences = proxy<CookiePreferences>(readStoredPreferences());

/**
 * Whether the cookie banner shows: until a choice is made. A prerendered page has the banner in its
 * HTML (the build knows nobody's choice, and most first visits have made none: the banner is then
 * there with the page's first paint) and hydrates with it; once hydrated it goes if a choice is
 * stored (decision 0049). Until then `<html data-cookie-choice>` keeps it out of sight of a
 * user who chose, and src/app/prerendered.ts clicks again what was clicked before hydration.
 */
export const useCookieBannerShown = (): boolean =>
  useSyncExternalStore(
    (listener) => subscribe(cookiePreferences, listener),
    () => cookiePreferences.pristine,
    () => true,
  );

/**
 * A prerendered page's banner stays out of sight of a user who chose while the page hydrates:
 * src/before-paint.ts marks `<html data-cookie-choice>` before the first paint (cookies.css; outside
 * what React hydrates, so nothing mismatches). Start-up ends the mark once the page is hydrated (the
 * hydrated banner is then going: its removal is rendered in the same task), or at once on a page it
 * renders itself, so that a later banner (the preferences cleared) shows.
 */
export const showLaterBanners = (): boolean => delete document.documentElement.dataset.cookieChoice;

/** The attribute of the banner's 'Accept all cookies' button. */
export const ACCEPT_ALL_ATTRIBUTE = 'data-accept-all-cookies';

/**
 * A click on a prerendered page's 'Accept all cookies' before the page is hydrated (start-up,
 * src/main.tsx): the choice is made at once, not when the page has hydrated, so a page reloaded or
 * left right after the click keeps it; `<html data-cookie-choice>` (cookies.css) hides the banner
 * until hydration removes it. True when `button` is that button.
 */
export function acceptAllBeforeHydration(button: Element): boolean {
  if (!button.hasAttribute(ACCEPT_ALL_ATTRIBUTE)) return false;
  makeCookieChoice({ googleAnalytics: true, mouseFlow: true });
  document.documentElement.dataset.cookieChoice = 'stored'; // until start-up's showLaterBanners, once hydrated
  return true;
}

/** Records the user's choice on this device (no longer pristine). Returns what was stored. */
export function chooseCookiePreferences(choice: CookieChoice): CookiePreferences {
  const next: CookiePreferences = {
    essentials: true,
    googleAnalytics: choice.googleAnalytics === true,
    mouseFlow: choice.mouseFlow === true,
    pristine: false,
  };
  write(next);
  return next;
}

/** Where a choice is saved besides this device: the server, while the signed-in shell's sync is mounted. */
let saveElsewhere: ((choice: CookieChoice) => void) | null = null;

/** Registers where choices are saved besides this device; returns the unregistration. */
export function onCookieChoice(save: (choice: CookieChoice) => void): () => void {
  saveElsewhere = save;
  return () => {
    if (saveElsewhere === save) saveElsewhere = null;
  };
}

/** The user's choice (the banner, the cookie policy modal): stored here, and saved where registered. */
export function makeCookieChoice(choice: CookieChoice): void {
  chooseCookiePreferences(choice);
  saveElsewhere?.(choice);
}

/** Forgets the choice on this device (defaults: analytics and session recording off, banner shown). */
export function clearCookiePreferences(): void {
  Object.assign(cookiePreferences, DEFAULT_COOKIE_PREFERENCES);
  storage()?.removeItem(COOKIE_PREFERENCES_KEY);
}

/** Re-reads the stored choice (another tab may have changed it). */
export function reloadCookiePreferences(): void {
  Object.assign(cookiePreferences, readStoredPreferences());
}

/** Analytics is off if googleAnalytics is false or unset (document 2 section 4). */
export const analyticsAllowed = (): boolean => cookiePreferences.googleAnalytics === true;

export const sessionRecordingAllowed = (): boolean => cookiePreferences.mouseFlow === true;
