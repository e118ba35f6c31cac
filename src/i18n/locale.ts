/** The locale rule of spec document 1 sections 1 and 5: two letters, a hyphen, two letters; else en-us. */
export const DEFAULT_LOCALE = 'en-us';
const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i;

export function isLocale(segment: string): boolean {
  return LOCALE_SEGMENT.test(segment);
}

export interface PathLocale {
  /** Lower case, e.g. `pt-pt`. */
  locale: string;
  /** The router base: `/pt-pt` when the path carries the locale, else ''. */
  base: string;
}

/** The locale from the first path segment (`/pt-pt/account/login` → pt-pt); otherwise en-us. */
export function localeFromPath(pathname: string): PathLocale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? { locale: first.toLowerCase(), base: `/${first}` } : { locale: DEFAULT_LOCALE, base: '' };
}
