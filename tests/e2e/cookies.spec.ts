import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../scripts/dev-api/demo-ids';
import { COOKIE_KEY, injectFault, LANDING_TIMEOUT, recordedRequests, signInAs } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const stored = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), COOKIE_KEY).then((raw) => (raw ? JSON.parse(raw) : null));
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('the banner shows until a choice is made; Accept all cookies stores the choice on this device', async ({
  page,
}) => {
  await page.goto('/account/login');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
  expect(await stored(page)).toBeNull();
  await expectNoAxeViolations(page);

  await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('the cookie policy modal: essentials are on and cannot be turned off; the others are chosen by keyboard', async ({
  page,
}) => {
  await page.goto('/account/forgotpassword');
  await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Policy' });
  await expect(dialog).toBeVisible();
  const essentials = dialog.getByRole('checkbox', { name: 'Essential cookies' });
  const analytics = dialog.getByRole('checkbox', { name: 'Analytics cookies (Google Analytics)' });
  const recording = dialog.getByRole('checkbox', { name: 'Session recording cookies (Mouseflow)' });
  await expect(essentials).toBeChecked();
  await expect(essentials).toBeDisabled();
  await expect(analytics).not.toBeChecked();
  await expect(recording).not.toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(page, '.modal');

  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: 'Save preferences' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: false, pristine: false });

  // The footer's Cookie Policy link reopens it with the current choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Policy' }).click();
  await expect(analytics).toBeChecked();
  await expect(recording).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a malformed stored choice counts as no choice', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '{not json'), COOKIE_KEY);
  await page.goto('/account/login');
  await expect(banner(page)).toBeVisible();
});

test('signed in, the choice is saved to the server too, and another device then applies it', async ({
  page,
  request,
  browser,
}) => {
  await signInAs(page, 'admin@acme.test');
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('dialog').getByText('Session recording cookies (Mouseflow)').click();
  await expect(page.getByRole('checkbox', { name: 'Session recording cookies (Mouseflow)' })).toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect.poll(() => recordedRequests(request)).toContain('POST /api/users/self/cookies/accept/');

  const other = await browser.newPage();
  try {
    await signInAs(other, 'admin@acme.test');
    await expect
      .poll(() => stored(other))
      .toEqual({ essentials: true, googleAnalytics: false, mouseFlow: true, pristine: false });
    await expect(banner(other)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a choice made before signing in is used, and saved to an account that has none', async ({ page, request }) => {
  await page.goto('/account/login');
  await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
  await signInAs(page, 'viewer@acme.test');
  await expect.poll(() => recordedRequests(request)).toContain('POST /api/users/self/cookies/accept/');
  expect(await stored(page)).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false });
  await expect(banner(page)).toHaveCount(0);
});

test('failing to read the stored preferences goes to the generic error page', async ({ page, request }) => {
  await injectFault(request, { method: 'GET', pathPattern: '^/api/users/self/cookies/$', status: 500, times: 5 });
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/error\/$/, { timeout: LANDING_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: "We've got a glitch..." })).toBeVisible();
});

test('failing to save the preferences goes to the generic error page, and the choice stays on this device', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin@acme.test');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/users/self/cookies/accept/$', status: 500 });
  await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page).toHaveURL(/\/error\/$/, { timeout: LANDING_TIMEOUT });
  expect(await stored(page)).toMatchObject({ googleAnalytics: true, pristine: false });
});

test('leaving the page while the choice is being saved is not a failure: Back leads where the user was, not to the error page', async ({
  page,
}) => {
  let held = false;
  // The save never answers: the user leaves (another address) while it is under way.
  await page.route('**/api/users/self/cookies/accept/', () => {
    held = true;
  });
  await page.goto('/account/login');
  await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
  await signInAs(page, 'viewer@acme.test'); // the account has no choice yet: the one made here is saved
  await expect.poll(() => held).toBe(true);
  const list = page.url();
  await page.goto(`/enterprise/${ENTERPRISE_IDS.acme}/profile/password/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.unroute('**/api/users/self/cookies/accept/');
  await page.goBack();
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});
