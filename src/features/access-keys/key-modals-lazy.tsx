import { lazyModal } from '../../ui/lazy-modal';
import { onceLoader } from '../../ui/preloadable';

/*
 * The access-key modals as the modal registry opens them (loaded on demand).
 *
 * The created-key modal must never fail to appear: it holds the only copy of the secret. So its code
 * is loaded BEFORE the create call is sent (create-access-key-page.tsx awaits loadCreatedKeyModal()):
 * if it cannot be loaded, no key is created, and when the key exists the modal renders at once.
 * The delete modal is loaded before it is opened (openDeleteKeyModal), so a failed load never throws
 * while rendering.
 */
export const loadCreatedKeyModal = onceLoader(() => import('./created-key-modal'));
export const loadDeleteKeyModal = onceLoader(() => import('./delete-key-modal'));

export const LazyCreatedKeyModal = lazyModal(loadCreatedKeyModal, (module) => module.CreatedKeyModal);
export const LazyDeleteKeyModal = lazyModal(loadDeleteKeyModal, (module) => module.DeleteKeyModal);
