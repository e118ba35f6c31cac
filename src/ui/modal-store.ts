import { proxy } from 'valtio';

/** Spec document 2 section 4 "Modals": the modal types and their numbers. */
export const ModalType = {
  None: 0,
  CreatedKey: 1,
  DeleteKey: 2,
  CookiePolicy: 10,
  DeleteProject: 14,
  CancelProject: 16,
  RequestSubmitted: 24,
} as const;
export type ModalType = (typeof ModalType)[keyof typeof ModalType];

/** The one modal host's state: which modal is open and its data. */
export const modal = proxy<{ type: ModalType; data: Record<string, unknown> }>({ type: ModalType.None, data: {} });

export function openModal(type: ModalType, data: Record<string, unknown> = {}): void {
  modal.type = type;
  modal.data = data;
}

export function closeModal(): void {
  modal.type = ModalType.None;
  modal.data = {};
}
