import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import SandboxSignUpPage, { canSignUp, sandboxBody } from '../../../../src/features/account/sandbox-sign-up-page';
import UnsubscribePage from '../../../../src/features/account/unsubscribe-page';
import { fakeApi, noContent, problem } from '../../support/fake-api';
import { alertTexts, clearAlertStore, renderApp } from '../../support/render';

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

afterEach(() => clearAlertStore());

const SAM = { firstName: 'Sam', lastName: 'Sandbox', companyName: 'Sandbox Ltd', companyEmail: 'sam@sandbox.test' };

describe('sandbox sign-up rules (spec document 1 section 5)', () => {
  it.each([
    [SAM, true],
    [{ ...SAM, firstName: '   ' }, false],
    [{ ...SAM, lastName: '' }, false],
    [{ ...SAM, companyName: ' \t' }, false],
    [{ ...SAM, companyEmail: '' }, false],
    [{ ...SAM, companyEmail: 'sam@sandbox' }, false],
    [{ ...SAM, firstName: ' Sam ', companyEmail: ' sam@sandbox.test ' }, true],
  ])('%j can sign up: %j', (values, expected) => {
    expect(canSignUp(values)).toBe(expected);
  });

  it('sends every field trimmed, named as the API names them', () => {
    expect(
      sandboxBody({
        firstName: ' Sam ',
        lastName: 'Sandbox ',
        companyName: ' Sandbox Ltd',
        companyEmail: ' sam@sandbox.test ',
      }),
    ).toEqual({
      FirstName: 'Sam',
      LastName: 'Sandbox',
      CompanyName: 'Sandbox Ltd',
      CompanyEmail: 'sam@sandbox.test',
    });
  });
});

function fillSam() {
  type('First name', ' Sam ');
  type('Last name', 'Sandbox');
  type('Company name', 'Sandbox Ltd');
  type('Company email', 'sam@sandbox.test');
}

describe('the sandbox sign-up page', () => {
  it('keeps Sign up disabled until the rules pass, and the inputs stop at 80/80/40/254', () => {
    fakeApi(() => noContent());
    renderApp(<SandboxSignUpPage />, { path: '/account/register-sandbox' });
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fillSam();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(input('First name').maxLength).toBe(80);
    expect(input('Last name').maxLength).toBe(80);
    expect(input('Company name').maxLength).toBe(40);
    expect(input('Company email').maxLength).toBe(254);
  });

  it('shows "Check your email" and resends with the same body; each resend outcome has its text', async () => {
    let status = 204;
    const sent = fakeApi(() => (status === 204 ? noContent() : problem(status)));
    renderApp(<SandboxSignUpPage />, { path: '/account/register-sandbox' });
    fillSam();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText(
        'We have sent a confirmation email to sam@sandbox.test. Follow the link in it to activate your sandbox.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    await waitFor(() => expect(alertTexts()).toEqual(['Your confirmation email has been resent']));
    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    await waitFor(() => expect(alertTexts()).toContain('Something went wrong, please try again.'));
    expect(sent.map((r) => r.body)).toEqual([
      { FirstName: 'Sam', LastName: 'Sandbox', CompanyName: 'Sandbox Ltd', CompanyEmail: 'sam@sandbox.test' },
      { FirstName: 'Sam', LastName: 'Sandbox', CompanyName: 'Sandbox Ltd', CompanyEmail: 'sam@sandbox.test' },
      { FirstName: 'Sam', LastName: 'Sandbox', CompanyName: 'Sandbox Ltd', CompanyEmail: 'sam@sandbox.test' },
    ]);
  });

  it('a conflict says the e-mail has an account, with links to login and forgot password, until a field changes', async () => {
    fakeApi(() => problem(409, 'Conflict'));
    renderApp(<SandboxSignUpPage />, { path: '/account/register-sandbox' });
    fillSam();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your email matches an existing account. Do you want to log in or use forgot password?',
    );
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/account/login');
    expect(screen.getByRole('link', { name: 'forgot password' }).getAttribute('href')).toBe('/account/forgotpassword');
    expect(alertTexts()).toEqual([]);
    type('Company email', 'sam2@sandbox.test');
    expect(screen.queryByRole('alert')).toBeNull();
    // Any change resets the flag, even one back to the e-mail that was sent.
    type('Company email', 'sam@sandbox.test');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a conflict after another failure hides its alert: an error message is set (spec document 2 section 4)', async () => {
    let status = 500;
    fakeApi(() => problem(status, status === 409 ? 'Conflict' : 'Internal Server Error'));
    renderApp(<SandboxSignUpPage />, { path: '/account/register-sandbox' });
    fillSam();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(alertTexts()).toEqual(['Something went wrong, please try again.']));
    status = 409;
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your email matches an existing account.');
    // The alerts hide in the effect after the message renders (src/ui/error-hides-alerts.ts): on a
    // busy machine the message can be found before that effect has run.
    await waitFor(() => expect(alertTexts()).toEqual([]));
  });

  it('any other failure shows the alert and keeps the form', async () => {
    fakeApi(() => problem(500));
    renderApp(<SandboxSignUpPage />, { path: '/account/register-sandbox' });
    fillSam();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(alertTexts()).toEqual(['Something went wrong, please try again.']));
    expect(input('Company name').value).toBe('Sandbox Ltd');
  });
});

describe('unsubscribe', () => {
  it('confirm, then success; the token goes in the query and there is no body', async () => {
    const sent = fakeApi(() => noContent());
    renderApp(<UnsubscribePage />, { path: '/unsubscribe/?token=UNSUB-OK' });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/subscriptions/', search: '?token=UNSUB-OK', body: undefined }]);
  });

  it('a bad request shows the not-subscribed view with its report link', async () => {
    fakeApi(() => problem(400));
    renderApp(<UnsubscribePage />, { path: '/unsubscribe/?token=NOPE' });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Unfortunately it is not possible to unsubscribe since you are not subscribed in our platform',
    );
    expect(screen.getByRole('link', { name: 'Report a problem (opens in a new tab)' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('any other failure shows the alert and stays on the confirm view', async () => {
    fakeApi(() => problem(500));
    renderApp(<UnsubscribePage />, { path: '/unsubscribe/?token=UNSUB-OK' });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(alertTexts()).toEqual(['Looks like something went wrong. Refresh the page or try again later.']),
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' }).hasAttribute('disabled')).toBe(false);
  });

  it("a time-out or an unreachable server shows the request layer's text, not the page's other-error text", async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(<UnsubscribePage />, { path: '/unsubscribe/?token=UNSUB-OK' });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(alertTexts()).toEqual(['We could not reach the server. Check your connection and try again.']),
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' }).hasAttribute('disabled')).toBe(false);
  });

  it('a link without a token disables Unsubscribe and says why', () => {
    fakeApi(() => noContent());
    renderApp(<UnsubscribePage />, { path: '/unsubscribe/' });
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' }).hasAttribute('disabled')).toBe(true);
  });
});
