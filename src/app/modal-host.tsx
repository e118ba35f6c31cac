import { useSyncExternalStore, type ComponentType } from 'react';
import { snapshot, subscribe } from 'valtio';
import { closeModal, modal, ModalType, type ModalProps, type OpenableModal } from '../ui/modal-store';

/** The component of each modal type: the compiler checks that each takes its type's data. */
export type ModalRegistry = { [T in OpenableModal]: ComponentType<ModalProps<T>> };

const subscribeToModal = (listener: () => void) => subscribe(modal, listener);
const modalSnapshot = () => snapshot(modal);

/**
 * The one modal host of both shells. Each feature registers the component of its modal type here
 * (the registry is the app's: features never import each other).
 */
export function ModalHost({ registry }: { registry: Partial<ModalRegistry> }) {
  // The store's snapshot (valtio's, the same object until the store changes); not valtio's
  // useSnapshot, whose access tracking the host does not need: it reads both fields.
  const { type, data } = useSyncExternalStore(subscribeToModal, modalSnapshot, modalSnapshot);
  if (type === ModalType.None) return null;
  // openModal pairs the type with its data (ModalData), so the host hands it over as the modal's.
  const Component = registry[type] as ComponentType<ModalProps<typeof type>> | undefined;
  if (!Component) return null;
  return <Component data={data as ModalProps<typeof type>['data']} onClose={closeModal} />;
}
