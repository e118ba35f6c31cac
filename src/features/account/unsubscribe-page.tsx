import { useState } from 'react';
import { externalLinks } from '../../config/external-links';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { showAlert } from '../../ui/alert-store';
import { Button } from '../../ui/button';
import { Link, NewTabLink } from '../../ui/link';
import { AccountPage, layoutMessages } from './account-layout';
import { unsubscribe } from './api';
import { failureMessages, unsubscribeFailure } from './failures';
import { useLinkParams } from './link-params';

export const unsubscribeMessages = defineMessages({
  title: { id: 'unsubscribe.title', defaultMessage: 'Unsubscribe from API notifications' },
  confirm: {
    id: 'unsubscribe.confirm',
    defaultMessage: 'Do you want to stop receiving API notification emails from the Customer Portal?',
  },
  submit: { id: 'unsubscribe.submit', defaultMessage: 'Unsubscribe' },
  submitting: { id: 'unsubscribe.submitting', defaultMessage: 'Unsubscribing…' },
  doneTitle: { id: 'unsubscribe.done.title', defaultMessage: 'You have been unsubscribed' },
  doneText: { id: 'unsubscribe.done.text', defaultMessage: 'You will no longer receive API notification emails.' },
  errorTitle: { id: 'unsubscribe.error.title', defaultMessage: 'We could not unsubscribe you' },
  report: { id: 'unsubscribe.error.report', defaultMessage: 'Report a problem' },
  goToPortal: { id: 'unsubscribe.goToPortal', defaultMessage: 'Go to the Customer Portal' },
});

type Status = 'idle' | 'submitting' | 'success' | 'notSubscribed';

/**
 * /unsubscribe/?token (spec document 1 sections 4 and 8): a confirm view, loading while the call
 * runs, then success; a bad request has its own view with a report link; any other failure shows
 * the alert and leaves the confirm view to try again. A link without a token says so and cannot
 * be submitted.
 */
export default function UnsubscribePage() {
  const intl = useIntl();
  const { values, complete } = useLinkParams('token');
  const [status, setStatus] = useState<Status>('idle');

  async function confirm() {
    if (!complete || status === 'submitting') return;
    setStatus('submitting');
    try {
      await unsubscribe(values.token);
      setStatus('success');
    } catch (error) {
      const failure = unsubscribeFailure(error);
      if (failure.kind === 'notSubscribed') {
        setStatus('notSubscribed');
        return;
      }
      showAlert({ type: 'danger', message: failure.message });
      setStatus('idle');
    }
  }

  if (status === 'success') {
    return (
      <AccountPage title={intl.formatMessage(unsubscribeMessages.doneTitle)}>
        <p>{intl.formatMessage(unsubscribeMessages.doneText)}</p>
        <Link href={paths.index()}>{intl.formatMessage(unsubscribeMessages.goToPortal)}</Link>
      </AccountPage>
    );
  }

  if (status === 'notSubscribed') {
    return (
      <AccountPage title={intl.formatMessage(unsubscribeMessages.errorTitle)}>
        <InlineAlert type="danger">{intl.formatMessage(failureMessages.notSubscribed)}</InlineAlert>
        <NewTabLink href={externalLinks.support}>{intl.formatMessage(unsubscribeMessages.report)}</NewTabLink>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={intl.formatMessage(unsubscribeMessages.title)}>
      {complete ? (
        <p>{intl.formatMessage(unsubscribeMessages.confirm)}</p>
      ) : (
        <InlineAlert type="danger">{intl.formatMessage(layoutMessages.incompleteLink)}</InlineAlert>
      )}
      <div className="actions">
        {/* No isPending (see account-layout.tsx SubmitButton): the view changes on success. */}
        <Button onPress={() => void confirm()} isDisabled={!complete || status === 'submitting'}>
          {intl.formatMessage(status === 'submitting' ? unsubscribeMessages.submitting : unsubscribeMessages.submit)}
        </Button>
      </div>
    </AccountPage>
  );
}
