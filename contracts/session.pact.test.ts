/**
 * The session calls (spec document 1 sections 4, 7 and 8): sign-in, the refresh the client's session
 * middleware makes for an expired token, and sign-out. Each test drives the real code (requestSession,
 * signOut, the generated client with its session middleware) against the Pact mock server.
 */
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { api } from '../src/api/client';
import { ApiError, isApiError } from '../src/api/errors';
import { requestSession, revokePending, signOut } from '../src/features/account/session-calls';
import { session } from '../src/session/session-store';
import { startSession } from '../src/session/start-session';
import { PENDING_REVOKE_KEY, storageKeys } from '../src/session/token-storage';
import {
  PACT_ADMIN_EMAIL,
  PACT_ADMIN_PASSWORD,
  PACT_ADMIN_TOKEN,
  PACT_EXPIRED_TOKEN,
  PACT_REFRESH_TOKEN,
  PACT_STATES,
} from '../scripts/dev-api/pact-fixtures';
import { USER_IDS } from '../scripts/dev-api/demo-ids';
import type { MemoryStorage } from '../tests/unit/support/memory-storage';
import { authorizedAs, clock, freshSession, newPact, useMockApi } from './support';

const { like, integer } = MatchersV3;

const pact = newPact();

/** The token set the portal stores: it reads token, refreshToken and expiresIn, nothing else. */
const tokenSet = {
  token: like(PACT_ADMIN_TOKEN),
  refreshToken: like(PACT_REFRESH_TOKEN),
  expiresIn: integer(3600),
};

const credentials = { email: PACT_ADMIN_EMAIL, password: PACT_ADMIN_PASSWORD, captchaToken: null };
const signInBody = (password: string) => ({
  userName: PACT_ADMIN_EMAIL,
  password,
  captchaToken: null,
  redirectUrl: null,
});

/** What the login page shows for a failed sign-in (src/features/account/login-page.tsx). */
const loginFailureText = (error: unknown) =>
  isApiError(error, 400) ? 'Login failed: please contact us.' : 'Invalid login attempt.';

let storage: MemoryStorage;
beforeEach(() => {
  storage = freshSession();
});
afterEach(() => {
  clock.reset();
  rs.restoreAllMocks();
});

/** The session layer logs a warning for the failures these tests provoke; keep them out of the output. */
const quietWarnings = () => rs.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('POST /api/authentication/token/ (sign-in)', () => {
  it('stores the token set as the session when the e-mail and password are right', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminAccount)
      .uponReceiving('a sign-in with the right e-mail and password')
      .withRequest('POST', '/api/authentication/token/', (b) => b.jsonBody(signInBody(PACT_ADMIN_PASSWORD)))
      .willRespondWith(200, (b) => b.jsonBody(tokenSet))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await requestSession(credentials, null);
        expect(session.accessToken).toBe(PACT_ADMIN_TOKEN);
        expect(session.refreshToken).toBe(PACT_REFRESH_TOKEN);
        expect(session.expiresAt).toBe(clock.at + 3600 * 1000);
        expect(storage.getItem(storageKeys.accessToken)).toBe(PACT_ADMIN_TOKEN);
      });
  });

  it('fails as a bad request for a locked account, and the login page says to contact us', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminLocked)
      .uponReceiving('a sign-in to a locked account')
      .withRequest('POST', '/api/authentication/token/', (b) => b.jsonBody(signInBody(PACT_ADMIN_PASSWORD)))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await requestSession(credentials, null).catch((e: unknown) => e);
        expect(isApiError(error, 400)).toBe(true);
        expect(loginFailureText(error)).toBe('Login failed: please contact us.');
        expect(session.accessToken).toBeNull();
      });
  });

  it('fails as unauthorized for a wrong password, and the login page says the attempt is invalid', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminAccount)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/authentication/token/', (b) => b.jsonBody(signInBody('Wrong#2026')))
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await requestSession({ ...credentials, password: 'Wrong#2026' }, null).catch((e: unknown) => e);
        expect(isApiError(error, 401)).toBe(true);
        expect(loginFailureText(error)).toBe('Invalid login attempt.');
        expect(session.accessToken).toBeNull();
        expect(session.refreshToken).toBeNull();
      });
  });
});

