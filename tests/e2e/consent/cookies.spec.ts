import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
/**
 * The cookie banner and the cookie policy modal (spec document 1 section 2, document 2 section 7):
 * the choice on this device and on the server, signed out and signed in, and the failures of reading
 * and saving it.
 */
import { COOKIE_KEY, recordedRequests, signInAs } from '../support/account-pages';
import { api, faultCases, h1, LIST, openList } from '../support/fault-cases';
import { expectErrorPage, goInApp } from '../support/faults';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { accessibilityStates, visit } from '../support/accessibility-states';

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
  await expect(page.getByRole('dialog', { name: 'Cookie Policy' })).toBeVisible();
  await expectNoAxeViolations(page);
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

faultCases([
  {
    screen: 'Signed-in shell: cookie preferences',
    call: 'GET users/self/cookies/',
    api: api('GET', 'users/self/cookies/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: 'the generic error page',
    trigger: async (page) => {
      await page.goto(LIST);
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST); // 'Go to Projects': the enterprise the user works in
    },
  },
  {
    screen: 'Cookie banner / cookie policy modal (save)',
    call: 'POST users/self/cookies/accept/',
    api: api('POST', 'users/self/cookies/accept/'),
    attempts: 1,
    user: 'admin@acme.test',
    cookiesChosen: false,
    spec: 'the generic error page; the choice stays on this device',
    open: async (page) => {
      await openList(page);
      await expect(banner(page)).toBeVisible();
    },
    trigger: async (page, fault) => {
      if (fault === '500') {
        // The banner first; once a choice is made it is gone, and the footer's modal saves again.
        await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
        return;
      }
      await goInApp(page, LIST);
      await expect(h1(page, 'Projects')).toBeVisible();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Policy' }).click();
      await page
        .getByRole('dialog', { name: 'Cookie Policy' })
        .getByRole('button', { name: 'Save preferences' })
        .click();
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST); // 'Go to Projects': the enterprise the user works in
      expect(await stored(page)).toMatchObject({ googleAnalytics: true, pristine: false });
    },
  },
]);

accessibilityStates('the cookie policy modal', visit('/account/login', 'Sign in'), [
  {
    name: 'cookie policy modal',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie Policy' })).toBeVisible();
    },
  },
]);
