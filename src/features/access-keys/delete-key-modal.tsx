import { useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { showAlert } from '../../ui/alert-store';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ModalDialog } from '../../ui/dialog';
import type { ModalProps, ModalType } from '../../ui/modal-store';
import { useDeleteAccessKey } from './api';
import { accessKeysMessages } from './messages';
import { freeName } from './names-in-use';
import './access-keys.css';

/** After the row is gone, focus goes to the page heading instead of being lost with the row's button. */
function focusPageHeading(): void {
  document.querySelector<HTMLElement>('main h1')?.focus();
}

/**
 * Modal type 2, delete key (spec document 2 sections 4, 5 and 8): says what deleting does and needs
 * the confirmation checkbox ticked. Success removes the key from the list and frees its name; a
 * failure goes to the generic error page (section 8 lists "deleting an API key" with the calls that
 * redirect there, not with the ones replaced by the enterprise's error page).
 */
export function DeleteKeyModal({ data, onClose }: ModalProps<typeof ModalType.DeleteKey>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const { enterpriseId, accessKeyID, accessKeyName } = data;
  const remove = useDeleteAccessKey(enterpriseId);

  const submit = async () => {
    try {
      await remove.mutateAsync(accessKeyID);
    } catch (error) {
      onClose();
      // A 401 is the session layer's: it has sent the user to login already.
      if (!isApiError(error, 401)) navigate(paths.error());
      return;
    }
    freeName(enterpriseId, accessKeyName);
    onClose();
    showAlert({ type: 'success', message: accessKeysMessages.deleted, values: { name: accessKeyName } });
    // The modal gives focus back to the Delete button it was opened from, which left with its row.
    requestAnimationFrame(focusPageHeading);
  };

  return (
    <ModalDialog
      title={intl.formatMessage(accessKeysMessages.deleteTitle)}
      role="alertdialog"
      isOpen
      isDismissable={!remove.isPending}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <p>{intl.formatMessage(accessKeysMessages.deleteText, { name: accessKeyName })}</p>
      <Checkbox isSelected={confirmed} onChange={setConfirmed} isDisabled={remove.isPending}>
        {intl.formatMessage(accessKeysMessages.deleteConfirm)}
      </Checkbox>
      <div className="actions">
        <Button
          className="button--danger"
          isDisabled={!confirmed}
          isPending={remove.isPending}
          onPress={() => void submit()}
        >
          {intl.formatMessage(remove.isPending ? accessKeysMessages.deleting : accessKeysMessages.deleteSubmit)}
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
          {intl.formatMessage(accessKeysMessages.deleteCancel)}
        </Button>
      </div>
    </ModalDialog>
  );
}
