/**
 * The stored theme before the first paint (decision 0061): a classic script of its own, first in the
 * <head> of every page (index.html and the prerendered signed-out pages; rsbuild.config.ts puts it
 * there without `defer`), so the browser runs it before it renders the body, and a page whose stored
 * choice is 'Light' or 'Dark' is painted in it from the first frame. The Content-Security-Policy
 * allows no inline script, so it is a file of its own, a few hundred bytes (./ui/theme-store.ts and
 * nothing else). A choice made in another tab reaches this one through the storage event.
 */
import { applyThemeChoice, readThemeChoice, THEME_KEY } from './ui/theme-store';

applyThemeChoice(readThemeChoice());
addEventListener('storage', (event) => {
  if (event.key === THEME_KEY || event.key === null) applyThemeChoice(readThemeChoice());
});
