import { screen } from '@testing-library/react';
import { describe, expect, it } from '@rstest/core';
import { NewTabLink } from '../../../src/ui/link';
import { renderApp } from '../support/render';

describe('NewTabLink', () => {
  it('opens a new tab without a handle on the portal, and says so to screen readers only', () => {
    renderApp(<NewTabLink href="https://support.example/">contact support</NewTabLink>);
    const link = screen.getByRole('link', { name: 'contact support (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://support.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The hint is visually hidden: react-aria's VisuallyHidden clips it to a 1 px box.
    const hint = screen.getByText('(opens in a new tab)');
    expect(hint.tagName).toBe('SPAN'); // phrasing content, as inside any link or sentence
    expect(hint.style.position).toBe('absolute');
    expect(hint.style.width).toBe('1px');
  });
});
