import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

test('an admin signs in and lands on the projects page of Acme Corp', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page).toHaveURL(/\/enterprise\/[0-9a-f-]{36}\/$/);
  // The page names its enterprise (the header's switcher names it too).
  await expect(page.getByRole('main').getByText('Acme Corp', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ projects$/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
  await expectNoAxeViolations(page);
});

test('the sign-in page has no accessibility violations', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a wrong password says so and keeps what the user typed', async ({ page }) => {
  await signIn(page, 'admin@acme.test', 'wrong-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid login attempt.');
  await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
});

test('a signed-out visit to a signed-in page goes to login with the encoded path and query, and back after', async ({
  page,
}) => {
  await page.goto('/enterprise/?view=all');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fenterprise%2F%3Fview%3Dall$/);
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('sign-in works by keyboard alone', async ({ page }) => {
  await page.goto('/account/login');
  // The page's heading takes focus on arrival; the next stop is the first field.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('admin@acme.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Portal#2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
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
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 15_000 });
});
