import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether Escape and a click outside close it (false for dialogs that need a decision). */
  isDismissable?: boolean;
  /** The role: 'alertdialog' for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A modal dialog (react-aria-components): focus trapped and restored, labelled by its heading. */
export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  children,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className="modal">
        <AriaDialog className="modal__dialog" role={role}>
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
