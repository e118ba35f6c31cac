/**
 * One measured load of a page for its Largest Contentful Paint: a fresh context (cold HTTP cache),
 * the observers installed, the CPU slowed down, the page loaded until it shows what it is for, the
 * network settled, then the browser's last LCP entry. Shared by the static probe (static-probe.ts)
 * and the comparison of builds (compare-lcp.ts), so both load and settle the pages alike, as the
 * benchmark's scenarios do (scenarios.ts).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newContext, settle, throttledPage, waitForRows } from './browser';
import { installObservers, readEntries } from './observers';
import { projectsPath } from './route-scripts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type LcpPageName = 'login' | 'login-return' | 'projects';

export interface LcpPage {
  /** The real page's path. */
  path: string;
  /** Loaded as the signed-in admin@acme.test (who has answered the cookie banner). */
  signedIn: boolean;
  /** A cookie choice stored in this browser before the page loads: a return visit (no banner). */
  choiceStored?: true;
  /** Resolves once the page shows what it is for (the same wait for the page and its static copy). */
  ready(page: Page): Promise<void>;
}

export const LCP_PAGES: Readonly<Record<LcpPageName, LcpPage>> = {
  login: {
    path: '/account/login',
    signedIn: false,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').waitFor();
    },
  },
  'login-return': {
    path: '/account/login',
    signedIn: false,
    choiceStored: true,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').waitFor();
    },
  },
  projects: {
    path: projectsPath,
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await waitForRows(page.getByRole('main'));
    },
  },
};

/** The key and a made choice as the portal stores them (src/features/consent/cookie-preferences.ts). */
const STORED_CHOICE = {
  key: 'dc.cookiePreferences',
  value: JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false }),
};

/** Stores a made cookie choice in the context's pages before any script of theirs runs, as an earlier visit did. */
export async function storeCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(({ key, value }) => {
    if (window.top === window && !localStorage.getItem(key)) localStorage.setItem(key, value);
  }, STORED_CHOICE);
}

export interface LcpLoad {
  /** The last LCP entry's time, ms since navigation start. */
  lcp: number;
  /** The LCP element, described (e.g. `<td> "Insurance Claims…"`). */
  element: string;
}

export interface LoadOptions {
  cpuRate: number;
  /** The signed-in session, for a page that needs one. */
  storageState?: StorageState;
  /** What to load instead of the page's own path (e.g. its static copy); the page's `ready` still applies. */
  url?: string;
}

export async function loadLcp(
  browser: Browser,
  baseURL: string,
  page: LcpPage,
  options: LoadOptions,
): Promise<LcpLoad> {
  const context = await newContext(browser, baseURL, page.signedIn ? options.storageState : undefined);
  try {
    if (page.choiceStored) await storeCookieChoice(context);
    await installObservers(context);
    const tab = await throttledPage(context, options.cpuRate);
    tab.setDefaultTimeout(20_000);
    await tab.goto(options.url ?? page.path);
    await page.ready(tab);
    await settle(tab);
    const last = (await readEntries(tab)).lcp.at(-1);
    if (!last) throw new Error(`the browser reported no LCP entry for ${options.url ?? page.path}`);
    return { lcp: last.startTime, element: last.element };
  } finally {
    await context.close();
  }
}
