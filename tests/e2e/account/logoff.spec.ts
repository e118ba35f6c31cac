/**
 * Signing out only on the portal's own action (record 0073): a visit to /account/logoff from anywhere
 * else (a link or a navigation from another site, a typed address, a reload) asks 'Sign out of the
 * portal?' and does nothing until the user answers; the user menu's 'Log out' signs out at once.
 * And what a sign-out leaves in the browser: nothing the next user of the browser sees.
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS, USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { storageKeys } from '../../../src/session/token-storage';
import {
  COOKIE_KEY,
  cookiesAlreadyChosen,
  injectFault,
  LANDING_TIMEOUT,
  recordedRequests,
  signInAs,
} from '../support/account-pages';
import { h1 } from '../support/fault-cases';
import { expect, expectNoAxeViolations, holdRequests, test } from '../support/fixtures';

const QUESTION = 'Sign out of the portal?';
const REVOKE = 'POST /api/authentication/revoke';

const storedSession = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), Object.values(storageKeys));

test('a visit to /account/logoff from elsewhere asks first, and signs out only on "Sign out"', async ({
  page,
  request,
}) => {
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'admin@acme.test');
  // As a link from another site opens it: a page load of the address.
  await page.goto('/account/logoff', { referer: 'https://elsewhere.example/' });
  await expect(h1(page, QUESTION)).toBeFocused();
  await expect(page).toHaveTitle(QUESTION);
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Sign out', 'Cancel']);
  await expectNoAxeViolations(page);
  // Nothing was done: no revoke, the session is stored, and the projects page still opens signed in.
  expect(await recordedRequests(request)).not.toContain(REVOKE);
  expect(await storedSession(page)).toHaveLength(3);
  await page.goto('/');
  await expect(h1(page, 'Projects')).toBeVisible({ timeout: LANDING_TIMEOUT });
  expect(await recordedRequests(request)).not.toContain(REVOKE);

  // Asked again (a reload of the address), and answered by keyboard alone.
  await page.goto('/account/logoff');
  await page.reload();
  await expect(h1(page, QUESTION)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/login$/, { timeout: LANDING_TIMEOUT });
  await expect(h1(page, 'Sign in')).toBeVisible();
  expect(await recordedRequests(request)).toContain(REVOKE);
  expect(await storedSession(page)).toEqual([]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login\?redirect=/, { timeout: LANDING_TIMEOUT });
});

test("'Cancel' goes back to the projects, still signed in; with no session, to login", async ({ page, request }) => {
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'viewer@acme.test');
  await page.goto('/account/logoff');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(h1(page, 'Projects')).toBeVisible({ timeout: LANDING_TIMEOUT });
  expect(await recordedRequests(request)).not.toContain(REVOKE);
  expect(await storedSession(page)).toHaveLength(3);

  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), Object.values(storageKeys));
  await page.goto('/account/logoff');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(h1(page, 'Sign in')).toBeVisible();
});

test("the user menu's 'Log out' signs out at once, with no question", async ({ page, request }) => {
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'admin@acme.test');
  // The revoke call is held: the page shows the sign-out under way, not a question.
  const release = await holdRequests(page, /\/api\/authentication\/revoke$/);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('progressbar', { name: 'Signing out' })).toBeVisible();
  await expect(h1(page, QUESTION)).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/account\/login$/, { timeout: LANDING_TIMEOUT });
  await expect(h1(page, 'Sign in')).toBeVisible();
  expect(await recordedRequests(request)).toContain(REVOKE);
  expect(await storedSession(page)).toEqual([]);
});

test('the question reflows at 320 px: no sideways scroll, both buttons in view', async ({ page }) => {
  await cookiesAlreadyChosen(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, 'admin@acme.test');
  await page.goto('/account/logoff');
  await expect(h1(page, QUESTION)).toBeVisible();
  for (const name of ['Sign out', 'Cancel']) await expect(page.getByRole('button', { name })).toBeInViewport();
  expect(
    await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    }),
  ).toBe(0);
  await expectNoAxeViolations(page);
});

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(h1(page, 'Sign in')).toBeVisible({ timeout: LANDING_TIMEOUT });
};
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));

test("after a sign-out, the next user of the browser sees nothing of the previous user's", async ({ page }) => {
  const ACME = ENTERPRISE_IDS.acme;
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'admin@acme.test');
  // The admin saves a view with a search term, and works in Globex.
  await page.goto(`/enterprise/${ACME}/?q=Translation`);
  await expect(h1(page, 'Projects')).toBeVisible({ timeout: LANDING_TIMEOUT });
  await page.getByRole('main').getByRole('button', { name: 'Save view', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name this view' }).fill('Ada private search');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link')).toHaveText(['Ada private search']);
  await page.getByRole('button', { name: /^Enterprise: / }).click();
  await page.getByRole('menuitemradio', { name: 'Globex' }).click();
  await expect(page.getByRole('button', { name: /^Enterprise: / })).toHaveAccessibleName('Enterprise: Globex');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `dc.selectedEnterprise.${USER_IDS.admin}`))
    .toBe(ENTERPRISE_IDS.globex);

  await logOut(page);
  // What stays (product decisions, "Serving and sign-out"): the cookie choice of this browser, and
  // the admin's own views and enterprise, under the admin's id; no credential.
  expect(await storage(page)).toEqual({
    local: [COOKIE_KEY, `dc.selectedEnterprise.${USER_IDS.admin}`, `dc.views.${USER_IDS.admin}.${ACME}`].sort(),
    session: [],
  });

  await page.getByLabel('Email').fill('viewer@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(h1(page, 'Projects')).toBeVisible({ timeout: LANDING_TIMEOUT });
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await expect(page.getByRole('button', { name: 'User menu: Victor Viewer' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Project name' })).toHaveValue('');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette.getByRole('searchbox')).toBeFocused();
  await expect(palette.getByRole('group', { name: 'Views', exact: true })).toHaveCount(0);
  const html = await page.content();
  for (const trace of ['Ada private search', 'Ada Admin', 'admin@acme.test', 'Globex'])
    expect(html).not.toContain(trace);
});

test("an access key draft of a failed save is the user's own: the next user of the tab does not get it", async ({
  page,
  request,
}) => {
  const create = `/enterprise/${ENTERPRISE_IDS.acme}/accesskey/create/`;
  await cookiesAlreadyChosen(page);
  await signInAs(page, 'admin@acme.test');
  await page.goto(create);
  const name = page.getByRole('textbox', { name: 'Access key name' });
  await name.fill('Ada private key');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/[^/]+/authenticationManager/key/$', status: 500 });
  await page.getByRole('button', { name: 'Create access key' }).click();
  await expect(h1(page, "We've got a glitch...")).toBeVisible({ timeout: LANDING_TIMEOUT });
  await logOut(page);

  // Another admin of the same enterprise, in the same tab.
  await page.getByLabel('Email').fill('principal@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(h1(page, 'Projects')).toBeVisible({ timeout: LANDING_TIMEOUT });
  await page.goto(create);
  await expect(h1(page, 'Create access key')).toBeVisible({ timeout: LANDING_TIMEOUT });
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(page.getByText('What you typed before the error is back in the form.')).toHaveCount(0);
});
