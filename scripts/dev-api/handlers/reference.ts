/** Reference lists (languages, countries) and the localization catalogues. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { visibleItems } from '../store';
import type { Schemas } from '../types';
import { NOT_A_MEMBER, data, membershipOf, ok, problem, type Handlers } from './context';

/** The catalogue file of a locale, or null when there is none. Read on every call, so a regenerated catalogue shows at once. */
async function readCatalogue(directory: string, locale: string): Promise<Schemas['LocalizationCatalogue'] | null> {
  try {
    return JSON.parse(await readFile(join(directory, `${locale}.json`), 'utf8')) as Schemas['LocalizationCatalogue'];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const referenceHandlers: Pick<
  Handlers,
  'getLanguages' | 'getEnterpriseLanguages' | 'getCountries' | 'getLocalization'
> = {
  getLanguages: (_request, context) => ok(data(context).languages.map((l) => ({ ...l }))),

  /** The languages of the enterprise's projects and requests, in the order of the full list. */
  getEnterpriseLanguages({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const used = new Set(visibleItems(data(context), path.enterpriseId).flatMap((item) => item.languages));
    return ok(
      data(context)
        .languages.filter((l) => used.has(l.languageCode))
        .map((l) => ({ ...l })),
    );
  },

  getCountries: (_request, context) => ok(data(context).countries.map((c) => ({ ...c }))),

  async getLocalization({ path }, context) {
    const catalogue = await readCatalogue(context.localizationDir, path.locale);
    return catalogue ? ok(catalogue) : problem(404, `No localization for ${path.locale}.`);
  },
};
