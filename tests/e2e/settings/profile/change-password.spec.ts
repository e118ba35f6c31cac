import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../../scripts/dev-api/demo-ids';
import { api, faultCases } from '../../support/fault-cases';
import { expectToast } from '../../support/faults';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, signIn, signInThroughApi, test } from '../../support/fixtures';

/** The change password page (spec document 2 sections 2, 4, 5 and 8; docs/product-decisions.md). */

const PAGE = `/enterprise/${ENTERPRISE_IDS.acme}/profile/password/`;
const STRONG =
  "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.";
const HINT =
  'Password needs to be at least 6 characters, with one upper case letter (A-Z), one lower case letter (a-z), one number and one special character.';

const oldPassword = (page: Page) => page.getByLabel('Old password');
const newPassword = (page: Page) => page.getByLabel('New password', { exact: true });
const confirmPassword = (page: Page) => page.getByLabel('Confirm new password');
const submit = (page: Page) => page.getByRole('button', { name: 'Change Password' });
const meter = (page: Page) => page.getByRole('meter', { name: 'Password strength' });

async function openPage(page: Page) {
  await signInThroughApi(page, 'admin@acme.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeFocused();
}

test('the page has its three fields, the hint, the strength meter, and no accessibility violation', async ({
  page,
}) => {
  await openPage(page);
  await expect(page).toHaveTitle('Change Password');
  await expect(newPassword(page)).toHaveAccessibleDescription(HINT);
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '0 of 5 requirements met');
  await expectNoAxeViolations(page);
});

test("empty fields say 'Required'; a weak password and a different confirmation say why", async ({ page }) => {
  await openPage(page);
  await submit(page).click();
  await expect(oldPassword(page)).toHaveAccessibleDescription('Required');
  await expect(newPassword(page)).toHaveAccessibleDescription(`${HINT} Required`);
  await expect(confirmPassword(page)).toHaveAccessibleDescription('Required');
  await expect(oldPassword(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await newPassword(page).fill('abcdef');
  await expect(newPassword(page)).toHaveAccessibleDescription(`${HINT} ${STRONG}`);
  await newPassword(page).fill('Newpass#1');
  await confirmPassword(page).fill('Newpass#2');
  await expect(confirmPassword(page)).toHaveAccessibleDescription(
    'The new password and confirmation password do not match.',
  );
});

test('the strength meter counts the five checks as the user types', async ({ page }) => {
  await openPage(page);
  for (const [typed, met] of [
    ['a', 1],
    ['abcdef', 2],
    ['abcdef1', 3],
    ['Abcdef1', 4],
    ['Abcdef1!', 5],
  ] as const) {
    await newPassword(page).fill(typed);
    await expect(meter(page)).toHaveAttribute('aria-valuenow', String(met));
    await expect(meter(page)).toHaveAttribute('aria-valuetext', `${met} of 5 requirements met`);
  }
});

test('a wrong old password shows the server message in the error alert and keeps the fields', async ({ page }) => {
  await openPage(page);
  await oldPassword(page).fill('Wrong#2026');
  await newPassword(page).fill('Newpass#1');
  await confirmPassword(page).fill('Newpass#1');
  await submit(page).click();
  const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(alert).toContainText('Your password could not be changed: Incorrect password.');
  await expect(alert.getByRole('link', { name: 'contact support' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(oldPassword(page)).toHaveValue('Wrong#2026');
  await expect(newPassword(page)).toHaveValue('Newpass#1');
  await expect(confirmPassword(page)).toHaveValue('Newpass#1');
});

test('a successful change shows the success alert, clears the fields, and the new password signs in', async ({
  page,
}) => {
  // The page's clock is fake (it runs at the real pace): the alert's 5 s are passed at once below.
  await page.clock.install();
  await openPage(page);
  await oldPassword(page).fill('Portal#2026');
  await newPassword(page).fill('Newpass#1');
  await confirmPassword(page).fill('Newpass#1');
  await submit(page).click();
  const status = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(status).toContainText('Your password has been changed.');
  // The page with its success alert showing.
  await expectNoAxeViolations(page);
  await expect(oldPassword(page)).toHaveValue('');
  await expect(newPassword(page)).toHaveValue('');
  await expect(confirmPassword(page)).toHaveValue('');
  await expect(oldPassword(page)).not.toHaveAttribute('aria-invalid', 'true');
  // The alert closes by itself after 5 s (src/ui/alert-store.ts): let them pass at once.
  await page.clock.fastForward(5_000);
  await expect(status).not.toContainText('Your password has been changed.');

  await page.getByRole('button', { name: 'User menu: Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, 'admin@acme.test', 'Newpass#1');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('the password can be changed by keyboard alone', async ({ page }) => {
  await openPage(page);
  await page.keyboard.press('Tab');
  await expect(oldPassword(page)).toBeFocused();
  await page.keyboard.type('Portal#2026');
  await page.keyboard.press('Tab');
  await expect(newPassword(page)).toBeFocused();
  await page.keyboard.type('Newpass#1');
  await page.keyboard.press('Tab');
  await expect(confirmPassword(page)).toBeFocused();
  await page.keyboard.type('Newpass#1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText(
    'Your password has been changed.',
  );
});

faultCases([
  {
    screen: 'Change password',
    call: 'POST users/self/password/',
    api: api('POST', 'users/self/password/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: 'any failure but a 400: the generic password-change error alert with the contact-support link; values kept',
    open: async (page) => {
      await page.goto(PAGE);
      await oldPassword(page).fill(DEMO_PASSWORD);
      await newPassword(page).fill('Newpass#1');
      await confirmPassword(page).fill('Newpass#1');
    },
    trigger: (page) => submit(page).click(),
    check: async (page) => {
      await expectToast(page, 'Your password could not be changed.', { contactSupport: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Change Password', exact: true })).toBeVisible();
      await expect(oldPassword(page)).toHaveValue(DEMO_PASSWORD);
      await expect(newPassword(page)).toHaveValue('Newpass#1');
      await expect(confirmPassword(page)).toHaveValue('Newpass#1');
    },
  },
]);
