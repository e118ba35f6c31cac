/**
 * The projects area (spec document 2 sections 2, 4, 7 and 8): the list search, the enterprise's
 * languages, details, delete and cancel, the report configuration and embed, the preview, the
 * deliverables and their download links. Each test drives the portal's own code (the query options
 * and call functions of src/features/projects/api.ts and the list view of list-view.ts, through the
 * generated client and its session middleware) against the Pact mock server. One interaction per
 * outcome the UI handles.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import {
  cancelProject,
  deleteItem,
  enterpriseLanguagesQuery,
  fetchDeliverablesPage,
  previewInfoQuery,
  projectDetailsQuery,
  projectsQuery,
  reportConfigurationQuery,
  reportEmbedQuery,
  requestDownloadLink,
} from '../src/features/projects/api';
import { fetchAllRows } from '../src/features/projects/csv-export';
import { jobMetricsQuery, KEY_METRICS } from '../src/features/projects/key-figures';
import { isFiltered, parseListView, toProjectsQuery } from '../src/features/projects/list-view';
import { findProjects, paletteProjectsQuery } from '../src/features/projects/palette-sources';
import { detailsTabs } from '../src/domain/project-rules';
import { reportCount } from '../src/domain/report-count';
import { detailsKind } from '../src/domain/row-kind';

import {
  ENTERPRISE_IDS,
  NAMED_ITEMS,
  UNPUBLISHED_DELIVERABLE_ID,
  VOICE_ASSISTANT_REPORT_IDS,
  deliverableId,
  projectId as demoProjectId,
  reportId as demoReportId,
} from '../scripts/dev-api/demo-ids';
import { PACT_ADMIN_TOKEN, PACT_STATES, PACT_VIEWER_TOKEN } from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, freshSession, newPact, signedInWith, useMockApi } from './support';

const { like, integer, number, boolean, eachLike, atLeastLike, uuid, nullValue, string } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
const CHECKOUT = NAMED_ITEMS.checkoutFlowTranslation;
const CALL_QUALITY = NAMED_ITEMS.callQualityStudy;
const UNKNOWN_PROJECT = demoProjectId(999);
/** "Product Catalogue Translation": a project only (no request), Processing Data Uploads, no deliverables yet. */
const PROJECT_ONLY = demoProjectId(11);
/** Initech: an enterprise of admin@acme.test without any project or request. */
const INITECH = ENTERPRISE_IDS.initech;
const SEARCH = `/api/enterprises/${ACME}/projects-and-requests/search/`;
const ISO = '2025-03-10T09:30:00.000Z';

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

/** The app's QueryClient, as the screens use it. */
const client = () => createQueryClient();

