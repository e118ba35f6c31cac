import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CookieConsent } from '../../../../src/features/consent/cookie-banner';
import { CookiePolicyModal } from '../../../../src/features/consent/cookie-policy-modal';
import {
  analyticsAllowed,
  chooseCookiePreferences,
  clearCookiePreferences,
  COOKIE_PREFERENCES_KEY,
  cookiePreferences,
  readStoredPreferences,
  reloadCookiePreferences,
  sessionRecordingAllowed,
} from '../../../../src/features/consent/cookie-preferences';
import { applyServerPreferences, CookieServerSync } from '../../../../src/features/consent/cookie-sync';
import { markStoredChoice } from '../../../../src/features/consent/stored-choice';
import { endSession } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { fakeApi, json, noContent, problem } from '../../support/fake-api';
import { renderApp } from '../../support/render';

const stored = () => JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null') as unknown;
const signIn = () => startSession({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });

beforeEach(() => {
  endSession();
  clearCookiePreferences();
});
afterEach(() => endSession());

describe('the cookie preferences store (dc.cookiePreferences)', () => {
  it('defaults to essentials only, pristine, with analytics and session recording off', () => {
    expect(readStoredPreferences()).toEqual({
      essentials: true,
      googleAnalytics: false,
      mouseFlow: false,
      pristine: true,
    });
    expect(analyticsAllowed()).toBe(false);
    expect(sessionRecordingAllowed()).toBe(false);
  });

  it('stores a choice under dc.cookiePreferences, essentials always on', () => {
    chooseCookiePreferences({ googleAnalytics: true, mouseFlow: false });
    expect(stored()).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: false, pristine: false });
    expect(analyticsAllowed()).toBe(true);
    expect(sessionRecordingAllowed()).toBe(false);
  });

  it('cannot store essentials off, and treats anything but true as off', () => {
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({ essentials: false, googleAnalytics: 'yes', mouseFlow: 1, pristine: false }),
    );
    reloadCookiePreferences();
    expect({ ...cookiePreferences }).toEqual({
      essentials: true,
      googleAnalytics: false,
      mouseFlow: false,
      pristine: false,
    });
  });

  it('a malformed stored value is dropped: no choice, analytics off', () => {
    localStorage.setItem(COOKIE_PREFERENCES_KEY, '{oops');
    expect(readStoredPreferences()).toEqual({
      essentials: true,
      googleAnalytics: false,
      mouseFlow: false,
      pristine: true,
    });
    expect(localStorage.getItem(COOKIE_PREFERENCES_KEY)).toBeNull();
  });
});

describe('the before-paint mark of a stored choice (src/before-paint.ts, decision 0052)', () => {
  const marked = () => document.documentElement.dataset.cookieChoice ?? null;
  afterEach(() => {
    delete document.documentElement.dataset.cookieChoice;
  });

  it('marks <html> when the stored choice is one readStoredPreferences reads as made, and only then', () => {
    for (const [value, made] of [
      [null, false],
      ['{oops', false],
      ['null', false],
      ['5', false],
      [JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: true }), false],
      [JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false }), true],
    ] as const) {
      delete document.documentElement.dataset.cookieChoice;
      if (value === null) localStorage.removeItem(COOKIE_PREFERENCES_KEY);
      else localStorage.setItem(COOKIE_PREFERENCES_KEY, value);
      const read = !readStoredPreferences().pristine;
      if (value !== null) localStorage.setItem(COOKIE_PREFERENCES_KEY, value); // readStoredPreferences drops a malformed one
      markStoredChoice();
      expect([value, marked()]).toEqual([value, made ? 'stored' : null]);
      expect(read).toBe(made);
    }
  });
});

