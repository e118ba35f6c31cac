import { lazyModal } from '../../ui/lazy-modal';
import { onceLoader } from '../../ui/preloadable';

/** The request-submitted modal as the modal registry opens it; the request forms preload it on mount. */
export const loadRequestSubmittedModal = onceLoader(() => import('./request-submitted-modal'));
export const LazyRequestSubmittedModal = lazyModal(loadRequestSubmittedModal, (module) => module.RequestSubmittedModal);
