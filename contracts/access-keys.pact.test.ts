/**
 * API access keys (spec document 2 sections 3, 4, 7 and 8): permissions, list, create (with its
 * one-time secret), edit, fetch by id and delete. Each test drives the portal's own code (the query
 * options and call functions of src/features/access-keys/api.ts, its duplicate-name signal and its
 * permission titles) through the generated client and its session middleware against the Pact mock
 * server. One interaction per outcome the UI handles:
 * - success;
 * - a name refused as DuplicatedAccessKeyName (create and edit: the in-form AccessKeyNameInUse);
 * - any other failure (the page is replaced by the error page): a viewer's 403, an unknown key's 404;
 * - a 401 (the list, the first call of every key page): the session layer sends the user to login and
 *   the page does not go to the error page.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import {
  accessKeyByIdQuery,
  accessKeysQuery,
  createAccessKey,
  deleteAccessKey,
  isDuplicatedAccessKeyName,
  permissionsQuery,
  updateAccessKey,
} from '../src/features/access-keys/api';
import { permissionFromQuery, permissionTitleOf } from '../src/features/access-keys/permissions';
import { createPortalIntl } from '../src/i18n/intl';

import { ACCESS_KEY_IDS, ENTERPRISE_IDS, PERMISSION_IDS } from '../scripts/dev-api/demo-ids';
import { PACT_ADMIN_TOKEN, PACT_EXPIRED_TOKEN, PACT_STATES, PACT_VIEWER_TOKEN } from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, failure, freshSession, newPact, signedInWith, useMockApi } from './support';

const { like, eachLike, nullValue, string } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;
const BASE = `/api/${ACME}/authenticationManager`;
const UNKNOWN_KEY = 'AKIAUNKNOWN000000000';
const ISO = '2025-05-04T08:12:00.000Z';
const english = createPortalIntl('en-us', null);
const DUPLICATED = { code: 'DuplicatedAccessKeyName' };

const client = () => createQueryClient();

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

describe('GET /api/{enterpriseId}/authenticationManager/permissions/', () => {
  it('lists the permission descriptors: the first is the default, their title keys give the texts', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('a request for the permissions an access key can have')
      .withRequest('GET', `${BASE}/permissions/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          permissionDescriptors: eachLike({
            permissionId: string(PERMISSION_IDS.readOnly),
            permissionTitleResourceKey: string('AccessKeyPermissionReadOnlyTitle'),
            permissionSubTitleResourceKey: string('AccessKeyPermissionReadOnlySubtitle'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const { permissionDescriptors } = await client().fetchQuery(permissionsQuery(ACME));
        expect(permissionDescriptors[0]?.permissionId).toBe(PERMISSION_IDS.readOnly);
        expect(permissionTitleOf(english, permissionDescriptors, PERMISSION_IDS.readOnly)).toBe('Read only');
        expect(permissionFromQuery(permissionDescriptors, 'ReadOnly')?.permissionId).toBe(PERMISSION_IDS.readOnly);
      });
  });

  it('is refused with 403 for a viewer (the page is replaced by the error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a request for the access-key permissions by a viewer')
      .withRequest('GET', `${BASE}/permissions/`, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(permissionsQuery(ACME))), 403)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/authenticationManager/key/', () => {
  it('lists the keys with name, id, permission, creation and last use, never a secret', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeOneUsedAccessKey)
      .uponReceiving('a request for the access keys of an enterprise')
      .withRequest('GET', `${BASE}/key/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          keys: eachLike({
            accessKeyName: like('CI pipeline'),
            accessKeyID: like(ACCESS_KEY_IDS.ciPipeline),
            permission: like(PERMISSION_IDS.readWrite),
            createdAt: like(ISO),
            lastUsed: like('2026-03-10T06:30:00.000Z'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const { keys } = await client().fetchQuery(accessKeysQuery(ACME));
        expect(keys[0]).toEqual({
          accessKeyName: 'CI pipeline',
          accessKeyID: ACCESS_KEY_IDS.ciPipeline,
          permission: PERMISSION_IDS.readWrite,
          createdAt: ISO,
          lastUsed: '2026-03-10T06:30:00.000Z',
        });
        expect(JSON.stringify(keys)).not.toMatch(/secret/i);
      });
  });

  it('is an empty list for an enterprise without keys (the empty state)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeNoAccessKeys)
      .uponReceiving('a request for the access keys of an enterprise that has none')
      .withRequest('GET', `${BASE}/key/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) => b.jsonBody({ keys: [] }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect((await client().fetchQuery(accessKeysQuery(ACME))).keys).toEqual([]);
      });
  });

  it('fails as 401 when the API no longer accepts the token: the portal is sent to login, not to the error page', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminTokenExpired)
      .uponReceiving('a request for the access keys with an access token the API no longer accepts')
      .withRequest('GET', `${BASE}/key/`, (b) => b.headers(authorizedAs(PACT_EXPIRED_TOKEN)))
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_EXPIRED_TOKEN);
        const error = await failure(client().fetchQuery(accessKeysQuery(ACME)));
        // A 401 is the session layer's (it sends the user to login); the page's useFailPage ignores it.
        expect(isApiError(error, 401)).toBe(true);
        expect(unauthorized).toBe(1);
      });
  });

  it('is refused with 403 for a viewer (the page is replaced by the error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a request for the access keys by a viewer')
      .withRequest('GET', `${BASE}/key/`, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(accessKeysQuery(ACME))), 403)).toBe(true);
      });
  });
});

describe('POST /api/{enterpriseId}/authenticationManager/key/', () => {
  const body = { accessKeyName: 'Nightly build', permission: PERMISSION_IDS.readOnly };

  it('creates a key and answers its id and its secret, the one time the secret is sent', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('the creation of an access key')
      .withRequest('POST', `${BASE}/key/`, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          accessKeyID: like('AKIANEW0000000000001'),
          accessKeySecret: like('w6b8cQ2fXoZ1n4Lr9TtYkAe3PsVmUj7hGdRq0iNc'),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const created = await createAccessKey(ACME, body);
        expect(created).toEqual({
          accessKeyID: 'AKIANEW0000000000001',
          accessKeySecret: 'w6b8cQ2fXoZ1n4Lr9TtYkAe3PsVmUj7hGdRq0iNc',
        });
      });
  });

  it('refuses a name another key has with 409 DuplicatedAccessKeyName (the in-form message)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('the creation of an access key with the name of another key')
      .withRequest('POST', `${BASE}/key/`, (b) =>
        b.headers(authorizedAs()).jsonBody({ accessKeyName: 'CI pipeline', permission: PERMISSION_IDS.readOnly }),
      )
      .willRespondWith(409, (b) => b.jsonBody(DUPLICATED))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await failure(
          createAccessKey(ACME, { accessKeyName: 'CI pipeline', permission: PERMISSION_IDS.readOnly }),
        );
        expect(isApiError(error, 409)).toBe(true);
        expect(isDuplicatedAccessKeyName(error)).toBe(true);
      });
  });

  it('is refused with 403 for a viewer (the page is replaced by the error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('the creation of an access key by a viewer')
      .withRequest('POST', `${BASE}/key/`, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)).jsonBody(body))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        const error = await failure(createAccessKey(ACME, body));
        expect(isApiError(error, 403)).toBe(true);
        expect(isDuplicatedAccessKeyName(error)).toBe(false);
      });
  });
});

describe('PUT /api/{enterpriseId}/authenticationManager/key/', () => {
  it('renames a key and changes its permission (204)', async () => {
    const body = {
      accessKeyID: ACCESS_KEY_IDS.staging,
      accessKeyName: 'Staging EU',
      permission: PERMISSION_IDS.readOnly,
    };
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('an edit of an access key')
      .withRequest('PUT', `${BASE}/key/`, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(updateAccessKey(ACME, body)).resolves.toBeUndefined();
      });
  });

  it('refuses the name of another key with 409 DuplicatedAccessKeyName (the in-form message)', async () => {
    const body = {
      accessKeyID: ACCESS_KEY_IDS.staging,
      accessKeyName: 'Data export',
      permission: PERMISSION_IDS.readWrite,
    };
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('an edit of an access key to the name of another key')
      .withRequest('PUT', `${BASE}/key/`, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(409, (b) => b.jsonBody(DUPLICATED))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isDuplicatedAccessKeyName(await failure(updateAccessKey(ACME, body)))).toBe(true);
      });
  });

  it('answers 404 for a key that does not exist (the page is replaced by the error page)', async () => {
    const body = { accessKeyID: UNKNOWN_KEY, accessKeyName: 'Ghost', permission: PERMISSION_IDS.readOnly };
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('an edit of an access key that does not exist')
      .withRequest('PUT', `${BASE}/key/`, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await failure(updateAccessKey(ACME, body));
        expect(isApiError(error, 404)).toBe(true);
        expect(isDuplicatedAccessKeyName(error)).toBe(false);
      });
  });
});

describe('POST /api/{enterpriseId}/authenticationManager/keyById/', () => {
  it('gives one key for the edit page, without its secret; a key never used has no last use', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('a request for one access key by its id')
      .withRequest('POST', `${BASE}/keyById/`, (b) =>
        b.headers(authorizedAs()).jsonBody({ accessKeyID: ACCESS_KEY_IDS.staging }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          accessKeyName: like('Staging'),
          accessKeyID: like(ACCESS_KEY_IDS.staging),
          permission: like(PERMISSION_IDS.readWrite),
          createdAt: like('2026-01-05T10:00:00.000Z'),
          lastUsed: nullValue(),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const key = await client().fetchQuery(accessKeyByIdQuery(ACME, ACCESS_KEY_IDS.staging));
        expect(key).toMatchObject({
          accessKeyName: 'Staging',
          accessKeyID: ACCESS_KEY_IDS.staging,
          permission: PERMISSION_IDS.readWrite,
          lastUsed: null,
        });
        expect(JSON.stringify(key)).not.toMatch(/secret/i);
      });
  });

  it('answers 404 for a key that does not exist (the page is replaced by the error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('a request for an access key that does not exist')
      .withRequest('POST', `${BASE}/keyById/`, (b) => b.headers(authorizedAs()).jsonBody({ accessKeyID: UNKNOWN_KEY }))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(accessKeyByIdQuery(ACME, UNKNOWN_KEY))), 404)).toBe(true);
      });
  });
});

describe('DELETE /api/{enterpriseId}/authenticationManager/key/?accessKeyID=', () => {
  it('deletes a key (204)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('the deletion of an access key')
      .withRequest('DELETE', `${BASE}/key/`, (b) =>
        b.query({ accessKeyID: ACCESS_KEY_IDS.staging }).headers(authorizedAs()),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(deleteAccessKey(ACME, ACCESS_KEY_IDS.staging)).resolves.toBeUndefined();
      });
  });

  it('answers 404 for a key that does not exist (the generic error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeAccessKeys)
      .uponReceiving('the deletion of an access key that does not exist')
      .withRequest('DELETE', `${BASE}/key/`, (b) => b.query({ accessKeyID: UNKNOWN_KEY }).headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(deleteAccessKey(ACME, UNKNOWN_KEY)), 404)).toBe(true);
      });
  });
});
