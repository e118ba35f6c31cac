/**
 * What the page's first paint needs from this browser's storage, which no server and no prerendered
 * HTML can know: a classic script of its own, first in the <head> of every page (index.html and the
 * prerendered signed-out pages; rsbuild.config.ts puts it there without `defer`), so the browser runs
 * it before it renders the body. The Content-Security-Policy allows no inline script, so it is a file
 * of its own, a few hundred bytes (nothing but the two small modules it imports), counted in the
 * login page's budget.
 *
 * - The stored theme (decision 0061): a page whose stored choice is 'Light' or 'Dark' is painted in
 *   it from the first frame. A choice made in another tab reaches this one through the storage event.
 * - The stored cookie choice (decision 0052): a prerendered page's cookie banner is not painted for
 *   a user who already chose, not even in the first frame.
 */
import { markStoredChoice } from './features/consent/stored-choice';
import { applyThemeChoice, readThemeChoice, THEME_KEY } from './ui/theme-store';

applyThemeChoice(readThemeChoice());
addEventListener('storage', (event) => {
  if (event.key === THEME_KEY || event.key === null) applyThemeChoice(readThemeChoice());
});
markStoredChoice();
