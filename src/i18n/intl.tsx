import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, use, type ReactNode } from 'react';
import type { Catalogue } from './catalogue';
import { DEFAULT_LOCALE } from './locale';
import type { Message } from './messages';

/** Plain values only: a message is always formatted to text, never to markup. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** The portal's view of @formatjs/intl: messages format to strings. */
export interface PortalIntl {
  readonly locale: string;
  formatMessage(message: Message, values?: MessageValues): string;
  formatDate: IntlShape<string>['formatDate'];
  formatNumber: IntlShape<string>['formatNumber'];
}

const cache = createIntlCache();

export function createPortalIntl(locale: string, messages: Catalogue | null): PortalIntl {
  const intl = createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: messages ?? {},
      onError: (error) => {
        // With no catalogue the English defaults are the intended texts, not an error.
        if (error.code === 'MISSING_TRANSLATION') return;
        console.error('[i18n]', error);
      },
    },
    cache,
  );
  return {
    locale,
    formatMessage: (message, values) => String(intl.formatMessage(message as never, values as never)),
    formatDate: intl.formatDate,
    formatNumber: intl.formatNumber,
  };
}

const IntlContext = createContext<PortalIntl | null>(null);

export function IntlProvider({ intl, children }: { intl: PortalIntl; children: ReactNode }) {
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): PortalIntl {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl() needs an <IntlProvider>.');
  return intl;
}
