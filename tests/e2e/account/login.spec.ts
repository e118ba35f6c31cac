/**
 * The login page (spec document 1 sections 2, 3 and 8): signing in and where it leads, the form's
 * rules, its failures, keyboard use and the Portuguese page. Its cookie banner and the cookie policy
 * modal are in cookies.spec.ts.
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import {
  cookiesAlreadyChosen,
  injectFault,
  LANDING_TIMEOUT,
  mainAlert,
  recordedRequests,
  withConfig,
} from '../support/account-pages';
import { api, faultCases } from '../support/fault-cases';
import { textFor } from '../support/faults';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { accessibilityStates, visit } from '../support/accessibility-states';

const ACME_PROJECTS = new RegExp(`/enterprise/${ENTERPRISE_IDS.acme}/$`);

test.beforeEach(async ({ page }) => {
  await cookiesAlreadyChosen(page);
});

async function fillAndSubmit(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin signs in and lands on the projects page of Acme Corp', async ({ page }) => {
  await page.goto('/account/login');
  await fillAndSubmit(page, 'admin@acme.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: LANDING_TIMEOUT });
  await expect(page).toHaveURL(ACME_PROJECTS);
  // The page names its enterprise (the header's switcher names it too).
  await expect(page.getByRole('main').getByText('Acme Corp', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ projects$/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
});

test('Sign in stays disabled until both fields are filled, and an over-long e-mail stops at 254 characters', async ({
  page,
}) => {
  await page.goto('/account/login');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('admin@acme.test');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email').fill('   ');
  await expect(submit).toBeDisabled();

  await page.getByLabel('Email').fill('');
  await page.getByLabel('Email').pressSequentially(`${'a'.repeat(250)}@acme.test`, { delay: 0 });
  await expect(page.getByLabel('Email')).toHaveValue(`${'a'.repeat(250)}@acm`);
});

test('an e-mail not in e-mail format keeps Sign in disabled, says why once the field is left, and sends nothing', async ({
  page,
  request,
}) => {
  await page.goto('/account/login');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  // The form is invalid: an e-mail that is not an address. Enter sends nothing either.
  await page.getByLabel('Email').fill('abc');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').press('Enter');
  await page.getByLabel('Password').focus();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(await recordedRequests(request)).not.toContain('POST /api/authentication/token/');
  await page.getByLabel('Email').fill('admin@acme.test');
  await expect(submit).toBeEnabled();
  await expect(page.getByText('Enter a valid email address.')).toHaveCount(0);
});

test('after signing in the user goes to the redirect target when it is a path on this site', async ({ page }) => {
  await page.goto(`/account/login?redirect=${encodeURIComponent('/not-found/')}`);
  await fillAndSubmit(page, 'admin@acme.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/not-found\/$/, { timeout: LANDING_TIMEOUT });
  await expect(
    page.getByRole('heading', { level: 1, name: "We're Sorry. We can't find the page you're looking for" }),
  ).toBeVisible();
});

for (const target of [
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  'https://evil.example',
  'javascript:alert(1)',
]) {
  test(`a redirect to ${target} is not followed: the user lands on the index page`, async ({ page, baseURL }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    page.on('dialog', (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    // The query value is the raw text after `redirect=` (as an attacker would write the link).
    await page.goto(`/account/login?redirect=${target}`);
    await fillAndSubmit(page, 'admin@acme.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: LANDING_TIMEOUT });
    // The index page of a user with enterprises is the projects page of the first one (Acme Corp).
    await expect(page).toHaveURL(ACME_PROJECTS);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(visited.every((url) => url.startsWith(baseURL ?? '-'))).toBe(true);
  });
}

test('a wrong password says "Invalid login attempt." and a field change clears it', async ({ page }) => {
  await page.goto('/account/login');
  await fillAndSubmit(page, 'admin@acme.test', 'Wrong#2026');
  await expect(mainAlert(page)).toHaveText('Invalid login attempt.');
  await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill('Wrong#20266');
  // The region stays, empty (it is in the page from the start, so screen readers announce the failure).
  await expect(mainAlert(page)).toBeEmpty();
});

test('a bad request says "Login failed: please contact us." and keeps what was typed', async ({ page, request }) => {
  await injectFault(request, { method: 'POST', pathPattern: '^/api/authentication/token/$', status: 400 });
  await page.goto('/account/login');
  await fillAndSubmit(page, 'admin@acme.test', DEMO_PASSWORD);
  await expect(mainAlert(page)).toHaveText('Login failed: please contact us.');
  await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  // It was a one-off: the same credentials now work.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: LANDING_TIMEOUT });
});

test('keyboard only: sign in, with the forgot-password link reachable after the form', async ({ page }) => {
  await page.goto('/account/login?redirect=%2Fnot-found%2F');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('admin@acme.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/not-found\/$/, { timeout: LANDING_TIMEOUT });
});

test('the forgot-password link opens the forgot-password page; the sandbox link shows only with the flag on', async ({
  page,
}) => {
  await page.goto('/account/login');
  await expect(page.getByRole('link', { name: 'New here? Sign up for a sandbox' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  await withConfig(page, { inviteEnterprise: true });
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'New here? Sign up for a sandbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up for a sandbox' })).toBeVisible();
});

test('in Portuguese: the login page is translated and signing in stays in the locale', async ({ page }) => {
  await page.goto('/pt-pt/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-pt');
  await page.getByLabel('Endereço de email', { exact: true }).fill('admin@acme.test');
  await page.getByLabel('Palavra-passe').fill('Wrong#2026');
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(mainAlert(page)).toHaveText('Tentativa de início de sessão inválida.');
  await page.getByLabel('Palavra-passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(page).toHaveURL(new RegExp(`/pt-pt/enterprise/${ENTERPRISE_IDS.acme}/$`));
});

test("a submit while the sign-in's code is still on its way waits for it, and signs in", async ({ page }) => {
  // The sign-in call and the client with the session rules load when the person reaches the form
  // (src/features/account/login-page.tsx); here their chunk is held until 'Sign in' has been pressed.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/static/js/async/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('/authentication/token/') && body.includes('userName')) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: LANDING_TIMEOUT });
});

faultCases([
  {
    screen: 'Login',
    call: 'POST authentication/token/',
    api: api('POST', 'authentication/token/'),
    attempts: 1,
    user: null,
    spec: "'Invalid login attempt.' (any failure but a bad request); values kept",
    open: async (page) => {
      await page.goto('/account/login');
      await page.getByLabel('Email').fill('admin@acme.test');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
    },
    trigger: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
    check: async (page, fault) => {
      await expect(mainAlert(page)).toHaveText(textFor(fault, 'Invalid login attempt.'));
      await expect(page).toHaveURL(/\/account\/login$/);
      await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
      await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    },
  },
]);

accessibilityStates('the login page with the cookie banner, and a failed sign-in', async () => undefined, [
  { name: 'login, with the cookie banner', reach: visit('/account/login', 'Sign in') },
  {
    name: 'login: Invalid login attempt.',
    reach: async (page) => {
      await page.getByLabel('Email').fill('admin@acme.test');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(mainAlert(page)).toHaveText('Invalid login attempt.');
    },
  },
]);
