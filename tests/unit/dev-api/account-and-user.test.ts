import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { DEMO_PASSWORD, ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import type { Schemas } from '../../../scripts/dev-api/types';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

const NEW_PASSWORD = 'Fresh#Pass1';

describe('reference API: links from e-mails', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());
  beforeEach(() => api.api.reset());

  const reset = (userId: string, code: string, password = NEW_PASSWORD) =>
    api.call('POST', '/api/account/reset/password/', { body: { userId, code, password, confirmPassword: password } });
  const signInStatus = async (userName: string, password: string) =>
    (await api.call('POST', '/api/authentication/token/', { body: { userName, password } })).status;

  it('reset link u-reset / RESET-OK sets the password of admin@acme.test', async () => {
    expect((await reset('u-reset', 'RESET-OK')).status).toBe(204);
    expect(await signInStatus('admin@acme.test', NEW_PASSWORD)).toBe(200);
    expect(await signInStatus('admin@acme.test', DEMO_PASSWORD)).toBe(401);
  });

  it('create link u-create / CREATE-OK sets the password of the new account', async () => {
    expect((await reset('u-create', 'CREATE-OK')).status).toBe(204);
    expect(await signInStatus('created@acme.test', NEW_PASSWORD)).toBe(200);
  });

  it('answers 400 with error code 1 to any other link, and to a mismatched or weak password', async () => {
    for (const [userId, code] of [
      ['u-reset', 'CREATE-OK'],
      ['u-create', 'RESET-OK'],
      ['u-reset', 'reset-ok'],
      ['admin', 'RESET-OK'],
    ]) {
      const answer = await reset(userId ?? '', code ?? '');
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(1);
    }
    const mismatch = await api.call('POST', '/api/account/reset/password/', {
      body: { userId: 'u-reset', code: 'RESET-OK', password: NEW_PASSWORD, confirmPassword: 'Other#Pass1' },
    });
    expect(mismatch.status).toBe(400);
    expect((await reset('u-reset', 'RESET-OK', 'weakpassword')).status).toBe(400);
  });

  it('invitation INVITE-OK: Acme Corp, invitee@acme.test, invited by Ada Admin; accepting creates the account', async () => {
    const details = await api.call('GET', '/api/account/invitation/accept/?code=INVITE-OK');
    expect(details.body).toEqual({
      code: 'INVITE-OK',
      companyName: 'Acme Corp',
      email: 'invitee@acme.test',
      inviterUserDisplayName: 'Ada Admin',
    });
    expect((await api.call('GET', '/api/account/invitation/accept/?code=NOPE')).status).toBe(400);
    expect((await api.call('GET', '/api/account/invitation/accept/')).status).toBe(400);
    const body = {
      code: 'INVITE-OK',
      email: 'invitee@acme.test',
      firstName: 'Ivy',
      lastName: 'Invitee',
      password: NEW_PASSWORD,
    };
    expect((await api.call('POST', '/api/account/invitation/accept/?code=INVITE-OK', { body })).status).toBe(204);
    expect(await signInStatus('invitee@acme.test', NEW_PASSWORD)).toBe(200);
    expect(
      (await api.call('POST', '/api/account/invitation/accept/', { body: { ...body, code: 'NOPE' } })).status,
    ).toBe(400);
  });

  it('register REQ-OK: Rita Requester, rita@acme.test; registering sets her password', async () => {
    const details = await api.call('GET', '/api/account/register/?requestId=REQ-OK');
    expect(details.body).toEqual({ firstName: 'Rita', lastName: 'Requester', companyEmail: 'rita@acme.test' });
    expect((await api.call('GET', '/api/account/register/?requestId=REQ-NO')).status).toBe(400);
    const body = {
      requestId: 'REQ-OK',
      firstName: 'Rita',
      lastName: 'Requester',
      companyEmail: 'rita@acme.test',
      password: NEW_PASSWORD,
    };
    expect((await api.call('POST', '/api/account/register/?requestId=REQ-OK', { body })).status).toBe(204);
    expect(await signInStatus('rita@acme.test', NEW_PASSWORD)).toBe(200);
    expect((await api.call('POST', '/api/account/register/', { body: { ...body, requestId: 'REQ-NO' } })).status).toBe(
      400,
    );
  });

  it('unsubscribe UNSUB-OK answers 204, any other token 400', async () => {
    expect((await api.call('POST', '/api/subscriptions/?token=UNSUB-OK')).status).toBe(204);
    expect((await api.call('POST', '/api/subscriptions/?token=UNSUB-NO')).status).toBe(400);
    expect((await api.call('POST', '/api/subscriptions/')).status).toBe(400);
  });

  it('sandbox sign-up: 409 for taken@acme.test or an existing account, 204 otherwise and again on resend', async () => {
    const body = {
      FirstName: 'Sam',
      LastName: 'Sandbox',
      CompanyName: 'Sandbox Ltd',
      CompanyEmail: 'sam@sandbox.test',
    };
    expect(
      (await api.call('POST', '/api/enterprise/invite/', { body: { ...body, CompanyEmail: 'taken@acme.test' } }))
        .status,
    ).toBe(409);
    expect(
      (await api.call('POST', '/api/enterprise/invite/', { body: { ...body, CompanyEmail: 'Viewer@acme.test' } }))
        .status,
    ).toBe(409);
    expect((await api.call('POST', '/api/enterprise/invite/', { body })).status).toBe(204);
    expect((await api.call('POST', '/api/enterprise/invite/', { body })).status).toBe(204);
  });

  it('forgot password always answers 204', async () => {
    expect(
      (await api.call('POST', '/api/account/forgot/password/', { body: { email: 'nobody@acme.test' } })).status,
    ).toBe(204);
  });
});

