import { defineMessages } from '../i18n/define-messages';
import { isNonBlank, problemOf, validationMessages, type FieldProblem } from './validation';

/**
 * docs/product-decisions.md "Theme, command palette and saved views": the saved views of the projects list. A
 * view is a name the user typed and the list's query string (src/features/projects/list-view.ts),
 * nothing the API gave; at most 20 a user and enterprise, kept in this browser's local storage under
 * `dc.views.<userId>.<enterpriseId>` (the API has no call for them), and kept across sign-outs.
 * These are the rules without storage or React; src/features/projects/saved-views-store.ts keeps the
 * views and src/features/projects/saved-views-read.ts reads them.
 */

/** At most this many views a user and enterprise. */
export const SAVED_VIEWS_MAX = 20;
/** A view's name: trimmed, not blank, at most this many characters. */
export const VIEW_NAME_MAX_LENGTH = 40;

export interface SavedView {
  /** What the user named it (trimmed). */
  name: string;
  /** The list's query string, '' or starting with '?' (its search, filters and sort; never a page). */
  query: string;
}

export const savedViewMessages = defineMessages({
  nameTaken: { id: 'views.nameTaken', defaultMessage: 'A view with this name exists.' },
});

/** Names are the same whatever their case and surrounding spaces ('Running' and ' running '). */
const nameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase();

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/**
 * The problem of a name typed for a view, or undefined: blank ('Required field'), longer than 40
 * (the field stops typing at 40, a pasted or prefilled text may not), or the name of another view
 * of the list ('A view with this name exists.'). `renaming` is the name of the view being renamed:
 * keeping its own name (or changing only its case) is no clash.
 */
export function viewNameProblem(
  name: string | null | undefined,
  views: readonly SavedView[],
  renaming?: string,
): FieldProblem | undefined {
  const text = (name ?? '').trim();
  if (!isNonBlank(text)) return problemOf(validationMessages.required);
  if (text.length > VIEW_NAME_MAX_LENGTH) return problemOf(validationMessages.tooLong, { max: VIEW_NAME_MAX_LENGTH });
  const clash = views.some(
    (view) => sameName(view.name, text) && (renaming === undefined || !sameName(view.name, renaming)),
  );
  return clash ? problemOf(savedViewMessages.nameTaken) : undefined;
}

/** Whether another view may be saved. */
export const canSaveAnother = (views: readonly SavedView[]): boolean => views.length < SAVED_VIEWS_MAX;

/**
 * The views stored, from what local storage held (parsed JSON): anything that is not a view (no
 * name, a blank or too long one, a query that is not a query string) is left out, as is a second
 * view of the same name and any view past the 20th. A view whose query no longer opens the list as
 * it was saved is kept: the list says so, and it can still be deleted.
 */
export function decodeSavedViews(stored: unknown): SavedView[] {
  if (!Array.isArray(stored)) return [];
  const views: SavedView[] = [];
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, query } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof query !== 'string') continue;
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > VIEW_NAME_MAX_LENGTH) continue;
    if (query !== '' && !query.startsWith('?')) continue;
    if (views.some((view) => sameName(view.name, trimmed))) continue;
    views.push({ name: trimmed, query });
    if (views.length === SAVED_VIEWS_MAX) break;
  }
  return views;
}

/** The list with a new view at its end, or null when the name is not one it may take or the list is full. */
export function addView(views: readonly SavedView[], view: SavedView): SavedView[] | null {
  const name = view.name.trim();
  if (!canSaveAnother(views) || viewNameProblem(name, views)) return null;
  return [...views, { name, query: view.query }];
}

/** The list with the view `from` named `to` in its place, or null when `to` is not a name it may take. */
export function renameView(views: readonly SavedView[], from: string, to: string): SavedView[] | null {
  const name = to.trim();
  if (!views.some((view) => view.name === from) || viewNameProblem(name, views, from)) return null;
  return views.map((view) => (view.name === from ? { ...view, name } : view));
}

/** The list without the view named `name`, and where it was (to put it back). */
export function removeView(
  views: readonly SavedView[],
  name: string,
): { views: SavedView[]; removed: SavedView; index: number } | null {
  const index = views.findIndex((view) => view.name === name);
  const removed = views[index];
  if (!removed) return null;
  return { views: views.filter((_, i) => i !== index), removed, index };
}

/**
 * 'Undo' of a deletion: the view back where it was, or null when it no longer fits (another view
 * took its name, or the list filled up since).
 */
export function restoreView(views: readonly SavedView[], view: SavedView, index: number): SavedView[] | null {
  if (!canSaveAnother(views) || viewNameProblem(view.name, views)) return null;
  const at = Math.min(Math.max(index, 0), views.length);
  return [...views.slice(0, at), view, ...views.slice(at)];
}
