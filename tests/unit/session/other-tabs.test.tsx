import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { useSignOutOfOtherTabs } from '../../../src/api/query-scope';
import { endSession, hasSession, session } from '../../../src/session/session-store';
import { startSession } from '../../../src/session/start-session';
import { storageKeys } from '../../../src/session/token-storage';

/** What another tab's sign-out looks like here: its removals of the stored session, each a storage event. */
function anotherTabSignsOut(): void {
  for (const key of Object.values(storageKeys)) {
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue: 'x', newValue: null }));
  }
}

function SignedInScreen() {
  useSnapshot(session);
  useSignOutOfOtherTabs();
  return <p>{hasSession() ? 'Acme projects' : 'signed out'}</p>;
}

describe('signing out in another tab', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(['get', '/users/self/profile/'], { firstName: 'Ada' });
    startSession({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
  });
  afterEach(() => endSession());

  const renderScreen = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <SignedInScreen />
      </QueryClientProvider>,
    );

  it('ends this tab session and empties the query cache at once', async () => {
    const { container } = renderScreen();
    expect(container.textContent).toBe('Acme projects');
    await act(async () => anotherTabSignsOut());
    expect(session).toMatchObject({ accessToken: null, refreshToken: null });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(container.textContent).toBe('signed out');
  });

  it('keeps the session when another tab refreshes it (new values, no removal)', async () => {
    renderScreen();
    await act(async () => {
      localStorage.setItem(storageKeys.refreshToken, 'refresh-2');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken, newValue: 'refresh-2' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'dc.selectedEnterprise', newValue: null }));
    });
    expect(session.accessToken).toBe('access-1');
    expect(queryClient.getQueryData(['get', '/users/self/profile/'])).toEqual({ firstName: 'Ada' });
  });

  it('stops listening when the screen goes', async () => {
    const { unmount } = renderScreen();
    unmount();
    await act(async () => anotherTabSignsOut());
    expect(queryClient.getQueryData(['get', '/users/self/profile/'])).toEqual({ firstName: 'Ada' });
  });
});
