import { markStoredChoice } from './features/consent/stored-choice';

/**
 * The page's first script (decision 0052): a file of its own, without React or the store, the first
 * of the HTML's deferred scripts, so the browser runs it in the same task as it ends parsing the
 * page, before any frame. A user who already chose does not see a prerendered page's cookie banner
 * even in the page's first paint; the page's other scripts come after that paint (src/entry.ts).
 */
markStoredChoice();
