/**
 * The signed-out shell (spec document 1 section 2): its header and footer, the not-found page of an
 * unmatched signed-out route, and log off with its failure.
 */
import { PRERENDERED_DATA_ID } from '../../../src/app/prerendered';
import { PENDING_REVOKE_KEY, storageKeys } from '../../../src/session/token-storage';
import { cookiesAlreadyChosen, LANDING_TIMEOUT, recordedRequests, signInAs } from '../support/account-pages';
import { api, faultCases, h1 } from '../support/fault-cases';
import { pathIs, storedSession } from '../support/faults';
import { expect, expectNoAxeViolations, holdRequests, sessionStorageEntries, test } from '../support/fixtures';
import { accessibilityStates, visit } from '../support/accessibility-states';

test('the signed-out shell: logo home, footer links, copyright year and signature', async ({ page }) => {
  await cookiesAlreadyChosen(page);
  await page.goto('/account/forgotpassword');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.getByText(`© ${new Date().getFullYear()} Data Services Provider`)).toBeVisible();
  await expect(footer.getByText('Data Services Provider, Ltd. All rights reserved.')).toBeVisible();
  await footer.getByRole('button', { name: 'Cookie Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(footer.getByRole('button', { name: 'Cookie Policy' })).toBeFocused();
  // Signed out, the logo's home sends the user to login.
  await header.getByRole('link', { name: 'Customer Portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

for (const path of ['/account/nothing-here', '/account/login/extra', '/pt-pt/account/unknown']) {
  test(`an unmatched signed-out route (${path}) goes to the not-found page`, async ({ page }) => {
    await cookiesAlreadyChosen(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/account\/not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// The account prefix itself is no route either: the servers answer it with the SPA's index.html (no
// prerendered page is written for it), and the SPA replaces it with the not-found page, never login.
for (const path of ['/account', '/account/', '/account/unknown-tail', '/pt-pt/account']) {
  test(`the account prefix alone or with an unknown tail (${path}) goes to the not-found page, not to login`, async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(`id="${PRERENDERED_DATA_ID}"`);

    await page.goto(path);
    const base = path.startsWith('/pt-pt/') ? '/pt-pt' : '';
    await expect(page).toHaveURL(pathIs(`${base}/account/not-found`));
    if (base === '') await expect(h1(page, "We're Sorry. We can't find the page you're looking for")).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visited.filter((visitedPath) => visitedPath.endsWith('/account/login'))).toEqual([]);
  });
}

test('log off revokes the session, clears the stored credentials and goes back to login', async ({ page, request }) => {
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'admin@acme.test');
  const stored = () =>
    page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), Object.values(storageKeys));
  expect(await stored()).toHaveLength(3);
  // The revoke call is held, so the log-off page's loader can be seen and checked.
  const release = await holdRequests(page, /\/api\/authentication\/revoke$/);
  await page.goto('/account/logoff');
  await page.getByRole('button', { name: 'Sign out' }).click(); // a visit asks first (account/logoff.spec.ts)
  await expect(page.getByRole('progressbar', { name: 'Signing out' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page).toHaveURL(/\/account\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await recordedRequests(request)).toContain('POST /api/authentication/revoke');
  expect(await stored()).toEqual([]);
  // Signed out for real: a signed-in page sends the user back to login.
  await page.goto('/enterprise/');
  await expect(page).toHaveURL(/\/account\/login\?redirect=/, { timeout: LANDING_TIMEOUT });
});

faultCases([
  {
    screen: 'Log off',
    call: 'POST authentication/revoke',
    api: api('POST', 'authentication/revoke'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: 'if revoke fails the refresh token is kept only to retry the revoke at the next start; the user lands on login',
    trigger: async (page) => {
      // Each fault signs out a session of its own, as a first sign-out: the previous fault's kept token
      // is dropped here, so this load's only revoke is the sign-out's (the retry at the next start,
      // which forgets the token whatever the answer, has tests of its own).
      const session = await sessionStorageEntries(page.request, 'admin@acme.test');
      await page.goto('/config.json');
      await page.evaluate(
        ({ entries, pendingKey }) => {
          localStorage.removeItem(pendingKey);
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        { entries: session, pendingKey: PENDING_REVOKE_KEY },
      );
      await page.goto('/account/logoff');
      await page.getByRole('button', { name: 'Sign out' }).click();
    },
    check: async (page) => {
      await expect(page).toHaveURL(pathIs('/account/login'));
      await expect(h1(page, 'Sign in')).toBeVisible();
      const stored = await storedSession(page);
      expect(stored.accessToken).toBeNull();
      // No longer the session's refresh token (that would restore the session at the next start).
      expect(stored.refreshToken).toBeNull();
      expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_REVOKE_KEY)).toMatch(/^rt\./);
    },
  },
]);

accessibilityStates('the signed-out not-found page', async () => undefined, [
  {
    name: 'not found',
    reach: visit('/account/nothing-here', "We're Sorry. We can't find the page you're looking for"),
  },
]);
