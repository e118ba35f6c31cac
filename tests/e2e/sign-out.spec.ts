/**
 * Signing out only on the portal's own action (record 0073): a visit to /account/logoff from anywhere
 * else (a link or a navigation from another site, a typed address, a reload) asks 'Sign out of the
 * portal?' and does nothing until the user answers; the user menu's 'Log out' signs out at once.
 */
import type { Page } from '@playwright/test';
import { storageKeys } from '../../src/session/token-storage';
import { cookiesAlreadyChosen, LANDING_TIMEOUT, recordedRequests, signInAs } from './support/account';
import { h1 } from './support/fault-cases';
import { expect, expectNoAxeViolations, holdRequests, test } from './support/fixtures';

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
