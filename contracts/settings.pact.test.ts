/**
 * The calls of the Settings area's Profile, Notifications and Billing pages (spec document 1 sections 7
 * and 8; docs/product-decisions.md "The Settings area"; docs/demo-data.md: Acme Corp's notification settings, billing and
 * principal manager, Initech without one, no picture until one is uploaded). Each test drives the
 * page's own call (src/features/shell/api.ts profilePhotoQuery, src/features/settings/profile/api.ts,
 * src/features/settings/notifications/api.ts, src/features/settings/billing/api.ts) through the generated client against
 * the Pact mock server, one interaction per outcome the pages handle:
 * - the picture: none (url null), one (any URL of the site or an https address); the upload: stored
 *   (204), refused (400, a file that is not an image);
 * - the notification settings: read (200), a Viewer refused (403); saved (204), failed (500), a
 *   Viewer refused (403);
 * - the billing information: read (200), a Viewer refused (403); the billing contact: read (200), a
 *   Viewer refused (403), saved (204), refused (400), failed (500); the countries (200);
 * - the principal manager: Acme Corp's (200), none for Initech (404).
 *
 * The upload is sent as the page sends it, the multipart field `file`. The page passes `onProgress`,
 * which sends the same request through XMLHttpRequest (src/api/upload.ts); Node has none, so here the
 * request goes through the client's fetch. Pact JS 16.2.0 (`multipartBody`, pact_ffi's
 * with_multipart_file) matches the body part by part: the mock server refuses an upload without the
 * part `file`, one whose part declares another content type, and one whose bytes are of another type
 * (it sniffs them), so these interactions pin the field, the type and real PNG bytes. The
 * `Content-Type` header is matched by a regex (any boundary); the pact's example body uses a fixed
 * boundary, so the pact is the same on every run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import {
  billingContactQuery,
  billingInformationQuery,
  countriesQuery,
  updateBillingContact,
} from '../src/features/settings/billing/api';
import { notificationSettingsQuery, updateNotificationSettings } from '../src/features/settings/notifications/api';
import { principalManagerQuery, updateProfilePhoto } from '../src/features/settings/profile/api';
import { profilePhotoQuery } from '../src/features/shell/api';

import { DEMO_PICTURE_PNG_BASE64, ENTERPRISE_IDS, USER_IDS } from '../scripts/dev-api/demo-ids';
import { PACT_ADMIN_TOKEN, PACT_STATES, PACT_VIEWER_TOKEN } from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, failure, freshSession, newPact, signedInWith, useMockApi } from './support';

const { boolean, eachLike, regex, string } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;
const client = () => createQueryClient();

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

describe('the profile picture: GET and PUT /api/users/self/photo/', () => {
  const path = '/api/users/self/photo/';
  const PNG = Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64');
  const TEXT = 'This is not a picture.\n';
  const BOUNDARY = 'pact-picture-boundary';
  /** Pact reads a multipart example from a file: the PNG and the text file, written once. */
  let folder = '';
  const file = (name: string) => join(folder, name);
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'pact-picture-'));
    writeFileSync(file('picture.png'), PNG);
    writeFileSync(file('notes.txt'), TEXT);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('has no picture: the avatars show the initials (url null)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the picture of a user who has none')
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) => b.jsonBody({ url: null }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(profilePhotoQuery())).toEqual({ url: null });
      });
  });

  it("gives the picture's URL: a path of the site or an https address", async () => {
    const example = `/api/__files__/photos/${USER_IDS.admin}?v=1`;
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminHasPicture)
      .uponReceiving('a request for the picture of a user who has one')
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) => b.jsonBody({ url: regex('^(https?://[^/\\s]+)?/\\S*$', example) }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(profilePhotoQuery())).toEqual({ url: example });
      });
  });

  it('stores a PNG sent as the multipart field "file" (204)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('an upload of a PNG picture')
      .withRequest('PUT', path, (b) =>
        b.headers(authorizedAs()).multipartBody('image/png', file('picture.png'), 'file', BOUNDARY),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const picture = new File([new Uint8Array(PNG)], 'me.png', { type: 'image/png' });
        await expect(updateProfilePhoto(picture)).resolves.toBeUndefined();
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${path}`]);
      });
  });

  it('refuses a file that is not an image (400): the page says which pictures it takes', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('an upload of a text file as the picture')
      .withRequest('PUT', path, (b) =>
        b.headers(authorizedAs()).multipartBody('text/plain', file('notes.txt'), 'file', BOUNDARY),
      )
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const notes = new File([TEXT], 'notes.txt', { type: 'text/plain' });
        expect(isApiError(await failure(updateProfilePhoto(notes)), 400)).toBe(true);
      });
  });
});

describe('the notification settings: GET and PUT /api/enterprise/{enterpriseId}/settings/', () => {
  const path = `/api/enterprise/${ACME}/settings/`;
  const changed = { apiNotifications: false, projectNotifications: true };

  it("reads Acme Corp's settings: API notifications on, project notifications off", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeNotificationSettings)
      .uponReceiving("a request for Acme Corp's notification settings")
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ apiNotifications: boolean(true), projectNotifications: boolean(false) }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(notificationSettingsQuery(ACME))).toEqual({
          apiNotifications: true,
          projectNotifications: false,
        });
      });
  });

  it('refuses a Viewer the settings (403): the page shows its no-access state', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a request for the notification settings by a Viewer')
      .withRequest('GET', path, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(notificationSettingsQuery(ACME))), 403)).toBe(true);
      });
  });

  it('saves the settings (204)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a change of the notification settings by an Admin')
      .withRequest('PUT', path, (b) => b.headers(authorizedAs()).jsonBody(changed))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(updateNotificationSettings(ACME, changed)).resolves.toBeUndefined();
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${path}`]);
      });
  });

  it('fails to save when the API cannot store them (500): the page keeps the choices', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.enterpriseStorageDown)
      .uponReceiving('a change of the notification settings while the API cannot reach its enterprise storage')
      .withRequest('PUT', path, (b) => b.headers(authorizedAs()).jsonBody(changed))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(updateNotificationSettings(ACME, changed)), 500)).toBe(true);
      });
  });

  it("refuses a Viewer's change (403)", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a change of the notification settings by a Viewer')
      .withRequest('PUT', path, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)).jsonBody(changed))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(updateNotificationSettings(ACME, changed)), 403)).toBe(true);
      });
  });
});

