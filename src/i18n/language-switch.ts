import { DEFAULT_LOCALE } from './locale';
import { defineMessages } from './define-messages';

/**
 * The language switch (decision 0050): the portal's languages, each named in its
 * own language, in every catalogue (its translations are the same text: a language is listed by its
 * own name, WCAG 3.1.2, and marked with `lang`); choosing one opens the same page and query in that locale's path
 * with a full page load (the catalogue, the router base and a prerendered page all follow the path),
 * and remembers the choice for the next visit to `/`.
 */
export const languageMessages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
  english: { id: 'language.name.enUs', defaultMessage: 'English' },
  portuguese: { id: 'language.name.ptPt', defaultMessage: 'Português' },
});

export const languages = [
  { locale: 'en-us', name: languageMessages.english },
  { locale: 'pt-pt', name: languageMessages.portuguese },
] as const;

export const LANGUAGE_KEY = 'dc.language';

const SAME_SITE = 'http://same-site.invalid';

/**
 * The address of `path` (relative to the locale segment, as the router gives it) with its query
 * (`search`, without `?`) in `locale`: English, the default, has no segment, as every link of the portal.
 * Always a path of this site: an address the browser would read as another site's (`//evil.example/`,
 * `/\evil.example`, a tab between the slashes), or a locale that is not the portal's, gives the
 * language's `/` (English's when the locale is not one of the portal's) instead.
 */
export function languageHref(path: string, search: string, locale: string): string {
  const segment = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const href = `${segment}${path}${search ? `?${search}` : ''}`;
  const known = languages.some((language) => language.locale === locale);
  return known && href.startsWith('/') && new URL(href, SAME_SITE).origin === SAME_SITE
    ? href
    : `${known ? segment : ''}/`;
}

/** Remembers the choice (in the click handler or the menu's action, never while rendering). */
export function rememberLanguage(locale: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage unavailable: the next visit to `/` is in English
  }
}

/** Opens `href`, the page in the chosen language, with a full page load, and remembers the choice. */
export function switchLanguage(href: string, locale: string): void {
  rememberLanguage(locale);
  window.location.assign(href);
}

/**
 * Where a visit to `/` goes (start-up, before anything loads): the remembered language's `/` when it
 * is one of the portal's but English (`/pt-pt/`), with the query (`search`, without `?`); else null (stay).
 */
export function rememberedIndex(pathname: string, search: string): string | null {
  if (pathname !== '/') return null;
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
  const chosen = languages.find(({ locale }) => locale === remembered && locale !== DEFAULT_LOCALE);
  return chosen ? languageHref('/', search, chosen.locale) : null;
}
