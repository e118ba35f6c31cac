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

/** The delete and cancel modals' data: the item, and where the action started. */
export interface ProjectModalData {
  enterpriseId: string;
  projectId: string | null;
  projectRequestId: string | null;
  name: string;
  /** From the details page a deletion returns to the list. */
  from: 'list' | 'details';
}

/**
 * The data each modal type opens with: `openModal` asks for exactly it, and the modal receives it
 * typed (`ModalProps<T>`), so the compiler checks both ends. `null`: the modal takes no data.
 */
export interface ModalData {
  [ModalType.None]: null;
  /** The created key's id and secret: the secret lives only here (created-key-modal.tsx). */
  [ModalType.CreatedKey]: { enterpriseId: string; accessKeyName: string; accessKeyID: string; accessKeySecret: string };
  [ModalType.DeleteKey]: { enterpriseId: string; accessKeyID: string; accessKeyName: string };
  [ModalType.CookiePolicy]: null;
  [ModalType.DeleteProject]: ProjectModalData;
  [ModalType.CancelProject]: ProjectModalData;
  [ModalType.RequestSubmitted]: { enterpriseId: string };
}

/** The modal types that open a modal. */
export type OpenableModal = Exclude<ModalType, typeof ModalType.None>;

/** What the modal host gives the modal of type T (src/app/modal-host.tsx). */
export interface ModalProps<T extends ModalType> {
  data: ModalData[T];
  onClose: () => void;
}

/** The one modal host's state: which modal is open and its data (ModalData[type], as openModal set it). */
export const modal = proxy<{ type: ModalType; data: unknown }>({ type: ModalType.None, data: null });

export function openModal<T extends OpenableModal>(
  type: T,
  ...data: ModalData[T] extends null ? [] : [data: ModalData[T]]
): void {
  modal.type = type;
  modal.data = data[0] ?? null;
}

export function closeModal(): void {
  modal.type = ModalType.None;
  modal.data = null;
}
