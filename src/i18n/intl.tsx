import {
  createFormatters,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatMessage,
  formatNumber,
  MissingDataError,
  type IntlShape,
  type ResolvedIntlConfig,
} from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createContext, use, type ReactNode } from 'react';
import type { Catalogue } from './catalogue';
import { DEFAULT_LOCALE } from './locale';
import type { Message } from './define-messages';
import { compileMessage } from './message-compiler';
import { hydrationStore } from '../ui/hydration-store';

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

/**
 * Formats with the catalogue's text for the locale, else the built-in English default. Each message
 * is compiled on first use (./message-compiler.ts): @formatjs/intl only ever receives compiled
 * messages, so the app ships without the ICU parser.
 *
 * Built from @formatjs/intl's own formatters, as its createIntl builds them (the same resolved config,
 * the same formatter cache, the same check of the locale's data), but only the three the portal
 * uses: createIntl binds every formatter (relative time, lists, display names, durations, ranges…),
 * which kept them all in the login page's bundle.
 */
export function createPortalIntl(locale: string, messages: Catalogue | null): PortalIntl {
  const compiled: Record<string, MessageFormatElement[]> = {};
  const config: ResolvedIntlConfig = {
    ...DEFAULT_INTL_CONFIG,
    locale,
    defaultLocale: DEFAULT_LOCALE,
    messages: compiled,
    onError: (error) => {
      // With no catalogue the English defaults are the intended texts, not an error.
      if (error.code === 'MISSING_TRANSLATION') return;
      console.error('[i18n]', error);
    },
  };
  const formatters = createFormatters(cache);
  // createIntl's check of the locale's data (a path may name any xx-yy locale): reported, then the default applies.
  const missing = !Intl.NumberFormat.supportedLocalesOf(locale).length
    ? 'NumberFormat'
    : !Intl.DateTimeFormat.supportedLocalesOf(locale).length
      ? 'DateTimeFormat'
      : null;
  if (missing) {
    config.onError(
      new MissingDataError(
        `Missing locale data for locale: "${locale}" in Intl.${missing}. Using default locale: "${DEFAULT_LOCALE}" as fallback.`,
      ),
    );
  }
  const compile = (message: Message): MessageFormatElement[] | null => {
    const known = compiled[message.id];
    if (known) return known;
    const translated = messages?.[message.id];
    const fromCatalogue = translated === undefined ? null : compileMessage(translated);
    if (translated !== undefined && !fromCatalogue) {
      console.error(`[i18n] The catalogue's "${message.id}" cannot be formatted; the English default is shown.`);
    }
    const ast = fromCatalogue ?? compileMessage(message.defaultMessage);
    if (ast) compiled[message.id] = ast;
    return ast;
  };
  return {
    locale,
    formatMessage: (message, values) => {
      const ast = compile(message);
      // Cannot happen with this build's messages (tests/unit/i18n/message-compiler.test.ts compiles
      // every one): the default's text rather than nothing.
      if (!ast) return message.defaultMessage;
      const compiledMessage = { id: message.id, defaultMessage: ast }; // not a declaration: the extractor skips it
      return String(formatMessage(config, formatters, compiledMessage as never, values as never));
    },
    formatDate: (value, options) => formatDate(config, formatters.getDateTimeFormat, value, options),
    formatNumber: (value, options) => formatNumber(config, formatters.getNumberFormat, value, options),
  };
}

const IntlContext = createContext<PortalIntl | null>(null);

const liveIntl = hydrationStore<PortalIntl | null>(null);

/**
 * Replaces the texts of a page hydrated with the catalogue it was prerendered with (embedded in its
 * HTML: src/app/prerendered.ts) by the live catalogue's, once it has loaded.
 */
export const replaceIntl = liveIntl.set;

/** `intl`, or the one that replaced it (replaceIntl) once the page is hydrated. */
export function IntlProvider({ intl, children }: { intl: PortalIntl; children: ReactNode }) {
  return <IntlContext value={liveIntl.use(null) ?? intl}>{children}</IntlContext>;
}

export function useIntl(): PortalIntl {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl() needs an <IntlProvider>.');
  return intl;
}
