import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { DEMO_PASSWORD } from '../../../scripts/dev-api/demo-ids';
import { REFRESH_REUSE_GRACE_MS } from '../../../scripts/dev-api/sessions';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

const TOKEN_PATH = '/api/authentication/token/';
const PROFILE_PATH = '/api/users/self/profile/';

describe('reference API: sign-in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());
  beforeEach(() => api.api.reset());

  it('gives a token set for a demo account and its password', async () => {
    const answer = await api.call('POST', TOKEN_PATH, {
      body: { userName: 'admin@acme.test', password: DEMO_PASSWORD, captchaToken: null, redirectUrl: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^at\.[\w-]{43}$/);
    expect(answer.body.refreshToken).toMatch(/^rt\.[\w-]{43}$/);
    expect(answer.body.expiresIn).toBe(3600);
  });

  it('matches the e-mail without regard to case', async () => {
    const answer = await api.call('POST', TOKEN_PATH, {
      body: { userName: 'Admin@ACME.test', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('answers 401 with a message for a wrong password or an unknown account', async () => {
    const wrong = await api.call('POST', TOKEN_PATH, {
      body: { userName: 'admin@acme.test', password: 'portal#2026' },
    });
    const unknown = await api.call('POST', TOKEN_PATH, {
      body: { userName: 'nobody@acme.test', password: DEMO_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(typeof wrong.body.message).toBe('string');
    expect(unknown.status).toBe(401);
  });

  it('answers 401 for the pending account of the create-password link until its password is set', async () => {
    const answer = await api.call('POST', TOKEN_PATH, {
      body: { userName: 'created@acme.test', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 400 for a body that breaks the description', async () => {
    const missing = await api.call('POST', TOKEN_PATH, { body: { userName: 'admin@acme.test' } });
    const empty = await api.call('POST', TOKEN_PATH, { body: { userName: '', password: DEMO_PASSWORD } });
    const notJson = await api.call('POST', TOKEN_PATH, { body: '{', headers: { 'Content-Type': 'application/json' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('password');
    expect(empty.status).toBe(400);
    expect(notJson.status).toBe(400);
  });
});

describe('reference API: bearer tokens', () => {
  let api: TestApi;
  let now = Date.parse('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    api = await startTestApi({ tokenLifetimeSeconds: 60, now: () => new Date(now) });
  });
  afterAll(() => api.closeChecked());
  beforeEach(() => {
    api.api.reset();
    now = Date.parse('2026-03-01T10:00:00Z');
  });

  it('requires a bearer token on secured operations', async () => {
    const none = await api.call('GET', PROFILE_PATH);
    const forged = await api.call('GET', PROFILE_PATH, { token: 'at.1.20000000-0000-4000-8000-000000000001' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(forged.status).toBe(401);
  });

  it('refuses guessed tokens: a Viewer cannot derive an Admin token from its own or from the user id', async () => {
    const viewer = (
      await api.call('POST', TOKEN_PATH, { body: { userName: 'viewer@acme.test', password: DEMO_PASSWORD } })
    ).body;
    const admin = (
      await api.call('POST', TOKEN_PATH, { body: { userName: 'admin@acme.test', password: DEMO_PASSWORD } })
    ).body;
    const adminId = api.api.store.data.users.find((user) => user.email === 'admin@acme.test')?.id ?? '';
    expect(adminId).not.toBe('');
    expect(admin.token).not.toContain(adminId);
    const guesses = [0, 1, 2, 3, 4, 5].flatMap((n) => [
      `at.${n}.${adminId}`,
      `at.${n}`,
      viewer.token.replace('at.', `at.${n}`),
    ]);
    for (const token of guesses) expect((await api.call('GET', PROFILE_PATH, { token })).status).toBe(401);
    for (const refreshToken of [0, 1, 2, 3].map((n) => `rt.${n}.${adminId}`)) {
      expect((await api.call('POST', '/api/authentication/refresh', { body: { refreshToken } })).status).toBe(401);
    }
    // Two sign-ins share nothing but the prefix.
    expect(viewer.token.slice(3, 12)).not.toBe(admin.token.slice(3, 12));
  });

  it('accepts a token until its lifetime has passed', async () => {
    const token = await api.signIn('viewer@acme.test');
    now += 59_000;
    expect((await api.call('GET', PROFILE_PATH, { token })).status).toBe(200);
    now += 1_000;
    const expired = await api.call('GET', PROFILE_PATH, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toContain('expired');
  });

  it('tells the configured lifetime in expiresIn', async () => {
    const answer = await api.call('POST', TOKEN_PATH, {
      body: { userName: 'viewer@acme.test', password: DEMO_PASSWORD },
    });
    expect(answer.body.expiresIn).toBe(60);
  });

  it('refreshes an expired session and rotates the refresh token', async () => {
    const first = (
      await api.call('POST', TOKEN_PATH, { body: { userName: 'viewer@acme.test', password: DEMO_PASSWORD } })
    ).body;
    now += 120_000;
    const refreshed = await api.call('POST', '/api/authentication/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(first.refreshToken);
    expect((await api.call('GET', PROFILE_PATH, { token: refreshed.body.token })).status).toBe(200);
    now += REFRESH_REUSE_GRACE_MS + 1;
    const reused = await api.call('POST', '/api/authentication/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(reused.status).toBe(401);
  });

  it('a used refresh token answers again with its replacement within the grace period, while the replacement is unused', async () => {
    const first = (
      await api.call('POST', TOKEN_PATH, { body: { userName: 'viewer@acme.test', password: DEMO_PASSWORD } })
    ).body;
    const refresh = (refreshToken: string) =>
      api.call('POST', '/api/authentication/refresh', { body: { refreshToken } });
    const second = (await refresh(first.refreshToken)).body;
    now += REFRESH_REUSE_GRACE_MS;
    // The browser lost the first answer (a reload while the call ran) and retries with the old token.
    const retried = await refresh(first.refreshToken);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(second);
    // Once the replacement itself is used, the old token is refused even within the grace period.
    const third = (await refresh(second.refreshToken)).body;
    expect((await refresh(first.refreshToken)).status).toBe(401);
    // Revoking with a used token ends the whole session.
    await api.call('POST', '/api/authentication/revoke', { body: { refreshToken: second.refreshToken } });
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect((await api.call('GET', PROFILE_PATH, { token: third.token })).status).toBe(401);
  });

  it('answers 401 to an unknown refresh token and counts every refresh call', async () => {
    const unknown = await api.call('POST', '/api/authentication/refresh', { body: { refreshToken: 'rt.999.nobody' } });
    expect(unknown.status).toBe(401);
    expect(api.api.refreshCalls()).toBe(1);
    const stats = await api.call('GET', '/__test__/stats');
    expect(stats.body.refreshCalls).toBe(1);
  });

  it('revokes: the refresh token and the session access token stop working', async () => {
    const session = (
      await api.call('POST', TOKEN_PATH, { body: { userName: 'viewer@acme.test', password: DEMO_PASSWORD } })
    ).body;
    const revoke = await api.call('POST', '/api/authentication/revoke', {
      body: { refreshToken: session.refreshToken },
    });
    expect(revoke.status).toBe(204);
    expect(
      (await api.call('POST', '/api/authentication/refresh', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(401);
    expect((await api.call('GET', PROFILE_PATH, { token: session.token })).status).toBe(401);
  });

  it('answers 204 to revoking an unknown refresh token (sign-out never fails on it)', async () => {
    expect(
      (await api.call('POST', '/api/authentication/revoke', { body: { refreshToken: 'rt.1.nobody' } })).status,
    ).toBe(204);
  });

  it('takes the lifetime from API_TOKEN_LIFETIME when no option is given', async () => {
    const fromEnv = await startTestApi({ env: { API_TOKEN_LIFETIME: '5' } });
    try {
      const answer = await fromEnv.call('POST', TOKEN_PATH, {
        body: { userName: 'viewer@acme.test', password: DEMO_PASSWORD },
      });
      expect(answer.body.expiresIn).toBe(5);
    } finally {
      await fromEnv.close();
    }
  });
});
