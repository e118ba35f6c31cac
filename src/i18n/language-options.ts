import { useLocation, useSearch } from 'wouter';
import { useHydrating } from '../ui/hydration-store';
import { useIntl } from './intl';
import { languageHref, languages } from './language-switch';
import { localeFromPath } from './locale';
import { useRouterBase } from './router-base';

export interface LanguageOption {
  locale: string;
  /** The language's name, in its own language (a message whose every translation is the same). */
  text: string;
  /** This page and its query in that language. */
  href: string;
}

/**
 * What both language switches show (decision 0050: the signed-out footer's links,
 * the user menu's section): each language with the address of this page and query in it, and the
 * page's own. A prerendered page hydrates with the addresses it was rendered with (its path without
 * a trailing slash, no query: the build knows none), then they carry the real location.
 */
export function useLanguageOptions(): { current: string; options: LanguageOption[] } {
  const intl = useIntl();
  const current = localeFromPath(useRouterBase()).locale;
  const [location] = useLocation();
  const search = useSearch();
  const hydrating = useHydrating();
  const path = hydrating ? location.replace(/(.)\/+$/, '$1') : location;
  return {
    current,
    options: languages.map(({ locale, name }) => ({
      locale,
      text: intl.formatMessage(name),
      href: languageHref(path, hydrating ? '' : search, locale),
    })),
  };
}
