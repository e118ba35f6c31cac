/**
 * The stored theme and how a page shows it (decision 0061), without React: src/theme-before-paint.ts
 * runs this before the first paint, and ./theme-choice.ts (the user menu's choice) builds on it.
 * 'System', the default, is no stored value and no attribute: the page follows `prefers-color-scheme`;
 * 'Light' and 'Dark' are `data-theme` on <html>, which src/ui/theme.css reads.
 */
export const THEME_KEY = 'dc.theme';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** The storage, or null when the browser refuses it (then every page follows the system). */
export function themeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** 'light' or 'dark' when stored, else 'system' (nothing stored, another value, or no storage). */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | null = themeStorage()): ThemeChoice {
  const stored = storage?.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Sets or clears <html data-theme> for a choice. */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The choice <html> shows now. */
export function shownThemeChoice(root: HTMLElement = document.documentElement): ThemeChoice {
  const theme = root.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}
