import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { paths } from '../../config/paths';

/**
 * Spec document 2 section 8: a failure of the key list, create, edit, fetch or permission list
 * "replaces" the page with the enterprise's generic error page (`replace`, so Back does not return to
 * the failed page). A 401 is not a page failure: the client's session layer has already sent the user
 * to login, and going to the error page would override that.
 */
export function useFailPage(enterpriseId: string): (error: unknown) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error, 401)) return;
      navigate(paths.error(enterpriseId), { replace: true });
    },
    [navigate, enterpriseId],
  );
}

/** Leaves for the error page as soon as one of the page's queries has failed. */
export function useFailPageOnQueryError(
  enterpriseId: string,
  queries: readonly { isError: boolean; error: unknown }[],
): void {
  const fail = useFailPage(enterpriseId);
  const failed = queries.find((query) => query.isError);
  const hasFailed = failed !== undefined;
  const error = failed?.error;
  useEffect(() => {
    if (hasFailed) fail(error);
  }, [hasFailed, error, fail]);
}
