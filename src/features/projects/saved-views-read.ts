import { decodeSavedViews, type SavedView } from '../../domain/saved-views';
import { parseListView, serializeListView, type ListView } from './list-view';
import { storedViews } from './saved-views-store';

/** The last views read, by the text they were read from: the same list while nothing changed. */
const read = new Map<string, SavedView[]>();

/** The views a stored text holds (src/domain/saved-views.ts decodeSavedViews); none for no text or no JSON. */
export function viewsOf(stored: string | null): SavedView[] {
  if (stored === null) return [];
  let views = read.get(stored);
  if (!views) {
    try {
      views = decodeSavedViews(JSON.parse(stored) as unknown);
    } catch {
      views = [];
    }
    read.set(stored, views);
  }
  return views;
}

/** The user's saved views in the enterprise, as stored now. */
export const readSavedViews = (userId: string, enterpriseId: string): SavedView[] =>
  viewsOf(storedViews(userId, enterpriseId));

/** What a view saves of the list's view: its search, filters and sort (not how many pages are shown). */
export const viewQuery = (view: ListView): string => serializeListView({ ...view, page: 0 });

/**
 * Whether a stored query still opens the list as it was saved: the list reads every part of it
 * (list-view.ts drops what it cannot read, so a query it reads differently, after the list's view
 * changed, would open another list than the one saved).
 */
export const isOpenable = (query: string): boolean => viewQuery(parseListView(query)) === query;