describe('POST /api/enterprises/{enterpriseId}/projects-and-requests/search/', () => {
  it('gives the first page of 25, newest first, with the total', async () => {
    const body = toProjectsQuery(parseListView(''), 0);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a search for the first page of the projects and requests of an enterprise')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          list: eachLike({
            name: like('Museum Audio Recordings Phase 3'),
            status: integer(10),
            requestType: integer(2),
            languages: eachLike('en-us'),
            creationDate: like(ISO),
          }),
          totalCount: integer(63),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(body).toEqual({ itemsPerPage: 25, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1 });
        const page = await client().fetchQuery(projectsQuery(ACME, body));
        expect(page.totalCount).toBe(63);
        expect(page.list.length).toBeGreaterThan(0);
      });
  });

  it("gives the CSV export a page of 100 in the view's sort, with the total", async () => {
    const view = parseListView('?sort=name&dir=asc');
    const body = { ...toProjectsQuery(view, 0), itemsPerPage: 100 };
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a search for the first page of 100 of the projects and requests of an enterprise, by name')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // The fields the file writes that are never null (the ids, progress and start date may be).
          list: eachLike({
            name: like('Agent Handoff Translation'),
            status: integer(1000),
            languages: eachLike('en-us'),
            creationDate: like(ISO),
          }),
          totalCount: integer(63),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(body).toEqual({ itemsPerPage: 100, pageNumber: 0, sortBy: 'name', sortDirection: 0 });
        // The export's own loop: one page shorter than 100 is the last (Acme has 63 rows).
        const progress: [number, number][] = [];
        const rows = await fetchAllRows({
          enterpriseId: ACME,
          view,
          signal: new AbortController().signal,
          onProgress: (loaded, total) => progress.push([loaded, total]),
        });
        expect(rows.length).toBeGreaterThan(0);
        expect(progress).toEqual([[rows.length, 63]]);
      });
  });

  it("gives an empty page for an enterprise without projects (the portal says 'No projects yet')", async () => {
    const view = parseListView('');
    const body = toProjectsQuery(view, 0);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.demoData)
      .uponReceiving('a search for the first page of the projects and requests of an enterprise that has none')
      .withRequest('POST', `/api/enterprises/${INITECH}/projects-and-requests/search/`, (b) =>
        b.headers(authorizedAs()).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody({ list: [], totalCount: 0 }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const page = await client().fetchQuery(projectsQuery(INITECH, body));
        // projects-page.tsx: a total of 0 for an unfiltered view is the 'No projects yet' state.
        expect(page).toEqual({ list: [], totalCount: 0 });
        expect(isFiltered(view)).toBe(false);
      });
  });

  it('finds a project by its id, with both ids, progress and start date', async () => {
    const body = toProjectsQuery(
      parseListView(`?by=id&q=${encodeURIComponent(`{${VOICE.projectId.toUpperCase()}}`)}&sort=name&dir=asc`),
      0,
    );
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a search of the projects and requests by project id')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          list: eachLike({
            projectId: uuid(VOICE.projectId),
            projectRequestId: uuid(VOICE.projectRequestId),
            name: like('Voice Assistant Prompts'),
            status: integer(3000),
            requestType: integer(2),
            progress: number(1),
            languages: eachLike('en-us'),
            creationDate: like(ISO),
            startDate: like('2025-03-17T08:00:00.000Z'),
          }),
          totalCount: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(body).toMatchObject({ projectId: VOICE.projectId, sortBy: 'name', sortDirection: 0 });
        const page = await client().fetchQuery(projectsQuery(ACME, body));
        expect(page.list[0]).toMatchObject({ projectId: VOICE.projectId, name: 'Voice Assistant Prompts' });
      });
  });

  it('filters by request status, language and a single creation day, giving request-only rows', async () => {
    const body = toProjectsQuery(parseListView('?rs=0&lang=en-us&cf=2026-02-02'), 0);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.callQualityUnderReview)
      .uponReceiving('a search of the projects and requests by request status, language and creation day')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          list: eachLike({
            projectId: nullValue(),
            projectRequestId: uuid(CALL_QUALITY.projectRequestId),
            name: like('Call Quality Study'),
            status: integer(0),
            requestType: integer(3),
            progress: nullValue(),
            languages: eachLike('en-us'),
            creationDate: like('2026-02-02T14:00:00.000Z'),
            startDate: nullValue(),
          }),
          totalCount: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(body).toMatchObject({
          projectRequestStatuses: [0],
          languages: ['en-us'],
          creationDateGreaterOrEqualThan: '2026-02-02T00:00:00.000Z',
          creationDateLesserOrEqualThan: '2026-02-02T23:59:59.999Z',
        });
        const page = await client().fetchQuery(projectsQuery(ACME, body));
        expect(page.list[0]).toMatchObject({ projectId: null, name: 'Call Quality Study' });
      });
  });

  it('fails as 404 for an enterprise the user no longer belongs to (the portal shows the error page)', async () => {
    const body = toProjectsQuery(parseListView(''), 0);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminLeftAcme)
      .uponReceiving('a search of the projects and requests of an enterprise the user does not belong to')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await client()
          .fetchQuery(projectsQuery(ACME, body))
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe("POST /api/enterprises/{enterpriseId}/projects-and-requests/search/: the command palette's search", () => {
  it('gives the first 8 by name whose name contains the text, each opening its report or request details', async () => {
    const body = paletteProjectsQuery('voice');
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a search of the projects and requests by name, the first 8 by name (the command palette)')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          list: atLeastLike(
            {
              projectId: uuid(VOICE.projectId),
              projectRequestId: uuid(VOICE.projectRequestId),
              name: like('Voice Assistant Prompts'),
            },
            1,
          ),
          totalCount: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(body).toEqual({ itemsPerPage: 8, pageNumber: 0, sortBy: 'name', sortDirection: 0, name: 'voice' });
        const found = await findProjects(ACME, 'voice');
        expect(found[0]).toEqual({
          key: VOICE.projectId,
          name: 'Voice Assistant Prompts',
          href: `/enterprise/${ACME}/projects/${VOICE.projectId}/report/?type=p`,
        });
      });
  });

  it("gives an empty page when no name contains the text (the palette may say 'No results')", async () => {
    const body = paletteProjectsQuery('zzzz');
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a search of the projects and requests by a name none has, the first 8 by name')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ list: [], totalCount: 0 }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(await findProjects(ACME, 'zzzz')).toEqual([]);
      });
  });

  it("fails as 404 for an enterprise the user no longer belongs to (the palette says 'Projects could not be searched.')", async () => {
    const body = paletteProjectsQuery('voice');
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminLeftAcme)
      .uponReceiving('a search by name, the first 8, of the projects and requests of an enterprise the user left')
      .withRequest('POST', SEARCH, (b) => b.headers(authorizedAs()).jsonBody(body))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await findProjects(ACME, 'voice').catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /api/enterprises/{enterpriseId}/languages/', () => {
  const path = `/api/enterprises/${ACME}/languages/`;

  it('lists the languages the filter drawer offers', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the languages of an enterprise')
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({ languageCode: like('en-us'), languageName: like('English'), region: like('United States') }),
        ),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const languages = await client().fetchQuery(enterpriseLanguagesQuery(ACME));
        expect(languages[0]?.languageCode).toMatch(/^[a-z]{2}-[a-z]{2}$/);
      });
  });

  it('fails as 404 for an enterprise the user no longer belongs to (the portal shows the error page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.adminLeftAcme)
      .uponReceiving('a request for the languages of an enterprise the user does not belong to')
      .withRequest('GET', path, (b) => b.headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await client()
          .fetchQuery(enterpriseLanguagesQuery(ACME))
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /api/enterprises/{enterpriseId}/projects-and-requests/{itemId}/details/?type', () => {
  const path = (itemId: string) => `/api/enterprises/${ACME}/projects-and-requests/${itemId}/details/`;

  it('gives a project and its request (type p): status, dates, jobs, report ids and request parameters', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the details of a project with its request')
      .withRequest('GET', path(VOICE.projectId), (b) => b.query({ type: 'p' }).headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          name: like('Voice Assistant Prompts'),
          status: integer(3000),
          requestType: integer(2),
          creationDate: like(ISO),
          startDate: like('2025-03-17T08:00:00.000Z'),
          projectId: uuid(VOICE.projectId),
          workflowStatus: integer(3000),
          projectResult: {
            jobs: eachLike({
              name: like('Voice Assistant Prompts (en-us)'),
              languageCode: like('en-us'),
              jobReportIds: atLeastLike(like(VOICE_ASSISTANT_REPORT_IDS.detailed), 0, 1),
            }),
            projectReportIds: eachLike(like(VOICE_ASSISTANT_REPORT_IDS.summary)),
          },
          projectRequestResult: {
            projectRequestId: uuid(VOICE.projectRequestId),
            name: like('Voice Assistant Prompts'),
            status: integer(20),
            requestType: integer(2),
            creationDate: like(ISO),
            projectDescription: like('Wake words and commands for the in-car voice assistant.'),
            desiredDeliveryDate: like('2025-06-30'),
            projectRequestLanguages: eachLike({ languageCode: like('en-us') }),
            parameters: {
              ProjectScriptedSpeechDetailsType: like('PromptBased'),
              NumberOfPrompts: integer(500),
              NumberOfRecordingsPerPrompt: integer(20),
              Notes: like('Speakers aged 18 to 60, half of them in a moving car.'),
            },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const details = await client().fetchQuery(projectDetailsQuery(ACME, VOICE.projectId, 'p'));
        expect(details.name).toBe('Voice Assistant Prompts');
        expect(detailsKind(details)).toBe('both');
      });
  });

  it('gives a request only (type pr) with its Quality of Experience parameters', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.callQualityUnderReview)
      .uponReceiving('a request for the details of a request only')
      .withRequest('GET', path(CALL_QUALITY.projectRequestId), (b) => b.query({ type: 'pr' }).headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          name: like('Call Quality Study'),
          status: integer(0),
          requestType: integer(3),
          creationDate: like('2026-02-02T14:00:00.000Z'),
          startDate: nullValue(),
          projectId: nullValue(),
          workflowStatus: nullValue(),
          projectResult: nullValue(),
          projectRequestResult: {
            projectRequestId: uuid(CALL_QUALITY.projectRequestId),
            name: like('Call Quality Study'),
            status: integer(0),
            requestType: integer(3),
            creationDate: like('2026-02-02T14:00:00.000Z'),
            projectDescription: like('Perceived quality of calls over weak mobile networks.'),
            desiredDeliveryDate: nullValue(),
            projectRequestLanguages: eachLike({ languageCode: like('en-us') }),
            parameters: {
              ProjectSize: integer(1000),
              ContributorsPerInputDataUnit: integer(15),
              MinimumUniqueContributors: integer(60),
              Stimulus: eachLike({ InputDataType: integer(0), AverageLength: number(8) }),
              Questions: eachLike({ QuestionType: integer(1) }),
              Notes: like('Headphones required.'),
            },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const details = await client().fetchQuery(projectDetailsQuery(ACME, CALL_QUALITY.projectRequestId, 'pr'));
        expect(detailsKind(details)).toBe('request');
      });
  });

  it('gives a project only (type p): no request part, so no Request Details tab', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the details of a project without a request')
      .withRequest('GET', path(PROJECT_ONLY), (b) => b.query({ type: 'p' }).headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          name: like('Product Catalogue Translation'),
          status: integer(500),
          requestType: integer(1),
          creationDate: like('2025-01-15T14:00:00.000Z'),
          startDate: like('2025-01-21T14:00:00.000Z'),
          projectId: uuid(PROJECT_ONLY),
          workflowStatus: integer(500),
          projectResult: {
            jobs: eachLike({ name: like('Product Catalogue Translation (fr-fr)'), languageCode: like('fr-fr') }),
            projectReportIds: [],
          },
          projectRequestResult: nullValue(),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const details = await client().fetchQuery(projectDetailsQuery(ACME, PROJECT_ONLY, 'p'));
        expect(details.projectRequestResult).toBeNull();
        expect(detailsKind(details)).toBe('project');
        expect(detailsTabs(detailsKind(details))).toEqual({ requestDetails: false, report: true, deliverables: true });
      });
  });

  it('fails as 404 for an item the enterprise does not have (the portal shows the not-found page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the details of a project the enterprise does not have')
      .withRequest('GET', path(UNKNOWN_PROJECT), (b) => b.query({ type: 'p' }).headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await client()
          .fetchQuery(projectDetailsQuery(ACME, UNKNOWN_PROJECT, 'p'))
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('DELETE /api/enterprises/{enterpriseId}/projects-and-requests/{itemId}/?type', () => {
  const path = (itemId: string) => `/api/enterprises/${ACME}/projects-and-requests/${itemId}/`;

  it('deletes a request under review (type pr)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.callQualityUnderReview)
      .uponReceiving('a deletion of a request under review')
      .withRequest('DELETE', path(CALL_QUALITY.projectRequestId), (b) =>
        b.query({ type: 'pr' }).headers(authorizedAs()),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(
          deleteItem({ enterpriseId: ACME, itemId: CALL_QUALITY.projectRequestId, type: 'pr' }),
        ).resolves.toBeUndefined();
      });
  });

  it('is refused with 409 for a running project (the portal says it could not execute the action)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.checkoutFlowRunning)
      .uponReceiving('a deletion of a running project')
      .withRequest('DELETE', path(CHECKOUT.projectId), (b) => b.query({ type: 'p' }).headers(authorizedAs()))
      .willRespondWith(409)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await deleteItem({ enterpriseId: ACME, itemId: CHECKOUT.projectId, type: 'p' }).catch(
          (e: unknown) => e,
        );
        expect(isApiError(error, 409)).toBe(true);
      });
  });

  it('is refused with 403 for a viewer (the portal says it could not execute the action)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .given(PACT_STATES.callQualityUnderReview)
      .uponReceiving('a deletion of a request by a viewer')
      .withRequest('DELETE', path(CALL_QUALITY.projectRequestId), (b) =>
        b.query({ type: 'pr' }).headers(authorizedAs(PACT_VIEWER_TOKEN)),
      )
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        const error = await deleteItem({ enterpriseId: ACME, itemId: CALL_QUALITY.projectRequestId, type: 'pr' }).catch(
          (e: unknown) => e,
        );
        expect(isApiError(error, 403)).toBe(true);
      });
  });
});

