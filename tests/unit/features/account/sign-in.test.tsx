import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../../src/config/runtime-config';
import {
  CaptchaProviderContext,
  type CaptchaCallbacks,
  type CaptchaProvider,
} from '../../../../src/features/account/captcha';
import LoginPage from '../../../../src/features/account/login-page';
import LogoffPage from '../../../../src/features/account/logoff-page';
import { FOCUS_RELEASE_MS } from '../../../../src/features/account/sign-in';
import { revokePending, signOut } from '../../../../src/features/account/session-calls';
import { requestSignOut } from '../../../../src/session/sign-out-request';
import { endSession, hasSession, restoreSession, session } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { PENDING_REVOKE_KEY, storageKeys } from '../../../../src/session/token-storage';
import { fakeApi, json, problem } from '../../support/fake-api';
import { renderApp } from '../../support/render';

const tokenSet = { token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 };

/** A captcha double: records mounts and executions; the test decides when it passes or expires. */
class FakeCaptcha implements CaptchaProvider {
  callbacks: CaptchaCallbacks | null = null;
  siteKey = '';
  executions = 0;
  resets = 0;
  mount(_container: HTMLElement, siteKey: string, callbacks: CaptchaCallbacks) {
    this.siteKey = siteKey;
    this.callbacks = callbacks;
    return Promise.resolve({
      execute: () => {
        this.executions += 1;
      },
      reset: () => {
        this.resets += 1;
      },
      destroy: () => undefined,
    });
  }
  pass(token: string) {
    act(() => this.callbacks?.onToken(token));
  }
  expire() {
    act(() => this.callbacks?.onExpired());
  }
}

function renderLogin(captcha: FakeCaptcha, path = '/account/login') {
  return renderApp(
    <CaptchaProviderContext value={captcha}>
      <LoginPage />
    </CaptchaProviderContext>,
    { path: path },
  );
}

function fillCredentials(password = 'Portal#2026') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' admin@acme.test ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

/** The sign-in calls among those sent (a successful sign-in then asks for the profile). */
const signIns = <T extends { path: string }>(sent: T[]) =>
  sent.filter((call) => call.path === '/authentication/token/');

const submitButton = () => screen.getByRole('button', { name: /^Sign(ing)? in/ });

/** The sign-in's failure region: in the page from the start, empty until a sign-in fails (decision 0062). */
const failureRegion = () => screen.getAllByRole('alert')[0] as HTMLElement;
const failureSaid = (text: string) => waitFor(() => expect(failureRegion().textContent).toBe(text));

beforeEach(() => endSession());
afterEach(() => {
  setRuntimeConfig(structuredClone(defaultRuntimeConfig));
  endSession();
});

