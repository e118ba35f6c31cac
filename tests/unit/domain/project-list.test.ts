import { describe, expect, it } from '@rstest/core';
import {
  DEFAULT_SORT,
  PROJECTS_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SORTABLE_COLUMNS,
  isSortColumn,
  visibleLanguages,
} from '../../../src/domain/project-list';

describe('projects list constants (spec document 2 sections 2, 5 and 9)', () => {
  it('pages by 25, searches up to 80 characters, sorts by creation date descending', () => {
    expect(PROJECTS_PAGE_SIZE).toBe(25);
    expect(SEARCH_MAX_LENGTH).toBe(80);
    expect(DEFAULT_SORT).toEqual({ column: 'creationDate', direction: 1 });
  });

  it('sorts on Name, Status, Progress, Creation Date and Start Date only', () => {
    expect(SORTABLE_COLUMNS).toEqual(['name', 'status', 'progress', 'creationDate', 'startDate']);
    expect(isSortColumn('languages')).toBe(false);
    expect(isSortColumn('startDate')).toBe(true);
  });

  it.each([
    [['en-us'], ['en-us'], []],
    [['en-us', 'de-de'], ['en-us', 'de-de'], []],
    [['en-us', 'de-de', 'fr-fr'], ['en-us', 'de-de'], ['fr-fr']],
    [
      ['en-us', 'de-de', 'fr-fr', 'ja-jp'],
      ['en-us', 'de-de'],
      ['fr-fr', 'ja-jp'],
    ],
  ])('shows at most 2 languages of %j, then +N', (languages, shown, hidden) => {
    expect(visibleLanguages(languages)).toEqual({ shown, hidden });
  });
});
