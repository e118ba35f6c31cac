import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useIntl } from '../../i18n/intl';
import { defineMessages, type Message } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useErrorMessageHidesAlerts } from '../../ui/error-hides-alerts';
import { PageHeading } from '../../ui/page-heading';
import './account.css';

export const layoutMessages = defineMessages({
  incompleteLink: {
    id: 'account.incompleteLink',
    defaultMessage: 'This link is incomplete. Open the link from your email again, or ask for a new one.',
  },
  backToLogin: { id: 'account.backToLogin', defaultMessage: 'Back to login' },
  loading: { id: 'account.loading', defaultMessage: 'Loading' },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },
});

/** The frame of every signed-out page: the main landmark, a card, the focused heading. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="card account-page">
      <PageHeading title={title} />
      {children}
    </main>
  );
}

/**
 * Whether the submission's error still stands: "any field change resets the flags" (spec document 1
 * section 4). final-form's modifiedSinceLastSubmit turns true on any change after the last submit,
 * even one that puts a field back to the value that was sent (dirtySinceLastSubmit would bring the
 * error back then). A change made while the submission runs counts too: the error is about values
 * the user has already changed. The error, shown, hides the alert bar's alerts (record 0067).
 */
export function useSubmitErrorStands(): unknown {
  const { submitError, modifiedSinceLastSubmit } = useFormState({
    subscription: { submitError: true, modifiedSinceLastSubmit: true },
  });
  const stands: unknown = modifiedSinceLastSubmit ? undefined : submitError;
  useErrorMessageHidesAlerts(stands);
  return stands;
}

/** The submission's form-level error (final-form FORM_ERROR: a Message), shown until any field changes. */
export function FormErrorAlert() {
  const intl = useIntl();
  const submitError = useSubmitErrorStands();
  if (!submitError) return null;
  return <InlineAlert type="danger">{intl.formatMessage(submitError as Message)}</InlineAlert>;
}

/**
 * The submit button. No isPending: a pending RAC button announces through a live region labelled
 * by the button, which is left pointing at nothing when success navigates away (axe role-img-alt).
 */
export function SubmitButton({
  label,
  busyLabel,
  isDisabled = false,
}: {
  label: string;
  busyLabel: string;
  isDisabled?: boolean;
}) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className="actions">
      <Button type="submit" isDisabled={isDisabled || submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}

/** A final-form submission result carrying a form-level error. */
export const formError = (message: Message) => ({ [FORM_ERROR]: message });