describe('POST /api/authentication/refresh (the session middleware)', () => {
  /** A session started now with a one-minute token, then the clock moved past its (30 s early) expiry. */
  function expiredSession() {
    startSession({ token: PACT_EXPIRED_TOKEN, refreshToken: PACT_REFRESH_TOKEN, expiresIn: 60 });
    clock.advanceSeconds(61);
  }

  it('renews an expired token before an authenticated call, which then goes with the new token', async () => {
    pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a refresh with a valid refresh token')
      .withRequest('POST', '/api/authentication/refresh', (b) => b.jsonBody({ refreshToken: PACT_REFRESH_TOKEN }))
      .willRespondWith(200, (b) => b.jsonBody(tokenSet));
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the profile with the renewed token')
      .withRequest('GET', '/api/users/self/profile/', (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(200, (b) => b.jsonBody({ applicationUserId: like(USER_IDS.admin) }))
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        expiredSession();
        const { data } = await api.GET('/users/self/profile/');
        expect(data?.applicationUserId).toBe(USER_IDS.admin);
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
          'POST /api/authentication/refresh',
          'GET /api/users/self/profile/',
        ]);
        expect(sent[0]?.authorization).toBeNull();
        expect(sent[1]?.authorization).toBe(`Bearer ${PACT_ADMIN_TOKEN}`);
        expect(session.accessToken).toBe(PACT_ADMIN_TOKEN);
        expect(session.expiresAt).toBe(clock.at + 3600 * 1000);
      });
  });

  it('clears the session when the refresh is refused, and the call fails as 401 without being sent', async () => {
    pact
      .addInteraction()
      .given(PACT_STATES.adminRefreshTokenRevoked)
      .uponReceiving('a refresh with a revoked refresh token')
      .withRequest('POST', '/api/authentication/refresh', (b) => b.jsonBody({ refreshToken: PACT_REFRESH_TOKEN }))
      .willRespondWith(401);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminRefreshTokenRevoked)
      .uponReceiving('a revoke of a refresh token that was already revoked')
      .withRequest('POST', '/api/authentication/revoke', (b) => b.jsonBody({ refreshToken: PACT_REFRESH_TOKEN }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const warn = quietWarnings();
        let unauthorized = 0;
        const { sent } = useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        expiredSession();
        const error = await api.GET('/users/self/profile/').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).statusCode).toBe(401);
        expect(unauthorized).toBe(1);
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
          'POST /api/authentication/refresh',
          'POST /api/authentication/revoke',
        ]);
        expect(session).toMatchObject({ accessToken: null, expiresAt: null, refreshToken: null });
        expect(storage.length).toBe(0);
        expect(warn).toHaveBeenCalledWith(
          '[session] The session could not be refreshed; signing out.',
          expect.any(ApiError),
        );
      });
  });
});

describe('POST /api/authentication/revoke (sign-out)', () => {
  it('clears every stored credential when the refresh token is revoked', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a revoke of a valid refresh token')
      .withRequest('POST', '/api/authentication/revoke', (b) => b.jsonBody({ refreshToken: PACT_REFRESH_TOKEN }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        startSession({ token: PACT_ADMIN_TOKEN, refreshToken: PACT_REFRESH_TOKEN, expiresIn: 3600 });
        await signOut();
        expect(session).toMatchObject({ accessToken: null, expiresAt: null, refreshToken: null });
        expect(storage.length).toBe(0);
      });
  });

  // docs/product-decisions.md "Serving and sign-out": the refresh token is kept only to retry the revoke
  // at the next start, apart from the session, which it never restores or refreshes.
  it('when the revoke fails, clears the session and keeps the refresh token only to retry the revoke', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminLocked)
      .uponReceiving('a revoke of a refresh token of a locked account')
      .withRequest('POST', '/api/authentication/revoke', (b) => b.jsonBody({ refreshToken: PACT_REFRESH_TOKEN }))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        const warn = quietWarnings();
        useMockApi(mockServer.url);
        startSession({ token: PACT_ADMIN_TOKEN, refreshToken: PACT_REFRESH_TOKEN, expiresIn: 3600 });
        await signOut();
        expect(warn).toHaveBeenCalledOnce();
        expect(session).toMatchObject({ accessToken: null, expiresAt: null, refreshToken: null });
        expect(storage.getItem(storageKeys.accessToken)).toBeNull();
        expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
        expect(storage.getItem(PENDING_REVOKE_KEY)).toBe(PACT_REFRESH_TOKEN);
      });
  });

  it('at the next start, revokes the refresh token a failed sign-out kept, then forgets it', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a revoke, at start-up, of the refresh token a failed sign-out kept')
      .withRequest('POST', '/api/authentication/revoke', (b) => b.jsonBody({ refreshToken: PACT_REFRESH_TOKEN }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        storage.setItem(PENDING_REVOKE_KEY, PACT_REFRESH_TOKEN);
        await revokePending();
        expect(storage.length).toBe(0);
        expect(session).toMatchObject({ accessToken: null, refreshToken: null });
      });
  });
});
