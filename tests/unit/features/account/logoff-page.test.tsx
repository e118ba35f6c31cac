import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import LogoffPage from '../../../../src/features/account/logoff-page';
import { forgetSignOutRequest, requestSignOut } from '../../../../src/session/sign-out-request';
import { endSession, hasSession, session } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { PENDING_REVOKE_KEY, storageKeys } from '../../../../src/session/token-storage';
import { fakeApi, noContent, type Call } from '../../support/fake-api';
import { currentPath, renderApp } from '../../support/render';

const tokenSet = { token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 };
const storedKeys = () => Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null);

/**
 * /account/logoff reached by anything but the portal's own 'Log out' (a link or a navigation from
 * another site, a typed address, a reload): it asks first and does nothing until the user answers.
 */
describe('log off, not asked by the portal', () => {
  let sent: Call[];
  beforeEach(() => {
    forgetSignOutRequest(); // nothing asked before the page opens
    startSession(tokenSet);
    sent = fakeApi(() => noContent());
  });
  afterEach(() => {
    rstest.restoreAllMocks();
    localStorage.removeItem(PENDING_REVOKE_KEY);
    endSession();
  });

  it('asks "Sign out of the portal?" and leaves the session as it is', async () => {
    renderApp(<LogoffPage />, { path: '/account/logoff' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign out of the portal?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Sign out of the portal?');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Cancel']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sent).toEqual([]);
    expect(storedKeys()).toHaveLength(3);
    expect(session).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it("'Sign out' revokes the refresh token, clears every stored credential and goes back to login", async () => {
    const { location } = renderApp(<LogoffPage />, { path: '/account/logoff' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('progressbar', { name: 'Signing out' })).toBeTruthy();
    await waitFor(() => expect(currentPath(location)).toBe('/account/login'));
    expect(sent).toEqual([
      { method: 'POST', path: '/authentication/revoke', search: '', body: { refreshToken: 'refresh-1' } },
    ]);
    expect(storedKeys()).toEqual([]);
    expect(hasSession()).toBe(false);
  });

  it("'Cancel' goes where a signed-in user lands, still signed in", async () => {
    const { location } = renderApp(<LogoffPage />, { path: '/account/logoff' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(location)).toBe('/'));
    expect(sent).toEqual([]);
    expect(storedKeys()).toHaveLength(3);
    expect(hasSession()).toBe(true);
  });

  it("'Cancel' goes to login when there is no session (signed out meanwhile, or never signed in)", async () => {
    endSession();
    const { location } = renderApp(<LogoffPage />, { path: '/account/logoff' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(location)).toBe('/account/login'));
    expect(sent).toEqual([]);
  });

  it("the portal's own request is used once: the next visit asks again", async () => {
    requestSignOut();
    const first = renderApp(<LogoffPage />, { path: '/account/logoff' });
    expect(screen.getByRole('progressbar', { name: 'Signing out' })).toBeTruthy();
    await waitFor(() => expect(currentPath(first.location)).toBe('/account/login'));
    first.unmount();
    startSession(tokenSet);
    renderApp(<LogoffPage />, { path: '/account/logoff' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign out of the portal?' })).toBeTruthy();
    expect(hasSession()).toBe(true);
  });

  it("the portal's request outlives a render React throws away before showing it (a sibling suspends)", async () => {
    // React may render a page and discard it before it shows (a suspended sibling, an interrupted
    // render), then render it again from scratch: the request must still be there the second time.
    let resume = () => {};
    const pause = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let paused = true;
    function SuspendsOnce() {
      if (paused) use(pause);
      return null;
    }
    requestSignOut();
    let shown: ReturnType<typeof renderApp> | undefined;
    await act(async () => {
      shown = renderApp(
        <Suspense fallback={null}>
          <LogoffPage />
          <SuspendsOnce />
        </Suspense>,
        { path: '/account/logoff' },
      );
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => {
      paused = false;
      resume();
      await pause;
    });
    await waitFor(() => expect(currentPath(shown!.location)).toBe('/account/login'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign out of the portal?' })).toBeNull();
    expect(sent).toEqual([
      { method: 'POST', path: '/authentication/revoke', search: '', body: { refreshToken: 'refresh-1' } },
    ]);
  });
});
