import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, TimeoutError } from '../../../../../src/api/errors';
import ChangePasswordPage from '../../../../../src/features/settings/profile/change-password-page';
import { changePasswordFailureAlert } from '../../../../../src/features/settings/profile/change-password';
import { alerts, clearAlerts } from '../../../../../src/ui/alert-store';
import { fakeApi, json, signedIn, signedOut } from '../../../support/fake-api';
import { ACME } from '../../../support/demo-data';
import { renderApp } from '../../../support/render';

const STRONG =
  "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.";
const HINT =
  'Password needs to be at least 6 characters, with one upper case letter (A-Z), one lower case letter (a-z), one number and one special character.';

beforeEach(() => clearAlerts());
afterEach(() => {
  signedOut();
  clearAlerts();
});

function renderPage(answer: () => Response = () => new Response(null, { status: 204 })) {
  signedIn();
  const api = fakeApi((call) =>
    call.method === 'POST' && call.path === '/users/self/password/' ? answer() : undefined,
  );
  renderApp(<ChangePasswordPage />, { path: `/enterprise/${ACME}/profile/password/` });
  return api;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const leave = (name: string) => fireEvent.blur(field(name));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
const errorOf = (name: string) => {
  const ids = field(name).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => text !== '' && text !== HINT)
    .join(' ');
};

function fill(old: string, next: string, confirm: string) {
  type('Old password', old);
  type('New password', next);
  type('Confirm new password', confirm);
}

describe('the change password page (spec document 2 sections 2, 4, 5)', () => {
  it('takes focus on its heading and names the page', () => {
    renderPage();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Change Password' }));
    expect(document.title).toBe('Change Password');
  });

  it('shows the hint of the spec under the new password', () => {
    renderPage();
    expect(field('New password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it("says 'Required' for each empty field on submit, and sends nothing", async () => {
    const api = renderPage();
    submit();
    await waitFor(() => expect(errorOf('Old password')).toBe('Required'));
    expect(errorOf('New password')).toBe('Required');
    expect(errorOf('Confirm new password')).toBe('Required');
    expect(field('Old password').getAttribute('aria-invalid')).toBe('true');
    expect(api).toEqual([]);
  });

  it('flags a weak new password with StrongPasswordValidationRule once the field is left', async () => {
    renderPage();
    type('New password', 'abcdef');
    leave('New password');
    await waitFor(() => expect(errorOf('New password')).toBe(STRONG));
  });

  it('flags a confirmation that differs with ProfileEditPageDiffPasswordError', async () => {
    renderPage();
    type('New password', 'Newpass#1');
    type('Confirm new password', 'Newpass#2');
    leave('Confirm new password');
    await waitFor(() =>
      expect(errorOf('Confirm new password')).toBe('The new password and confirmation password do not match.'),
    );
  });

  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdef', 2],
    ['abcdef1', 3],
    ['Abcdef1', 4],
    ['Abcdef1!', 5],
  ])('shows the strength of "%s" as %i of the 5 checks on an accessible meter', (password, met) => {
    renderPage();
    type('New password', password);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(met));
    expect(meter.getAttribute('aria-valuemax')).toBe('5');
    expect(meter.getAttribute('aria-valuetext')).toBe(`${met} of 5 requirements met`);
  });

  it('sends the three values, shows the success alert and clears the fields', async () => {
    const api = renderPage();
    fill('Portal#2026', 'Newpass#1', 'Newpass#1');
    submit();
    await waitFor(() =>
      expect(alerts.list.map((a) => [a.type, a.message.defaultMessage])).toEqual([
        ['success', 'Your password has been changed.'],
      ]),
    );
    expect(api.filter((call) => call.method !== 'GET').map((call) => call.body)).toEqual([
      { oldPassword: 'Portal#2026', newPassword: 'Newpass#1', confirmPassword: 'Newpass#1' },
    ]);
    await waitFor(() => expect(field('Old password').value).toBe(''));
    expect(field('New password').value).toBe('');
    expect(field('Confirm new password').value).toBe('');
    // Cleared, not invalid: the emptied fields show no 'Required'.
    expect(errorOf('Old password')).toBe('');
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it("shows the server's message of a 400 in the error alert and keeps what the user typed", async () => {
    renderPage(() => json({ message: 'Incorrect password.' }, 400, 'Bad Request'));
    fill('Wrong#2026', 'Newpass#1', 'Newpass#1');
    submit();
    await waitFor(() => expect(alerts.list).toHaveLength(1));
    const [alert] = alerts.list;
    expect(alert).toMatchObject({
      type: 'danger',
      values: { reason: 'Incorrect password.' },
      showContactSupport: false,
    });
    expect(alert?.message.defaultMessage).toBe('Your password could not be changed: {reason}');
    expect(field('Old password').value).toBe('Wrong#2026');
    expect(field('New password').value).toBe('Newpass#1');
    expect(field('Confirm new password').value).toBe('Newpass#1');
  });

  it('shows the generic error alert with the contact-support link for any other failure', async () => {
    renderPage(() => json({ message: 'Boom' }, 500, 'Internal Server Error'));
    fill('Portal#2026', 'Newpass#1', 'Newpass#1');
    await act(async () => submit());
    await waitFor(() => expect(alerts.list).toHaveLength(1));
    expect(alerts.list[0]).toMatchObject({ type: 'danger', showContactSupport: true });
    expect(alerts.list[0]?.message.defaultMessage).toBe('Your password could not be changed.');
    expect(field('New password').value).toBe('Newpass#1');
  });

  it('hides the error alert when a field error message is set (spec document 2 section 4, record 0067)', async () => {
    renderPage(() => json({ message: 'Boom' }, 500, 'Internal Server Error'));
    fill('Portal#2026', 'Newpass#1', 'Newpass#1');
    await act(async () => submit());
    await waitFor(() => expect(alerts.list).toHaveLength(1));
    // Correcting a field without an error keeps the alert; the first error message hides it.
    act(() => type('Confirm new password', 'Newpass#'));
    expect(alerts.list).toHaveLength(1);
    act(() => leave('Confirm new password'));
    await waitFor(() =>
      expect(errorOf('Confirm new password')).toBe('The new password and confirmation password do not match.'),
    );
    expect(alerts.list).toEqual([]);
  });
});

describe('which alert a failed password change shows (docs/product-decisions.md)', () => {
  it.each([
    [
      'a 400 with a message',
      new ApiError(400, 'Bad Request', { message: 'Incorrect password.' }),
      'Your password could not be changed: {reason}',
      false,
    ],
    ['a 400 without a message', new ApiError(400, 'Bad Request', {}), 'Your password could not be changed.', false],
    [
      'a 400 with a blank message',
      new ApiError(400, 'Bad Request', { message: '  ' }),
      'Your password could not be changed.',
      false,
    ],
    [
      'a 500 with a message',
      new ApiError(500, 'Internal Server Error', { message: 'Boom' }),
      'Your password could not be changed.',
      true,
    ],
    ['a 401', new ApiError(401, 'Unauthorized'), 'Your password could not be changed.', true],
    ['a time-out', new TimeoutError(30_000), 'Your password could not be changed.', true],
  ])('%s', (_case, error, text, support) => {
    const alert = changePasswordFailureAlert(error);
    expect(alert.type).toBe('danger');
    expect(alert.message.defaultMessage).toBe(text);
    expect(alert.showContactSupport ?? false).toBe(support);
  });
});
