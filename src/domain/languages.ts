/**
 * Spec document 2 section 3 "Translation request": the source languages a translation can be
 * requested from, and the allowed targets of each source. Codes are lower-case `lang-region`.
 */
export const SOURCE_LANGUAGES = [
  'de-de',
  'en-us',
  'es-es',
  'fr-fr',
  'pt-br',
  'ru-ru',
  'ja-jp',
  'en-gb',
  'zh-cn',
  'zh-hk',
  'zh-tw',
  'it-it',
  'ar-ae',
  'ko-kr',
] as const;
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[number];

/** Allowed targets by source, in the specification's order. */
export const ALLOWED_TARGETS: Readonly<Record<SourceLanguage, readonly string[]>> = {
  'ar-ae': ['en-us'],
  'de-de': ['en-us'],
  'en-gb': ['zh-cn', 'de-de', 'es-es', 'fr-fr', 'ja-jp'],
  'en-us': ['ar-ae', 'de-de', 'es-es', 'fr-fr', 'ja-jp', 'it-it', 'ko-kr', 'pt-br', 'ru-ru', 'zh-cn'],
  'es-es': ['en-us'],
  'fr-fr': ['en-us', 'de-de'],
  'it-it': ['en-us'],
  'ja-jp': ['en-us', 'ko-kr', 'zh-cn'],
  'ko-kr': ['en-us', 'ja-jp', 'zh-cn'],
  'pt-br': ['en-us'],
  'ru-ru': ['en-us'],
  'zh-cn': ['en-us', 'ja-jp', 'ko-kr'],
  'zh-hk': ['en-us', 'ko-kr'],
  'zh-tw': ['en-us', 'ja-jp', 'ko-kr'],
};

export function isSourceLanguage(code: unknown): code is SourceLanguage {
  return typeof code === 'string' && (SOURCE_LANGUAGES as readonly string[]).includes(code);
}

/** The targets a source may be translated to; none for a code that is not a source (or no source yet). */
export function targetsFor(source: string | null | undefined): readonly string[] {
  return isSourceLanguage(source) ? ALLOWED_TARGETS[source] : [];
}

export function isAllowedPair(source: string | null | undefined, target: string | null | undefined): boolean {
  return typeof target === 'string' && targetsFor(source).includes(target);
}

/** A language of the server's list (GET languages/). */
export interface LanguageName {
  languageCode: string;
  languageName: string;
  region: string;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/**
 * The label of a language code in the user's locale, such as 'English (United States)' or
 * 'inglês (Estados Unidos)'.
 *
 * Decision (the spec gives the codes only): labels come from the runtime's own language names
 * (Intl.DisplayNames), so they are translated with the rest of the portal and the same code reads the
 * same on every form. When the runtime has no name for the language, the server's English name and
 * region are used, and failing those the code itself.
 */
export function languageLabel(code: string, locale: string, server?: LanguageName): string {
  let label: string | undefined;
  try {
    label = namesIn(locale)?.of(code);
  } catch {
    label = undefined; // not a well-formed language tag
  }
  if (label) return label;
  if (server) return server.region ? `${server.languageName} (${server.region})` : server.languageName;
  return code;
}

/** Language options for a select: code and label, sorted by label in the user's locale. */
export function languageOptions(
  codes: readonly string[],
  locale: string,
  server: readonly LanguageName[] = [],
): { code: string; label: string }[] {
  const byCode = new Map(server.map((language) => [language.languageCode, language]));
  return codes
    .map((code) => ({ code, label: languageLabel(code, locale, byCode.get(code)) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
