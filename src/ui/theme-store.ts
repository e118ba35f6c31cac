/**
 * The stored theme and how a page shows it (decision 0061), without React: src/before-paint.ts
 * runs this before the first paint of every page (so it is kept small: its bytes count against the
 * login page's budget), and ./theme-choice.ts (the user menu's choice) builds on it. 'System', the
 * default, is no stored value and no attribute: the page follows `prefers-color-scheme`; 'Light'
 * and 'Dark' are `data-theme` on <html>, which src/ui/theme.css reads.
 */
export const THEME_KEY = 'dc.theme';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** 'light' or 'dark' when stored, else 'system' (nothing stored, another value, or storage refused). */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Sets or clears <html data-theme> for a choice. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The choice <html> shows now. */
export function shownThemeChoice(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}
