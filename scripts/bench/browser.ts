/**
 * Debian's Chromium for the benchmark and the bundle-size check, launched exactly as the browser
 * tests launch it (executable and flags come from playwright.config.ts), and the page helpers the
 * measurements share.
 */
import { chromium, devices, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { DEMO_PASSWORD } from '../dev-api/demo-ids';

export async function launchChromium(): Promise<Browser> {
  const launchOptions = config.use?.launchOptions ?? {};
  return chromium.launch({ ...launchOptions, headless: true });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A fresh context (own HTTP cache, own storage) with the browser tests' device; optionally signed in. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  storageState?: StorageState,
): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...device } = devices['Desktop Chrome'];
  return browser.newContext({ ...device, baseURL, ...(storageState ? { storageState } : {}) });
}

/** A new page whose renderer runs `rate` times slower (Chrome DevTools Protocol CPU throttling). */
export async function throttledPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  if (rate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return page;
}

/** Signs in through the login form and waits for the projects page (the sign-in redirect's target). */
export async function signIn(page: Page, email: string): Promise<void> {
  if (!/\/account\/login/.test(page.url())) await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 30_000 });
}

/** Waits until the network has been quiet for 500 ms and two frames have painted. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

/** The projects list's page size (spec document 2 section 9). */
export const PROJECT_ROWS = 25;

/**
 * Waits for the list's body rows: table or grid rows that hold cells; while the table is not built,
 * the plain list's items (said so in the results).
 */
export async function waitForRows(
  main: Locator,
  timeoutMs = 20_000,
): Promise<{ rows: Locator; kind: 'table' | 'plain list' }> {
  const page = main.page();
  const tableRows = main
    .getByRole('row')
    .filter({ has: page.getByRole('cell').or(page.getByRole('gridcell')).or(page.getByRole('rowheader')) });
  const plain = main.getByRole('listitem');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await tableRows.count()) >= PROJECT_ROWS) return { rows: tableRows, kind: 'table' };
    if (
      (await main.getByRole('table').or(main.getByRole('grid')).count()) === 0 &&
      (await plain.count()) >= PROJECT_ROWS
    ) {
      return { rows: plain, kind: 'plain list' };
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`the projects page did not show ${PROJECT_ROWS} rows within ${timeoutMs / 1000} s`);
}
