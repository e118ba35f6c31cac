import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { QueryScope } from '../../api/query-scope';
import { paths } from '../../config/paths';
import { firstError, NAME_MAX_LENGTH, validateMaxLength, validateRequired } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/messages';
import { InlineAlert } from '../../ui/alert';
import { showAlert } from '../../ui/alert-store';
import { FormTextField } from '../../ui/form/text-field';
import { TextField } from '../../ui/text-field';
import { AccountForm, AccountPage, FormErrorAlert, formError, layoutMessages, SubmitButton } from './account-layout';
import { acceptInvitation, invitationQuery } from './api';
import { invitationLoadFailure, invitationSubmitFailure } from './failures';
import { LoadState } from './load-state';
import { PasswordFields, type PasswordValues } from './password-fields';
import { useLinkParams } from './link-params';

export const invitationMessages = defineMessages({
  title: { id: 'invitation.title', defaultMessage: 'Accept your invitation' },
  intro: { id: 'invitation.intro', defaultMessage: '{inviter} invited you to join {company} on the Customer Portal.' },
  company: { id: 'invitation.company', defaultMessage: 'Company' },
  email: { id: 'invitation.email', defaultMessage: 'Email' },
  firstName: { id: 'invitation.firstName', defaultMessage: 'First name' },
  lastName: { id: 'invitation.lastName', defaultMessage: 'Last name' },
  submit: { id: 'invitation.submit', defaultMessage: 'Accept invitation' },
  submitting: { id: 'invitation.submitting', defaultMessage: 'Accepting…' },
  accepted: { id: 'invitation.accepted', defaultMessage: 'Welcome to the team. You can now sign in.' },
});

interface Values extends PasswordValues {
  firstName?: string;
  lastName?: string;
}

const validateName = (value: string) => firstError(validateRequired(value), validateMaxLength(value, NAME_MAX_LENGTH));

/**
 * /account/acceptinvitation?code (spec document 1 sections 4, 5, 8): the invitation loads first
 * (loader; a failure shows the bad-request text), then a form with the e-mail read-only and the
 * company, first and last name (required) and the password rules. Success goes to login; a failed
 * acceptance shows the member-not-found text and keeps what was typed.
 */
export default function AcceptInvitationPage() {
  return (
    <QueryScope>
      <AcceptInvitationPageContent />
    </QueryScope>
  );
}

function AcceptInvitationPageContent() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { values: link, complete } = useLinkParams('code');
  const code = link.code;
  const invitation = useQuery({ ...invitationQuery(code), enabled: complete });

  if (!complete) {
    return (
      <AccountPage title={intl.formatMessage(invitationMessages.title)}>
        <InlineAlert type="danger">{intl.formatMessage(layoutMessages.incompleteLink)}</InlineAlert>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={intl.formatMessage(invitationMessages.title)}>
      <LoadState query={invitation} failure={invitationLoadFailure}>
        {(details) => {
          async function submit(values: Values) {
            try {
              await acceptInvitation({
                code,
                email: details.email,
                firstName: (values.firstName ?? '').trim(),
                lastName: (values.lastName ?? '').trim(),
                password: values.password ?? '',
              });
            } catch (error) {
              return formError(invitationSubmitFailure(error));
            }
            showAlert({ type: 'success', message: invitationMessages.accepted });
            navigate(paths.login(), { replace: true });
            return undefined;
          }
          return (
            <>
              <p>
                {intl.formatMessage(invitationMessages.intro, {
                  inviter: details.inviterUserDisplayName,
                  company: details.companyName,
                })}
              </p>
              <Form<Values>
                onSubmit={submit}
                subscription={{}}
                render={({ handleSubmit }) => (
                  <AccountForm onSubmit={handleSubmit}>
                    <FormErrorAlert />
                    <TextField
                      label={intl.formatMessage(invitationMessages.company)}
                      value={details.companyName}
                      isReadOnly
                    />
                    <TextField
                      label={intl.formatMessage(invitationMessages.email)}
                      type="email"
                      autoComplete="username"
                      value={details.email}
                      isReadOnly
                    />
                    <FormTextField
                      name="firstName"
                      autoComplete="given-name"
                      label={intl.formatMessage(invitationMessages.firstName)}
                      validate={validateName}
                      maxLength={NAME_MAX_LENGTH}
                      trimOnBlur
                      isRequired
                    />
                    <FormTextField
                      name="lastName"
                      autoComplete="family-name"
                      label={intl.formatMessage(invitationMessages.lastName)}
                      validate={validateName}
                      maxLength={NAME_MAX_LENGTH}
                      trimOnBlur
                      isRequired
                    />
                    <PasswordFields />
                    <SubmitButton
                      label={intl.formatMessage(invitationMessages.submit)}
                      busyLabel={intl.formatMessage(invitationMessages.submitting)}
                    />
                  </AccountForm>
                )}
              />
            </>
          );
        }}
      </LoadState>
    </AccountPage>
  );
}