describe('reference API: the signed-in user', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());
  beforeEach(() => api.api.reset());

  it('gives the manager 30 enterprises: the profile holds the first 25, Acme Corp, Globex and Initech first', async () => {
    const token = await api.signIn('manager@acme.test');
    const profile = await api.call<Schemas['UserProfile']>('GET', '/api/users/self/profile/', { token });
    expect(profile.body.totalCount).toBe(30);
    expect(profile.body.enterprises).toHaveLength(25);
    expect(profile.body.enterprises.slice(0, 3).map((e) => e.enterpriseName)).toEqual([
      'Acme Corp',
      'Globex',
      'Initech',
    ]);
    expect(profile.body.role).toBe(2);
  });

  it('pages and searches the enterprises (case-insensitive substring)', async () => {
    const token = await api.signIn('manager@acme.test');
    const second = await api.call<Schemas['EnterprisePage']>(
      'GET',
      '/api/users/self/enterprises/?pageIndex=1&numberOfItemsPerPage=25',
      { token },
    );
    expect(second.body).toMatchObject({ totalCount: 30 });
    expect(second.body.enterprises).toHaveLength(5);
    const corp = await api.call<Schemas['EnterprisePage']>('GET', '/api/users/self/enterprises/?searchTerm=CORP', {
      token,
    });
    expect(corp.body.enterprises.map((e) => e.enterpriseName)).toEqual([
      'Acme Corp',
      'Umbrella Corp',
      'Tyrell Corp',
      'Oscorp',
    ]);
    expect(corp.body.totalCount).toBe(4);
  });

  it('shows the lonely user without enterprises and the newcomer without consent, until terms are accepted', async () => {
    const lonely = await api.signIn('lonely@acme.test');
    expect((await api.call('GET', '/api/users/self/profile/', { token: lonely })).body).toMatchObject({
      enterprises: [],
      totalCount: 0,
    });
    const newcomer = await api.signIn('newcomer@acme.test');
    expect((await api.call('GET', '/api/users/self/profile/', { token: newcomer })).body.terms).toEqual({
      privacyAndTerms: false,
    });
    expect((await api.call('POST', '/api/users/self/terms/accept/', { token: newcomer })).status).toBe(204);
    expect((await api.call('GET', '/api/users/self/profile/', { token: newcomer })).body.terms).toEqual({
      privacyAndTerms: true,
    });
  });

  it('stores cookie preferences per user; nulls until accepted', async () => {
    const admin = await api.signIn('admin@acme.test');
    const viewer = await api.signIn('viewer@acme.test');
    expect((await api.call('GET', '/api/users/self/cookies/', { token: admin })).body).toEqual({
      essentials: null,
      googleAnalytics: null,
      mouseFlow: null,
    });
    const accepted = await api.call('POST', '/api/users/self/cookies/accept/', {
      token: admin,
      body: { essentials: true, googleAnalytics: true, mouseFlow: false },
    });
    expect(accepted.status).toBe(204);
    expect((await api.call('GET', '/api/users/self/cookies/', { token: admin })).body).toEqual({
      essentials: true,
      googleAnalytics: true,
      mouseFlow: false,
    });
    expect((await api.call('GET', '/api/users/self/cookies/', { token: viewer })).body.essentials).toBeNull();
    const offEssentials = await api.call('POST', '/api/users/self/cookies/accept/', {
      token: admin,
      body: { essentials: false, googleAnalytics: true, mouseFlow: false },
    });
    expect(offEssentials.status).toBe(400);
  });

  it('changes the password: wrong old password 400 "Incorrect password.", then the new one signs in', async () => {
    const token = await api.signIn('viewer@acme.test');
    const wrong = await api.call('POST', '/api/users/self/password/', {
      token,
      body: { oldPassword: 'nope', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Incorrect password.' });
    const changed = await api.call('POST', '/api/users/self/password/', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    expect(await api.signIn('viewer@acme.test', NEW_PASSWORD)).toMatch(/^at\./);
  });

  it('gives member settings with the membership role, and 404 for an enterprise of someone else', async () => {
    const principal = await api.signIn('principal@acme.test');
    const settings = await api.call('GET', `/api/enterprise/${ENTERPRISE_IDS.acme}/member-settings/`, {
      token: principal,
    });
    expect(settings.body).toMatchObject({
      company: 'Acme Corp',
      externalEnterpriseId: ENTERPRISE_IDS.acme,
      role: 3,
      isOwner: false,
    });
    expect(
      (await api.call('GET', `/api/enterprise/${ENTERPRISE_IDS.globex}/member-settings/`, { token: principal })).status,
    ).toBe(404);
  });
});
