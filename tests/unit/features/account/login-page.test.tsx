import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import LoginPage from '../../../../src/features/account/login-page';
import { renderApp } from '../../support/render';

describe('the login page', () => {
  it('keeps Sign in disabled until both e-mail and password are filled', () => {
    renderApp(<LoginPage />, { path: '/account/login' });
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@acme.test' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Portal#2026' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('focuses its heading and names the page', () => {
    renderApp(<LoginPage />, { path: '/account/login' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Sign in' }));
    expect(document.title).toBe('Sign in');
  });
});
