import { defineMessages } from '../../i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { runtimeConfig } from '../../config/runtime-config';
import { useIntl } from '../../i18n/intl';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PageHeading } from '../../ui/page-heading';
import { profileQuery } from '../shell/api';
import { useAcceptTerms } from './api';
import { requestErrorMessage } from '../../api/errors';

export const termsMessages = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Terms of Use and Privacy Policy' },
  intro: {
    id: 'terms.intro',
    defaultMessage: 'Before you use the portal, please read and accept the Terms of Use and the Privacy Policy.',
  },
  checkbox: { id: 'terms.checkbox', defaultMessage: 'I accept the Terms of Use and the Privacy Policy' },
  confirm: { id: 'terms.confirm', defaultMessage: 'Confirm' },
  failed: { id: 'terms.failed', defaultMessage: 'Your consent could not be saved. Please try again.' },
});

/**
 * Terms consent (spec document 2 section 2): Confirm is disabled until the box is ticked; then the
 * user goes to the access-key home of the first enterprise when hide-request-project is on, else
 * to the index page.
 */
export default function TermsConsentPage({ firstEnterpriseId }: { firstEnterpriseId: string | null }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const accept = useAcceptTerms();

  function confirm() {
    accept.mutate(
      {},
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
          const target =
            runtimeConfig().hideRequestProject && firstEnterpriseId
              ? paths.accessKeyHome(firstEnterpriseId)
              : paths.index();
          navigate(target, { replace: true });
        },
      },
    );
  }

  return (
    <main id="main" className="card">
      <PageHeading title={intl.formatMessage(termsMessages.title)} />
      <p>{intl.formatMessage(termsMessages.intro)}</p>
      {accept.isError ? (
        <InlineAlert type="danger">
          {intl.formatMessage(requestErrorMessage(accept.error) ?? termsMessages.failed)}
        </InlineAlert>
      ) : null}
      <Checkbox isSelected={accepted} onChange={setAccepted}>
        {intl.formatMessage(termsMessages.checkbox)}
      </Checkbox>
      <div className="actions">
        <Button onPress={confirm} isDisabled={!accepted || accept.isPending}>
          {intl.formatMessage(termsMessages.confirm)}
        </Button>
      </div>
    </main>
  );
}
