import { useCallback, useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { isApiError } from '../../api/errors';
import { paths } from '../../config/paths';
import { useMembership } from './api';

/** Where a page's failure goes (spec document 2 section 8): the generic error page, or the enterprise's. */
export type FailureScope = 'site' | 'enterprise';

/**
 * The one decision of where a page goes when its calls fail (spec document 2 sections 4 and 8;
 * decision records 0020 and 0038 in docs/decisions/): a failure whose status is `notFound` goes to
 * the not-found page of the enterprise in the path; any other to the generic error page
 * (`scope: 'site'`, `/error/`) or to the enterprise's (`scope: 'enterprise'`,
 * `/enterprise/{id}/error/`), replacing the failed page in history. A 401 goes nowhere: the client's
 * session layer has already sent the user to login.
 *
 * A failed load (one of `queries` in error) goes once the membership of the enterprise in the path
 * stands: for an enterprise that refuses the user its calls fail too, and the refusal decides the
 * page (the signed-in area's EnterpriseMembership); until then the page shows its loader. The
 * returned function sends a failure of the page's own action (a submission) the same way, at once.
 */
export function usePageFailure(
  queries: QueryOutcome | readonly QueryOutcome[],
  { scope, notFound }: { scope: FailureScope; notFound?: number },
): (error: unknown) => void {
  const { enterpriseId = '' } = useParams<{ enterpriseId?: string }>();
  const [, navigate] = useLocation();
  const membership = useMembership(enterpriseId);
  const fail = useCallback(
    (error: unknown) => {
      if (isApiError(error, 401)) return;
      const target =
        notFound !== undefined && isApiError(error, notFound)
          ? paths.notFound(enterpriseId || undefined)
          : paths.error(scope === 'enterprise' ? enterpriseId : undefined);
      navigate(target, { replace: true });
    },
    [navigate, enterpriseId, scope, notFound],
  );
  const failed = ([] as readonly QueryOutcome[]).concat(queries).find((query) => query.isError);
  const hasFailed = failed !== undefined;
  const error = failed?.error;
  const settled = enterpriseId === '' || membership === 'member';
  useEffect(() => {
    if (hasFailed && settled) fail(error);
  }, [hasFailed, settled, error, fail]);
  return fail;
}

/** What usePageFailure reads of a query. */
interface QueryOutcome {
  isError: boolean;
  error: unknown;
}
