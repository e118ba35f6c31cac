/**
 * Cookie preferences of the signed-in user (spec document 2 sections 4, 7 and 8): reading the stored
 * preferences on load (never chosen → the choice on this device is used; chosen → applied here), and
 * saving a choice; a failure of either sends the user to the generic error page. Each test drives the
 * portal's own code (src/features/consent/cookie-sync.ts and cookie-preferences.ts) through the
 * generated client against the Pact mock server.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import {
  analyticsAllowed,
  chooseCookiePreferences,
  clearCookiePreferences,
  cookiePreferences,
  sessionRecordingAllowed,
} from '../src/features/consent/cookie-preferences';
import {
  applyServerPreferences,
  cookiePreferencesQuery,
  saveCookiePreferences,
} from '../src/features/consent/cookie-sync';
import { startSession } from '../src/session/start-session';
import { PACT_ADMIN_TOKEN, PACT_REFRESH_TOKEN, PACT_STATES } from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, freshSession, newPact, useMockApi } from './support';

const { boolean } = MatchersV3;

const pact = newPact();
const signedIn = () => startSession({ token: PACT_ADMIN_TOKEN, refreshToken: PACT_REFRESH_TOKEN, expiresIn: 3600 });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(() => {
  freshSession();
  clearCookiePreferences();
});
afterEach(() => {
  clock.reset();
});

describe('GET /api/users/self/cookies/', () => {
  it('essentials null (never chosen): the choice made on this device is used, and handed back to be saved', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the cookie preferences of a user who never chose')
      .withRequest('GET', '/api/users/self/cookies/', (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(200, (b) => b.jsonBody({ essentials: null, googleAnalytics: null, mouseFlow: null }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedIn();
        chooseCookiePreferences({ googleAnalytics: true, mouseFlow: false });
        const stored = await createQueryClient().fetchQuery(cookiePreferencesQuery());
        expect(applyServerPreferences(stored)).toEqual({ googleAnalytics: true, mouseFlow: false });
        expect(analyticsAllowed()).toBe(true);
      });
  });

  it('a stored choice is applied on this device (the banner no longer shows)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminCookiesStored)
      .uponReceiving('a request for the stored cookie preferences of a user who chose')
      .withRequest('GET', '/api/users/self/cookies/', (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ essentials: boolean(true), googleAnalytics: boolean(true), mouseFlow: boolean(false) }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedIn();
        const stored = await createQueryClient().fetchQuery(cookiePreferencesQuery());
        expect(applyServerPreferences(stored)).toBeNull();
        expect(cookiePreferences.pristine).toBe(false);
        expect(analyticsAllowed()).toBe(true);
        expect(sessionRecordingAllowed()).toBe(false);
      });
  });

  it('fails with a server error when the API cannot reach its storage (the portal shows the generic error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a request for the cookie preferences while the account storage is down')
      .withRequest('GET', '/api/users/self/cookies/', (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedIn();
        const client = createQueryClient();
        client.setDefaultOptions({ queries: { retry: false } });
        const error = await failureOf(client.fetchQuery(cookiePreferencesQuery()));
        expect(isApiError(error, 500)).toBe(true);
      });
  });
});

describe('POST /api/users/self/cookies/accept/', () => {
  it('saves the choice, essentials always on', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a cookie choice of a signed-in user')
      .withRequest('POST', '/api/users/self/cookies/accept/', (b) =>
        b
          .headers(authorizedAs(PACT_ADMIN_TOKEN))
          .jsonBody({ essentials: true, googleAnalytics: true, mouseFlow: false }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedIn();
        await expect(saveCookiePreferences({ googleAnalytics: true, mouseFlow: false })).resolves.toBeUndefined();
      });
  });

  it('fails with a server error when the API cannot reach its storage (the portal shows the generic error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a cookie choice while the account storage is down')
      .withRequest('POST', '/api/users/self/cookies/accept/', (b) =>
        b
          .headers(authorizedAs(PACT_ADMIN_TOKEN))
          .jsonBody({ essentials: true, googleAnalytics: false, mouseFlow: false }),
      )
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedIn();
        const error = await failureOf(saveCookiePreferences({ googleAnalytics: false, mouseFlow: false }));
        expect(isApiError(error, 500)).toBe(true);
      });
  });
});
