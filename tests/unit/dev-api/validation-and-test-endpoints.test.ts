import { afterAll, beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import {
  PACT_ADMIN_TOKEN,
  PACT_REFRESH_TOKEN,
  PACT_STATES,
  PACT_VIEWER_TOKEN,
} from '../../../scripts/dev-api/pact-fixtures';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

const ACME = ENTERPRISE_IDS.acme;
const SEARCH = `/api/enterprises/${ACME}/projects-and-requests/search/`;
const QUERY = { itemsPerPage: 25, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1 };

describe('reference API: requests are validated against the description', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());
  beforeEach(async () => {
    api.api.reset();
    admin = await api.signIn('admin@acme.test');
  });

  it('answers 400 with the violation for a body that breaks its schema', async () => {
    const enumValue = await api.call('POST', SEARCH, { token: admin, body: { ...QUERY, sortBy: 'language' } });
    expect(enumValue.status).toBe(400);
    expect(enumValue.body.message).toContain('body/sortBy');
    const tooMany = await api.call('POST', SEARCH, { token: admin, body: { ...QUERY, itemsPerPage: 101 } });
    expect(tooMany.status).toBe(400);
    const missing = await api.call('POST', SEARCH, { token: admin, body: { itemsPerPage: 25 } });
    expect(missing.body.message).toContain('pageNumber');
    const noBody = await api.call('POST', SEARCH, { token: admin });
    expect(noBody.status).toBe(400);
    const asText = await api.call('POST', SEARCH, {
      token: admin,
      body: JSON.stringify(QUERY),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(asText.status).toBe(400);
  });

  it('coerces query parameters to their declared types and refuses what does not fit', async () => {
    const token = await api.signIn('manager@acme.test');
    const ok = await api.call('GET', '/api/users/self/enterprises/?pageIndex=1&numberOfItemsPerPage=10', { token });
    expect(ok.body.enterprises).toHaveLength(10);
    const notNumber = await api.call('GET', '/api/users/self/enterprises/?pageIndex=first', { token });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.message).toContain('query/pageIndex');
    expect((await api.call('GET', '/api/users/self/enterprises/?numberOfItemsPerPage=0', { token })).status).toBe(400);
    const badType = await api.call(
      'GET',
      `/api/enterprises/${ACME}/projects-and-requests/${NAMED_ITEMS.voiceAssistantPrompts.projectId}/details/?type=x`,
      { token: admin },
    );
    expect(badType.status).toBe(400);
  });

  it('answers 404 to a path parameter that names no resource where the operation declares no 400', async () => {
    const answer = await api.call('GET', '/api/enterprise/not-a-uuid/member-settings/', { token: admin });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('path/enterpriseId');
  });

  it('answers 404 to paths and 405 to methods the description does not have', async () => {
    expect((await api.call('GET', '/api/users/self/profile', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/api/no/such/thing/', { token: admin })).status).toBe(404);
    const wrongMethod = await api.call('DELETE', '/api/users/self/profile/', { token: admin });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('routes a literal path before a parameter: POST translation/ is the submission, GET of it is not a request id', async () => {
    const get = await api.call('GET', `/api/${ACME}/project-request/translation/`, { token: admin });
    expect(get.status).toBe(404);
    expect(get.body.message).toContain('projectRequestId');
  });
});

describe('reference API: responses are validated against the description', () => {
  it('turns a broken handler response into a 500 and records the violation', async () => {
    const api = await startTestApi({
      handlerOverrides: {
        getCountries: () => ({ status: 200, body: [{ countryCode: 'PT' }] }),
        getLanguages: () => ({ status: 418, body: { message: 'teapot' } }),
        acceptTerms: () => ({ status: 204, body: { unexpected: true } }),
      },
    });
    try {
      const token = await api.signIn('admin@acme.test');
      expect(api.api.responseViolations()).toEqual([]);
      const countries = await api.call('GET', '/api/countries/', { token });
      expect(countries.status).toBe(500);
      expect((await api.call('GET', '/api/languages/', { token })).status).toBe(500);
      expect((await api.call('POST', '/api/users/self/terms/accept/', { token })).status).toBe(500);
      const violations = api.api.responseViolations();
      expect(violations.map((v) => [v.operationId, v.status])).toEqual([
        ['getCountries', 200],
        ['getLanguages', 418],
        ['acceptTerms', 204],
      ]);
      expect(violations[0]?.problems.join()).toContain('countryName');
      expect(violations[1]?.problems.join()).toContain('not declared');
      expect(api.logged.some((line) => line.includes('RESPONSE VIOLATES'))).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('lists the violations since the last reset at GET /__test__/violations, which the browser tests fail on', async () => {
    // strictResponses is not set: the test endpoints being on is what turns the recording on.
    const api = await startTestApi({
      strictResponses: undefined,
      env: {},
      handlerOverrides: { getCountries: () => ({ status: 200, body: [{ countryCode: 'PT' }] }) },
    });
    try {
      const violationsNow = async () => (await api.call('GET', '/__test__/violations')).body.violations as unknown[];
      const token = await api.signIn('admin@acme.test');
      expect(await violationsNow()).toEqual([]);
      expect((await api.call('GET', '/api/countries/', { token })).status).toBe(500);
      expect(await violationsNow()).toEqual([
        {
          operationId: 'getCountries',
          method: 'GET',
          path: '/api/countries/',
          status: 200,
          problems: [expect.stringContaining('countryName')],
        },
      ]);
      // A provider state resets the data but not the window: the violation is still reported.
      await api.call('POST', '/__test__/provider-states', { body: { state: PACT_STATES.demoData, action: 'setup' } });
      expect(await violationsNow()).toHaveLength(1);
      // A test's reset starts a new window; the server's own list keeps everything.
      expect((await api.call('POST', '/__test__/reset')).status).toBe(204);
      expect(await violationsNow()).toEqual([]);
      expect(api.api.responseViolations()).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('logs but does not record violations when strictResponses is off', async () => {
    const api = await startTestApi({
      strictResponses: false,
      handlerOverrides: { getCountries: () => ({ status: 200, body: 'nope' }) },
    });
    try {
      const token = await api.signIn('admin@acme.test');
      expect((await api.call('GET', '/api/countries/', { token })).status).toBe(500);
      expect(api.api.responseViolations()).toEqual([]);
      expect(api.logged.some((line) => line.includes('getCountries'))).toBe(true);
    } finally {
      await api.close();
    }
  });
});

describe('reference API: localization', () => {
  it('serves <locale>.json of the localization folder and 404 for any other locale', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'l10n-'));
    writeFileSync(join(folder, 'en-us.json'), JSON.stringify({ 'login.title': 'Sign in' }));
    const api = await startTestApi({ localizationDir: folder });
    try {
      expect((await api.call('GET', '/en-us/localization/')).body).toEqual({ 'login.title': 'Sign in' });
      expect((await api.call('GET', '/fr-fr/localization/')).status).toBe(404);
      expect((await api.call('GET', '/EN-US/localization/')).status).toBe(404);
      expect((await api.call('GET', '/english/localization/')).status).toBe(404);
      writeFileSync(join(folder, 'en-us.json'), JSON.stringify({ nested: { not: 'a string' } }));
      expect((await api.call('GET', '/en-us/localization/')).status).toBe(500);
    } finally {
      await api.close();
    }
  });

  it('has en-us and pt-pt catalogues in scripts/dev-api/localization', async () => {
    const api = await startTestApi();
    try {
      expect((await api.call('GET', '/en-us/localization/')).status).toBe(200);
      expect((await api.call('GET', '/pt-pt/localization/')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('reference API: test and Pact endpoints', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());
  beforeEach(() => api.api.reset());

  it('resets to the seed: data changes, sessions, stats and faults are gone', async () => {
    const admin = await api.signIn('admin@acme.test');
    await api.call('DELETE', `/api/${ACME}/authenticationManager/key/?accessKeyID=AKIAACME000000000001`, {
      token: admin,
    });
    await api.call('POST', '/__test__/faults', {
      body: { method: 'GET', pathPattern: '^/api/countries/$', status: 503 },
    });
    expect((await api.call('POST', '/__test__/reset')).status).toBe(204);
    expect((await api.call('GET', '/api/users/self/profile/', { token: admin })).status).toBe(401);
    const token = await api.signIn('admin@acme.test');
    expect((await api.call('GET', `/api/${ACME}/authenticationManager/key/`, { token })).body.keys).toHaveLength(3);
    expect((await api.call('GET', '/api/countries/', { token })).status).toBe(200);
    const stats = await api.call('GET', '/__test__/stats');
    expect(stats.body.requests).toEqual([
      { method: 'GET', path: '/api/users/self/profile/' },
      { method: 'POST', path: '/api/authentication/token/' },
      { method: 'GET', path: `/api/${ACME}/authenticationManager/key/` },
      { method: 'GET', path: '/api/countries/' },
    ]);
  });

  it('sets up provider states: a fixed admin token and refresh token become valid', async () => {
    expect((await api.call('GET', '/api/users/self/profile/', { token: PACT_ADMIN_TOKEN })).status).toBe(401);
    const setup = await api.call('POST', '/__test__/provider-states', {
      body: { state: PACT_STATES.adminSignedIn, params: {}, action: 'setup' },
    });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ token: PACT_ADMIN_TOKEN, refreshToken: PACT_REFRESH_TOKEN });
    expect((await api.call('GET', '/api/users/self/profile/', { token: PACT_ADMIN_TOKEN })).body.email).toBe(
      'admin@acme.test',
    );
    expect(
      (await api.call('POST', '/api/authentication/refresh', { body: { refreshToken: PACT_REFRESH_TOKEN } })).status,
    ).toBe(200);
  });

  it('resets before the first state of an interaction only, so several states add up', async () => {
    const admin = await api.signIn('admin@acme.test');
    const state = (name: string) =>
      api.call('POST', '/__test__/provider-states', { body: { state: name, action: 'setup' } });
    await state(PACT_STATES.adminSignedIn);
    await state(PACT_STATES.viewerSignedIn);
    expect((await api.call('GET', '/api/users/self/profile/', { token: PACT_ADMIN_TOKEN })).status).toBe(200);
    expect((await api.call('GET', '/api/users/self/profile/', { token: PACT_VIEWER_TOKEN })).status).toBe(200);
    expect((await api.call('GET', '/api/users/self/profile/', { token: admin })).status).toBe(401);
    await state(PACT_STATES.demoData);
    expect((await api.call('GET', '/api/users/self/profile/', { token: PACT_ADMIN_TOKEN })).status).toBe(401);
  });

  it('answers 400 to an unknown provider state and 200 to a teardown', async () => {
    expect(
      (await api.call('POST', '/__test__/provider-states', { body: { state: 'no such state', action: 'setup' } }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/__test__/provider-states', { body: { state: 'toString', action: 'setup' } })).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', '/__test__/provider-states', {
          body: { state: PACT_STATES.demoData, action: 'teardown' },
        })
      ).status,
    ).toBe(200);
  });

  it('injects a status fault for a number of matching requests', async () => {
    const token = await api.signIn('admin@acme.test');
    const fault = await api.call('POST', '/__test__/faults', {
      body: { method: 'GET', pathPattern: '/api/countries/', status: 503, times: 1 },
    });
    expect(fault.status).toBe(204);
    expect((await api.call('POST', '/api/countries/', { token })).status).toBe(405);
    expect((await api.call('GET', '/api/countries/', { token })).status).toBe(503);
    expect((await api.call('GET', '/api/countries/', { token })).status).toBe(200);
  });

  it('injects a delay and a network error', async () => {
    const token = await api.signIn('admin@acme.test');
    await api.call('POST', '/__test__/faults', {
      body: { method: '*', pathPattern: '^/api/languages/$', delayMs: 150, times: 1 },
    });
    // The delay runs on the API's timers, faked here: the answer waits for 150 ms of that clock.
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let status = 0;
      const answered = api.call('GET', '/api/languages/', { token }).then((answer) => (status = answer.status));
      // Received (the stats list it) and so held: the fault's timer is set as the request comes in.
      for (let turn = 0; turn < 500; turn += 1) {
        const { body } = await api.call('GET', '/__test__/stats');
        if (body.requests.some((r: { path: string }) => r.path === '/api/languages/')) break;
      }
      await rs.advanceTimersByTimeAsync(149);
      await api.call('GET', '/__test__/stats'); // a round trip, time for an answer to arrive
      expect(status).toBe(0);
      await rs.advanceTimersByTimeAsync(1);
      await answered;
      expect(status).toBe(200);
    } finally {
      rs.useRealTimers();
    }
    await api.call('POST', '/__test__/faults', {
      body: { method: 'GET', pathPattern: '^/api/languages/$', networkError: true, times: 1 },
    });
    await expect(api.call('GET', '/api/languages/', { token })).rejects.toThrow();
    expect((await api.call('GET', '/api/languages/', { token })).status).toBe(200);
  });

  it('refuses a fault it cannot apply', async () => {
    expect((await api.call('POST', '/__test__/faults', { body: { pathPattern: '(', status: 500 } })).status).toBe(400);
    expect((await api.call('POST', '/__test__/faults', { body: { pathPattern: '^/api/' } })).status).toBe(400);
  });

  it('serves no test endpoint unless enabled', async () => {
    const closed = await startTestApi({ testEndpoints: false, env: {} });
    try {
      expect(await fetch(`${closed.url}/__test__/reset`, { method: 'POST' }).then((r) => r.status)).toBe(404);
      expect((await closed.call('GET', '/__test__/stats')).body.message).toContain('reference API serves');
    } finally {
      await closed.close();
    }
  });
});
