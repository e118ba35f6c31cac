import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { createApiClient, type ApiClientOptions } from '../../../src/api/client';
import { ApiError, NetworkError, TimeoutError } from '../../../src/api/errors';
import { endSession, now, session, syncFromStorage } from '../../../src/session/session-store';
import { startSession } from '../../../src/session/start-session';
import { storageKeys } from '../../../src/session/token-storage';
import { installMemoryStorage } from '../support/memory-storage';

const BASE = 'http://portal.test/api/';
const profile = {
  applicationUserId: 'u-1',
  userFirstName: 'Ada',
  userLastName: 'Admin',
  email: 'admin@acme.test',
  terms: { privacyAndTerms: true },
  role: 0,
  enterprises: [],
  totalCount: 0,
};

interface Seen {
  url: string;
  method: string;
  authorization: string | null;
  credentials: RequestCredentials;
  body: string;
}

/** A scripted server: records every request and answers from a handler. */
function fakeServer(handler: (request: Request, seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    const entry = {
      url: request.url,
      method: request.method,
      authorization: request.headers.get('Authorization'),
      credentials: request.credentials,
      body: request.method === 'GET' ? '' : await request.clone().text(),
    };
    seen.push(entry);
    return handler(request, entry);
  };
  return { seen, fetch };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

let clock = 1_000_000;
let unauthorizedCalls = 0;
function client(fetch: (request: Request) => Promise<Response>, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, fetch, onUnauthorized: () => unauthorizedCalls++, ...extra });
}

beforeEach(() => {
  installMemoryStorage();
  clock = 1_000_000;
  now.current = () => clock;
  unauthorizedCalls = 0;
  endSession();
});
afterEach(() => {
  now.current = () => Date.now();
});

