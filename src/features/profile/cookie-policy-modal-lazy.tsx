import { lazyModal } from '../../ui/lazy-modal';

/** The cookie policy modal as the modal registry opens it: loaded on first open. */
export const LazyCookiePolicyModal = lazyModal(() => import('./cookie-policy-modal'), (module) => module.CookiePolicyModal);
