/**
 * Where the saved views of the projects list are kept (docs/product-decisions.md "Theme, command palette and
 * saved views"; the rules: src/domain/saved-views.ts): this browser's local storage, one entry a
 * user and enterprise, `dc.views.<userId>.<enterpriseId>` (userId: the profile's applicationUserId),
 * a JSON list of `{ name, query }`. The API has no call for them. Nothing clears them on sign-out:
 * they hold a name the user typed and a query string, no data from the API. Storage disabled means
 * no views, and storage full a change that is not kept; the list goes on without them.
 *
 * Only the stored text is read here (the list carries this module): what it holds is read, with the
 * rest of the views' code, when there is an entry (./saved-views-read.ts).
 */
import { useSyncExternalStore } from 'react';
import type { SavedView } from '../../domain/saved-views';

export const savedViewsKey = (userId: string, enterpriseId: string): string => `dc.views.${userId}.${enterpriseId}`;

const listeners = new Set<() => void>();

/** What is stored for the user's views in the enterprise, or null for nothing (or no storage). */
export function storedViews(userId: string, enterpriseId: string): string | null {
  try {
    return localStorage.getItem(savedViewsKey(userId, enterpriseId));
  } catch {
    return null;
  }
}

/** Stores the user's views in the enterprise (none: the entry goes). */
export function storeViews(userId: string, enterpriseId: string, views: readonly SavedView[]): void {
  const key = savedViewsKey(userId, enterpriseId);
  try {
    if (views.length > 0) localStorage.setItem(key, JSON.stringify(views.map(({ name, query }) => ({ name, query }))));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused: the change is not kept.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's changes show here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** What is stored for the user's views in the enterprise, kept up to date. */
export function useStoredViews(userId: string, enterpriseId: string): string | null {
  const read = () => storedViews(userId, enterpriseId);
  return useSyncExternalStore(subscribe, read, read);
}
