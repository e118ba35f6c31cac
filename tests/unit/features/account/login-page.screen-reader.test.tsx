/**
 * The login page, read by a screen reader (decision 0062): the screen-reader simulator of tests/unit/support/screen-reader.ts over
 * the login page as the component tests render it.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import LoginPage from '../../../../src/features/account/login-page';
import { clearAlerts } from '../../../../src/ui/alert-store';
import { fakeApi, problem, signedOut } from '../../support/fake-api';
import { renderApp } from '../../support/render';
import { focusAndHear, heard, settle, startScreenReader, stopScreenReader } from '../../support/screen-reader';

afterEach(async () => {
  await stopScreenReader();
  clearAlerts();
  signedOut();
});

describe('the login page, read by a screen reader', () => {
  function renderLogin() {
    renderApp(<LoginPage />, { path: '/account/login' });
  }

  it('reads a field with its error', async () => {
    renderLogin();
    await startScreenReader();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'admin@acme' } });
    fireEvent.blur(email);
    expect(await focusAndHear(email)).toEqual([
      'textbox, Email, admin@acme, Enter a valid email address., invalid, required',
    ]);
  });

  it("announces 'Invalid login attempt.' once, through the live region that was there from the start, where it shows", async () => {
    fakeApi(() => problem(401));
    renderLogin();
    // The region is in the page before anything went wrong (in the prerendered HTML too), empty.
    const region = within(screen.getByRole('main')).getByRole('alert');
    expect(region.textContent).toBe('');
    await startScreenReader();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong#2026' } });
    await heard();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(region.textContent).toBe('Invalid login attempt.'), { timeout: 3000 });
    await settle();
    expect(await heard()).toEqual(['assertive: Invalid login attempt.']);
    // Shown where it was: above the form, below the heading.
    const form = screen.getByLabelText('Email').closest('form') as HTMLFormElement;
    expect(region.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A field change clears it, silently.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Other#2026' } });
    await settle();
    expect(region.textContent).toBe('');
    expect(await heard()).toEqual([]);
  });
});
