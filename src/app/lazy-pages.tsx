import { useCallback, useContext, type ComponentType, type ReactNode } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { PagePreloadContext } from '../ui/page-preload';
import { preloadable, type OnceLoader } from '../ui/preloadable';

/** A page module's loader, loaded once (src/ui/preloadable.tsx). */
export type PageLoader = OnceLoader<{ default: ComponentType<object> }>;

/** A lazily loaded page: its route (a wouter pattern, as its Route says), its loader and the component. */
export interface LazyPage {
  path: string;
  load: OnceLoader<unknown>;
  Page: ComponentType<object>;
}

export function lazyPage(path: string, load: PageLoader): LazyPage {
  return { path, load, Page: preloadable(load, (module) => module.default) };
}

/**
 * Gives the links and menu items inside it (src/ui/page-preload.tsx) the loading of these pages'
 * code: a path on one of their routes starts that page's chunk; any other path is left to the
 * provider above, if any. A failed load is the page's to show when it opens (it loads again).
 */
export function PagePreloads({ pages, children }: { pages: readonly LazyPage[]; children: ReactNode }) {
  const { parser } = useRouter();
  const outer = useContext(PagePreloadContext);
  const preload = useCallback(
    (href: string) => {
      const path = href.split(/[?#]/, 1)[0] ?? href;
      const page = pages.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
      if (page) page.load().catch(() => undefined);
      else outer(href);
    },
    [pages, parser, outer],
  );
  return <PagePreloadContext value={preload}>{children}</PagePreloadContext>;
}
