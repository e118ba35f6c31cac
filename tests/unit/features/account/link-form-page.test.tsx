import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AcceptInvitationPage from '../../../../src/features/account/accept-invitation-page';
import CreatePasswordPage from '../../../../src/features/account/create-password-page';
import ForgotPasswordPage from '../../../../src/features/account/forgot-password-page';
import RegisterPage from '../../../../src/features/account/register-page';
import ResetPasswordPage from '../../../../src/features/account/reset-password-page';
import { fakeApi, json, noContent, problem } from '../../support/fake-api';
import { alertTexts, clearAlertStore, renderApp } from '../../support/render';

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** Lets every pending effect, query and request run (a request would be recorded by then). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => clearAlertStore());

describe('forgot password', () => {
  it('requires an e-mail in e-mail format before sending anything', async () => {
    const sent = fakeApi(() => noContent());
    renderApp(<ForgotPasswordPage />, { path: '/account/forgotpassword' });
    press('Send reset link');
    expect(await screen.findByText('Required field')).toBeTruthy();
    type('Email', 'nope');
    fireEvent.blur(input('Email'));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('stops the e-mail at 254 characters', () => {
    fakeApi(() => noContent());
    renderApp(<ForgotPasswordPage />, { path: '/account/forgotpassword' });
    expect(input('Email').maxLength).toBe(254);
  });

  it('sends the trimmed address and shows the confirmation with the address and the long-running note', async () => {
    const sent = fakeApi(() => noContent());
    renderApp(<ForgotPasswordPage />, { path: '/account/forgotpassword' });
    type('Email', 'admin@acme.test');
    press('Send reset link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('We are sending a link to reset your password to admin@acme.test.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('This is a long-running action');
    expect(sent).toEqual([
      { method: 'POST', path: '/account/forgot/password/', search: '', body: { email: 'admin@acme.test' } },
    ]);
  });

  it('flags the e-mail field with the submission error, until the field changes', async () => {
    fakeApi(() => problem(400));
    renderApp(<ForgotPasswordPage />, { path: '/account/forgotpassword' });
    type('Email', 'admin@acme.test');
    press('Send reset link');
    await screen.findByText('We could not send the reset email to this address. Check it and try again.');
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('Email').value).toBe('admin@acme.test');
    type('Email', 'admin@acme.tes');
    expect(input('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/We could not send/)).toBeNull();
    // Any change resets the flag, even one that goes back to the address that was sent.
    type('Email', 'admin@acme.test');
    expect(input('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/We could not send/)).toBeNull();
  });
});

describe('reset and create password', () => {
  it('sends the password with the userId and code of the link, and goes to the confirmation page', async () => {
    const sent = fakeApi(() => noContent());
    const { location } = renderApp(<ResetPasswordPage />, {
      path: '/account/resetpassword?userId=u-reset&code=RESET-OK',
    });
    type('New password', 'Fresh#2027');
    type('Confirm new password', 'Fresh#2027');
    press('Reset password');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/resetpasswordconfirmation'));
    expect(sent[0]?.body).toEqual({
      password: 'Fresh#2027',
      confirmPassword: 'Fresh#2027',
      userId: 'u-reset',
      code: 'RESET-OK',
    });
  });

  it('does not send a password that breaks a rule', async () => {
    const sent = fakeApi(() => noContent());
    renderApp(<ResetPasswordPage />, { path: '/account/resetpassword?userId=u-reset&code=RESET-OK' });
    type('New password', 'weakpass');
    type('Confirm new password', 'weakpass');
    press('Reset password');
    expect(
      await screen.findByText(
        "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.",
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['a bad request', 400, 'This request is no longer valid, please request a new link'],
    ['anything else', 500, 'Something went wrong, please try again later.'],
  ])('on %s says %j and keeps what was typed', async (_case, status, text) => {
    fakeApi(() => problem(status));
    renderApp(<ResetPasswordPage />, { path: '/account/resetpassword?userId=u-reset&code=RESET-OK' });
    type('New password', 'Fresh#2027');
    type('Confirm new password', 'Fresh#2027');
    press('Reset password');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(input('New password').value).toBe('Fresh#2027');
  });

  it('any field change resets the error, even back to the value that was sent', async () => {
    fakeApi(() => problem(400));
    renderApp(<ResetPasswordPage />, { path: '/account/resetpassword?userId=u-reset&code=EXPIRED' });
    type('New password', 'Fresh#2027');
    type('Confirm new password', 'Fresh#2027');
    press('Reset password');
    await screen.findByRole('alert');
    type('Confirm new password', 'Fresh#2027!');
    expect(screen.queryByRole('alert')).toBeNull();
    type('Confirm new password', 'Fresh#2027');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['/account/resetpassword?code=X', '/account/resetpassword?userId=u&code=%20%20', '/account/resetpassword'])(
    'a link missing userId or code (%s) disables submission and says why',
    async (path) => {
      const sent = fakeApi(() => noContent());
      renderApp(<ResetPasswordPage />, { path: path });
      expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
      expect(screen.getByRole('button', { name: 'Reset password' }).hasAttribute('disabled')).toBe(true);
      type('New password', 'Fresh#2027');
      type('Confirm new password', 'Fresh#2027');
      // Enter in a field submits the form even with the button disabled.
      fireEvent.submit(input('New password').form as HTMLFormElement);
      await settle();
      expect(sent).toHaveLength(0);
      expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
    },
  );

  it('create password goes to login with a success alert', async () => {
    const sent = fakeApi(() => noContent());
    const { location } = renderApp(<CreatePasswordPage />, {
      path: '/account/createpassword?userId=u-create&code=CREATE-OK',
    });
    type('New password', 'Fresh#2027');
    type('Confirm new password', 'Fresh#2027');
    press('Create password');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/login'));
    expect(sent[0]?.path).toBe('/account/reset/password/');
    expect(alertTexts()).toEqual(['Your password has been created. You can now sign in.']);
  });
});

const invitation = {
  code: 'INVITE-OK',
  companyName: 'Acme Corp',
  email: 'invitee@acme.test',
  inviterUserDisplayName: 'Ada Admin',
};

describe('accept invitation', () => {
  it('loads the invitation, then sends the code, the e-mail, the trimmed names and the password', async () => {
    const sent = fakeApi((r) => (r.method === 'GET' ? json(invitation) : noContent()));
    const { location } = renderApp(<AcceptInvitationPage />, { path: '/account/acceptinvitation?code=INVITE-OK' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await screen.findByText('Ada Admin invited you to join Acme Corp on the Customer Portal.');
    expect(input('Email').value).toBe('invitee@acme.test');
    expect(input('Email').readOnly).toBe(true);
    press('Accept invitation');
    expect((await screen.findAllByText('Required field')).length).toBe(2);
    type('First name', ' Ivy ');
    type('Last name', 'Invitee');
    type('New password', 'Joined#2026');
    type('Confirm new password', 'Joined#2026');
    press('Accept invitation');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/login'));
    expect(sent.map((r) => `${r.method} ${r.path}${r.search}`)).toEqual([
      'GET /account/invitation/accept/?code=INVITE-OK',
      'POST /account/invitation/accept/?code=INVITE-OK',
    ]);
    expect(sent[1]?.body).toEqual({
      code: 'INVITE-OK',
      email: 'invitee@acme.test',
      firstName: 'Ivy',
      lastName: 'Invitee',
      password: 'Joined#2026',
    });
  });

  it('a failed load shows the bad-request text; a failed acceptance the member-not-found text', async () => {
    fakeApi(() => problem(400));
    renderApp(<AcceptInvitationPage />, { path: '/account/acceptinvitation?code=BAD' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request is no longer valid, please request a new link',
    );
  });

  it('a failed acceptance shows the member-not-found text and keeps the names', async () => {
    fakeApi((r) => (r.method === 'GET' ? json(invitation) : problem(404)));
    renderApp(<AcceptInvitationPage />, { path: '/account/acceptinvitation?code=INVITE-OK' });
    await screen.findByLabelText('First name');
    type('First name', 'Ivy');
    type('Last name', 'Invitee');
    type('New password', 'Joined#2026');
    type('Confirm new password', 'Joined#2026');
    press('Accept invitation');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find the team member this invitation is for. Please ask for a new invitation.',
    );
    expect(input('First name').value).toBe('Ivy');
  });
  it.each(['/account/acceptinvitation', '/account/acceptinvitation?code=', '/account/acceptinvitation?code=%20'])(
    'a link without a code (%s) says why and loads nothing',
    async (path) => {
      const sent = fakeApi(() => json(invitation));
      renderApp(<AcceptInvitationPage />, { path: path });
      expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
      await settle();
      expect(sent).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    },
  );
});

describe('register', () => {
  it('prefills the requested names and sends the requestId, names, e-mail and password', async () => {
    const sent = fakeApi((r) =>
      r.method === 'GET'
        ? json({ firstName: 'Rita', lastName: 'Requester', companyEmail: 'rita@acme.test' })
        : noContent(),
    );
    const { location } = renderApp(<RegisterPage />, { path: '/account/register?requestId=REQ-OK' });
    await waitFor(() => expect(input('First name').value).toBe('Rita'));
    expect(input('Company email').readOnly).toBe(true);
    expect(input('First name').maxLength).toBe(80);
    expect(input('Last name').maxLength).toBe(80);
    type('New password', 'Joined#2026');
    type('Confirm new password', 'Joined#2026');
    press('Create account');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/login'));
    expect(sent[1]).toMatchObject({
      method: 'POST',
      search: '?requestId=REQ-OK',
      body: {
        requestId: 'REQ-OK',
        firstName: 'Rita',
        lastName: 'Requester',
        companyEmail: 'rita@acme.test',
        password: 'Joined#2026',
      },
    });
  });

  it('a failed load says the request is no longer valid; a failed registration says to try again', async () => {
    fakeApi(() => problem(400));
    renderApp(<RegisterPage />, { path: '/account/register?requestId=GONE' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request is no longer valid, please request a new link.',
    );
  });

  it('a failed registration says to try again', async () => {
    fakeApi((r) =>
      r.method === 'GET'
        ? json({ firstName: 'Rita', lastName: 'Requester', companyEmail: 'rita@acme.test' })
        : problem(400),
    );
    renderApp(<RegisterPage />, { path: '/account/register?requestId=REQ-OK' });
    await waitFor(() => expect(input('First name').value).toBe('Rita'));
    type('New password', 'Joined#2026');
    type('Confirm new password', 'Joined#2026');
    press('Create account');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it.each(['/account/register', '/account/register?requestId=', '/account/register?requestId=%20'])(
    'a link without a requestId (%s) says why and loads nothing',
    async (path) => {
      const sent = fakeApi(() => noContent());
      renderApp(<RegisterPage />, { path: path });
      expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
      await settle();
      expect(sent).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    },
  );
});
