import { Suspense, type ComponentType } from 'react';
import { preloadable, type OnceLoader } from './preloadable';

/** What the modal host gives every modal (src/app/modal-host.tsx). */
export interface LazyModalProps {
  data: Record<string, unknown>;
  onClose: () => void;
}

/**
 * A modal as the modal registry opens it: its code (the dialog, focus scope, fields) loads on first
 * use, which keeps it out of the login page's bundle, inside its own Suspense so the page never
 * falls back to the route loader meanwhile. Features that open a modal preload it with the same
 * loader before they open it.
 */
export function lazyModal<M>(
  load: OnceLoader<M>,
  pick: (module: M) => ComponentType<LazyModalProps>,
): ComponentType<LazyModalProps> {
  const Modal = preloadable(load, pick);
  return function LazyModal(props: LazyModalProps) {
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