describe('the session layer of the API client', () => {
  it('sends the bearer token and includes credentials only on authenticated calls with a token', async () => {
    startSession({ token: 'at-1', refreshToken: 'rt-1', expiresIn: 3600 });
    const server = fakeServer((request) =>
      request.url.endsWith('/users/self/profile/') ? json(profile) : new Response(null, { status: 204 }),
    );
    const api = client(server.fetch);
    await api.GET('/users/self/profile/');
    await api.POST('/account/forgot/password/', { body: { email: 'a@b.test' } });
    expect(server.seen[0]).toMatchObject({ authorization: 'Bearer at-1', credentials: 'include' });
    expect(server.seen[1]).toMatchObject({ authorization: null, credentials: 'omit' });
  });

  it('never sends the token to another origin', async () => {
    startSession({ token: 'at-1', refreshToken: 'rt-1', expiresIn: 3600 });
    const server = fakeServer(() => json(profile));
    await client(server.fetch).GET('/users/self/profile/', { baseUrl: 'https://elsewhere.example/api/' });
    expect(server.seen[0]?.url).toBe('https://elsewhere.example/api/users/self/profile/');
    expect(server.seen[0]?.authorization).toBeNull();
    expect(server.seen[0]?.credentials).toBe('omit');
  });

  it('fails an authenticated call as 401 without sending it when there is no session', async () => {
    const server = fakeServer(() => json(profile));
    const error = await client(server.fetch)
      .GET('/users/self/profile/')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(401);
    expect(server.seen).toHaveLength(0);
    expect(unauthorizedCalls).toBe(1);
  });

  it('with no refresh token, clears an expired access token and signs the user out without sending the call', async () => {
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.accessToken, 'old');
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(clock + 20_000)); // inside the 30 s early expiry
    syncFromStorage();
    const server = fakeServer(() => json(profile));
    const error = await client(server.fetch)
      .GET('/users/self/profile/')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 401 });
    expect(server.seen).toHaveLength(0);
    expect(unauthorizedCalls).toBe(1);
    expect(session).toMatchObject({ accessToken: null, expiresAt: null, refreshToken: null });
    expect(Object.values(storageKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    warn.mockRestore();
  });

  it('treats the token as expired 30 seconds early and refreshes it first', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 60 });
    const server = fakeServer((request) =>
      request.url.endsWith('/authentication/refresh')
        ? json({ token: 'new', refreshToken: 'rt-2', expiresIn: 3600 })
        : json(profile),
    );
    const api = client(server.fetch);
    clock += 29_000; // 31 s left: still valid
    await api.GET('/users/self/profile/');
    expect(server.seen.map((s) => s.authorization)).toEqual(['Bearer old']);
    clock += 2_000; // 29 s left: treated as expired
    await api.GET('/users/self/profile/');
    expect(server.seen.map((s) => s.url.replace(BASE, ''))).toEqual([
      'users/self/profile/',
      'authentication/refresh',
      'users/self/profile/',
    ]);
    expect(server.seen[1]?.body).toBe(JSON.stringify({ refreshToken: 'rt-1' }));
    expect(server.seen[2]?.authorization).toBe('Bearer new');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rt-2');
  });

  it('refreshes once for ten concurrent calls with an expired token, then sends all ten', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    let release!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer(async (request) => {
      if (request.url.endsWith('/authentication/refresh')) {
        await refreshAnswered;
        return json({ token: 'new', refreshToken: 'rt-2', expiresIn: 3600 });
      }
      return json(profile);
    });
    const api = client(server.fetch);
    const calls = Array.from({ length: 10 }, () => api.GET('/users/self/profile/'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await Promise.all(calls);
    expect(results.every((r) => r.data?.email === 'admin@acme.test')).toBe(true);
    const refreshes = server.seen.filter((s) => s.url.endsWith('/authentication/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(server.seen.filter((s) => s.authorization === 'Bearer new')).toHaveLength(10);
  });

  it('revokes and clears the session when the refresh fails', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const server = fakeServer((request) => {
      if (request.url.endsWith('/authentication/refresh')) return json({ message: 'no' }, 401, 'Unauthorized');
      if (request.url.endsWith('/authentication/revoke')) return new Response(null, { status: 204 });
      return json(profile);
    });
    const error = await client(server.fetch)
      .GET('/users/self/profile/')
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(401);
    expect(server.seen.map((s) => s.url.replace(BASE, ''))).toEqual([
      'authentication/refresh',
      'authentication/revoke',
    ]);
    expect(session.refreshToken).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(unauthorizedCalls).toBe(1);
  });

  it('clears the session when the refresh answers a malformed token set', async () => {
    startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
    const server = fakeServer((request) =>
      request.url.endsWith('/authentication/refresh')
        ? json({ token: '', expiresIn: 'soon' })
        : new Response(null, { status: 204 }),
    );
    const error = await client(server.fetch)
      .GET('/users/self/profile/')
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(401);
    expect(session.accessToken).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('raises ApiError with statusCode and statusText and redirects on a 401 of an authenticated call only', async () => {
    startSession({ token: 'at-1', refreshToken: 'rt-1', expiresIn: 3600 });
    const server = fakeServer((request) =>
      request.url.includes('/enterprise/')
        ? json({ message: 'gone' }, 404, 'Not Found')
        : json({ message: 'expired' }, 401, 'Unauthorized'),
    );
    const api = client(server.fetch);
    const notFound = await api
      .GET('/enterprise/{enterpriseId}/member-settings/', { params: { path: { enterpriseId: 'e-1' } } })
      .catch((e: unknown) => e);
    expect(notFound).toMatchObject({ statusCode: 404, statusText: 'Not Found', body: { message: 'gone' } });
    expect(unauthorizedCalls).toBe(0);
    const login = await api
      .POST('/authentication/token/', { body: { userName: 'a', password: 'b', captchaToken: null, redirectUrl: null } })
      .catch((e: unknown) => e);
    expect(login).toMatchObject({ statusCode: 401 });
    expect(unauthorizedCalls).toBe(0);
    const profileCall = await api.GET('/users/self/profile/').catch((e: unknown) => e);
    expect(profileCall).toMatchObject({ statusCode: 401, statusText: 'Unauthorized' });
    expect(unauthorizedCalls).toBe(1);
  });

  it('raises a time-out error when a call exceeds its limit', async () => {
    const server = fakeServer(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const api = client(server.fetch, { timeLimitMs: { default: 50 } });
    const error = await api.POST('/account/forgot/password/', { body: { email: 'a@b.test' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).limitMs).toBe(50);
  });

  it('gives the refresh call its own limit, apart from the limit of the other calls', async () => {
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
      let refreshSignal: AbortSignal | null = null;
      const server = fakeServer((request) => {
        if (!request.url.endsWith('/authentication/refresh')) return new Response(null, { status: 204 });
        refreshSignal = request.signal;
        return new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      const outcome = client(server.fetch, { timeLimitMs: { default: 5_000, refresh: 40 } })
        .GET('/users/self/profile/')
        .catch((e: unknown) => e);
      // The refresh is ended at its own 40 ms, long before the 5 s of the other calls.
      await rstest.advanceTimersByTimeAsync(39);
      expect(refreshSignal).not.toBeNull();
      expect(refreshSignal!.aborted).toBe(false);
      await rstest.advanceTimersByTimeAsync(1);
      expect(refreshSignal!.aborted).toBe(true);
      expect(((await outcome) as ApiError).statusCode).toBe(401); // the refresh timed out, so the session ended
      expect(session.refreshToken).toBeNull();
    } finally {
      rstest.useRealTimers();
      warn.mockRestore();
    }
  });

  it('gives the refresh call exactly 10 seconds by default (spec document 1 section 9)', async () => {
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      startSession({ token: 'old', refreshToken: 'rt-1', expiresIn: 10 });
      let refreshSignal: AbortSignal | null = null;
      const server = fakeServer((request) => {
        if (!request.url.endsWith('/authentication/refresh')) return new Response(null, { status: 204 });
        refreshSignal = request.signal;
        return new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      const outcome = client(server.fetch)
        .GET('/users/self/profile/')
        .catch((e: unknown) => e);
      await rstest.advanceTimersByTimeAsync(9_999);
      expect(refreshSignal).not.toBeNull();
      expect(refreshSignal!.aborted).toBe(false);
      await rstest.advanceTimersByTimeAsync(1);
      expect(refreshSignal!.aborted).toBe(true);
      expect(await outcome).toMatchObject({ statusCode: 401 });
      const reason = warn.mock.calls.map((call) => call[1]).find((arg) => arg instanceof TimeoutError);
      expect(reason).toMatchObject({ limitMs: 10_000 });
      expect(server.seen.map((s) => s.url.replace(BASE, ''))).toEqual([
        'authentication/refresh',
        'authentication/revoke',
      ]);
    } finally {
      rstest.useRealTimers();
      warn.mockRestore();
    }
  });

  it('gives every other call exactly 30 seconds by default', async () => {
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let signal: AbortSignal | null = null;
      const server = fakeServer(
        (request) =>
          new Promise<Response>((_resolve, reject) => {
            signal = request.signal;
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const outcome = client(server.fetch)
        .POST('/account/forgot/password/', { body: { email: 'a@b.test' } })
        .catch((e: unknown) => e);
      await rstest.advanceTimersByTimeAsync(29_999);
      expect(signal).not.toBeNull();
      expect(signal!.aborted).toBe(false);
      await rstest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as TimeoutError).limitMs).toBe(30_000);
    } finally {
      rstest.useRealTimers();
    }
  });

  it('raises a network error when the server cannot be reached', async () => {
    const server = fakeServer(() => {
      throw new TypeError('fetch failed');
    });
    const error = await client(server.fetch)
      .POST('/account/forgot/password/', { body: { email: 'a@b.test' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});
