/**
 * The signed-in shell's calls (spec document 1 section 2 "Entering the signed-in area", document 2
 * sections 2, 6 and 8), for the outcomes the entry logic, the enterprise switcher and the role guard
 * handle beyond those of start-up.pact.test.ts: a profile whose terms are not consented, a profile with
 * no enterprise, a profile with more enterprises than its first page, the next page of enterprises
 * the switcher loads on scroll, and the member settings of a Viewer. Each test drives the shell's own
 * query options (src/features/shell/api.ts) through the app's QueryClient and the real client.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../src/api/query-client';
import { can } from '../src/domain/roles';
import {
  enterprisePagesQuery,
  memberSettingsQuery,
  profileQuery,
  type EnterprisePage,
} from '../src/features/shell/api';

import { ENTERPRISE_IDS, enterpriseId, USER_IDS } from '../scripts/dev-api/demo-ids';
import {
  PACT_LONELY_TOKEN,
  PACT_MANAGER_TOKEN,
  PACT_NEWCOMER_TOKEN,
  PACT_STATES,
  PACT_VIEWER_TOKEN,
} from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, freshSession, newPact, signedInWith, useMockApi } from './support';

const { like, integer, boolean, eachLike, uuid } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;

const enterprise = (id: string, name: string) => ({ externalEnterpriseId: uuid(id), enterpriseName: like(name) });

/** The profile fields the entry logic and the shell read. */
const profileBody = (fields: {
  id: string;
  first: string;
  last: string;
  email: string;
  consented: boolean;
  role: number;
}) => ({
  applicationUserId: like(fields.id),
  userFirstName: like(fields.first),
  userLastName: like(fields.last),
  email: like(fields.email),
  terms: { privacyAndTerms: boolean(fields.consented) },
  role: integer(fields.role),
});

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

describe('GET /api/users/self/profile/ (the entry sequence)', () => {
  it('tells the entry logic the terms are not consented yet, so it goes to terms-consent', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.newcomerSignedIn)
      .uponReceiving('a request for the profile of a user who has not accepted the terms')
      .withRequest('GET', '/api/users/self/profile/', (b) => b.headers(authorizedAs(PACT_NEWCOMER_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...profileBody({
            id: USER_IDS.newcomer,
            first: 'Nora',
            last: 'Newcomer',
            email: 'newcomer@acme.test',
            consented: false,
            role: 0,
          }),
          enterprises: eachLike(enterprise(ACME, 'Acme Corp')),
          totalCount: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_NEWCOMER_TOKEN);
        const profile = await createQueryClient().fetchQuery(profileQuery());
        expect(profile.terms.privacyAndTerms).toBe(false);
        expect(profile.enterprises[0]?.externalEnterpriseId).toBe(ACME);
      });
  });

  it('gives a user with no enterprise an empty list, so the entry logic shows the empty-enterprise page', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.lonelySignedIn)
      .uponReceiving('a request for the profile of a user who belongs to no enterprise')
      .withRequest('GET', '/api/users/self/profile/', (b) => b.headers(authorizedAs(PACT_LONELY_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...profileBody({
            id: USER_IDS.lonely,
            first: 'Leo',
            last: 'Lonely',
            email: 'lonely@acme.test',
            consented: true,
            role: 1,
          }),
          enterprises: [],
          totalCount: 0,
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_LONELY_TOKEN);
        const profile = await createQueryClient().fetchQuery(profileQuery());
        expect(profile.enterprises).toEqual([]);
        expect(profile.totalCount).toBe(0);
      });
  });

  it('carries the first 25 of 30 enterprises, so the switcher shows its search box and loads more', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.managerSignedIn)
      .uponReceiving('a request for the profile of a user with 30 enterprises')
      .withRequest('GET', '/api/users/self/profile/', (b) => b.headers(authorizedAs(PACT_MANAGER_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...profileBody({
            id: USER_IDS.manager,
            first: 'Mia',
            last: 'Manager',
            email: 'manager@acme.test',
            consented: true,
            role: 2,
          }),
          enterprises: eachLike(enterprise(ACME, 'Acme Corp'), 25),
          totalCount: integer(30),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_MANAGER_TOKEN);
        const profile = await createQueryClient().fetchQuery(profileQuery());
        expect(profile.enterprises).toHaveLength(25);
        expect(profile.totalCount).toBe(30);
      });
  });
});

describe('GET /api/users/self/enterprises/ (the switcher, more on scroll)', () => {
  it('loads the second page of 25 after the first page the profile carried', async () => {
    const firstPage: EnterprisePage = {
      enterprises: Array.from({ length: 25 }, (_, i) => ({
        externalEnterpriseId: enterpriseId(i + 1),
        enterpriseName: `Enterprise ${i + 1}`,
      })),
      totalCount: 30,
    };
    await pact
      .addInteraction()
      .given(PACT_STATES.managerSignedIn)
      .uponReceiving('a request for the second page of the enterprises of a user with 30')
      .withRequest('GET', '/api/users/self/enterprises/', (b) =>
        b.query({ pageIndex: '1', numberOfItemsPerPage: '25' }).headers(authorizedAs(PACT_MANAGER_TOKEN)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          enterprises: eachLike(enterprise(enterpriseId(30), 'Cogswell Cogs'), 5),
          totalCount: integer(30),
        }),
      )
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_MANAGER_TOKEN);
        const queryClient = createQueryClient();
        const options = enterprisePagesQuery('');
        queryClient.setQueryData(options.queryKey, { pages: [firstPage], pageParams: [0] });
        const observer = new InfiniteQueryObserver(queryClient, options);
        const unsubscribe = observer.subscribe(() => undefined);
        expect(observer.getCurrentResult().hasNextPage).toBe(true);
        const result = await observer.fetchNextPage();
        unsubscribe();
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/users/self/enterprises/']);
        expect(result.data?.pages).toHaveLength(2);
        expect(result.data?.pages.flatMap((page) => page.enterprises)).toHaveLength(30);
        expect(result.data?.pages[1]?.enterprises[0]).toEqual({
          externalEnterpriseId: enterpriseId(30),
          enterpriseName: 'Cogswell Cogs',
        });
        // All 30 loaded: no further page.
        expect(result.hasNextPage).toBe(false);
      });
  });
});

describe('GET /api/enterprise/{enterpriseId}/member-settings/ (the role that counts)', () => {
  it('gives a Viewer role 1, so the role guard sends them to the enterprise page', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a request for the member settings of a Viewer of Acme Corp')
      .withRequest('GET', `/api/enterprise/${ACME}/member-settings/`, (b) => b.headers(authorizedAs(PACT_VIEWER_TOKEN)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ company: like('Acme Corp'), externalEnterpriseId: uuid(ACME), role: integer(1) }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        const member = await createQueryClient().fetchQuery(memberSettingsQuery(ACME));
        expect(member.role).toBe(1);
        expect(member.company).toBe('Acme Corp');
        expect(can(member.role, 'manageAccessKeys')).toBe(false);
        expect(can(member.role, 'requestProjects')).toBe(false);
      });
  });
});
