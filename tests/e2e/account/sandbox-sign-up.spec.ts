/**
 * The sandbox sign-up and its 'Check your email' page (spec document 1 sections 2, 6 and 8), shown
 * only with the invite-enterprise flag: the form's rules, the conflict, the resend and the failures.
 */
import type { Page } from '@playwright/test';
import { cookiesAlreadyChosen, mainAlert, recordedRequests, withConfig } from '../support/account-pages';
import { api, faultCases, h1, type FaultCase } from '../support/fault-cases';
import { expectToast, holdToast, textFor } from '../support/faults';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await cookiesAlreadyChosen(page);
});

async function fill(page: Page, values: { first: string; last: string; company: string; email: string }) {
  await page.getByLabel('First name').fill(values.first);
  await page.getByLabel('Last name').fill(values.last);
  await page.getByLabel('Company name').fill(values.company);
  await page.getByLabel('Company email').fill(values.email);
}

const SAM = { first: 'Sam', last: 'Sandbox', company: 'Sandbox Ltd', email: 'sam@sandbox.test' };

test('without the invite-enterprise flag the sandbox sign-up is the not-found page', async ({ page }) => {
  await page.goto('/account/register-sandbox');
  await expect(page).toHaveURL(/\/account\/not-found$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "We're Sorry. We can't find the page you're looking for" }),
  ).toBeVisible();
});

test.describe('with the invite-enterprise flag on', () => {
  test.beforeEach(async ({ page }) => {
    await withConfig(page, { inviteEnterprise: true });
  });

  test('Sign up is enabled only when the trimmed names and company are filled and the e-mail is valid', async ({
    page,
  }) => {
    await page.goto('/account/register-sandbox');
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await fill(page, { ...SAM, first: '   ' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('First name').fill('Sam');
    await expect(submit).toBeEnabled();
    await page.getByLabel('Company name').fill(' ');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Company name').fill('Sandbox Ltd');
    await page.getByLabel('Company email').fill('sam@sandbox');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Company email').blur();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('leaving the page clears its form', async ({ page }) => {
    await page.goto('/account/register-sandbox');
    await fill(page, SAM);
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    // Away through the logo (home is login when signed out), back through the login page's link.
    await page.getByRole('banner').getByRole('link', { name: 'Customer Portal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'New here? Sign up for a sandbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for a sandbox' })).toBeVisible();
    for (const label of ['First name', 'Last name', 'Company name', 'Company email'])
      await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  test('over-long fields stop at 80, 80, 40 and 254 characters', async ({ page }) => {
    await page.goto('/account/register-sandbox');
    await page.getByLabel('First name').fill('f'.repeat(90));
    await page.getByLabel('Last name').fill('l'.repeat(90));
    await page.getByLabel('Company name').fill('c'.repeat(50));
    await page.getByLabel('Company email').fill(`${'e'.repeat(250)}@sandbox.test`);
    await expect(page.getByLabel('First name')).toHaveValue('f'.repeat(80));
    await expect(page.getByLabel('Last name')).toHaveValue('l'.repeat(80));
    await expect(page.getByLabel('Company name')).toHaveValue('c'.repeat(40));
    await expect(page.getByLabel('Company email')).toHaveValue(`${'e'.repeat(250)}@san`);
  });

  test('signing up shows "Check your email"; resending says it was resent', async ({ page, request }) => {
    await page.goto('/account/register-sandbox');
    await fill(page, { ...SAM, first: '  Sam  ', company: ' Sandbox Ltd ' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
    await expect(page.getByText('We have sent a confirmation email to sam@sandbox.test.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Resend the email' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your confirmation email has been resent' })).toBeVisible();
    // Sign-up and the resend both reached the API.
    expect((await recordedRequests(request)).filter((r) => r === 'POST /api/enterprise/invite/')).toHaveLength(2);
  });

  test('an e-mail with an account says so, with links to log in and to forgot password', async ({ page }) => {
    await page.goto('/account/register-sandbox');
    await fill(page, { ...SAM, email: 'taken@acme.test' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(mainAlert(page)).toHaveText(
      'Your email matches an existing account. Do you want to log in or use forgot password?',
    );
    await expect(page.getByLabel('Company email')).toHaveValue('taken@acme.test');
    await expectNoAxeViolations(page);
    await mainAlert(page).getByRole('link', { name: 'forgot password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.goBack();
    await fill(page, { ...SAM, email: 'taken@acme.test' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await mainAlert(page).getByRole('link', { name: 'log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

const sandboxCase = {
  call: 'POST enterprise/invite/',
  api: api('POST', 'enterprise/invite/'),
  attempts: 1,
  user: null,
  config: { inviteEnterprise: true },
} as const;

faultCases([
  {
    ...sandboxCase,
    screen: 'Sandbox sign-up (submit)',
    spec: "the alert 'Something went wrong, please try again.' (any failure but a conflict); values kept",
    open: async (page) => {
      await page.goto('/account/register-sandbox');
      await fill(page, SAM);
    },
    trigger: (page) => page.getByRole('button', { name: 'Sign up' }).click(),
    check: async (page, fault) => {
      if (fault === '500') {
        await expect(
          page.getByRole('alert').filter({ hasText: 'Something went wrong, please try again.' }),
        ).toBeVisible();
        await holdToast(page, 'Something went wrong, please try again.');
        await expectNoAxeViolations(page); // with the toast shown
      }
      await expectToast(page, textFor(fault, 'Something went wrong, please try again.'));
      await expect(h1(page, 'Sign up for a sandbox')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue(SAM.first);
      await expect(page.getByLabel('Last name')).toHaveValue(SAM.last);
      await expect(page.getByLabel('Company name')).toHaveValue(SAM.company);
      await expect(page.getByLabel('Company email')).toHaveValue(SAM.email);
    },
  },
  {
    ...sandboxCase,
    screen: "Sandbox sign-up ('Check your email': resend)",
    spec: "resend failure: 'Something went wrong, please try again.'",
    open: async (page) => {
      await page.goto('/account/register-sandbox');
      await fill(page, SAM);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(h1(page, 'Check your email')).toBeVisible();
    },
    trigger: (page) => page.getByRole('button', { name: 'Resend the email' }).click(),
    check: async (page, fault) => {
      await expectToast(page, textFor(fault, 'Something went wrong, please try again.'));
      await expect(h1(page, 'Check your email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend the email' })).toBeEnabled();
    },
  },
] satisfies FaultCase[]);
