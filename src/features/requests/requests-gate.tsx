import type { ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../config/paths';
import { requestProjectHidden } from '../../domain/roles';

/**
 * The hide-request-project flag hides the request-project feature for every user (docs/product-decisions.md):
 * its pages then send the user to the enterprise page, as the role guard does for a role that may
 * not use them.
 */
export function RequestsGate({ children }: { children: ReactNode }) {
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  if (requestProjectHidden()) return <Redirect to={paths.enterprise(enterpriseId)} replace />;
  return children;
}
