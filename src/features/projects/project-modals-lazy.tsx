import { lazyModal } from '../../ui/lazy-modal';
import { onceLoader } from '../../ui/preloadable';

/** The delete and cancel modals as the modal registry opens them (the projects list preloads them while idle). */
export const loadProjectModals = onceLoader(() => import('./project-modals'));
export const LazyDeleteProjectModal = lazyModal(loadProjectModals, (module) => module.DeleteProjectModal);
export const LazyCancelProjectModal = lazyModal(loadProjectModals, (module) => module.CancelProjectModal);
