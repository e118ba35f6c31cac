import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { ACCESS_KEY_IDS, ENTERPRISE_IDS, PERMISSION_IDS } from '../../../scripts/dev-api/demo-ids';
import type { Schemas } from '../../../scripts/dev-api/types';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

const ACME = ENTERPRISE_IDS.acme;
const KEYS = `/api/${ACME}/authenticationManager/key/`;

describe('reference API: access keys', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date('2026-11-21T12:00:00.000Z') });
  });
  afterAll(() => api.closeChecked());
  beforeEach(async () => {
    api.api.reset();
    admin = await api.signIn('admin@acme.test');
  });

  it('lists the three demo keys and at least two permissions', async () => {
    const keys = await api.call<Schemas['AccessKeyList']>('GET', KEYS, { token: admin });
    expect(keys.body.keys.map((k) => k.accessKeyName)).toEqual(['CI pipeline', 'Data export', 'Staging']);
    expect(keys.body.keys.map((k) => k.accessKeyID)).toEqual(Object.values(ACCESS_KEY_IDS));
    expect(JSON.stringify(keys.body)).not.toContain('secret');
    const permissions = await api.call<Schemas['PermissionList']>(
      'GET',
      `/api/${ACME}/authenticationManager/permissions/`,
      { token: admin },
    );
    expect(permissions.body.permissionDescriptors.length).toBeGreaterThanOrEqual(2);
  });

  it('creates a key: 201 with its id and a secret, then lists it without the secret', async () => {
    const created = await api.call<Schemas['CreatedAccessKey']>('POST', KEYS, {
      token: admin,
      body: { accessKeyName: 'Nightly build', permission: PERMISSION_IDS.readOnly },
    });
    expect(created.status).toBe(201);
    expect(created.body.accessKeySecret.length).toBeGreaterThanOrEqual(32);
    const keys = await api.call<Schemas['AccessKeyList']>('GET', KEYS, { token: admin });
    const listed = keys.body.keys.find((k) => k.accessKeyID === created.body.accessKeyID);
    expect(listed).toEqual({
      accessKeyName: 'Nightly build',
      accessKeyID: created.body.accessKeyID,
      permission: PERMISSION_IDS.readOnly,
      createdAt: '2026-11-21T12:00:00.000Z',
      lastUsed: null,
    });
    expect(JSON.stringify(keys.body)).not.toContain(created.body.accessKeySecret);
  });

  it('refuses a duplicate name, whatever its case, with the status text DuplicatedAccessKeyName', async () => {
    const answer = await api.call('POST', KEYS, {
      token: admin,
      body: { accessKeyName: 'ci PIPELINE', permission: PERMISSION_IDS.readOnly },
    });
    expect(answer.status).toBe(409);
    expect(answer.statusText).toBe('DuplicatedAccessKeyName');
    expect(answer.body).toMatchObject({ code: 'DuplicatedAccessKeyName' });
    expect(typeof answer.body.message).toBe('string');
  });

  it('edits a key: its own name is fine, another key name is a duplicate', async () => {
    const own = await api.call('PUT', KEYS, {
      token: admin,
      body: { accessKeyID: ACCESS_KEY_IDS.staging, accessKeyName: 'STAGING', permission: PERMISSION_IDS.readOnly },
    });
    expect(own.status).toBe(204);
    const byId = await api.call('POST', `/api/${ACME}/authenticationManager/keyById/`, {
      token: admin,
      body: { accessKeyID: ACCESS_KEY_IDS.staging },
    });
    expect(byId.body).toMatchObject({ accessKeyName: 'STAGING', permission: PERMISSION_IDS.readOnly });
    const other = await api.call('PUT', KEYS, {
      token: admin,
      body: { accessKeyID: ACCESS_KEY_IDS.staging, accessKeyName: 'Data Export', permission: PERMISSION_IDS.readOnly },
    });
    expect(other.status).toBe(409);
    expect(other.statusText).toBe('DuplicatedAccessKeyName');
    const unknown = await api.call('PUT', KEYS, {
      token: admin,
      body: { accessKeyID: 'AKIA-NONE', accessKeyName: 'x', permission: PERMISSION_IDS.readOnly },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses names with characters outside the allowed set, and unknown permissions', async () => {
    const bad = await api.call('POST', KEYS, {
      token: admin,
      body: { accessKeyName: 'ci/cd <prod>', permission: PERMISSION_IDS.readOnly },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('InvalidCharacters');
    const accented = await api.call('POST', KEYS, {
      token: admin,
      body: { accessKeyName: 'Produção (ñ) #1 [ok]!?', permission: PERMISSION_IDS.readOnly },
    });
    expect(accented.status).toBe(201);
    const permission = await api.call('POST', KEYS, {
      token: admin,
      body: { accessKeyName: 'Other', permission: 'root' },
    });
    expect(permission.status).toBe(400);
  });

  it('fetches a key by id (404 when unknown) and deletes by ?accessKeyID=, which frees the name', async () => {
    expect(
      (
        await api.call('POST', `/api/${ACME}/authenticationManager/keyById/`, {
          token: admin,
          body: { accessKeyID: 'AKIA-NONE' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `${KEYS}?accessKeyID=${ACCESS_KEY_IDS.ciPipeline}`, { token: admin })).status,
    ).toBe(204);
    expect(
      (await api.call('DELETE', `${KEYS}?accessKeyID=${ACCESS_KEY_IDS.ciPipeline}`, { token: admin })).status,
    ).toBe(404);
    const again = await api.call('POST', KEYS, {
      token: admin,
      body: { accessKeyName: 'CI pipeline', permission: PERMISSION_IDS.readWrite },
    });
    expect(again.status).toBe(201);
  });

  it('lets the privileged roles manage keys and forbids a Viewer (403)', async () => {
    const body = { accessKeyName: 'Role check', permission: PERMISSION_IDS.readOnly };
    const viewer = await api.signIn('viewer@acme.test');
    expect((await api.call('POST', KEYS, { token: viewer, body })).status).toBe(403);
    expect((await api.call('GET', KEYS, { token: viewer })).status).toBe(403);
    expect((await api.call('GET', `/api/${ACME}/authenticationManager/permissions/`, { token: viewer })).status).toBe(
      403,
    );
    for (const [email, name] of [
      ['manager@acme.test', 'By manager'],
      ['principal@acme.test', 'By principal'],
    ] as const) {
      const token = await api.signIn(email);
      expect((await api.call('POST', KEYS, { token, body: { ...body, accessKeyName: name } })).status).toBe(201);
    }
  });

  it('uses the role of the membership in that enterprise; not a member: 403 on create, 404 on list', async () => {
    const manager = await api.signIn('manager@acme.test');
    expect(
      (await api.call('GET', `/api/${ENTERPRISE_IDS.initech}/authenticationManager/key/`, { token: manager })).body,
    ).toEqual({ keys: [] });
    const viewer = await api.signIn('viewer@acme.test');
    const globexKeys = `/api/${ENTERPRISE_IDS.globex}/authenticationManager/key/`;
    expect((await api.call('GET', globexKeys, { token: viewer })).status).toBe(404);
    expect(
      (
        await api.call('POST', globexKeys, {
          token: viewer,
          body: { accessKeyName: 'x', permission: PERMISSION_IDS.readOnly },
        })
      ).status,
    ).toBe(403);
  });
});

describe('reference API: project request submission', () => {
  let api: TestApi;
  let admin: string;
  const now = new Date('2026-11-21T12:34:56.000Z');
  beforeAll(async () => {
    api = await startTestApi({ now: () => now });
  });
  afterAll(() => api.closeChecked());
  beforeEach(async () => {
    api.api.reset();
    admin = await api.signIn('admin@acme.test');
  });

  const translation: Schemas['TranslationRequest'] = {
    name: 'Release Notes Translation',
    sourceLanguage: 'en-us',
    targetLanguage: 'ja-jp',
    twoTranslations: false,
    projectSize: 500,
    projectSizeType: 0,
    contentCategory: 5,
    desiredDeliveryDate: null,
  };
  const scripted: Schemas['ScriptedSpeechRequest'] = {
    name: 'Wake Word Recordings',
    language: 'en-gb',
    detailsType: 1,
    numberOfPrompts: 20,
    numberOfRecordingsPerPrompt: 50,
  };
  const quality: Schemas['QualityOfExperienceRequest'] = {
    name: 'Podcast Audio Rating',
    language: 'en-us',
    projectSize: 500,
    contributorsPerInputDataUnit: 15,
    minimumUniqueContributors: 15,
    stimuli: [{ inputDataType: 0, averageLength: 5 }],
    questions: [{ questionType: 1, scaleSize: 5 }],
  };

  it.each([
    ['translation', translation, 1, ['en-us', 'ja-jp']],
    ['scripted-speech', scripted, 2, ['en-gb']],
    ['quality-of-experience', quality, 3, ['en-us']],
  ] as const)(
    'submits a %s request that appears as request only, UnderReview, created now',
    async (segment, body, requestType, languages) => {
      const answer = await api.call<Schemas['SubmittedProjectRequest']>(
        'POST',
        `/api/${ACME}/project-request/${segment}/`,
        { token: admin, body },
      );
      expect(answer.status).toBe(201);
      const list = await api.call<Schemas['ProjectsAndRequestsPage']>(
        'POST',
        `/api/enterprises/${ACME}/projects-and-requests/search/`,
        {
          token: admin,
          body: { itemsPerPage: 25, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1 },
        },
      );
      expect(list.body.list[0]).toEqual({
        projectId: null,
        projectRequestId: answer.body.projectRequestId,
        name: body.name,
        status: 0,
        requestType,
        progress: null,
        languages,
        creationDate: now.toISOString(),
        startDate: null,
      });
      const request = await api.call('GET', `/api/${ACME}/project-request/${answer.body.projectRequestId}/`, {
        token: admin,
      });
      expect(request.body).toMatchObject({ name: body.name, status: 0, requestType });
    },
  );

  it('forbids a Viewer (403) and refuses a target the source cannot go to (400)', async () => {
    const viewer = await api.signIn('viewer@acme.test');
    expect(
      (await api.call('POST', `/api/${ACME}/project-request/translation/`, { token: viewer, body: translation }))
        .status,
    ).toBe(403);
    const pair = await api.call('POST', `/api/${ACME}/project-request/translation/`, {
      token: admin,
      body: { ...translation, sourceLanguage: 'de-de', targetLanguage: 'ja-jp' },
    });
    expect(pair.status).toBe(400);
    const range = await api.call('POST', `/api/${ACME}/project-request/quality-of-experience/`, {
      token: admin,
      body: { ...quality, minimumUniqueContributors: 10 },
    });
    expect(range.status).toBe(400);
  });
});
