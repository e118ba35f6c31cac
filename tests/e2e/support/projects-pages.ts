/** Shared steps of the projects browser tests (tests/e2e/projects/). */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from './account-pages';
import { expect, signInThroughApi } from './fixtures';

export const ACME = ENTERPRISE_IDS.acme;
export const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
export const CHECKOUT = NAMED_ITEMS.checkoutFlowTranslation;
export const CALL_QUALITY = NAMED_ITEMS.callQualityStudy;
export const SEARCH_PATH = `/api/enterprises/${ACME}/projects-and-requests/search/`;

export const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Projects' });
export const table = (page: Page) => page.getByRole('table', { name: 'Projects and project requests' });
export const bodyRows = (page: Page) => table(page).locator('tbody tr');
export const rowOf = (page: Page, name: string) =>
  bodyRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
export const countLine = (page: Page) => page.locator('.projects-count__text');

/**
 * Starts signed in (through the API) with a cookie choice already made, so the banner covers
 * nothing, and opens `path`.
 */
export async function openSignedIn(page: Page, path: string, email = 'admin@acme.test'): Promise<void> {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, email, path);
}

/** `openSignedIn` on the list (`path`, or the index), then waits for the list to be populated. */
export async function openList(page: Page, email = 'admin@acme.test', path = '/'): Promise<void> {
  await openSignedIn(page, path, email);
  await expect(listHeading(page)).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

/** Opens a row's actions menu; returns the menu. */
export async function openRowMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Makes the reference API fail matching requests (scripts/dev-api/test-endpoints.ts). */
export async function injectFault(
  request: APIRequestContext,
  fault: { method?: string; pathPattern: string; status?: number; delayMs?: number; times?: number },
) {
  const response = await request.post('/__test__/faults', { data: fault });
  expect(response.ok()).toBe(true);
}

/** The API calls the reference API has seen since the last reset. */
export async function apiRequests(request: APIRequestContext): Promise<{ method: string; path: string }[]> {
  const response = await request.get('/__test__/stats');
  return ((await response.json()) as { requests: { method: string; path: string }[] }).requests;
}

export const detailsPath = (
  itemId: string,
  tab: 'report' | 'request-details' | 'deliverables',
  type: 'p' | 'pr' = 'p',
) => `/enterprise/${ACME}/projects/${itemId}/${tab}/?type=${type}`;
