import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { REFRESH_LOCK, refreshSession } from '../../../src/session/refresh';
import { endSession, hasSession, restoreSession, session } from '../../../src/session/session-store';
import { startSession } from '../../../src/session/start-session';
import { storageKeys } from '../../../src/session/token-storage';
import { installMemoryStorage } from '../support/memory-storage';

/** A Web Locks stand-in: exclusive locks granted in order (or not at all with ifAvailable), shared by every "tab". */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const pending = new Map<string, number>(); // granted or queued requests per name
  const requested: string[] = [];
  return {
    requested,
    request(
      name: string,
      options: { ifAvailable?: boolean },
      task: (lock: { name: string } | null) => Promise<unknown>,
    ): Promise<unknown> {
      requested.push(name);
      if (options.ifAvailable && (pending.get(name) ?? 0) > 0) return Promise.resolve().then(() => task(null));
      pending.set(name, (pending.get(name) ?? 0) + 1);
      const previous = queues.get(name) ?? Promise.resolve();
      const granted = async () => {
        try {
          return await task({ name });
        } finally {
          pending.set(name, (pending.get(name) ?? 1) - 1);
        }
      };
      const run = previous.then(granted, granted);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** The window's storage events, as another tab's writes raise them in this one. */
function fakeWindow() {
  const target = new EventTarget();
  Object.defineProperty(globalThis, 'window', { value: target, configurable: true, writable: true });
  return {
    otherTabStored(key: string) {
      const event = new Event('storage') as Event & { key: string };
      event.key = key;
      target.dispatchEvent(event);
    },
  };
}

describe('refreshing across tabs', () => {
  let locks: ReturnType<typeof fakeLocks>;
  beforeEach(() => {
    installMemoryStorage();
    endSession();
    locks = fakeLocks();
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true });
  });
  afterEach(() => {
    Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true });
    Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true, writable: true });
  });

  it('refreshes under the Web Lock, and a tab that waited for it uses the token the other tab stored', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    let serverCalls = 0;
    let releaseOtherTab!: () => void;
    // "Another tab" holds the lock while it refreshes and stores the new session.
    const otherTab = locks.request(REFRESH_LOCK, {}, async () => {
      await new Promise<void>((resolve) => (releaseOtherTab = resolve));
      localStorage.setItem(storageKeys.accessToken, 'from-other-tab');
      localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() + 3_600_000));
      localStorage.setItem(storageKeys.refreshToken, 'rt-2');
    });
    const call = async () => {
      serverCalls++;
      return { token: 'mine', refreshToken: 'rt-3', expiresIn: 3600 };
    };
    const ours = refreshSession(call, async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5)); // both tabs now wait on the lock
    releaseOtherTab();
    await otherTab;
    expect(await ours).toBe('from-other-tab');
    expect(serverCalls).toBe(0);
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK, REFRESH_LOCK]); // the other tab; ours: try, then wait
  });

  it('a tab that waited does not spend the old refresh token before the other tab’s new session reaches it', async () => {
    const storageEvents = fakeWindow();
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    let serverCalls = 0;
    let releaseOtherTab!: () => void;
    // The other tab refreshes, but its writes reach this tab only after it released the lock.
    const otherTab = locks.request(REFRESH_LOCK, {}, async () => {
      await new Promise<void>((resolve) => (releaseOtherTab = resolve));
    });
    const ours = refreshSession(
      async () => {
        serverCalls++;
        return { token: 'spent', refreshToken: 'rt-x', expiresIn: 3600 };
      },
      async () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    releaseOtherTab();
    await otherTab;
    await new Promise((resolve) => setTimeout(resolve, 30)); // this tab holds the lock, and waits
    expect(serverCalls).toBe(0);
    localStorage.setItem(storageKeys.accessToken, 'from-other-tab');
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() + 3_600_000));
    localStorage.setItem(storageKeys.refreshToken, 'rt-2');
    storageEvents.otherTabStored(storageKeys.refreshToken);
    expect(await ours).toBe('from-other-tab');
    expect(serverCalls).toBe(0);
  });

  it('a tab that got the lock at once refreshes without waiting', async () => {
    fakeWindow();
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let token: string | null | undefined;
      void refreshSession(
        async () => ({ token: 'new', refreshToken: 'rt-2', expiresIn: 3600 }),
        async () => undefined,
      ).then((value) => (token = value));
      // The clock does not move: only what needs no time runs, so the cross-tab wait (a timer of
      // CROSS_TAB_WAIT_MS in src/session/refresh.ts) would leave the refresh unfinished here.
      await rs.advanceTimersByTimeAsync(0);
      expect(token).toBe('new');
    } finally {
      rs.useRealTimers();
    }
  });
});

