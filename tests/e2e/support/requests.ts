/** Shared steps of the project-request browser tests (tests/e2e/requests/). */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { api, ENTERPRISE_ERROR, h1, LIST, openList, type FaultCase } from './fault-cases';
import { expectErrorPage, goInApp, pathIs, type Fault } from './faults';
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

/** Opens a select from the keyboard (it has focus), picks an option by type-ahead and Enter. */
export async function chooseByKeyboard(page: Page, trigger: Locator, typed: string, shown: string): Promise<void> {
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toContainText(shown);
  await expect(trigger).toBeFocused();
}

/** The submitted modal takes focus; its one action, by keyboard, leads to the projects page, whose heading takes focus. */
export async function continueToDashboard(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Project Request is Submitted' });
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, modal.getByRole('button', { name: 'Continue to dashboard' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeFocused();
}

type FormType = 'translation' | 'scripted-speech' | 'quality-of-experience';

export const DRAFT_RESTORED =
  'Your last submission did not go through, so we kept what you entered. Check it and submit it again.';

/**
 * The failure case of a form's submission (spec document 2 sections 4 and 8): the enterprise's
 * generic error page, which replaced the form in the history (Back leads to the projects page the
 * form was opened from); back on the form, it says the submission did not go through and holds
 * every value typed. `check` runs on the error page, `after` once the faults are gone.
 */
export const submissionFailureCase = (
  type: FormType,
  title: string,
  {
    fill,
    expectKept,
    check,
    after,
  }: {
    fill: (page: Page) => Promise<void>;
    expectKept: (page: Page, fault: Fault) => Promise<void>;
    check?: FaultCase['check'];
    after?: FaultCase['after'];
  },
): FaultCase => ({
  screen: `${title} (submit)`,
  call: `POST {id}/project-request/${type}/`,
  api: api('POST', `[^/]+/project-request/${type}/`),
  attempts: 1,
  user: 'admin@acme.test',
  spec: "the enterprise's generic error page in place of the form; what was typed comes back on return",
  open: async (page) => {
    await openList(page);
    await goInApp(page, formPath(type));
    await expect(h1(page, title)).toBeVisible();
    await fill(page);
  },
  trigger: (page) => page.getByRole('button', { name: 'Submit request' }).click(),
  check: async (page, fault) => {
    await expectErrorPage(page, ENTERPRISE_ERROR, LIST);
    await check?.(page, fault);
    await page.goBack();
    await expect(page).toHaveURL(pathIs(LIST));
    await goInApp(page, formPath(type));
    await expect(h1(page, title)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'did not go through' })).toHaveText(
      `${DRAFT_RESTORED} Start over with an empty form`,
    );
    await expectKept(page, fault);
  },
  after,
});

/** The Scripted Speech and Quality of Experience forms read their languages from the server. */
export const languagesLoadCase = (type: 'scripted-speech' | 'quality-of-experience', title: string): FaultCase => ({
  screen: `${title} (languages)`,
  call: 'GET languages/',
  api: api('GET', 'languages/'),
  attempts: 2,
  user: 'admin@acme.test',
  spec: 'the generic error page',
  open: openList,
  trigger: async (page, fault) => {
    if (fault !== '500') await goInApp(page, LIST);
    await expect(h1(page, 'Projects')).toBeVisible();
    await goInApp(page, formPath(type));
  },
  check: async (page) => {
    await expectErrorPage(page, '/error/', LIST);
  },
});
