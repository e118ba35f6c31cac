import { lazy, Suspense } from 'react';

export const loadProjectModals = () => import('./project-modals');
const DeleteProjectModal = lazy(() => loadProjectModals().then((module) => ({ default: module.DeleteProjectModal })));
const CancelProjectModal = lazy(() => loadProjectModals().then((module) => ({ default: module.CancelProjectModal })));

interface ModalProps {
  data: Record<string, unknown>;
  onClose: () => void;
}

/**
 * The delete and cancel modals as the modal registry opens them: loaded on first use (the projects
 * list preloads them while idle), each in its own Suspense so the page never falls back to the
 * route loader meanwhile. Keeps the projects code out of the shell's bundle.
 */
export function LazyDeleteProjectModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <DeleteProjectModal {...props} />
    </Suspense>
  );
}

export function LazyCancelProjectModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <CancelProjectModal {...props} />
    </Suspense>
  );
}
