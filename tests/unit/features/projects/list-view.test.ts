import { describe, expect, it } from '@rstest/core';
import {
  defaultView,
  emptyFilters,
  hasFilters,
  hasSelection,
  sameFilters,
  isFiltered,
  isSearchInvalid,
  parseListView,
  serializeListView,
  toProjectsQuery,
  type ListView,
} from '../../../../src/features/projects/list-view';
import { tokenRefreshDelay } from '../../../../src/features/projects/embed-token';

const ID = '30000000-0000-4000-8000-000000000001';

describe('the list view in the URL', () => {
  it('is the default view without a query: creationDate descending, page 0, nothing filtered', () => {
    expect(parseListView('')).toEqual(defaultView());
    expect(serializeListView(defaultView())).toBe('');
    expect(toProjectsQuery(defaultView(), 0)).toEqual({
      itemsPerPage: 25,
      pageNumber: 0,
      sortBy: 'creationDate',
      sortDirection: 1,
    });
  });

  it('round-trips a full view', () => {
    const view: ListView = {
      searchBy: 'id',
      search: ID,
      filters: {
        projectStatuses: [1000, 3000],
        requestStatuses: [10],
        languages: ['de-de', 'en-us'],
        created: { from: '2025-03-01', to: '2025-03-31' },
        started: { from: null, to: '2025-04-02' },
      },
      sort: 'name',
      direction: 0,
      page: 2,
    };
    const search = serializeListView(view);
    expect(search).toBe(
      `?by=id&q=${ID}&ps=1000%2C3000&rs=10&lang=de-de%2Cen-us&cf=2025-03-01&ct=2025-03-31&st=2025-04-02&sort=name&dir=asc&page=2`,
    );
    expect(parseListView(search)).toEqual(view);
  });

  it('drops what a hand-edited URL gets wrong instead of failing', () => {
    const view = parseListView(
      '?ps=1000,abc,10000,7&rs=10,20,99&lang=en-us,english&cf=2025-02-30&sort=languages&dir=up&page=-3',
    );
    expect(view.filters.projectStatuses).toEqual([1000, 10000]);
    expect(view.filters.requestStatuses).toEqual([10, 20]);
    expect(view.filters.languages).toEqual(['en-us']);
    expect(view.filters.created).toEqual({ from: null, to: null });
    expect(view.sort).toBe('creationDate');
    expect(view.direction).toBe(1);
    expect(view.page).toBe(0);
  });

  it('cuts the search text at 80 characters and caps deep pages', () => {
    const view = parseListView(`?q=${'a'.repeat(120)}&page=999`);
    expect(view.search).toHaveLength(80);
    expect(view.page).toBe(40);
  });
});

describe('the search body of a page', () => {
  it('sends the name search as name and pages by 25', () => {
    const view = parseListView('?q=Voice&page=1');
    expect(toProjectsQuery(view, 1)).toEqual({
      itemsPerPage: 25,
      pageNumber: 1,
      sortBy: 'creationDate',
      sortDirection: 1,
      name: 'Voice',
    });
  });

  it('sends a Project ID search without braces, in lower case', () => {
    const view = parseListView(`?by=id&q=${encodeURIComponent(`{${ID.toUpperCase()}}`)}`);
    expect(toProjectsQuery(view, 0).projectId).toBe(ID);
    expect(isFiltered(view)).toBe(true);
  });

  it('never sends a Project ID that is not a GUID, and does not count it as a filter', () => {
    const view = parseListView('?by=id&q=not-an-id');
    expect(isSearchInvalid(view)).toBe(true);
    expect(toProjectsQuery(view, 0)).not.toHaveProperty('projectId');
    expect(isFiltered(view)).toBe(false);
  });

  it('sends date ranges as UTC day bounds, a single date as that whole day', () => {
    const query = toProjectsQuery(parseListView('?cf=2025-03-01&ct=2025-03-31&sf=2025-04-02'), 0);
    expect(query).toMatchObject({
      creationDateGreaterOrEqualThan: '2025-03-01T00:00:00.000Z',
      creationDateLesserOrEqualThan: '2025-03-31T23:59:59.999Z',
      startDateGreaterOrEqualThan: '2025-04-02T00:00:00.000Z',
      startDateLesserOrEqualThan: '2025-04-02T23:59:59.999Z',
    });
  });

  it('sends statuses and languages as lists', () => {
    const query = toProjectsQuery(parseListView('?ps=3000,1000&rs=0&lang=de-de'), 0);
    expect(query).toMatchObject({ projectStatuses: [1000, 3000], projectRequestStatuses: [0], languages: ['de-de'] });
    expect(hasFilters(parseListView('?ps=3000').filters)).toBe(true);
    expect(hasFilters(parseListView('?sort=name').filters)).toBe(false);
  });

  it("says 'Found:' (filtered) for a search or any filter", () => {
    expect(isFiltered(parseListView(''))).toBe(false);
    expect(isFiltered(parseListView('?q=%20'))).toBe(false);
    expect(isFiltered(parseListView('?q=Help'))).toBe(true);
    expect(isFiltered(parseListView('?ct=2025-01-01'))).toBe(true);
    expect(isFiltered(parseListView('?sort=name&dir=asc&page=1'))).toBe(false);
  });
});

describe('the drawer buttons (spec document 2 section 5)', () => {
  const applied = parseListView('?ps=1000,3000&lang=en-us').filters;

  it('Apply is disabled when nothing changed: same values in any order count as no change', () => {
    expect(sameFilters(applied, parseListView('?ps=3000,1000&lang=en-us').filters)).toBe(true);
    expect(sameFilters(applied, parseListView('?ps=3000&lang=en-us').filters)).toBe(false);
    expect(sameFilters(applied, { ...applied, created: { from: null, to: '2025-01-01' } })).toBe(false);
  });

  it('Reset all is disabled when nothing is selected, a lone or half range counting as a selection', () => {
    expect(hasSelection(emptyFilters())).toBe(false);
    expect(hasSelection({ ...emptyFilters(), requestStatuses: [0] })).toBe(true);
    expect(hasSelection({ ...emptyFilters(), started: { from: '2025-01-01', to: null } })).toBe(true);
  });
});

describe('the embed token refresh', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('refreshes 5 minutes before the token expires', () => {
    expect(tokenRefreshDelay('2026-01-01T11:00:00Z', now, now)).toBe(55 * 60_000);
  });
  it('assumes an hour when the configuration gives no expiry', () => {
    expect(tokenRefreshDelay(undefined, now - 10 * 60_000, now)).toBe(45 * 60_000);
  });
  it('never loops faster than every 30 s, even for an expired token', () => {
    expect(tokenRefreshDelay('2026-01-01T10:01:00Z', now, now)).toBe(30_000);
  });
});
