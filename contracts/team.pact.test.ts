/**
 * The Team page's calls (spec document 1 section 7; docs/product-decisions.md "The Settings area"; docs/demo-data.md: Acme
 * Corp's 30 members and 3 pending invitations). Each test drives the page's own calls
 * (src/features/settings/team/api.ts) through the generated client against the Pact mock server, one
 * interaction per outcome the page handles:
 * - the members a page at a time (25, then the last 5) and sorted by each sortable column;
 * - the pending invitations, sorted as the page shows them (by invitation date, ascending);
 * - the e-mail check: in use, free;
 * - the invitation: sent (204), an address of a member (409), a Viewer refused (403), any other
 *   failure (500); the reminder (the invitation again for an invited address): sent (204), failed (500).
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import {
  emailInUseQuery,
  invitationsPageQuery,
  inviteMember,
  membersPageQuery,
  type MembersView,
} from '../src/features/settings/team/api';
import { Role } from '../src/domain/roles';

import { ENTERPRISE_IDS } from '../scripts/dev-api/demo-ids';
import { PACT_ADMIN_TOKEN, PACT_STATES, PACT_VIEWER_TOKEN } from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, failure, freshSession, newPact, signedInWith, useMockApi } from './support';

const { eachLike, integer, string, datetime } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;
const client = () => createQueryClient();

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

const member = (example: { firstName: string; lastName: string; email: string; role: number }) => ({
  applicationUserId: string('20000000-0000-4000-8000-000000000001'),
  firstName: string(example.firstName),
  lastName: string(example.lastName),
  email: string(example.email),
  role: integer(example.role),
});

describe('GET /api/enterprises/{enterpriseId}/enterprise-users/', () => {
  const query = ({ pageNumber, sortBy, descSort }: MembersView) => ({
    pageNumber: String(pageNumber),
    itemsPerPage: '25',
    sortBy,
    descSort: String(descSort),
  });

  it.each([
    {
      view: { pageNumber: 0, sortBy: 'name', descSort: false } as MembersView,
      description: 'the first page of the members by name',
      first: { firstName: 'Aaron', lastName: 'Abbott', email: 'member01@acme.test', role: Role.Viewer },
      rows: 25,
    },
    {
      view: { pageNumber: 1, sortBy: 'name', descSort: false } as MembersView,
      description: 'the second and last page of the members by name',
      first: { firstName: 'Tara', lastName: 'Thompson', email: 'member20@acme.test', role: Role.Admin },
      rows: 5,
    },
    {
      view: { pageNumber: 0, sortBy: 'email', descSort: true } as MembersView,
      description: 'the first page of the members by e-mail, descending',
      first: { firstName: 'Victor', lastName: 'Viewer', email: 'viewer@acme.test', role: Role.Viewer },
      rows: 25,
    },
    {
      view: { pageNumber: 0, sortBy: 'role', descSort: false } as MembersView,
      description: 'the first page of the members by role',
      first: { firstName: 'Ada', lastName: 'Admin', email: 'admin@acme.test', role: Role.Admin },
      rows: 25,
    },
  ])('lists $description (30 in all)', async ({ view, description, first, rows }) => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeTeam)
      .uponReceiving(`a request for ${description}`)
      .withRequest('GET', `/api/enterprises/${ACME}/enterprise-users/`, (b) =>
        b.headers(authorizedAs()).query(query(view)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ list: eachLike(member(first), rows), totalCount: integer(30) }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const page = await client().fetchQuery(membersPageQuery(ACME, view));
        expect(page.totalCount).toBe(30);
        expect(page.list).toHaveLength(rows);
        expect(page.list[0]).toMatchObject(first);
      });
  });
});

describe('GET /api/enterprises/{enterpriseId}/invitations/', () => {
  it('lists the pending invitations, oldest first', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeTeam)
      .uponReceiving('a request for the first page of the pending invitations, oldest first')
      .withRequest('GET', `/api/enterprises/${ACME}/invitations/`, (b) =>
        b
          .headers(authorizedAs())
          .query({ pageNumber: '0', itemsPerPage: '25', sortBy: 'invitedAt', descSort: 'false' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          list: eachLike(
            {
              email: string('invitee@acme.test'),
              role: integer(Role.Viewer),
              invitedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-01-20T09:00:00.000Z'),
            },
            3,
          ),
          totalCount: integer(3),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const page = await client().fetchQuery(invitationsPageQuery(ACME, 0));
        expect(page.totalCount).toBe(3);
        expect(page.list[0]).toEqual({
          email: 'invitee@acme.test',
          role: Role.Viewer,
          invitedAt: '2026-01-20T09:00:00.000Z',
        });
      });
  });
});

describe('GET /api/enterprise/{enterpriseId}/users/email/', () => {
  it.each([
    { email: 'viewer@acme.test', inUse: true, description: "a member's address is in use" },
    { email: 'invitee@acme.test', inUse: true, description: 'an invited address is in use' },
    { email: 'newhire@acme.test', inUse: false, description: 'an unknown address is free' },
  ])('says $description', async ({ email, inUse, description }) => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeTeam)
      .uponReceiving(`an e-mail check where ${description}`)
      .withRequest('GET', `/api/enterprise/${ACME}/users/email/`, (b) => b.headers(authorizedAs()).query({ email }))
      .willRespondWith(200, (b) => b.jsonBody({ inUse }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await client().fetchQuery(emailInUseQuery(ACME, email))).toEqual({ inUse });
      });
  });
});

describe('POST /api/enterprise/{enterpriseId}/invitation/', () => {
  const path = `/api/enterprise/${ACME}/invitation/`;

  it.each([
    { body: { email: 'newhire@acme.test', role: Role.Viewer }, description: 'an invitation of a new address' },
    { body: { email: 'invitee@acme.test', role: Role.Viewer }, description: 'a reminder: the invitation again' },
  ])('sends $description (204)', async ({ body, description }) => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeTeam)
      .uponReceiving(`${description} by an Admin`)
      .withRequest('POST', path, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(inviteMember(ACME, body)).resolves.toBeUndefined();
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${path}`]);
      });
  });

  it("refuses a member's address (409): the dialog says the person is already a member", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeTeam)
      .uponReceiving("an invitation of a member's address")
      .withRequest('POST', path, (b) =>
        b.headers(authorizedAs()).jsonBody({ email: 'viewer@acme.test', role: Role.Admin }),
      )
      .willRespondWith(409)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await failure(inviteMember(ACME, { email: 'viewer@acme.test', role: Role.Admin }));
        expect(isApiError(error, 409)).toBe(true);
      });
  });

  it("refuses a Viewer's invitation (403)", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .given(PACT_STATES.acmeTeam)
      .uponReceiving('an invitation by a Viewer')
      .withRequest('POST', path, (b) =>
        b.headers(authorizedAs(PACT_VIEWER_TOKEN)).jsonBody({ email: 'newhire@acme.test', role: Role.Viewer }),
      )
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        const error = await failure(inviteMember(ACME, { email: 'newhire@acme.test', role: Role.Viewer }));
        expect(isApiError(error, 403)).toBe(true);
      });
  });

  it.each([
    { body: { email: 'newhire@acme.test', role: Role.Viewer }, description: 'an invitation' },
    { body: { email: 'invitee@acme.test', role: Role.Viewer }, description: 'a reminder' },
  ])('fails $description when the API cannot store it (500)', async ({ body, description }) => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeTeam)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving(`${description} while the API cannot reach its account storage`)
      .withRequest('POST', path, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await failure(inviteMember(ACME, body));
        expect(isApiError(error, 500)).toBe(true);
      });
  });
});
