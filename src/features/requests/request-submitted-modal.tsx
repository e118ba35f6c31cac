/**
 * The request-submitted modal (spec document 2 section 4 "Modals", type 24; texts from section 8).
 * Opened by a successful submission with `{ enterpriseId }`; 'Continue to dashboard' goes to that
 * enterprise's projects page. Escape closes it and leaves the user on the (reset) form, ready for
 * another request.
 */
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/dialog';
import type { ModalProps, ModalType } from '../../ui/modal-store';

export const requestSubmittedMessages = defineMessages({
  title: { id: 'requests.submitted.title', defaultMessage: 'Project Request is Submitted' },
  processing: {
    id: 'requests.submitted.processing',
    defaultMessage:
      'Thank you for your request, it is being processed. If your request does not appear on the dashboard, please refresh the page.',
  },
  inTouch: { id: 'requests.submitted.inTouch', defaultMessage: 'Our team will be in touch within 2 business days.' },
  continue: { id: 'requests.submitted.continue', defaultMessage: 'Continue to dashboard' },
});

export function RequestSubmittedModal({ data, onClose }: ModalProps<typeof ModalType.RequestSubmitted>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { enterpriseId } = data;
  return (
    <ModalDialog
      title={intl.formatMessage(requestSubmittedMessages.title)}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <p>{intl.formatMessage(requestSubmittedMessages.processing)}</p>
      <p>{intl.formatMessage(requestSubmittedMessages.inTouch)}</p>
      <div className="actions">
        <Button
          onPress={() => {
            onClose();
            navigate(enterpriseId ? paths.enterprise(enterpriseId) : paths.index());
          }}
        >
          {intl.formatMessage(requestSubmittedMessages.continue)}
        </Button>
      </div>
    </ModalDialog>
  );
}