describe('a sign-out while a refresh is under way', () => {
  beforeEach(() => {
    installMemoryStorage();
    endSession();
    Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true });
  });

  /** A refresh call held until `answer` is called, and the revokes sent. */
  function heldRefresh() {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const revoked: string[] = [];
    const refresh = refreshSession(
      async () => {
        await answered;
        return { token: 'late', refreshToken: 'rt-late', expiresIn: 3600 };
      },
      async (token) => void revoked.push(token),
    );
    return { refresh, answer, revoked };
  }

  it('in this tab: the late answer is not stored, and its refresh token is revoked', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const { refresh, answer, revoked } = heldRefresh();
    endSession(); // the sign-out
    answer();
    expect(await refresh).toBeNull();
    expect(Object.values(storageKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(session).toMatchObject({ accessToken: null, refreshToken: null });
    expect(revoked).toEqual(['rt-late']);
    restoreSession(); // the next start
    expect(hasSession()).toBe(false);
  });

  it('in another tab (its storage event not here yet): the late answer is not stored either', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const { refresh, answer, revoked } = heldRefresh();
    for (const key of Object.values(storageKeys)) localStorage.removeItem(key); // the other tab's sign-out
    answer();
    expect(await refresh).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(revoked).toEqual(['rt-late']);
    restoreSession();
    expect(hasSession()).toBe(false);
  });

  /** A refresh call held until `fail` is called, which makes it fail, and the revokes sent. */
  function heldFailingRefresh() {
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const revoked: string[] = [];
    const refresh = refreshSession(
      async () => {
        await failed;
        throw new Error('401');
      },
      async (token) => void revoked.push(token),
    );
    return { refresh, fail, revoked };
  }

  it('then a sign-in as another user, then the refresh fails: the new session is left alone', async () => {
    rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const { refresh, fail, revoked } = heldFailingRefresh();
    endSession(); // the sign-out
    startSession({ token: 'other-user', refreshToken: 'rt-other', expiresIn: 3600 }); // the next sign-in
    fail();
    expect(await refresh).toBeNull();
    expect(session).toMatchObject({ accessToken: 'other-user', refreshToken: 'rt-other' });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rt-other');
    expect(revoked).toEqual(['rt-1']); // only the old session's token
    restoreSession(); // the next start
    expect(session.refreshToken).toBe('rt-other');
  });

  it('then a sign-in as another user in another tab, then the refresh fails: that stored session stays', async () => {
    rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const { refresh, fail } = heldFailingRefresh();
    localStorage.setItem(storageKeys.accessToken, 'other-user'); // the other tab's sign-out and sign-in
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() + 3_600_000));
    localStorage.setItem(storageKeys.refreshToken, 'rt-other');
    fail();
    expect(await refresh).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rt-other');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('other-user');
  });

  it('with the session still there, a failed refresh ends it and revokes its refresh token', async () => {
    rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const { refresh, fail, revoked } = heldFailingRefresh();
    fail();
    expect(await refresh).toBeNull();
    expect(Object.values(storageKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(session).toMatchObject({ accessToken: null, refreshToken: null });
    expect(revoked).toEqual(['rt-1']);
  });

  it('with the session still there, the answer is stored as before', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const { refresh, answer, revoked } = heldRefresh();
    answer();
    expect(await refresh).toBe('late');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rt-late');
    expect(revoked).toEqual([]);
  });
});
