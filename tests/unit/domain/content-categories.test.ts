import { describe, expect, it } from '@rstest/core';
import { CONTENT_CATEGORIES, contentCategoryLabel, isContentCategory } from '../../../src/domain/content-categories';

describe('content categories (spec document 2 section 3 "Translation request")', () => {
  const spec: [number, string][] = [
    [0, 'Automotive'],
    [1, 'Business/Financial'],
    [2, 'Cinema/Film/TV/Drama'],
    [3, 'E-commerce'],
    [4, 'Games'],
    [5, 'IT'],
    [6, 'Law/Patents'],
    [7, 'Marketing'],
    [8, 'Medical'],
    [9, 'Science'],
    [10, 'Technical/Engineering'],
    [11, 'Tourism/Travel'],
    [12, 'Other'],
  ];

  it.each(spec)('category %i is %s', (value, label) => {
    expect(contentCategoryLabel(value)?.defaultMessage).toBe(label);
    expect(isContentCategory(value)).toBe(true);
  });

  it('lists exactly the thirteen categories, in the specification order', () => {
    expect(CONTENT_CATEGORIES.map((c) => [c.value, c.label.defaultMessage])).toEqual(spec);
  });

  it.each([-1, 13, 1.5, '1', null, undefined])('%s is not a category and has no label', (value) => {
    expect(isContentCategory(value)).toBe(false);
    expect(contentCategoryLabel(value)).toBeNull();
  });
});
