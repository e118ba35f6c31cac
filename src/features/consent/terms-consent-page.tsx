import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { externalLinks } from '../../config/external-links';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { NewTabLink } from '../../ui/link';
import { PageHeading } from '../../ui/page-heading';
import { profileQuery, type UserProfile } from '../shell/api';
import { useAcceptTerms } from './api';

export const termsMessages = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Terms of Use and Privacy Policy' },
  intro: {
    id: 'terms.intro',
    defaultMessage: 'Before you use the portal, please read and accept the Terms of Use and the Privacy Policy.',
  },
  termsLink: { id: 'terms.termsLink', defaultMessage: 'Read the Terms of Use' },
  privacyLink: { id: 'terms.privacyLink', defaultMessage: 'Read the Privacy Policy' },
  checkbox: { id: 'terms.checkbox', defaultMessage: 'I accept the Terms of Use and the Privacy Policy' },
  confirm: { id: 'terms.confirm', defaultMessage: 'Confirm' },
  confirming: { id: 'terms.confirming', defaultMessage: 'Confirming…' },
});

/**
 * Terms consent (spec document 2 section 2): Confirm is disabled until the box is ticked. Once the
 * server has the consent, the profile in the cache says so and the signed-in area sends the user on
 * (src/features/consent/terms-consent.ts decides where). A failed submission goes to the generic
 * error page (document 2 section 8 "submitting consent").
 */
export default function TermsConsentPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const accept = useAcceptTerms();

  function confirm() {
    accept.mutate(undefined, {
      onSuccess: () => {
        queryClient.setQueryData<UserProfile>(profileQuery().queryKey, (profile) =>
          profile ? { ...profile, terms: { ...profile.terms, privacyAndTerms: true } } : profile,
        );
      },
      onError: () => navigate(paths.error(), { replace: true }),
    });
  }

  return (
    <main id="main" className="card">
      <PageHeading title={intl.formatMessage(termsMessages.title)} />
      <p>{intl.formatMessage(termsMessages.intro)}</p>
      <ul className="terms__links">
        <li>
          <NewTabLink href={externalLinks.termsOfUse}>{intl.formatMessage(termsMessages.termsLink)}</NewTabLink>
        </li>
        <li>
          <NewTabLink href={externalLinks.privacyPolicy}>{intl.formatMessage(termsMessages.privacyLink)}</NewTabLink>
        </li>
      </ul>
      <Checkbox isSelected={accepted} onChange={setAccepted} isDisabled={accept.isPending}>
        {intl.formatMessage(termsMessages.checkbox)}
      </Checkbox>
      <div className="actions">
        <Button onPress={confirm} isDisabled={!accepted || accept.isPending}>
          {intl.formatMessage(accept.isPending ? termsMessages.confirming : termsMessages.confirm)}
        </Button>
      </div>
    </main>
  );
}
