import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { closeModal, modal, ModalType } from '../ui/modal-store';

export interface ModalProps {
  data: Record<string, unknown>;
  onClose: () => void;
}

/**
 * The one modal host of both shells. Each feature registers the component of its modal type here
 * (the registry is the app's: features never import each other).
 */
export function ModalHost({ registry }: { registry: Partial<Record<ModalType, ComponentType<ModalProps>>> }) {
  const { type, data } = useSnapshot(modal);
  if (type === ModalType.None) return null;
  const Component = registry[type];
  if (!Component) return null;
  return <Component data={data as Record<string, unknown>} onClose={closeModal} />;
}
