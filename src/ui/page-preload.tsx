import { createContext, useContext } from 'react';

/**
 * Starts loading the code of the page an in-app path opens (the app provides it: it knows the
 * routes and their lazily loaded pages). Nothing, outside the app's routes.
 */
export const PagePreloadContext = createContext<(path: string) => void>(() => undefined);

/**
 * For a link or a menu item: starts loading the page its href opens, when the pointer reaches it
 * or the focus moves to it (chained with its own onHoverStart and onFocus). A page opened once its
 * code is in renders at once (./preloadable.tsx); opened before, it shows the page loader, and
 * React then holds the page back for its Suspense fallback throttle (up to 300 ms). External hrefs
 * load nothing.
 */
export function usePagePreload(href: unknown): () => void {
  const preload = useContext(PagePreloadContext);
  return () => {
    if (typeof href === 'string' && href.startsWith('/')) preload(href);
  };
}
