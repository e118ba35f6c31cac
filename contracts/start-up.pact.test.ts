/**
 * The start-up pipeline (spec document 1 sections 2, 7 and 8; document 2 section 7): the profile, the
 * user's enterprises, the member settings of the selected enterprise and the translation catalogue.
 * Each test drives the real code (the profile query options the signed-in area uses, the generated
 * client with its session middleware, loadCatalogue) against the Pact mock server.
 */
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { api, createApiClient } from '../src/api/client';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import { memberSettingsQuery, profileQuery } from '../src/features/shell/api';
import { loadCatalogue } from '../src/i18n/catalogue';

import { ENTERPRISE_IDS, USER_IDS } from '../scripts/dev-api/demo-ids';
import {
  PACT_ADMIN_TOKEN,
  PACT_EXPIRED_TOKEN,
  PACT_STATES,
  PACT_UNKNOWN_LOCALE,
} from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, freshSession, newPact, signedInWith, useMockApi } from './support';

const { like, integer, boolean, eachLike, uuid, eachValueMatches, string } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;

/** One enterprise as the switcher and the entry logic read it. */
const enterprise = { externalEnterpriseId: uuid(ACME), enterpriseName: like('Acme Corp') };

/** A session the portal considers valid: the token is fresh by the portal's clock. */

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
  rs.restoreAllMocks();
});

describe('GET /api/users/self/profile/', () => {
  it('gives the entry logic the user, the terms consent, the role and the first enterprises', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the profile of a signed-in user')
      .withRequest('GET', '/api/users/self/profile/', (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          applicationUserId: like(USER_IDS.admin),
          userFirstName: like('Ada'),
          userLastName: like('Admin'),
          email: like('admin@acme.test'),
          terms: { privacyAndTerms: boolean(true) },
          role: integer(0),
          enterprises: eachLike(enterprise),
          totalCount: integer(3),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const profile = await createQueryClient().fetchQuery(profileQuery());
        expect(profile).toMatchObject({
          applicationUserId: USER_IDS.admin,
          userFirstName: 'Ada',
          userLastName: 'Admin',
          email: 'admin@acme.test',
          terms: { privacyAndTerms: true },
          role: 0,
          totalCount: 3,
        });
        expect(profile.enterprises[0]).toEqual({ externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' });
      });
  });

  it('fails as 401 when the API no longer accepts the token, and the portal is sent to login', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminTokenExpired)
      .uponReceiving('a request for the profile with an access token the API no longer accepts')
      .withRequest('GET', '/api/users/self/profile/', (b) => b.headers(authorizedAs(PACT_EXPIRED_TOKEN)))
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_EXPIRED_TOKEN);
        const error = await createQueryClient()
          .fetchQuery(profileQuery())
          .catch((e: unknown) => e);
        expect(isApiError(error, 401)).toBe(true);
        expect(unauthorized).toBe(1);
      });
  });
});

describe('GET /api/users/self/enterprises/', () => {
  const page = { enterprises: eachLike(enterprise), totalCount: integer(3) };

  it('lists the first page of 25 of the user enterprises with the total', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the first page of the user enterprises')
      .withRequest('GET', '/api/users/self/enterprises/', (b) =>
        b.query({ pageIndex: '0', numberOfItemsPerPage: '25' }).headers(authorizedAs(PACT_ADMIN_TOKEN)),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const { data } = await api.GET('/users/self/enterprises/', {
          params: { query: { pageIndex: 0, numberOfItemsPerPage: 25 } },
        });
        expect(data?.totalCount).toBe(3);
        expect(data?.enterprises[0]).toEqual({ externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' });
      });
  });

  it('lists the enterprises whose name matches a search term', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a search of the user enterprises by name')
      .withRequest('GET', '/api/users/self/enterprises/', (b) =>
        b
          .query({ pageIndex: '0', numberOfItemsPerPage: '25', searchTerm: 'Acme' })
          .headers(authorizedAs(PACT_ADMIN_TOKEN)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ enterprises: eachLike(enterprise), totalCount: integer(1) }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const { data } = await api.GET('/users/self/enterprises/', {
          params: { query: { pageIndex: 0, numberOfItemsPerPage: 25, searchTerm: 'Acme' } },
        });
        expect(data?.totalCount).toBe(1);
        expect(data?.enterprises.map((e) => e.enterpriseName)).toEqual(['Acme Corp']);
      });
  });
});

describe('GET /api/enterprise/{enterpriseId}/member-settings/', () => {
  const path = `/api/enterprise/${ACME}/member-settings/`;
  /** The query the signed-in area runs, with its own middleware (a 401 is the caller's), through the app's QueryClient. */
  const memberSettings = () => createQueryClient().fetchQuery(memberSettingsQuery(ACME));

  it('gives the role that counts in the selected enterprise', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the member settings of an enterprise the user belongs to')
      .withRequest('GET', path, (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(200, (b) => b.jsonBody({ externalEnterpriseId: uuid(ACME), role: integer(0) }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await memberSettings()).toMatchObject({ externalEnterpriseId: ACME, role: 0 });
      });
  });

  it('fails as 401 when the API no longer accepts the token: the portal shows not-found and keeps the user signed in', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminTokenExpired)
      .uponReceiving('a request for member settings with an access token the API no longer accepts')
      .withRequest('GET', path, (b) => b.headers(authorizedAs(PACT_EXPIRED_TOKEN)))
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_EXPIRED_TOKEN);
        const error = await memberSettings().catch((e: unknown) => e);
        expect(isApiError(error, 401)).toBe(true);
        // Unlike the profile's 401 above: the query's middleware keeps the client from sending the user to login.
        expect(unauthorized).toBe(0);
      });
  });

  it('fails as 404 for an enterprise the user no longer belongs to (the portal shows the error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminLeftAcme)
      .uponReceiving('a request for the member settings of an enterprise the user does not belong to')
      .withRequest('GET', path, (b) => b.headers(authorizedAs(PACT_ADMIN_TOKEN)))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await memberSettings().catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /{locale}/localization/ (at the site origin)', () => {
  it('loads the catalogue of a locale as a key-to-text map', async () => {
    const sample = {
      'login.title': 'Iniciar sessão',
      'login.error.invalid': 'Tentativa de início de sessão inválida.',
    };
    await pact
      .addInteraction()
      .given(PACT_STATES.ptPtCatalogue)
      .uponReceiving('a request for the pt-pt catalogue')
      .withRequest('GET', '/pt-pt/localization/')
      .willRespondWith(200, (b) => b.jsonBody(eachValueMatches(sample, string('any text'))))
      .executeTest(async (mockServer) => {
        const siteClient = createApiClient({ baseUrl: `${mockServer.url}/` });
        expect(await loadCatalogue(siteClient, 'pt-pt', { retryDelayMs: 0 })).toEqual(sample);
      });
  });

  it('abandons an unknown locale after its retries, so the built-in English texts apply', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    await pact
      .addInteraction()
      .given(PACT_STATES.noCatalogue)
      .uponReceiving('a request for the catalogue of a locale that has none')
      .withRequest('GET', `/${PACT_UNKNOWN_LOCALE}/localization/`)
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        const siteClient = createApiClient({ baseUrl: `${mockServer.url}/` });
        expect(await loadCatalogue(siteClient, PACT_UNKNOWN_LOCALE, { retryDelayMs: 0 })).toBeNull();
      });
    expect(warn).toHaveBeenCalledWith(
      `[i18n] The ${PACT_UNKNOWN_LOCALE} catalogue was abandoned; the built-in English texts apply.`,
    );
  });
});
