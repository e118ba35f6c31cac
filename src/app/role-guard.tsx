import type { ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../config/paths';
import { can, type Capability } from '../domain/roles';
import { useEffectiveRole } from '../features/shell/api';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/define-messages';
import { Loader } from '../ui/loader';

const messages = defineMessages({
  checking: { id: 'guard.checking', defaultMessage: 'Checking your access' },
});

/**
 * Wraps a guarded page (spec document 2 section 6): a loader while the profile and membership
 * load; a user whose role may not use the page goes to the enterprise page.
 */
export function RoleGuard({ capability, children }: { capability: Capability; children: ReactNode }) {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const { role, isPending } = useEffectiveRole(enterpriseId);
  if (isPending) return <Loader label={intl.formatMessage(messages.checking)} />;
  if (!can(role, capability)) return <Redirect to={paths.enterprise(enterpriseId)} replace />;
  return children;
}