describe('POST /api/{enterpriseId}/progress/{projectId}/cancel/', () => {
  const path = (projectId: string) => `/api/${ACME}/progress/${projectId}/cancel/`;

  it('cancels a running project', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.checkoutFlowRunning)
      .uponReceiving('a cancellation of a running project')
      .withRequest('POST', path(CHECKOUT.projectId), (b) => b.headers(authorizedAs()))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(cancelProject({ enterpriseId: ACME, projectId: CHECKOUT.projectId })).resolves.toBeUndefined();
      });
  });

  it('is refused with 409 for a completed project (the portal says it could not execute the action)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a cancellation of a completed project')
      .withRequest('POST', path(VOICE.projectId), (b) => b.headers(authorizedAs()))
      .willRespondWith(409)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await cancelProject({ enterpriseId: ACME, projectId: VOICE.projectId }).catch((e: unknown) => e);
        expect(isApiError(error, 409)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/projects/{projectId}/report/configuration/', () => {
  it('gives the report types the report count is made of', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the report configuration of a project')
      .withRequest('GET', `/api/${ACME}/projects/${VOICE.projectId}/report/configuration/`, (b) =>
        b.headers(authorizedAs()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          reportType: integer(1),
          jobsReportsConfiguration: [
            { externalJobId: like('job-1-1'), reportType: integer(2) },
            { externalJobId: like('job-1-2'), reportType: integer(0) },
            { externalJobId: like('job-1-3'), reportType: nullValue() },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const config = await client().fetchQuery(reportConfigurationQuery(ACME, VOICE.projectId));
        expect(reportCount(config)).toBe(2);
      });
  });

  it("fails as 404 for a project the enterprise does not have (the report tab says the project's reports could not be loaded)", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the report configuration of a project the enterprise does not have')
      .withRequest('GET', `/api/${ACME}/projects/${UNKNOWN_PROJECT}/report/configuration/`, (b) =>
        b.headers(authorizedAs()),
      )
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await client()
          .fetchQuery(reportConfigurationQuery(ACME, UNKNOWN_PROJECT))
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/progress/{projectId}/powerbi/{reportId}/', () => {
  const path = (reportId: string) => `/api/${ACME}/progress/${VOICE.projectId}/powerbi/${reportId}/`;

  it('gives the embed configuration: token, address, report id, height and token expiry', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the embed configuration of a project report')
      .withRequest('GET', path(VOICE_ASSISTANT_REPORT_IDS.summary), (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          accessToken: like('embed-token'),
          url: like(`https://app.powerbi.com/reportEmbed?reportId=${VOICE_ASSISTANT_REPORT_IDS.summary}`),
          reportId: like(VOICE_ASSISTANT_REPORT_IDS.summary),
          reportHeight: integer(700),
          expiresAt: like('2026-01-01T01:00:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const config = await client().fetchQuery(
          reportEmbedQuery(ACME, VOICE.projectId, VOICE_ASSISTANT_REPORT_IDS.summary),
        );
        expect(config.reportHeight).toBe(700);
        expect(config.url).toMatch(/^https:\/\//);
      });
  });

  it('fails as 404 for a report the project does not have (the portal says the report could not be loaded)', async () => {
    const unknown = demoReportId(999);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the embed configuration of a report the project does not have')
      .withRequest('GET', path(unknown), (b) => b.headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await client()
          .fetchQuery(reportEmbedQuery(ACME, VOICE.projectId, unknown))
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/projects/{projectId}/preview-info/', () => {
  const path = (projectId: string) => `/api/${ACME}/projects/${projectId}/preview-info/`;

  it('gives the project name and its job previews', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the preview of a project')
      .withRequest('GET', path(VOICE.projectId), (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          projectName: like('Voice Assistant Prompts'),
          jobPreviews: eachLike({
            jobName: like('Voice Assistant Prompts (en-us)'),
            languageCode: like('en-us'),
            previewUrl: like('http://127.0.0.1:3000/api/__files__/previews/job-1-1'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const preview = await client().fetchQuery(previewInfoQuery(ACME, VOICE.projectId));
        expect(preview.projectName).toBe('Voice Assistant Prompts');
        expect(preview.jobPreviews.length).toBeGreaterThan(0);
      });
  });

  it('fails as 404 for a project the enterprise does not have (the preview says it cannot find it)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the preview of a project the enterprise does not have')
      .withRequest('GET', path(UNKNOWN_PROJECT), (b) => b.headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await client()
          .fetchQuery(previewInfoQuery(ACME, UNKNOWN_PROJECT))
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/projects/{projectId}/deliverables/?pageNumber&itemsPerPage=10', () => {
  const path = (projectId: string) => `/api/${ACME}/projects/${projectId}/deliverables/`;

  it('gives a page of 10 deliverables with the page number and the total', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the first page of the deliverables of a project')
      .withRequest('GET', path(VOICE.projectId), (b) =>
        b.query({ pageNumber: '0', itemsPerPage: '10' }).headers(authorizedAs()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          list: eachLike({
            deliverableId: like(deliverableId(23)),
            originalFileName: like('voice-assistant-prompts_de-de_complete.zip'),
            isPartial: boolean(false),
            resultType: like('ZIP'),
            createdTimestamp: like('2025-04-04T09:00:00.000Z'),
            downloadCount: integer(0),
            deliverableStatus: integer(0),
          }),
          page: integer(0),
          totalCount: integer(23),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const page = await fetchDeliverablesPage(ACME, VOICE.projectId, 0);
        expect(page).toMatchObject({ page: 0, totalCount: 23 });
      });
  });

  it("gives an empty page for a project without deliverables (the tab shows 'Your data deliverables will be here')", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the first page of the deliverables of a project that has none yet')
      .withRequest('GET', path(PROJECT_ONLY), (b) =>
        b.query({ pageNumber: '0', itemsPerPage: '10' }).headers(authorizedAs()),
      )
      .willRespondWith(200, (b) => b.jsonBody({ list: [], page: 0, totalCount: 0 }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(fetchDeliverablesPage(ACME, PROJECT_ONLY, 0)).resolves.toEqual({
          list: [],
          page: 0,
          totalCount: 0,
        });
      });
  });

  it('fails as 404 for a project the enterprise does not have (the tab says they could not be loaded)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the deliverables of a project the enterprise does not have')
      .withRequest('GET', path(UNKNOWN_PROJECT), (b) =>
        b.query({ pageNumber: '0', itemsPerPage: '10' }).headers(authorizedAs()),
      )
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await fetchDeliverablesPage(ACME, UNKNOWN_PROJECT, 0).catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/projects/{projectId}/deliverables/{deliverableId}/download/', () => {
  const path = (id: string) => `/api/${ACME}/projects/${VOICE.projectId}/deliverables/${id}/download/`;

  it('gives a download link, asked for with X-Requested-With: XMLHttpRequest', async () => {
    const published = deliverableId(1);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the download link of a published deliverable')
      .withRequest('GET', path(published), (b) =>
        b.headers({ ...authorizedAs(), 'X-Requested-With': 'XMLHttpRequest' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ url: string(`http://127.0.0.1:3000/api/__files__/deliverables/${published}`) }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(requestDownloadLink(ACME, VOICE.projectId, published)).resolves.toMatch(/^http/);
      });
  });

  it('is refused with 409 for an unpublished deliverable (the tab shows the download failure notice)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the download link of an unpublished deliverable')
      .withRequest('GET', path(UNPUBLISHED_DELIVERABLE_ID), (b) =>
        b.headers({ ...authorizedAs(), 'X-Requested-With': 'XMLHttpRequest' }),
      )
      .willRespondWith(409)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await requestDownloadLink(ACME, VOICE.projectId, UNPUBLISHED_DELIVERABLE_ID).catch(
          (e: unknown) => e,
        );
        expect(isApiError(error, 409)).toBe(true);
      });
  });
});

