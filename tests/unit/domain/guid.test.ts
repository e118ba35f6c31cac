import { describe, expect, it } from '@rstest/core';
import { isGuid, normalizeGuid, validateProjectIdSearch } from '../../../src/domain/guid';

describe('Project ID search (spec document 2 section 5)', () => {
  it.each([
    '30000000-0000-4000-8000-000000000001',
    '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
    '{3F2504E0-4F89-11D3-9A0C-0305E82C3301}',
  ])('accepts the GUID %s', (value) => {
    expect(isGuid(value)).toBe(true);
    expect(validateProjectIdSearch(value)).toBeUndefined();
  });

  it.each([
    '30000000-0000-4000-8000-00000000001', // 11 digits in the last group
    '30000000000040008000000000000001', // no hyphens
    '3000000-00000-4000-8000-000000000001', // 7-5
    'g0000000-0000-4000-8000-000000000001', // not hex
    '{30000000-0000-4000-8000-000000000001', // unbalanced brace
    '30000000-0000-4000-8000-000000000001}',
    '(30000000-0000-4000-8000-000000000001)',
    'Voice Assistant',
  ])("rejects %s with 'Invalid Project ID, wrong format'", (value) => {
    expect(isGuid(value)).toBe(false);
    expect(validateProjectIdSearch(value)?.defaultMessage).toBe('Invalid Project ID, wrong format');
  });

  it('accepts an empty search, and ignores white space around a pasted id', () => {
    expect(validateProjectIdSearch('')).toBeUndefined();
    expect(validateProjectIdSearch('   ')).toBeUndefined();
    expect(validateProjectIdSearch(' 30000000-0000-4000-8000-000000000001 ')).toBeUndefined();
  });

  it('sends the id without braces and in lower case', () => {
    expect(normalizeGuid(' {3F2504E0-4F89-11D3-9A0C-0305E82C3301} ')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
  });
});
