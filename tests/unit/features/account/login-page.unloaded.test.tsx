import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import LoginPage from '../../../../src/features/account/login-page';
import { fakeApi, json } from '../../support/fake-api';
import { renderApp } from '../../support/render';

// The sign-in's code (the call, the client with the session rules) loads when the person reaches the
// form (src/features/account/login-page.tsx loadSignIn). Here it cannot load, as with the network gone.
rs.mock('../../../../src/features/account/sign-in', () => {
  throw new Error('Loading chunk sign-in failed.');
});

describe('a sign-in whose code cannot be loaded (the sign-in loads when it is needed)', () => {
  it('says so as a call that could not reach the server, sends nothing, and keeps what was typed', async () => {
    const calls = fakeApi(() => json({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 }));
    renderApp(<LoginPage />, { path: '/account/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Portal#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(calls).toEqual([]);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Portal#2026');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