describe('POST /api/{enterpriseId}/metrics/ (the key figures beside the report)', () => {
  const JOB = 'job-1-1';
  const body = (job: string) => ({
    ExternalJobId: job,
    ExternalProjectId: VOICE.projectId,
    MetricNames: [...KEY_METRICS],
  });

  it("gives a job's key figures, each by name, a number or null", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving("a request for the key figures of Voice Assistant Prompts' first job")
      .withRequest('POST', `/api/${ACME}/metrics/`, (b) => b.headers(authorizedAs()).jsonBody(body(JOB)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          metrics: [
            { name: 'progress', value: number(1) },
            { name: 'completedTasks', value: number(1000) },
            { name: 'totalTasks', value: number(1000) },
            { name: 'contributors', value: number(48) },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const figures = await createQueryClient().fetchQuery(jobMetricsQuery(ACME, VOICE.projectId, JOB));
        expect(figures.metrics.map((m) => m.name)).toEqual([...KEY_METRICS]);
      });
  });

  it('fails with 404 for a job the project does not have (the table says its figures could not be loaded)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.voiceAssistantCompleted)
      .uponReceiving('a request for the key figures of a job the project does not have')
      .withRequest('POST', `/api/${ACME}/metrics/`, (b) => b.headers(authorizedAs()).jsonBody(body('no-such-job')))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await createQueryClient()
          .fetchQuery({ ...jobMetricsQuery(ACME, VOICE.projectId, 'no-such-job'), retry: false })
          .catch((e: unknown) => e);
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});
