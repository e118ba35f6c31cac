import { describe, expect, it } from '@rstest/core';
import {
  addView,
  canSaveAnother,
  decodeSavedViews,
  removeView,
  renameView,
  restoreView,
  SAVED_VIEWS_MAX,
  sameName,
  VIEW_NAME_MAX_LENGTH,
  viewNameProblem,
  type SavedView,
} from '../../../src/domain/saved-views';

/** docs/product-decisions.md "Theme, command palette and saved views": the saved views' rules (decision 0064). */

const view = (name: string, query = '?q=x'): SavedView => ({ name, query });
const many = (count: number) => Array.from({ length: count }, (_, i) => view(`View ${i + 1}`, `?q=${i + 1}`));
const problem = (...args: Parameters<typeof viewNameProblem>) => viewNameProblem(...args)?.message.defaultMessage;

describe('a view name', () => {
  it('is required: blank or spaces only say so', () => {
    expect(problem('', [])).toBe('Required field');
    expect(problem('   ', [])).toBe('Required field');
    expect(problem(undefined, [])).toBe('Required field');
  });

  it('has at most 40 characters, after trimming', () => {
    expect(VIEW_NAME_MAX_LENGTH).toBe(40);
    expect(problem(`  ${'a'.repeat(40)}  `, [])).toBeUndefined();
    expect(viewNameProblem('a'.repeat(41), [])?.values).toEqual({ max: 40 });
  });

  it("is unique for the user and enterprise whatever its case and spaces: 'A view with this name exists.'", () => {
    const views = [view('Running'), view('Translations')];
    expect(problem(' running ', views)).toBe('A view with this name exists.');
    expect(sameName('Ärger', 'ärger')).toBe(true);
    expect(problem('Running late', views)).toBeUndefined();
  });

  it("may keep its own name (or change its case) when renamed, not take another view's", () => {
    const views = [view('Running'), view('Translations')];
    expect(problem('RUNNING', views, 'Running')).toBeUndefined();
    expect(problem('translations', views, 'Running')).toBe('A view with this name exists.');
  });
});

describe('the list of views', () => {
  it('holds at most 20', () => {
    expect(SAVED_VIEWS_MAX).toBe(20);
    expect(canSaveAnother(many(19))).toBe(true);
    expect(canSaveAnother(many(20))).toBe(false);
    expect(addView(many(20), view('One more'))).toBeNull();
    expect(addView(many(19), view(' One more '))?.at(-1)).toEqual(view('One more'));
  });

  it('takes no name it may not take', () => {
    expect(addView([view('Running')], view('running'))).toBeNull();
    expect(renameView([view('A'), view('B')], 'A', 'b')).toBeNull();
    expect(renameView([view('A'), view('B')], 'A', ' C ')).toEqual([view('C'), view('B')]);
    expect(renameView([view('A')], 'Z', 'C')).toBeNull();
  });

  it("removes a view and puts it back where it was ('Undo'), unless its name was taken or the list filled up", () => {
    const views = [view('A'), view('B'), view('C')];
    const removed = removeView(views, 'B');
    expect(removed).toEqual({ views: [view('A'), view('C')], removed: view('B'), index: 1 });
    expect(restoreView(removed!.views, removed!.removed, removed!.index)).toEqual(views);
    expect(restoreView([view('A'), view('b')], view('B'), 1)).toBeNull();
    expect(restoreView(many(20), view('B'), 1)).toBeNull();
    expect(removeView(views, 'Z')).toBeNull();
  });

  it('reads back only views from what storage held: no second name, nothing past the 20th', () => {
    expect(decodeSavedViews(null)).toEqual([]);
    expect(decodeSavedViews({ name: 'A', query: '' })).toEqual([]);
    expect(
      decodeSavedViews([
        view(' A '),
        { name: 'No query' },
        { name: 3, query: '' },
        view(''),
        view('x'.repeat(41)),
        view('Not a query', 'q=x'),
        view('a'),
        view('Default', ''),
        null,
      ]),
    ).toEqual([view('A'), view('Default', '')]);
    expect(decodeSavedViews(many(25))).toEqual(many(20));
  });

  it('keeps a view whose query the list no longer reads (it can still be deleted)', () => {
    expect(decodeSavedViews([view('Old sort', '?sort=priority')])).toEqual([view('Old sort', '?sort=priority')]);
  });
});