describe('the billing information: GET /api/{enterpriseId}/billing/information/', () => {
  const path = `/api/${ACME}/billing/information/`;

  it("reads Acme Corp's: United States, no VAT number, USD", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeBilling)
      .uponReceiving("a request for Acme Corp's billing information")
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          companyName: string('Acme Corp'),
          countryCode: string('US'),
          vatNumber: null,
          currency: string('USD'),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(billingInformationQuery(ACME))).toEqual({
          companyName: 'Acme Corp',
          countryCode: 'US',
          vatNumber: null,
          currency: 'USD',
        });
      });
  });

  it('refuses a Viewer (403): the page shows its no-access state', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a request for the billing information by a Viewer')
      .withRequest('GET', path, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(billingInformationQuery(ACME))), 403)).toBe(true);
      });
  });
});

describe('the billing contact: GET and PUT /api/{enterpriseId}/billing/contact/', () => {
  const path = `/api/${ACME}/billing/contact/`;
  const changed = { name: 'Accounts Payable', email: 'invoices@acme.test', phone: '+1 555 0199' };

  it("reads Acme Corp's: Accounts Payable, billing@acme.test, +1 555 0100", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeBilling)
      .uponReceiving("a request for Acme Corp's billing contact")
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          name: string('Accounts Payable'),
          email: string('billing@acme.test'),
          phone: string('+1 555 0100'),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(billingContactQuery(ACME))).toEqual({
          name: 'Accounts Payable',
          email: 'billing@acme.test',
          phone: '+1 555 0100',
        });
      });
  });

  it('refuses a Viewer the contact (403)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a request for the billing contact by a Viewer')
      .withRequest('GET', path, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)))
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(billingContactQuery(ACME))), 403)).toBe(true);
      });
  });

  it('saves the contact (204)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeBilling)
      .uponReceiving('a change of the billing contact by an Admin')
      .withRequest('PUT', path, (b) => b.headers(authorizedAs()).jsonBody(changed))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(updateBillingContact(ACME, changed)).resolves.toBeUndefined();
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${path}`]);
      });
  });

  it('refuses a contact the API does not accept (400): an e-mail address without a domain', async () => {
    const refused = { name: 'Accounts Payable', email: 'billing@acme', phone: null };
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeBilling)
      .uponReceiving('a change of the billing contact to an e-mail address without a domain')
      .withRequest('PUT', path, (b) => b.headers(authorizedAs()).jsonBody(refused))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(updateBillingContact(ACME, refused)), 400)).toBe(true);
      });
  });

  it('fails to save when the API cannot store it (500): the form keeps what was typed', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.enterpriseStorageDown)
      .uponReceiving('a change of the billing contact while the API cannot reach its enterprise storage')
      .withRequest('PUT', path, (b) => b.headers(authorizedAs()).jsonBody(changed))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(updateBillingContact(ACME, changed)), 500)).toBe(true);
      });
  });
});

describe('the countries: GET /api/countries/', () => {
  it("lists each country's code and name (the billing information names its country)", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a request for the countries')
      .withRequest('GET', '/api/countries/', (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody(eachLike({ countryCode: string('US'), countryName: string('United States') })),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(countriesQuery())).toEqual([
          { countryCode: 'US', countryName: 'United States' },
        ]);
      });
  });
});

describe('the principal manager: GET /api/{enterpriseId}/customer-success-managers/principal', () => {
  it("gives Acme Corp's: Paula Principal, shown as 'Principal' with a mailto link", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmePrincipal)
      .uponReceiving("a request for Acme Corp's principal manager")
      .withRequest('GET', `/api/${ACME}/customer-success-managers/principal`, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          firstName: string('Paula'),
          lastName: string('Principal'),
          email: string('principal@acme.test'),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(principalManagerQuery(ACME))).toEqual({
          firstName: 'Paula',
          lastName: 'Principal',
          email: 'principal@acme.test',
        });
      });
  });

  it('answers 404 for Initech, which has none: the page lists the other managers only', async () => {
    const initech = ENTERPRISE_IDS.initech;
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.initechWithoutPrincipal)
      .uponReceiving('a request for the principal manager of an enterprise without one')
      .withRequest('GET', `/api/${initech}/customer-success-managers/principal`, (b) => b.headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(client().fetchQuery(principalManagerQuery(initech))), 404)).toBe(true);
      });
  });
});
