import { lazy, type ComponentType } from 'react';

/** A module's loader that loads it once; `loaded` holds the module once it is in. */
export interface OnceLoader<T> {
  (): Promise<T>;
  loaded?: T;
}

/** One load of a module, forgotten when it fails so the next attempt tries again. */
export function onceLoader<T>(load: () => Promise<T>): OnceLoader<T> {
  let pending: Promise<T> | null = null;
  const loader: OnceLoader<T> = () => {
    pending ??= load().then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return loader;
}

/**
 * A lazily loaded component that renders at once when its module is already in (preloaded by its
 * loader: on a sign of intent, or at start-up). React.lazy alone suspends even then, for a
 * microtask: React commits the Suspense fallback and then holds the content back for its fallback
 * throttle, up to 300 ms after the fallback appeared. A menu opened on a preloaded popover took
 * that long to show, and so did the signed-in area on a page load. Rendered before its module is
 * in, it is React.lazy as usual.
 *
 * It renders one component for its whole life: the one its first render chose. React can finish a
 * page through React.lazy before the loader marks its module in; had the next render of the page's
 * parent (a path change, a session refresh) switched to the module's own component, React would have
 * met another component type in that place and mounted the page again: its state, its calls under
 * way (a 'Load more' in flight) and its focus lost. Once resolved, React.lazy renders at once.
 */
export function preloadable<M, P extends object>(
  load: OnceLoader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  let chosen: ComponentType<P> | undefined;
  return function Preloadable(props: P) {
    const Component = (chosen ??= load.loaded ? pick(load.loaded) : Lazy);
    return <Component {...props} />;
  };
}
