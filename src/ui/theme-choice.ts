import { useSyncExternalStore } from 'react';
import { defineMessages } from '../i18n/define-messages';
import { applyThemeChoice, shownThemeChoice, THEME_KEY, type ThemeChoice } from './theme-store';

export type { ThemeChoice } from './theme-store';

/**
 * The user menu's 'Theme' (docs/product-decisions.md "Theme, command palette and saved views", decision 0061): 'System' (the default), 'Light' or
 * 'Dark', remembered in this browser under `dc.theme` (./theme-store.ts; src/before-paint.ts
 * applies it before the first paint of every page and follows other tabs' choices).
 */
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export const themeMessages = defineMessages({
  label: { id: 'theme.label', defaultMessage: 'Theme' },
  system: { id: 'theme.system', defaultMessage: 'System' },
  light: { id: 'theme.light', defaultMessage: 'Light' },
  dark: { id: 'theme.dark', defaultMessage: 'Dark' },
});

const listeners = new Set<() => void>();

/** Remembers the choice ('System' by storing none) and shows it on this page at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // storage full or refused: the choice holds for this page only
  }
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event; before-paint's listener, added first, has
  // already shown it on <html> when this one runs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice shown now, for the menu's radio-like items. */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(
    subscribe,
    () => shownThemeChoice(),
    () => 'system',
  );
