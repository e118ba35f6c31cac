import { Form } from 'react-final-form';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { InlineAlert } from '../../ui/alert';
import { Link } from '../../ui/link';
import { AccountPage, FormErrorAlert, formError, layoutMessages, SubmitButton } from './account-layout';
import { KitForm } from '../../ui/form/kit-form';
import { resetPassword } from './api';
import { passwordLinkFailure } from './failures';
import { useLinkParams } from './link-params';
import { PasswordFields, type PasswordValues } from './password-fields';
import { defineMessages } from '../../i18n/define-messages';

const messages = defineMessages({
  requestNewLink: { id: 'account.requestNewLink', defaultMessage: 'Request a new link' },
});

/**
 * Reset password and create password (spec document 1 sections 4, 5, 8): the new password and its
 * confirmation with the shared password rules; submit is disabled when the link lacks userId or
 * code (or either is blank), with the reason shown. Idle → submitting → success (onSuccess) or
 * error (a bad request: the link is no longer valid; anything else: try again later), and the
 * error clears when a field changes. The form lives in this component: leaving the page clears it.
 */
export function SetPasswordFromLink({
  title,
  submitLabel,
  busyLabel,
  onSuccess,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  onSuccess: () => void;
}) {
  const intl = useIntl();
  const { values: link, complete } = useLinkParams('userId', 'code');

  async function submit(values: PasswordValues) {
    if (!complete) return undefined;
    try {
      await resetPassword({
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        userId: link.userId,
        code: link.code,
      });
    } catch (error) {
      return formError(passwordLinkFailure(error));
    }
    onSuccess();
    return undefined;
  }

  return (
    <AccountPage title={title}>
      {complete ? null : (
        <InlineAlert type="danger">
          {intl.formatMessage(layoutMessages.incompleteLink)}{' '}
          <Link href={paths.forgotPassword()}>{intl.formatMessage(messages.requestNewLink)}</Link>
        </InlineAlert>
      )}
      <Form<PasswordValues>
        onSubmit={submit}
        subscription={{}}
        render={() => (
          <KitForm>
            <FormErrorAlert />
            <PasswordFields />
            <SubmitButton label={submitLabel} busyLabel={busyLabel} isDisabled={!complete} />
          </KitForm>
        )}
      />
    </AccountPage>
  );
}
