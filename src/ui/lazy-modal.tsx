import { lazy, Suspense, type ComponentType } from 'react';

/** What the modal host gives every modal (src/app/modal-host.tsx). */
export interface LazyModalProps {
  data: Record<string, unknown>;
  onClose: () => void;
}

/** One load of a module, forgotten when it fails so the next attempt tries again. */
export function onceLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * A modal as the modal registry opens it: its code (the dialog, focus scope, fields) loads on first
 * use, which keeps it out of the login page's bundle, inside its own Suspense so the page never
 * falls back to the route loader meanwhile. Features that open a modal preload it with the same
 * loader before they open it.
 */
export function lazyModal<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<LazyModalProps>): ComponentType<LazyModalProps> {
  const Modal = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyModal(props: LazyModalProps) {
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
