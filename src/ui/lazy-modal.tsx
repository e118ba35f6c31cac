import { Suspense, type ComponentType } from 'react';
import type { ModalProps, ModalType } from './modal-store';
import { preloadable, type OnceLoader } from './preloadable';

/**
 * A modal as the modal registry opens it: its code (the dialog, focus scope, fields) loads on first
 * use, which keeps it out of the login page's bundle, inside its own Suspense so the page never
 * falls back to the route loader meanwhile. Features that open a modal preload it with the same
 * loader before they open it.
 */
export function lazyModal<M, T extends ModalType>(
  load: OnceLoader<M>,
  pick: (module: M) => ComponentType<ModalProps<T>>,
): ComponentType<ModalProps<T>> {
  const Modal = preloadable(load, pick);
  return function LazyModal(props: ModalProps<T>) {
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