describe('applying the server preferences (document 2 section 4)', () => {
  it('essentials null with no local choice: cleared, analytics off', () => {
    expect(applyServerPreferences({ essentials: null, googleAnalytics: null, mouseFlow: null })).toBeNull();
    expect(cookiePreferences.pristine).toBe(true);
    expect(analyticsAllowed()).toBe(false);
  });

  it('essentials null with a local choice: the local choice is used, and returned to be saved', () => {
    chooseCookiePreferences({ googleAnalytics: true, mouseFlow: true });
    expect(applyServerPreferences({ essentials: null, googleAnalytics: null, mouseFlow: null })).toEqual({
      googleAnalytics: true,
      mouseFlow: true,
    });
    expect(analyticsAllowed()).toBe(true);
  });

  it('otherwise the server value is applied, here too', () => {
    chooseCookiePreferences({ googleAnalytics: true, mouseFlow: true });
    expect(applyServerPreferences({ essentials: true, googleAnalytics: false, mouseFlow: null })).toBeNull();
    expect(stored()).toEqual({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false });
  });
});

/** The banner as the signed-in shell shows it: with the server sync mounted beside it. */
const signedInConsent = (
  <>
    <CookieServerSync />
    <CookieConsent />
  </>
);

describe('the cookie consent of both shells', () => {
  it('signed out: the banner shows until a choice is made, and nothing is sent', async () => {
    const sent = fakeApi(() => noContent());
    renderApp(<CookieConsent />, { path: '/account/login' });
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    expect(stored()).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false });
    expect(sent).toEqual([]);
  });

  it("'Accept all cookies' makes the choice and focuses the heading while the banner is still there; the banner goes a moment later", async () => {
    renderApp(
      <>
        <main id="main">
          <h1 tabIndex={-1}>Sign in</h1>
        </main>
        <CookieConsent />
      </>,
      { path: '/account/login' },
    );
    const atFocus: { banner: boolean; choice: unknown }[] = [];
    screen
      .getByRole('heading', { name: 'Sign in' })
      .addEventListener('focus', () =>
        atFocus.push({ banner: screen.queryByRole('region', { name: 'Cookie consent' }) !== null, choice: stored() }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    // Orca says nothing of the heading's focus when the button it leaves is gone in the same moment.
    expect(atFocus).toEqual([
      { banner: true, choice: { essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false } },
    ]);
    // The choice has reached the banner (a task later), which stays until Orca has taken the heading.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
  });

  it('signed in: the stored preferences are read, applied, and a new choice is saved to the server', async () => {
    signIn();
    const sent = fakeApi((r) =>
      r.method === 'GET' ? json({ essentials: null, googleAnalytics: null, mouseFlow: null }) : noContent(),
    );
    renderApp(signedInConsent, { path: '/' });
    await waitFor(() => expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /users/self/cookies/']));
    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: '/users/self/cookies/accept/',
      body: { essentials: true, googleAnalytics: true, mouseFlow: true },
    });
  });

  it('signed in with a stored choice on the server: no banner, and the choice applies on this device', async () => {
    signIn();
    fakeApi(() => json({ essentials: true, googleAnalytics: true, mouseFlow: false }));
    renderApp(signedInConsent, { path: '/' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    expect(analyticsAllowed()).toBe(true);
    expect(sessionRecordingAllowed()).toBe(false);
  });

  it('a failure reading the preferences goes to the generic error page', async () => {
    signIn();
    fakeApi(() => problem(500));
    const { location } = renderApp(signedInConsent, { path: '/enterprise/x/' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/error/'), { timeout: 4000 });
  });
});

describe('the cookie policy modal', () => {
  it('shows essentials on and disabled, starts from the current choice and saves the new one', async () => {
    chooseCookiePreferences({ googleAnalytics: false, mouseFlow: true });
    fakeApi(() => noContent());
    let closed = 0;
    renderApp(<CookiePolicyModal onClose={() => (closed += 1)} />, { path: '/account/login' });
    const essentials = screen.getByRole('checkbox', { name: 'Essential cookies' }) as HTMLInputElement;
    expect(essentials.checked).toBe(true);
    expect(essentials.disabled).toBe(true);
    fireEvent.click(essentials);
    expect(essentials.checked).toBe(true);
    const analytics = screen.getByRole('checkbox', {
      name: 'Analytics cookies (Google Analytics)',
    }) as HTMLInputElement;
    expect(analytics.checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Session recording cookies (Mouseflow)' }) as HTMLInputElement).checked,
    ).toBe(true);
    act(() => {
      fireEvent.click(analytics);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false });
    expect(closed).toBe(1);
  });
});
