/**
 * The production serving path, hardened, in Chromium:
 * - the production path (`npm run serve`, scripts/serve.ts) started as its own process in front of the
 *   reference API (another process), signed in through, with its headers and caching;
 * - with the captcha enabled by configuration, its CSP lets a stand-in captcha script served from the
 *   captcha's address run, with no violation (the `pageGuards` fixture fails on any), and sign-in works;
 * - a deliverable download `url` that is `javascript:` or `data:` shows the failed download notice;
 * - a sign-out whose revoke failed: the next start shows login and revokes the kept refresh token;
 * - a sign-out in one tab signs out a second tab on the storage event, without a call of its own, with
 *   nothing of the user left on screen.
 * The header values, nginx's equal configuration and the raw-socket requests are unit tests
 * (tests/unit/deploy/, tests/unit/dev-api/hardening.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { PENDING_REVOKE_KEY, storageKeys } from '../../../src/session/token-storage';
import { cookiesAlreadyChosen, injectFault, recordedRequests, signInAs } from '../support/account-pages';
import { requestsReported } from '../support/events';
import { expect as baseExpect, DEMO_PASSWORD, test } from '../support/fixtures';
import { detailsPath } from '../support/projects-pages';

const expect = baseExpect.configure({ timeout: 15_000 });
const TSX = 'node_modules/.bin/tsx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `script` as its own process and waits until `readyPath` answers. */
async function startProcess(script: string, env: Record<string, string>, readyPath: string): Promise<ChildProcess> {
  const child = spawn(TSX, [script], {
    env: { ...process.env, NODE_ENV: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}${readyPath}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${script} did not answer ${url}`);
}

const stop = (child: ChildProcess | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function signInThroughLogin(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
}

test.describe('the production path (npm run serve) as its own process, in front of the reference API', () => {
  // One worker runs the group in order, so its three processes start once (beforeAll).
  test.describe.configure({ mode: 'default', timeout: 90_000 });
  let api: ChildProcess | undefined;
  let serve: ChildProcess | undefined;
  let serveWithCaptcha: ChildProcess | undefined;
  let origin = '';
  let captchaOrigin = '';

  test.beforeAll(async () => {
    const [apiPort, servePort, captchaPort] = await Promise.all([freePort(), freePort(), freePort()]);
    origin = `http://127.0.0.1:${servePort}`;
    captchaOrigin = `http://127.0.0.1:${captchaPort}`;
    // The three start side by side: each server serves its config.json before the API answers.
    const upstream = { API_UPSTREAM: `http://127.0.0.1:${apiPort}` };
    const started = await Promise.allSettled([
      startProcess(
        'scripts/dev-api/server.ts',
        { PORT: String(apiPort), REFERENCE_API_PUBLIC_ORIGIN: origin },
        '/en-us/localization/',
      ),
      startProcess('scripts/serve.ts', { PORT: String(servePort), ...upstream }, '/config.json'),
      startProcess(
        'scripts/serve.ts',
        { PORT: String(captchaPort), ...upstream, CAPTCHA_ENABLED: 'true', CAPTCHA_SITE_KEY: 'e2e-site-key' },
        '/config.json',
      ),
    ]);
    // Each one that started is stopped after the group, even when another did not start.
    [api, serve, serveWithCaptcha] = started.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });
  test.afterAll(async () => {
    await Promise.all([stop(serve), stop(serveWithCaptcha)]);
    await stop(api);
  });

  test('signs in through it; the pages carry the security headers, hashed assets cache for a year', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    const login = await page.goto(`${origin}/account/login`);
    const headers = login?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).not.toContain('google');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['strict-transport-security']).toBeUndefined(); // plain http here
    await signInThroughLogin(page, origin, 'viewer@acme.test');

    const script = (await page.locator('script[src]').first().getAttribute('src')) ?? '';
    expect(script).toMatch(/^\/static\/js\//);
    expect((await page.request.get(`${origin}${script}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await page.request.get(`${origin}/config.json`)).headers()['cache-control']).toBe('no-cache');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const favicon = await page.request.get(`${origin}/favicon.svg`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  });

  test('with the captcha enabled, a stand-in captcha script from its address runs with no CSP violation', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = {
          render: function (container, parameters) { window.__captcha = parameters; return 1; },
          execute: function () { window.__captcha.callback('e2e-captcha-token'); },
          reset: function () {},
        };
        window.__portalCaptchaLoaded();`,
      }),
    );
    const login = await page.goto(`${captchaOrigin}/account/login`);
    expect(login?.headers()['content-security-policy']).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    await page.getByLabel('Email').fill('viewer@acme.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const signIn = page.waitForRequest('**/api/authentication/token/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await signIn).postDataJSON()).toMatchObject({ captchaToken: 'e2e-captcha-token' });
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });
});