describe('the login page with the captcha off (the default)', () => {
  it('never mounts a captcha and sends captchaToken null', async () => {
    const captcha = new FakeCaptcha();
    const sent = fakeApi((r) => (r.path === '/authentication/token/' ? json(tokenSet) : undefined));
    renderLogin(captcha);
    fillCredentials();
    fireEvent.click(submitButton());
    await waitFor(() => expect(session.accessToken).toBe('access-1'));
    expect(captcha.callbacks).toBeNull();
    expect(sent[0]?.body).toEqual({
      userName: 'admin@acme.test',
      password: 'Portal#2026',
      captchaToken: null,
      redirectUrl: null,
    });
  });

  it('has the profile in, takes focus off the form, then leaves the page a moment later (so Orca hears the next heading)', async () => {
    const sent = fakeApi((r) => (r.path === '/authentication/token/' ? json(tokenSet) : json({ userId: 'u-1' })));
    // Its own target: an earlier test's sign-in may still navigate to the index meanwhile.
    renderLogin(new FakeCaptcha(), '/account/login?redirect=%2Fhelp%2F');
    fillCredentials();
    const password = screen.getByLabelText('Password');
    password.focus();
    let left = 0;
    password.addEventListener('blur', () => (left = performance.now()));
    const replaceState = history.replaceState.bind(history);
    const navigations: { focused: Element | null; after: number; profiles: number }[] = [];
    const spy = rstest.spyOn(history, 'replaceState').mockImplementation((state, unused, url) => {
      if (url === '/help/') {
        const profiles = sent.filter((call) => call.path === '/users/self/profile/').length;
        navigations.push({ focused: document.activeElement, after: performance.now() - left, profiles });
      }
      replaceState(state, unused, url);
    });
    try {
      fireEvent.submit(password.closest('form') as HTMLFormElement);
      await waitFor(() => expect(navigations).toHaveLength(1));
    } finally {
      spy.mockRestore();
    }
    expect(left).toBeGreaterThan(0);
    expect(navigations[0]?.focused).toBe(document.body);
    expect(navigations[0]?.after).toBeGreaterThanOrEqual(FOCUS_RELEASE_MS - 1);
    expect(navigations[0]?.profiles).toBe(1);
  });

  it('sends the redirect target only when it is a path on this site', async () => {
    const sent = fakeApi(() => json(tokenSet));
    renderLogin(new FakeCaptcha(), '/account/login?redirect=%2F%2Fevil.example');
    fillCredentials();
    fireEvent.click(submitButton());
    await waitFor(() => expect(signIns(sent)).toHaveLength(1));
    expect((signIns(sent)[0]?.body as { redirectUrl: unknown }).redirectUrl).toBeNull();
  });

  it('keeps Sign in disabled while the e-mail is not in e-mail format (the form is invalid), and says why once the field is left', async () => {
    const sent = fakeApi(() => json(tokenSet));
    renderLogin(new FakeCaptcha());
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Portal#2026' } });
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull(); // not while typing
    fireEvent.blur(email);
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Enter in a field submits the form even with the button disabled: nothing may be sent.
    fireEvent.submit(email.form as HTMLFormElement);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'admin@acme' } });
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: 'admin@acme.test' } });
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the two failure texts: a bad request, and any other failure', async () => {
    let status = 400;
    fakeApi(() => problem(status));
    renderLogin(new FakeCaptcha());
    fillCredentials();
    fireEvent.click(submitButton());
    await failureSaid('Login failed: please contact us.');
    status = 401;
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Other#2026' } });
    expect(failureRegion().textContent).toBe(''); // a field change resets the flags
    fireEvent.click(submitButton());
    await failureSaid('Invalid login attempt.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('admin@acme.test');
  });
});

describe('a sign-in that does not reach an answer', () => {
  // docs/product-decisions.md: a time-out or a network failure shows the request layer's text, not the page's
  // "any other" text ('Invalid login attempt.'), which would tell the user the wrong thing.
  it("an unreachable server shows the request layer's text and keeps what was typed", async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLogin(new FakeCaptcha());
    fillCredentials();
    fireEvent.click(submitButton());
    await failureSaid('We could not reach the server. Check your connection and try again.');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Portal#2026');
  });
});

describe('a malformed token answer at sign-in', () => {
  afterEach(() => {
    rstest.restoreAllMocks();
  });

  it.each([
    ['an empty token', { token: '', refreshToken: 'refresh-1', expiresIn: 3600 }],
    ['missing fields', { token: 'access-1' }],
  ])('(%s) says "Invalid login attempt.", logs the fault and stores nothing', async (_case, answer) => {
    const logged = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi((r) => (r.path === '/authentication/token/' ? json(answer) : undefined));
    const { location } = renderLogin(new FakeCaptcha());
    fillCredentials();
    fireEvent.click(submitButton());
    await failureSaid('Invalid login attempt.');
    expect(logged).toHaveBeenCalled();
    expect(Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null)).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('dc.'))).toEqual([]);
    expect(session.accessToken).toBeNull();
    expect(session.refreshToken).toBeNull();
    expect(location.history).toEqual(['/account/login']); // still on the login page
    expect(submitButton().hasAttribute('disabled')).toBe(false); // the user can try again
  });
});

