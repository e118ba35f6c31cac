import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { TextField } from '../../ui/text-field';
import { acceptInvitation, invitationQuery } from './api';
import { invitationLoadFailure, invitationSubmitFailure } from './failures';
import { LinkFormPage } from './link-form-page';

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

/**
 * /account/acceptinvitation?code (spec document 1 sections 4, 5, 8), a link page (./link-form-page.tsx):
 * the invitation loads first (a failure shows the bad-request text), then the form with the company
 * and the e-mail read-only; a failed acceptance shows the member-not-found text.
 */
export default function AcceptInvitationPage() {
  const intl = useIntl();
  return (
    <LinkFormPage
      title={intl.formatMessage(invitationMessages.title)}
      param="code"
      load={invitationQuery}
      loadFailure={invitationLoadFailure}
      intro={(details) =>
        intl.formatMessage(invitationMessages.intro, {
          inviter: details.inviterUserDisplayName,
          company: details.companyName,
        })
      }
      readOnly={(details) => (
        <>
          <TextField label={intl.formatMessage(invitationMessages.company)} value={details.companyName} isReadOnly />
          <TextField
            label={intl.formatMessage(invitationMessages.email)}
            type="email"
            autoComplete="username"
            value={details.email}
            isReadOnly
          />
        </>
      )}
      send={(code, details, values) => acceptInvitation({ code, email: details.email, ...values })}
      sendFailure={invitationSubmitFailure}
      sent={invitationMessages.accepted}
      labels={invitationMessages}
    />
  );
}
