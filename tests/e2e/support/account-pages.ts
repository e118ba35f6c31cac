/**
 * Helpers of the signed-out area's browser tests (tests/e2e/account/, tests/e2e/consent/).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const COOKIE_KEY = 'dc.cookiePreferences';

/**
 * Landing after sign-in loads the signed-in area's chunk, the profile, the membership and the first
 * page: allow it more than the default 5 s on a busy machine.
 */
export const LANDING_TIMEOUT = 15_000;

/**
 * Serves /config.json with overrides, for this page only (the webServer's config is shared by every
 * spec, so a flag is switched on per test instead: INVITE_ENTERPRISE=true, for instance).
 */
export async function withConfig(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...overrides } });
  });
}

/** Makes the reference API answer `status` to the next `times` matching requests. */
export async function injectFault(
  request: APIRequestContext,
  fault: { method: string; pathPattern: string; status?: number; delayMs?: number; times?: number },
): Promise<void> {
  const response = await request.post('/__test__/faults', { data: { times: 1, ...fault } });
  expect(response.ok()).toBe(true);
}

/** The API requests recorded since the last reset ("METHOD /path"). */
export async function recordedRequests(request: APIRequestContext): Promise<string[]> {
  const stats = (await (await request.get('/__test__/stats')).json()) as {
    requests: { method: string; path: string }[];
  };
  return stats.requests.map((r) => `${r.method} ${r.path}`);
}

/** A cookie choice made before the page loads, so the banner does not show (tests of other things). */
export async function cookiesAlreadyChosen(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (window.top !== window) return; // not in frames (the Power BI report's storage is not ours)
    if (!localStorage.getItem(key)) {
      localStorage.setItem(
        key,
        JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false }),
      );
    }
  }, COOKIE_KEY);
}

/** Signs in through the login page and waits for the projects page. */
export async function signInAs(page: Page, email: string, password = 'Portal#2026'): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: LANDING_TIMEOUT });
}

/** The form-level or page-level alert inside the main landmark. */
export const mainAlert = (page: Page) => page.getByRole('main').getByRole('alert');