describe('the login page with the invisible captcha on', () => {
  beforeEach(() =>
    setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), captcha: { enabled: true, siteKey: 'site-key-1' } }),
  );

  it('runs the captcha on arrival and keeps Sign in disabled until it has passed', async () => {
    const captcha = new FakeCaptcha();
    fakeApi(() => json(tokenSet));
    renderLogin(captcha);
    fillCredentials();
    await waitFor(() => expect(captcha.executions).toBe(1));
    expect(captcha.siteKey).toBe('site-key-1');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Running a security check…');
    captcha.pass('captcha-token-1');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends the token, and runs again when the token expires', async () => {
    const captcha = new FakeCaptcha();
    const sent = fakeApi(() => json(tokenSet));
    renderLogin(captcha);
    fillCredentials();
    await waitFor(() => expect(captcha.executions).toBe(1));
    captcha.pass('captcha-token-1');
    captcha.expire();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(captcha.resets).toBe(1);
    expect(captcha.executions).toBe(2);
    captcha.pass('captcha-token-2');
    fireEvent.click(submitButton());
    await waitFor(() => expect(signIns(sent)).toHaveLength(1));
    expect((signIns(sent)[0]?.body as { captchaToken: unknown }).captchaToken).toBe('captcha-token-2');
  });

  it('asks for a fresh token after a failed sign-in (a token is single-use)', async () => {
    const captcha = new FakeCaptcha();
    fakeApi(() => problem(401));
    renderLogin(captcha);
    fillCredentials();
    await waitFor(() => expect(captcha.executions).toBe(1));
    captcha.pass('captcha-token-1');
    fireEvent.click(submitButton());
    await failureSaid('Invalid login attempt.');
    expect(captcha.executions).toBe(2);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('says so when the captcha cannot run, and sign-in stays disabled', async () => {
    const captcha = new FakeCaptcha();
    fakeApi(() => json(tokenSet));
    renderLogin(captcha);
    fillCredentials();
    await waitFor(() => expect(captcha.executions).toBe(1));
    act(() => captcha.callbacks?.onError());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '',
      'The security check could not run. Reload the page to try again.',
    ]);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('log off (/account/logoff)', () => {
  // Decision: the SPA has no server session for the spec's "form POST"; signing out is the revoke
  // call plus clearing the stored session (src/features/account/session-calls.ts), then login.
  beforeEach(() => startSession(tokenSet));
  afterEach(() => {
    rstest.restoreAllMocks();
    localStorage.removeItem(PENDING_REVOKE_KEY);
  });

  it('revokes the refresh token, clears every stored credential and goes back to login', async () => {
    const sent = fakeApi(() => new Response(null, { status: 204 }));
    requestSignOut(); // the portal's own 'Log out' (without it the page asks first: logoff-page.test.tsx)
    const { location } = renderApp(<LogoffPage />, { path: '/account/logoff' });
    expect(screen.getByRole('progressbar', { name: 'Signing out' })).toBeTruthy();
    expect(document.title).toBe('Signing out');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/login'));
    expect(sent).toEqual([
      { method: 'POST', path: '/authentication/revoke', search: '', body: { refreshToken: 'refresh-1' } },
    ]);
    expect(Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null)).toEqual([]);
    expect(session).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it('when the revoke fails, clears the access token and still goes back to login', async () => {
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi(() => problem(500));
    requestSignOut();
    const { location } = renderApp(<LogoffPage />, { path: '/account/logoff' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/login'));
    expect(session.accessToken).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    // docs/product-decisions.md: the refresh token is kept only to retry the revoke; it is no session any more.
    expect(session.refreshToken).toBeNull();
    expect(Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null)).toEqual([]);
    expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBe('refresh-1');
    restoreSession();
    expect(hasSession()).toBe(false);
  });

  it('at the next start, revokes the refresh token a failed sign-out kept, and forgets it once revoked', async () => {
    endSession();
    localStorage.setItem(PENDING_REVOKE_KEY, 'refresh-0');
    const sent = fakeApi(() => new Response(null, { status: 204 }));
    await revokePending();
    expect(sent).toEqual([
      { method: 'POST', path: '/authentication/revoke', search: '', body: { refreshToken: 'refresh-0' } },
    ]);
    expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it.each([
    ['refused (401)', () => problem(401)],
    ['failed (500)', () => problem(500)],
    ['not answered', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('at the next start, forgets the kept refresh token once its revoke was sent, even %s', async (_, answer) => {
    endSession();
    localStorage.setItem(PENDING_REVOKE_KEY, 'refresh-0');
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = fakeApi(answer);
    await revokePending();
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBeNull();
    await revokePending();
    expect(sent).toHaveLength(1);
  });

  it('a sign-out whose revoke fails while the retry is under way keeps its own token for the next start', async () => {
    endSession();
    localStorage.setItem(PENDING_REVOKE_KEY, 'refresh-0');
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answerRetry!: () => void;
    const retryAnswered = new Promise<void>((resolve) => (answerRetry = resolve));
    fakeApi(async (call) => {
      if ((call.body as { refreshToken: string }).refreshToken === 'refresh-0') await retryAnswered;
      return problem(500);
    });
    const retry = revokePending();
    startSession(tokenSet);
    await signOut(); // its revoke of refresh-1 fails: kept
    expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBe('refresh-1');
    answerRetry();
    await retry;
    expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBe('refresh-1');
  });
});
