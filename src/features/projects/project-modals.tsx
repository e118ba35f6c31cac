import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { showAlert } from '../../ui/alert-store';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ModalDialog } from '../../ui/dialog';
import type { ModalProps, ModalType } from '../../ui/modal-store';
import { forgetDeletedItem, markCancelled, useCancelProject, useDeleteItem } from './api';
import { rememberedListSearch } from './list-view';
import { markInTransition } from './transition-store';

/** Delete and cancel (spec document 2 sections 4, 5 and 8). */
export const modalMessages = defineMessages({
  deleteTitle: { id: 'projects.delete.title', defaultMessage: 'Delete project' },
  deleteText: {
    id: 'projects.delete.text',
    defaultMessage: 'Deleting "{name}" removes the project and all of its results for good. They cannot be recovered.',
  },
  deleteConfirm: {
    id: 'projects.delete.confirm',
    defaultMessage: 'I have read the information above and choose to delete the project.',
  },
  deleteAction: { id: 'projects.delete.action', defaultMessage: 'Delete project' },
  deleteKeep: { id: 'projects.delete.keep', defaultMessage: 'Cancel' },
  deleted: { id: 'projects.delete.done', defaultMessage: '"{name}" was deleted.' },
  cancelTitle: { id: 'projects.cancel.title', defaultMessage: 'Cancel project' },
  cancelText: { id: 'projects.cancel.text', defaultMessage: 'Cancelling the project permanently stops the project.' },
  cancelConfirm: {
    id: 'projects.cancel.confirm',
    defaultMessage: 'I acknowledge that I have read the above and choose to cancel the project.',
  },
  cancelAction: { id: 'projects.cancel.action', defaultMessage: 'Cancel project' },
  cancelKeep: { id: 'projects.cancel.keep', defaultMessage: 'Keep project' },
  cancelling: {
    id: 'projects.cancel.done',
    defaultMessage: '"{name}" is being cancelled. Refresh the page in a few minutes to see its new status.',
  },
  working: { id: 'projects.modal.working', defaultMessage: 'Working…' },
  actionFailed: { id: 'projects.actionFailed', defaultMessage: 'We could not execute the action. Please try again.' },
});

/** Spec document 2 section 8: delete or cancel failure, no redirect. */
function showActionFailed() {
  showAlert({ type: 'danger', message: modalMessages.actionFailed, showContactSupport: true });
}

interface ConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  actionLabel: string;
  keepLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation that needs its checkbox ticked (spec document 2 section 5 "Confirmation modals").
 * An alert dialog; Escape or 'keep' closes it without acting.
 */
function ConfirmModal({
  title,
  text,
  confirmLabel,
  actionLabel,
  keepLabel,
  isPending,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const intl = useIntl();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <ModalDialog
      title={title}
      isOpen
      role="alertdialog"
      isDismissable={!isPending}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{text}</p>
      <Checkbox isSelected={confirmed} onChange={setConfirmed} isDisabled={isPending}>
        {confirmLabel}
      </Checkbox>
      <div className="actions">
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          {keepLabel}
        </Button>
        <Button
          className="button--danger"
          onPress={onConfirm}
          isDisabled={!confirmed || isPending}
          isPending={isPending}
        >
          {isPending ? intl.formatMessage(modalMessages.working) : actionLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}

/**
 * Delete project (modal type 14): DELETE with type 'p' for an item with a project, 'pr' for a
 * request only. Success removes the row and lowers the total; from the details page it returns to
 * the list.
 */
export function DeleteProjectModal({ data: target, onClose }: ModalProps<typeof ModalType.DeleteProject>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const remove = useDeleteItem();
  const item =
    target.projectId !== null
      ? { id: target.projectId, type: 'p' as const }
      : target.projectRequestId !== null
        ? { id: target.projectRequestId, type: 'pr' as const }
        : null;
  if (!item) return null;

  const confirm = () => {
    remove.mutate(
      { enterpriseId: target.enterpriseId, itemId: item.id, type: item.type },
      {
        onSuccess: () => {
          void forgetDeletedItem(queryClient, target.enterpriseId, target);
          onClose();
          showAlert({ type: 'success', message: modalMessages.deleted, values: { name: target.name } });
          if (target.from === 'details')
            navigate(paths.projects(target.enterpriseId, rememberedListSearch(target.enterpriseId)), { replace: true });
        },
        onError: () => {
          onClose();
          showActionFailed();
        },
      },
    );
  };

  return (
    <ConfirmModal
      title={intl.formatMessage(modalMessages.deleteTitle)}
      text={intl.formatMessage(modalMessages.deleteText, { name: target.name })}
      confirmLabel={intl.formatMessage(modalMessages.deleteConfirm)}
      actionLabel={intl.formatMessage(modalMessages.deleteAction)}
      keepLabel={intl.formatMessage(modalMessages.deleteKeep)}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/**
 * Cancel project (modal type 16). Success: the workflow status becomes Cancelled (status kept), the
 * project joins the in-state-transition list (its actions disabled) and an info alert says so.
 */
export function CancelProjectModal({ data: target, onClose }: ModalProps<typeof ModalType.CancelProject>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const cancel = useCancelProject();
  if (target.projectId === null) return null;
  const projectId = target.projectId;

  const confirm = () => {
    cancel.mutate(
      { enterpriseId: target.enterpriseId, projectId },
      {
        onSuccess: () => {
          markInTransition(projectId);
          markCancelled(queryClient, target.enterpriseId, projectId);
          onClose();
          showAlert({ type: 'info', message: modalMessages.cancelling, values: { name: target.name } });
        },
        onError: () => {
          onClose();
          showActionFailed();
        },
      },
    );
  };

  return (
    <ConfirmModal
      title={intl.formatMessage(modalMessages.cancelTitle)}
      text={intl.formatMessage(modalMessages.cancelText)}
      confirmLabel={intl.formatMessage(modalMessages.cancelConfirm)}
      actionLabel={intl.formatMessage(modalMessages.cancelAction)}
      keepLabel={intl.formatMessage(modalMessages.cancelKeep)}
      isPending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
