/** Shared steps of the project-request browser tests (tests/e2e/requests*.spec.ts). */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { expect as baseExpect, signInThroughApi } from './fixtures';

/**
 * The request specs' expect: 10 s instead of 5 s, because lazy chunks and the reference API answer
 * slowly when the machine runs several builds and browsers at once.
 */
export const expect = baseExpect.configure({ timeout: 10_000 });

export const ACME = ENTERPRISE_IDS.acme;
export const typesPath = `/enterprise/${ACME}/project-request/`;
export const formPath = (type: 'translation' | 'scripted-speech' | 'quality-of-experience') => `${typesPath}${type}/`;

/** The cookie banner is not under test here: a choice is stored so it does not cover the form. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return; // not in frames (the Power BI report's storage is not ours)
    localStorage.setItem(
      'dc.cookiePreferences',
      JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false }),
    );
  });
}

/**
 * Starts signed in (through the API) on a request page, waiting for its heading. With `fromProjects`
 * the projects page is opened first, so it is the page before the form in the history.
 */
export async function openAs(
  page: Page,
  email: string,
  path: string,
  heading: string,
  { fromProjects = false } = {},
): Promise<void> {
  await skipCookieBanner(page);
  if (fromProjects) {
    await signInThroughApi(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.goto(path);
  } else await signInThroughApi(page, email, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A RAC select's trigger, by its label (its accessible name is the shown value, then the label). */
export const select = (page: Page, label: string): Locator =>
  page
    .getByRole('button', { name: new RegExp(`(^|\\s)${escapeRegExp(label)}$`) })
    .and(page.locator('[aria-haspopup="listbox"]'));

/** Opens a select and picks an option by its visible label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types into a field and leaves it with Tab (so its blur rules run). */
export async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Tab');
}

/** The text of an error under a field (its aria-describedby), or '' when there is none. */
export async function errorOf(field: Locator): Promise<string> {
  return field.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => node !== null && node.classList.contains('field__error'))
      .map((node) => node.textContent ?? '')
      .join(' ');
  });
}

/** A day as yyyy-MM-dd, `days` from today (the browser's local calendar is the test machine's). */
export function isoDayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. Keyboard only. */
export async function tabTo(page: Page, target: Locator, { limit = 25, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The JSON body of the next POST to a request path, captured while `action` runs. */
export async function postedBody(
  page: Page,
  pathEnd: string,
  action: () => Promise<void>,
): Promise<Record<string, unknown>> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(pathEnd)),
    action(),
  ]);
  return request.postDataJSON() as Record<string, unknown>;
}

/** Picks a radio option by clicking its label (RAC keeps the native input visually hidden). */
export async function pickRadio(page: Page, name: string): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}
