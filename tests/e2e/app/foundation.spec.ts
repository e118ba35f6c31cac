import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { expect, signIn, test } from '../support/fixtures';

const CREDENTIAL_KEYS = ['dc.accessToken', 'dc.accessTokenExpiresAt', 'dc.refreshToken'];

/** The console warnings of the page, from now on. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const storedCredentials = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), CREDENTIAL_KEYS);

test('a locale segment localizes the page and sets <html lang>', async ({ page }) => {
  await page.goto('/pt-pt/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-pt');
  await expect(page.getByLabel('Palavra-passe')).toBeVisible();
});

test('an unknown locale falls back to the built-in English after the retries', async ({ page }) => {
  await page.goto('/xx-xx/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'xx-xx');
});

test('served pages carry the security headers', async ({ request }) => {
  for (const path of ['/', '/account/login', '/config.json']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  }
});

test('a corrupt stored session is cleared and the user is asked to sign in', async ({ page }) => {
  await page.goto('/account/login');
  await page.evaluate(() => {
    localStorage.setItem('dc.accessToken', 'x');
    localStorage.setItem('dc.accessTokenExpiresAt', 'not-a-number');
  });
  await page.goto('/enterprise/');
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('dc.accessToken'))).toBeNull();
});

test('an expiring token is refreshed for real, once, and the user stays signed in', async ({
  page,
  context,
  request,
}) => {
  // The page's clock is fake from the first load (it runs at the real pace, and a reload keeps it),
  // so the token's time can be made to pass at once instead of being waited for.
  await context.clock.install();
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const lifetime = await page.evaluate(() => Number(localStorage.getItem('dc.accessTokenExpiresAt')) - Date.now());
  // The browser tests run with a short token lifetime (playwright.config.ts): move the page's clock
  // into the token's 30 s early-expiry window, then make the app call the API again.
  await page.clock.fastForward(Math.max(0, lifetime - 30_000 + 500));
  const before = (await (await request.get('/__test__/stats')).json()) as { refreshCalls: number };
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const after = (await (await request.get('/__test__/stats')).json()) as { refreshCalls: number };
  expect(after.refreshCalls - before.refreshCalls).toBe(1);
  await expect(page).not.toHaveURL(/account\/login/);
});

test('a 401 on an authenticated call sends the signed-in user to login with the encoded path and query', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The profile and the membership still load: only the list's search answers 401, so the
  // redirect can come from the API client's 401 handling alone (src/app/unauthorized-redirect.ts).
  const fault = await request.post('/__test__/faults', {
    data: { method: 'POST', pathPattern: '/projects-and-requests/search/$', status: 401 },
  });
  expect(fault.ok()).toBe(true);
  const original = `/enterprise/${ENTERPRISE_IDS.acme}/?a=1&b=2`;
  await page.goto(original);
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent(original)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('an expired stored token with no refresh token is cleared on start and the user is asked to sign in', async ({
  page,
}) => {
  await page.goto('/account/login');
  await page.evaluate(() => {
    localStorage.setItem('dc.accessToken', 'at.expired');
    localStorage.setItem('dc.accessTokenExpiresAt', String(Date.now() - 1_000));
  });
  await page.goto('/enterprise/');
  await expect(page).toHaveURL('/account/login?redirect=%2Fenterprise%2F');
  expect(await storedCredentials(page)).toEqual([]);
});

test('a missing /config.json: the defaults apply with a logged warning, and signing in works', async ({ page }) => {
  const warnings = consoleWarnings(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The page may be drawn before Playwright has handed the test the console message.
  await expect
    .poll(() =>
      warnings.some((text) => text.startsWith('[config] /config.json could not be loaded; the defaults apply.')),
    )
    .toBe(true);
});

test('a /config.json that is not JSON: the English sign-in page with a logged warning', async ({ page }) => {
  const warnings = consoleWarnings(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{ "apiBaseUrl": ' }),
  );
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  // The page may be drawn before Playwright has handed the test the console message.
  await expect
    .poll(() =>
      warnings.some((text) => text.startsWith('[config] /config.json could not be loaded; the defaults apply.')),
    )
    .toBe(true);
});

test('a /config.json with an invalid field: that field falls back to its default with a logged warning', async ({
  page,
}) => {
  const warnings = consoleWarnings(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ apiBaseUrl: 42, inviteEnterprise: 'yes' }),
    }),
  );
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect
    .poll(() => warnings)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[config\] apiBaseUrl must be/),
        expect.stringMatching(/^\[config\] inviteEnterprise must be/),
      ]),
    );
});

test('a /config.json apiBaseUrl that names another host as a path (//host/) is refused: the API is called on this site', async ({
  page,
}) => {
  const warnings = consoleWarnings(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ apiBaseUrl: '//evil.example/api/' }),
    }),
  );
  const signInCall = page.waitForRequest((request) => request.url().endsWith('/api/authentication/token/'));
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  expect(new URL((await signInCall).url()).origin).toBe(new URL(page.url()).origin);
  await expect
    .poll(() => warnings)
    .toContainEqual(expect.stringMatching(/^\[config\] apiBaseUrl must be .*; using \/api\/\.$/));
});

test('a localization catalogue answered as HTML is retried, then the English texts apply with a logged warning', async ({
  page,
}) => {
  const warnings = consoleWarnings(page);
  let served = 0;
  await page.route('**/pt-pt/localization/', (route) => {
    served += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html><body>Maintenance</body></html>',
    });
  });
  await page.goto('/pt-pt/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-pt');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(served).toBe(4); // the first load and its 3 retries
  await expect
    .poll(() =>
      warnings.some((text) =>
        text.startsWith('[i18n] The pt-pt catalogue was abandoned; the built-in English texts apply.'),
      ),
    )
    .toBe(true);
});
