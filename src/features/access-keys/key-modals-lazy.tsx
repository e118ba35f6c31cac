import { lazy, Suspense } from 'react';

/*
 * The access-key modals as the modal registry opens them. The registry is part of both shells, so
 * the modals' code (dialog, fields, checkbox, the delete mutation) is loaded on demand, keeping it
 * out of the login page's bundle.
 *
 * The created-key modal must never fail to appear: it holds the only copy of the secret. So its code
 * is loaded BEFORE the create call is sent (create-access-key-page.tsx awaits loadCreatedKeyModal()):
 * if it cannot be loaded, no key is created, and when the key exists the modal renders at once.
 * The delete modal is loaded before it is opened (openDeleteKeyModal), so a failed load never throws
 * while rendering.
 */

type ModalComponentProps = { data: Record<string, unknown>; onClose: () => void };

/** One load of a module, forgotten when it fails so the next attempt tries again. */
function loader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const loadCreatedKeyModal = loader(() => import('./created-key-modal'));
export const loadDeleteKeyModal = loader(() => import('./delete-key-modal'));

const CreatedKeyModal = lazy(() => loadCreatedKeyModal().then((module) => ({ default: module.CreatedKeyModal })));
const DeleteKeyModal = lazy(() => loadDeleteKeyModal().then((module) => ({ default: module.DeleteKeyModal })));

export function LazyCreatedKeyModal(props: ModalComponentProps) {
  return (
    <Suspense fallback={null}>
      <CreatedKeyModal {...props} />
    </Suspense>
  );
}

export function LazyDeleteKeyModal(props: ModalComponentProps) {
  return (
    <Suspense fallback={null}>
      <DeleteKeyModal {...props} />
    </Suspense>
  );
}
