import { expect, signIn, test } from './fixtures';

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

test('an expiring token is refreshed for real, once, and the user stays signed in', async ({ page, request }) => {
  await signIn(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const lifetime = Number(await page.evaluate(() => localStorage.getItem('dc.accessTokenExpiresAt'))) - Date.now();
  // The browser tests run with a short token lifetime (playwright.config.ts): wait until the
  // token is inside its 30 s early-expiry window, then make the app call the API again.
  await page.waitForTimeout(Math.max(0, lifetime - 30_000 + 500));
  const before = (await (await request.get('/__test__/stats')).json()) as { refreshCalls: number };
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const after = (await (await request.get('/__test__/stats')).json()) as { refreshCalls: number };
  expect(after.refreshCalls - before.refreshCalls).toBe(1);
  await expect(page).not.toHaveURL(/account\/login/);
});
