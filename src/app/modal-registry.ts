import { LazyCreatedKeyModal, LazyDeleteKeyModal } from '../features/access-keys/key-modals-lazy';
import { LazyCookiePolicyModal } from '../features/consent/cookie-policy-modal-lazy';
import { LazyCancelProjectModal, LazyDeleteProjectModal } from '../features/projects/project-modals-lazy';
import { LazyRequestSubmittedModal } from '../features/requests/request-submitted-modal-lazy';
import { ModalType } from '../ui/modal-store';
import type { ModalRegistry } from './modal-host';

/**
 * Which component each modal type opens. Features provide the components; the app maps them here,
 * one line per modal type of spec document 2 section 4. Every type but None must have one (the type
 * says so, and tests/unit/app/modal-host.test.tsx checks the registry itself).
 */
export const modalRegistry: ModalRegistry = {
  [ModalType.CreatedKey]: LazyCreatedKeyModal,
  [ModalType.DeleteKey]: LazyDeleteKeyModal,
  [ModalType.CookiePolicy]: LazyCookiePolicyModal,
  [ModalType.DeleteProject]: LazyDeleteProjectModal,
  [ModalType.CancelProject]: LazyCancelProjectModal,
  [ModalType.RequestSubmitted]: LazyRequestSubmittedModal,
};
