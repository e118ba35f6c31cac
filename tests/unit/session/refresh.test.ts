import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { REFRESH_LOCK, refreshSession } from '../../../src/session/refresh';
import { endSession, startSession } from '../../../src/session/session-store';
import { storageKeys } from '../../../src/session/token-storage';
import { installMemoryStorage } from '../memory-storage';

/** A Web Locks stand-in: exclusive locks granted in order, shared by every "tab" of the test. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request(name: string, _options: unknown, task: () => Promise<unknown>) {
      requested.push(name);
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(task, task);
      queues.set(name, run.catch(() => undefined));
      return run;
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
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });
});
