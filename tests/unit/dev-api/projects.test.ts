import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import {
  ENTERPRISE_IDS,
  HIDDEN_ITEMS,
  NAMED_ITEMS,
  UNPUBLISHED_DELIVERABLE_ID,
  deliverableId,
} from '../../../scripts/dev-api/demo-ids';
import type { Schemas } from '../../../scripts/dev-api/types';
import { startTestApi, type TestApi, signedFile } from '../support/reference-api-harness';

type Row = Schemas['ProjectListRow'];
type Query = Schemas['ProjectsAndRequestsQuery'];

const ACME = ENTERPRISE_IDS.acme;
const VAP = NAMED_ITEMS.voiceAssistantPrompts;
const CHECKOUT = NAMED_ITEMS.checkoutFlowTranslation;
const CALL_QUALITY = NAMED_ITEMS.callQualityStudy;
const PROJECT_STATUSES = [0, 500, 600, 700, 800, 900, 1000, 2000, 2500, 2700, 3000, 5000];

describe('reference API: projects and requests', () => {
  let api: TestApi;
  let admin: string;
  let viewer: string;
  const now = new Date('2026-11-21T12:00:00.000Z');

  beforeAll(async () => {
    api = await startTestApi({ now: () => now });
  });
  afterAll(() => api.closeChecked());
  beforeEach(async () => {
    api.api.reset();
    admin = await api.signIn('admin@acme.test');
    viewer = await api.signIn('viewer@acme.test');
  });

  async function search(query: Partial<Query> = {}, enterpriseId: string = ACME, token = admin) {
    const body: Query = { itemsPerPage: 25, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1, ...query };
    return api.call<Schemas['ProjectsAndRequestsPage']>(
      'POST',
      `/api/enterprises/${enterpriseId}/projects-and-requests/search/`,
      { token, body },
    );
  }

  async function allRows(query: Partial<Query> = {}): Promise<Row[]> {
    return (await search({ ...query, itemsPerPage: 100 })).body.list;
  }

  it('lists at least 60 rows for Acme Corp in pages of 25', async () => {
    const first = await search();
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(60);
    expect(first.body.list).toHaveLength(25);
    const third = await search({ pageNumber: 2 });
    expect(third.body.list).toHaveLength(first.body.totalCount - 50);
    const ids = new Set(
      [...first.body.list, ...(await search({ pageNumber: 1 })).body.list, ...third.body.list].map(
        (r) => r.projectRequestId ?? r.projectId,
      ),
    );
    expect(ids.size).toBe(first.body.totalCount);
  });

  it('holds every listed project status, both request-only statuses, all three kinds and request types', async () => {
    const rows = await allRows();
    const projectRows = rows.filter((r) => r.projectId !== null);
    const requestOnly = rows.filter((r) => r.projectId === null);
    expect(new Set(projectRows.map((r) => r.status))).toEqual(new Set(PROJECT_STATUSES));
    expect(new Set(requestOnly.map((r) => r.status))).toEqual(new Set([0, 10]));
    expect(rows.some((r) => r.projectId && r.projectRequestId)).toBe(true);
    expect(rows.some((r) => r.projectId && !r.projectRequestId)).toBe(true);
    expect(new Set(rows.map((r) => r.requestType))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => r.languages.length >= 1 && r.languages.length <= 4)).toBe(true);
    expect(rows.some((r) => r.languages.length >= 3)).toBe(true);
    expect(rows.some((r) => r.progress === 0)).toBe(true);
    expect(rows.some((r) => r.progress === 1)).toBe(true);
    expect(rows.some((r) => r.progress === null)).toBe(true);
    expect(new Set(rows.map((r) => r.creationDate.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
  });

  it('never lists the Deleted project or the customer-deleted request', async () => {
    const rows = await allRows();
    expect(rows.some((r) => r.status === 10000)).toBe(false);
    expect(rows.some((r) => r.projectId === HIDDEN_ITEMS.deletedProject)).toBe(false);
    expect(rows.some((r) => r.projectRequestId === HIDDEN_ITEMS.customerDeletedRequest)).toBe(false);
    expect((await search({ projectStatuses: [10000] })).body.totalCount).toBe(0);
    const details = await api.call(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${HIDDEN_ITEMS.deletedProject}/details/?type=p`,
      { token: admin },
    );
    expect(details.status).toBe(404);
  });

  it('holds the three named rows as docs/demo-data.md describes them', async () => {
    const rows = await allRows();
    const byName = (name: string) => rows.find((r) => r.name === name);
    expect(byName('Voice Assistant Prompts')).toMatchObject({ ...VAP, status: 3000, requestType: 2, progress: 1 });
    expect(byName('Checkout Flow Translation')).toMatchObject({
      ...CHECKOUT,
      status: 1000,
      requestType: 1,
      languages: ['en-us', 'de-de'],
    });
    expect(byName('Call Quality Study')).toMatchObject({
      ...CALL_QUALITY,
      status: 0,
      requestType: 3,
      progress: null,
      startDate: null,
    });
  });

  it('filters by name, case-insensitively, and by project id exactly', async () => {
    const byName = await search({ name: 'voice ASSISTANT' });
    expect(byName.body.list.map((r) => r.name)).toEqual(['Voice Assistant Prompts']);
    const byId = await search({ projectId: CHECKOUT.projectId.toUpperCase() });
    expect(byId.body.list.map((r) => r.name)).toEqual(['Checkout Flow Translation']);
    expect((await search({ projectId: CHECKOUT.projectId.replace(/.$/, '9') })).body.totalCount).toBe(0);
  });

  it('filters by status: project rows by project status, request-only rows by request status', async () => {
    const running = await allRows({ projectStatuses: [1000] });
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((r) => r.projectId !== null && r.status === 1000)).toBe(true);
    const underReview = await allRows({ projectRequestStatuses: [0] });
    expect(underReview.length).toBeGreaterThan(0);
    expect(underReview.every((r) => r.projectId === null && r.status === 0)).toBe(true);
    const both = await allRows({ projectStatuses: [1000], projectRequestStatuses: [0] });
    expect(both).toHaveLength(running.length + underReview.length);
  });

  it('filters by languages (any of them) and by inclusive date ranges', async () => {
    const german = await allRows({ languages: ['de-de'] });
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((r) => r.languages.includes('de-de'))).toBe(true);
    const either = await allRows({ languages: ['de-de', 'ja-jp'] });
    expect(either.length).toBeGreaterThan(german.length);

    const vapCreated = '2025-03-10T09:30:00.000Z';
    const exact = await allRows({
      creationDateGreaterOrEqualThan: vapCreated,
      creationDateLesserOrEqualThan: vapCreated,
    });
    expect(exact.map((r) => r.name)).toEqual(['Voice Assistant Prompts']);

    const started = await allRows({
      startDateGreaterOrEqualThan: '2026-01-01T00:00:00.000Z',
      startDateLesserOrEqualThan: '2026-12-31T23:59:59.999Z',
    });
    expect(started.length).toBeGreaterThan(0);
    expect(started.every((r) => r.startDate !== null && r.startDate >= '2026-01-01')).toBe(true);
  });

  it('sorts by each sortable column, both ways, with nulls last', async () => {
    const names = (await allRows({ sortBy: 'name', sortDirection: 0 })).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const created = (await allRows({ sortBy: 'creationDate', sortDirection: 0 })).map((r) => r.creationDate);
    expect(created).toEqual([...created].sort());
    const statuses = (await allRows({ sortBy: 'status', sortDirection: 1 })).map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    for (const sortDirection of [0, 1] as const) {
      const progress = (await allRows({ sortBy: 'progress', sortDirection })).map((r) => r.progress);
      const firstNull = progress.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(progress.slice(firstNull).every((p) => p === null)).toBe(true);
      const starts = (await allRows({ sortBy: 'startDate', sortDirection })).map((r) => r.startDate);
      expect(starts.slice(starts.indexOf(null)).every((s) => s === null)).toBe(true);
    }
    const progressDesc = (await allRows({ sortBy: 'progress', sortDirection: 1 }))
      .map((r) => r.progress)
      .filter((p) => p !== null);
    expect(progressDesc).toEqual([...progressDesc].sort((a, b) => b - a));
  });

  it('shows Globex with three projects and Initech with none', async () => {
    expect((await search({}, ENTERPRISE_IDS.globex)).body.totalCount).toBe(3);
    expect((await search({}, ENTERPRISE_IDS.initech)).body).toEqual({ list: [], totalCount: 0 });
  });

  it('answers 404 for an enterprise the user is not a member of', async () => {
    expect((await search({}, ENTERPRISE_IDS.globex, viewer)).status).toBe(404);
  });

  it('gives details by item id and type, 404 when unknown or of the other type', async () => {
    const project = await api.call<Schemas['ProjectInformation']>(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${VAP.projectId}/details/?type=p`,
      { token: admin },
    );
    expect(project.status).toBe(200);
    expect(project.body.projectResult?.jobs).toHaveLength(3);
    expect(project.body.projectRequestResult?.parameters.ProjectScriptedSpeechDetailsType).toBe('PromptBased');
    const request = await api.call<Schemas['ProjectInformation']>(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${CALL_QUALITY.projectRequestId}/details/?type=pr`,
      { token: admin },
    );
    expect(request.body).toMatchObject({ projectId: null, workflowStatus: null, projectResult: null, status: 0 });
    expect(request.body.projectRequestResult?.parameters.Stimulus).toHaveLength(2);
    expect(request.body.projectRequestResult?.parameters.Questions).toHaveLength(3);
    const wrongType = await api.call(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${CALL_QUALITY.projectRequestId}/details/?type=p`,
      { token: admin },
    );
    expect(wrongType.status).toBe(404);
  });

  it('cancels a project: workflow status Cancelled, status kept; a Viewer gets 403', async () => {
    const path = `/api/${ACME}/progress/${CHECKOUT.projectId}/cancel/`;
    expect((await api.call('POST', path, { token: viewer })).status).toBe(403);
    expect((await api.call('POST', path, { token: admin })).status).toBe(204);
    const details = await api.call(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${CHECKOUT.projectId}/details/?type=p`,
      { token: admin },
    );
    expect(details.body).toMatchObject({ status: 1000, workflowStatus: 5000 });
    expect((await api.call('POST', path, { token: admin })).status).toBe(409);
  });

  it('deletes a deletable item, which then disappears; a Viewer gets 403; a Running project 409', async () => {
    const path = `/api/enterprises/${ACME}/projects-and-requests/${CALL_QUALITY.projectRequestId}/?type=pr`;
    const before = (await search()).body.totalCount;
    expect((await api.call('DELETE', path, { token: viewer })).status).toBe(403);
    expect((await api.call('DELETE', path, { token: admin })).status).toBe(204);
    expect((await search()).body.totalCount).toBe(before - 1);
    expect((await search({ name: 'Call Quality Study' })).body.totalCount).toBe(0);
    expect((await api.call('DELETE', path, { token: admin })).status).toBe(404);
    const running = `/api/enterprises/${ACME}/projects-and-requests/${CHECKOUT.projectId}/?type=p`;
    expect((await api.call('DELETE', running, { token: admin })).status).toBe(409);
  });

  it('pages the 23 deliverables of Voice Assistant Prompts by 10, exactly one Unpublished', async () => {
    const path = `/api/${ACME}/projects/${VAP.projectId}/deliverables/`;
    const pages = await Promise.all(
      [0, 1, 2].map((n) =>
        api.call<Schemas['DeliverablePage']>('GET', `${path}?pageNumber=${n}&itemsPerPage=10`, { token: admin }),
      ),
    );
    expect(pages.map((p) => p.body.list.length)).toEqual([10, 10, 3]);
    expect(pages.map((p) => p.body.page)).toEqual([0, 1, 2]);
    const all = pages.flatMap((p) => p.body.list);
    expect(pages[0]?.body.totalCount).toBe(23);
    expect(all.filter((d) => d.deliverableStatus === 0).map((d) => d.deliverableId)).toEqual([
      UNPUBLISHED_DELIVERABLE_ID,
    ]);
    expect(new Set(all.map((d) => d.isPartial))).toEqual(new Set([true, false]));
  });

  it('gives a same-origin download link only with X-Requested-With, counting downloads; 409 for Unpublished', async () => {
    const link = (id: string) => `/api/${ACME}/projects/${VAP.projectId}/deliverables/${id}/download/`;
    const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
    expect((await api.call('GET', link(deliverableId(1)), { token: admin })).status).toBe(400);
    const answer = await api.call('GET', link(deliverableId(1)), { token: admin, headers: xhr });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(signedFile(`${api.url}/api/__files__/deliverables/${deliverableId(1)}`));
    const file = await fetch(answer.body.url);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="voice-assistant-prompts_/);
    const downloaded = (
      await api.call<Schemas['DeliverablePage']>(
        'GET',
        `/api/${ACME}/projects/${VAP.projectId}/deliverables/?pageNumber=0&itemsPerPage=100`,
        { token: admin },
      )
    ).body.list.find((d) => d.deliverableId === deliverableId(1));
    expect(downloaded?.downloadCount).toBe(((1 * 7) % 13) + 1);
    expect((await api.call('GET', link(UNPUBLISHED_DELIVERABLE_ID), { token: admin, headers: xhr })).status).toBe(409);
    expect((await api.call('GET', link('no-such-file'), { token: admin, headers: xhr })).status).toBe(404);
    expect((await fetch(`${api.url}/api/__files__/deliverables/${UNPUBLISHED_DELIVERABLE_ID}`)).status).toBe(403);
  });

  it('configures two reports for Voice Assistant Prompts and embeds them with a Power BI address', async () => {
    const config = await api.call<Schemas['ReportConfiguration']>(
      'GET',
      `/api/${ACME}/projects/${VAP.projectId}/report/configuration/`,
      { token: admin },
    );
    const jobReports = config.body.jobsReportsConfiguration.filter((j) => j.reportType !== null && j.reportType !== 0);
    expect((config.body.reportType === null ? 0 : 1) + jobReports.length).toBe(2);
    const details = await api.call<Schemas['ProjectInformation']>(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${VAP.projectId}/details/?type=p`,
      { token: admin },
    );
    const reportId = details.body.projectResult?.projectReportIds[0] ?? '';
    const embed = await api.call<Schemas['ReportEmbedConfig']>(
      'GET',
      `/api/${ACME}/progress/${VAP.projectId}/powerbi/${reportId}/`,
      { token: admin },
    );
    expect(embed.body.url).toMatch(/^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=/);
    expect(embed.body.reportHeight).toBe(700);
    expect(Date.parse(embed.body.expiresAt ?? '')).toBeGreaterThan(now.getTime());
    expect(
      (await api.call('GET', `/api/${ACME}/progress/${VAP.projectId}/powerbi/unknown-report/`, { token: admin }))
        .status,
    ).toBe(404);
  });

  it('previews Voice Assistant Prompts with three job previews', async () => {
    const preview = await api.call<Schemas['ProjectPreviewInfo']>(
      'GET',
      `/api/${ACME}/projects/${VAP.projectId}/preview-info/`,
      { token: admin },
    );
    expect(preview.body.projectName).toBe('Voice Assistant Prompts');
    expect(preview.body.jobPreviews).toHaveLength(3);
    expect((await fetch(preview.body.jobPreviews[0]?.previewUrl ?? '')).status).toBe(200);
  });
});
