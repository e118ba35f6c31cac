import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/loader';
import { isRetryable } from './failures';
import { layoutMessages } from './account-layout';

/**
 * Fetch on load (invitation, register): a loader, then the content, or the failure text. A
 * definitive answer (4xx) is final; a server or network failure offers "Try again".
 */
export function LoadState<T>({
  query,
  failure,
  children,
}: {
  query: Pick<UseQueryResult<T, unknown>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch' | 'isFetching'>;
  failure: (error: unknown) => Message;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isPending) return <Loader label={intl.formatMessage(layoutMessages.loading)} />;
  if (query.isError) {
    return (
      <>
        <InlineAlert type="danger">{intl.formatMessage(failure(query.error))}</InlineAlert>
        {isRetryable(query.error) ? (
          <Button variant="secondary" isDisabled={query.isFetching} onPress={() => void query.refetch()}>
            {intl.formatMessage(layoutMessages.retry)}
          </Button>
        ) : null}
      </>
    );
  }
  return children(query.data as T);
}