const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
// The newest file (en-gb) is unpublished, its button disabled: the next one downloads.
const FIRST_FILE = 'voice-assistant-prompts_en-us_complete.zip';

for (const [scheme, url] of [
  ['javascript:', 'javascript:window.__followed=true'],
  ['data:', 'data:text/html,<script>window.__followed=true</script>'],
] as const) {
  test(`a ${scheme} download url from the API is not followed: the failed download notice shows`, async ({ page }) => {
    await cookiesAlreadyChosen(page);
    await signInAs(page, 'admin@acme.test');
    await page.route('**/deliverables/*/download/', (route) => route.fulfill({ json: { url } }));
    await page.goto(detailsPath(VOICE.projectId, 'deliverables'));
    await page.getByRole('button', { name: `Download ${FIRST_FILE}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was a problem downloading' })).toContainText(
      `There was a problem downloading ${FIRST_FILE}. If this problem persists, please contact support`,
    );
    expect(await page.evaluate(() => (window as unknown as { __followed?: boolean }).__followed)).toBeUndefined();
    expect(page.url()).toContain('/deliverables/');
  });
}

test('a sign-out whose revoke failed: the next start shows login, and revokes the kept refresh token', async ({
  page,
  request,
}) => {
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'viewer@acme.test');
  const refreshToken = await page.evaluate((key) => localStorage.getItem(key), storageKeys.refreshToken);
  expect(refreshToken).toMatch(/^rt\./);
  await injectFault(request, { method: 'POST', pathPattern: '^/api/authentication/revoke$', status: 500 });
  await page.goto('/account/logoff');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The next start: the signed-in index sends to login; the session is not restored nor refreshed.
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_REVOKE_KEY)).toBeNull();
  const revokes = (await recordedRequests(request)).filter((r) => r === 'POST /api/authentication/revoke');
  expect(revokes).toHaveLength(2);
  expect(await recordedRequests(request)).not.toContain('POST /api/authentication/refresh');
  const refresh = await request.post('/api/authentication/refresh', { data: { refreshToken } });
  expect(refresh.status()).toBe(401);
});

test('signing out in one tab signs out the other open tab on the storage event, with no call of its own, leaving nothing on screen', async ({
  page,
}) => {
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'admin@acme.test');
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(other.getByRole('table')).toBeVisible();
  // The other tab learns of the sign-out from the browser's storage event, not when its own session
  // next meets the API: it reaches login without a call (a refresh, or a call refused with a 401,
  // would be one), however long the machine takes.
  const otherCalls: string[] = [];
  other.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) otherCalls.push(`${r.method()} ${url.pathname}`);
  });

  await page.goto('/account/logoff');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect
    .poll(() =>
      page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), Object.values(storageKeys)),
    )
    .toEqual([]);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(other).toHaveURL(/\/account\/login/);
  // A later request of the other tab is in, so an earlier call would be too.
  await requestsReported(other);
  expect(otherCalls, "the other tab's calls to the API after the sign-out").toEqual([]);
  await expect(other.getByRole('table')).toHaveCount(0);
  await expect(other.getByText('Ada Admin')).toHaveCount(0);
  await other.close();
});
