/** Spec document 2 sections 2, 5 and 9: the projects list's constants. */

/** Projects list page size. */
export const PROJECTS_PAGE_SIZE = 25;
/** The CSV export's page size: the search's largest `itemsPerPage` (openapi/enterprise-api.yaml). */
export const PROJECTS_EXPORT_PAGE_SIZE = 100;
/** Search text max length. */
export const SEARCH_MAX_LENGTH = 80;
/** At most this many languages show in a row, then '+N'. */
export const MAX_LANGUAGES_SHOWN = 2;

/** The sortable columns (Languages and the actions column are not sortable). */
export const SORTABLE_COLUMNS = ['name', 'status', 'progress', 'creationDate', 'startDate'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];

/** sortDirection: Ascending 0, Descending 1. */
export const SortDirection = { Ascending: 0, Descending: 1 } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

/** Default sort: creationDate, descending. */
export const DEFAULT_SORT: { column: SortColumn; direction: SortDirection } = {
  column: 'creationDate',
  direction: SortDirection.Descending,
};

export function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (SORTABLE_COLUMNS as readonly string[]).includes(value);
}

/** The languages a row shows and how many more hide behind '+N'. */
export function visibleLanguages(languages: readonly string[]): { shown: string[]; hidden: string[] } {
  return { shown: languages.slice(0, MAX_LANGUAGES_SHOWN), hidden: languages.slice(MAX_LANGUAGES_SHOWN) };
}
