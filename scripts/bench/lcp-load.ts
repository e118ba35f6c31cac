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

export type LcpPageName = 'login' | 'projects';

export interface LcpPage {
  /** The real page's path. */
  path: string;
  /** Loaded as the signed-in admin@acme.test (else as a first visit, cookie banner included). */
  signedIn: boolean;
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
  projects: {
    path: projectsPath,
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await waitForRows(page.getByRole('main'));
    },
  },
};

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
