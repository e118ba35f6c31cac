/**
 * Which JavaScript a real page load fetches, recorded in the browser (every response for a
 * /static/…/*.js URL, prefetches included) until the network is idle: the login route, the
 * projects page reached by signing in (everything the tab loaded, login included), and the projects
 * page loaded directly by a signed-in user with a cold cache — and of that, what had loaded when the
 * list's 25 rows showed (the rest is what the page fetches afterwards, e.g. idle prefetches).
 */
import type { Browser, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../dev-api/demo-ids';
import { newContext, settle, signIn, waitForRows } from './browser';

export interface RouteScripts {
  login: string[];
  projectsAfterSignIn: string[];
  projectsDirect: string[];
  /** The part of projectsDirect loaded when the rows showed. */
  projectsDirectUntilRows: string[];
}

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/static/') && pathname.endsWith('.js') && response.ok()) urls.push(response.url());
  });
  return urls;
}

export const projectsPath = `/enterprise/${ENTERPRISE_IDS.acme}/`;

/** Network idle, then a second look a second later: idle-time prefetches (requestIdleCallback) count too. */
async function settleFully(page: Page): Promise<void> {
  await settle(page);
  await page.waitForTimeout(1000);
  await settle(page);
}

export async function recordRouteScripts(browser: Browser, baseURL: string): Promise<RouteScripts> {
  const signInContext = await newContext(browser, baseURL);
  try {
    const page = await signInContext.newPage();
    const loaded = recordScripts(page);
    await page.goto('/account/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await settleFully(page);
    const login = [...loaded];
    await signIn(page, 'admin@acme.test');
    await waitForRows(page.getByRole('main'));
    await settleFully(page);
    const projectsAfterSignIn = [...loaded];
    const storageState = await signInContext.storageState();

    const directContext = await newContext(browser, baseURL, storageState);
    try {
      const direct = await directContext.newPage();
      const directLoaded = recordScripts(direct);
      await direct.goto(projectsPath);
      await direct.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await waitForRows(direct.getByRole('main'));
      const projectsDirectUntilRows = [...directLoaded];
      await settleFully(direct);
      return { login, projectsAfterSignIn, projectsDirect: [...directLoaded], projectsDirectUntilRows };
    } finally {
      await directContext.close();
    }
  } finally {
    await signInContext.close();
  }
}
