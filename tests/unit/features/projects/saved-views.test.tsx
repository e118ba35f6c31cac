import { afterEach, describe, expect, it } from '@rstest/core';
import { parseListView } from '../../../../src/features/projects/list-view';
import { openableViews, paletteProjectsQuery } from '../../../../src/features/projects/palette-sources';
import { isOpenable, readSavedViews, viewQuery } from '../../../../src/features/projects/saved-views-read';
import { savedViewsKey, storedViews, storeViews } from '../../../../src/features/projects/saved-views-store';
import { ACME } from '../../support/demo-data';

/** Where the saved views are kept and what they save (decision 0064); the palette's sources (decision 0063). */

const USER = '20000000-0000-4000-8000-000000000001';

afterEach(() => localStorage.clear());

describe('the saved views of the projects list', () => {
  it('are kept in local storage under dc.views.<userId>.<enterpriseId>, each a name and a query', () => {
    expect(savedViewsKey(USER, ACME)).toBe(`dc.views.${USER}.${ACME}`);
    storeViews(USER, ACME, [{ name: 'Running', query: '?ps=1000' }]);
    expect(JSON.parse(localStorage.getItem(`dc.views.${USER}.${ACME}`) ?? '')).toEqual([
      { name: 'Running', query: '?ps=1000' },
    ]);
    expect(readSavedViews(USER, ACME)).toEqual([{ name: 'Running', query: '?ps=1000' }]);
    // Another enterprise's are apart; none left removes the entry.
    expect(readSavedViews(USER, 'other')).toEqual([]);
    storeViews(USER, ACME, []);
    expect(storedViews(USER, ACME)).toBeNull();
  });

  it('read as none when the entry is not JSON', () => {
    localStorage.setItem(savedViewsKey(USER, ACME), '{not json');
    expect(readSavedViews(USER, ACME)).toEqual([]);
  });

  it("save the list's search, filters and sort, not the pages shown", () => {
    expect(viewQuery(parseListView('?q=Voice&ps=1000&sort=name&dir=asc&page=3'))).toBe(
      '?q=Voice&ps=1000&sort=name&dir=asc',
    );
    expect(viewQuery(parseListView(''))).toBe('');
  });

  it('open only while the list reads every part of their query as it was saved', () => {
    expect(isOpenable('?q=Voice&sort=name&dir=asc')).toBe(true);
    expect(isOpenable('')).toBe(true);
    expect(isOpenable('?sort=priority&dir=asc')).toBe(false);
    expect(isOpenable('?page=2')).toBe(false);
    expect(isOpenable('?ps=999999')).toBe(false);
  });

  it('that open are what the command palette lists, each with the list at its query', () => {
    storeViews(USER, ACME, [
      { name: 'Old sort', query: '?sort=priority' },
      { name: 'Voice', query: '?q=Voice' },
    ]);
    expect(openableViews(USER, ACME)).toEqual([{ key: 'Voice', name: 'Voice', href: `/enterprise/${ACME}/?q=Voice` }]);
  });
});

describe("the command palette's projects search", () => {
  it('is the list search: the first 8 by name, the text trimmed and at most 80 characters', () => {
    expect(paletteProjectsQuery('  voice ')).toEqual({
      itemsPerPage: 8,
      pageNumber: 0,
      sortBy: 'name',
      sortDirection: 0,
      name: 'voice',
    });
    expect(paletteProjectsQuery('x'.repeat(90)).name).toHaveLength(80);
  });
});
