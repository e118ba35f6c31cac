import type { ComponentType } from 'react';
import { lazyModal } from '../../ui/lazy-modal';
import type { ModalProps, ModalType } from '../../ui/modal-store';
import { onceLoader } from '../../ui/preloadable';

/** The cookie policy modal as the modal registry opens it: loaded on first open. */
export const LazyCookiePolicyModal = lazyModal(
  onceLoader(() => import('./cookie-policy-modal')),
  (module): ComponentType<ModalProps<typeof ModalType.CookiePolicy>> => module.CookiePolicyModal,
);
