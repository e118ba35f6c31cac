import type { ApiClient } from '../api/site-client';

/** Spec document 1 section 9: a failed load is retried 3 times, then abandoned. */
export const CATALOGUE_RETRIES = 3;

export type Catalogue = Record<string, string>;

function isCatalogue(value: unknown): value is Catalogue {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/**
 * Loads the catalogue of a locale from GET /{locale}/localization/, retrying 3 times. Resolves to
 * null when it is abandoned (the built-in English defaults then apply); never rejects.
 */
export async function loadCatalogue(
  siteClient: ApiClient,
  locale: string,
  options: { retries?: number; retryDelayMs?: number } = {},
): Promise<Catalogue | null> {
  const retries = options.retries ?? CATALOGUE_RETRIES;
  const delay = options.retryDelayMs ?? 250;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const { data } = await siteClient.GET('/{locale}/localization/', { params: { path: { locale } } });
      if (isCatalogue(data)) return data;
      throw new Error('the catalogue is not a key-to-text map');
    } catch (error) {
      console.warn(`[i18n] Loading the ${locale} catalogue failed (attempt ${attempt + 1} of ${retries + 1}).`, error);
      if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, delay * (attempt + 1)));
    }
  }
  console.warn(`[i18n] The ${locale} catalogue was abandoned; the built-in English texts apply.`);
  return null;
}
