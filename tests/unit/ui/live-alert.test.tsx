import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { LiveAlert } from '../../../src/ui/alert';

/**
 * The live region of an alert that answers an action (the login page's 'Invalid login attempt.'):
 * there from the first render, empty, and assertive in so many words. Orca in Firefox ESR says
 * nothing of what is added to a role="alert" region without aria-live written out (decision 0074;
 * the screen-reader stage's login journey hears it); the simulator says it either way.
 */
describe('LiveAlert', () => {
  it('is an assertive alert region from the first render, which only additions make speak', () => {
    const { rerender } = render(<LiveAlert />);
    const region = screen.getByRole('alert');
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.getAttribute('aria-atomic')).toBe('false');
    expect(region.textContent).toBe('');

    rerender(<LiveAlert>Invalid login attempt.</LiveAlert>);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe('Invalid login attempt.');
  });
});
