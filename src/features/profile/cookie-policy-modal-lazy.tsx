import { lazyModal } from '../../ui/lazy-modal';
import { onceLoader } from '../../ui/preloadable';

/** The cookie policy modal as the modal registry opens it: loaded on first open. */
export const LazyCookiePolicyModal = lazyModal(
  onceLoader(() => import('./cookie-policy-modal')),
  (module) => module.CookiePolicyModal,
);
