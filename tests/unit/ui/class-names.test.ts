import { describe, expect, it } from '@rstest/core';
import { cx } from '../../../src/ui/class-names';

describe('cx, the one className helper', () => {
  it('joins the class names with one space', () => {
    expect(cx(['button', 'button--primary', 'copy-button'])).toBe('button button--primary copy-button');
  });

  it('leaves out false conditions, missing and empty names and render-prop functions', () => {
    const greyed = (status: number) => status === 3;
    expect(cx(['row', greyed(1) && 'is-greyed', undefined, null, '', () => 'x', 'last'])).toBe('row last');
    expect(cx(['row', greyed(3) && 'is-greyed'])).toBe('row is-greyed');
  });
});
