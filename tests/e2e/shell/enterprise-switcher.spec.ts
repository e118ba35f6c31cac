import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS, enterpriseId, USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { api, faultCases, h1, LIST, openList } from '../support/fault-cases';
import { expectErrorPage, goInApp } from '../support/faults';
import { requestsReported } from '../support/events';
import { expect, expectNoAxeViolations, signInThroughApi, test } from '../support/fixtures';
import { accessibilityStates } from '../support/accessibility-states';
import { openSignedIn } from '../support/projects-pages';

/** The enterprise switcher (spec document 2 sections 2, 6, 8, 9). */

const projectsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Projects' });
const switcher = (page: Page) => page.getByRole('button', { name: /^Enterprise: / });
// The menu is named by its button (react-aria's MenuTrigger labels the menu with the trigger).
const enterpriseMenu = (page: Page) => page.getByRole('menu', { name: /^Enterprise: / });

/** Records the enterprise-list calls the page makes, with their query. */
function enterpriseCalls(page: Page): URL[] {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users/self/enterprises/') calls.push(url);
  });
  return calls;
}

test('a user with one enterprise gets no switcher, only the name of the enterprise', async ({ page }) => {
  await signInThroughApi(page, 'viewer@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByText('Acme Corp')).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
});

test('with three enterprises the switcher lists them without a search box, the current one checked', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await switcher(page).click();
  const menu = enterpriseMenu(page);
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Acme Corp', 'Globex', 'Initech']);
  await expect(menu.getByRole('menuitemradio', { name: 'Acme Corp' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search enterprises' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('picking an enterprise opens its projects page and is remembered for the user', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await switcher(page).click();
  await enterpriseMenu(page).getByRole('menuitemradio', { name: 'Globex' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.globex}/$`));
  await expect(switcher(page)).toHaveAccessibleName('Enterprise: Globex');
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`dc.selectedEnterprise.${id}`), USER_IDS.admin))
    .toBe(ENTERPRISE_IDS.globex);
  // The index now opens the remembered enterprise, also after a reload.
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.globex}/$`));
});

test('picking the current enterprise opens its projects page too (here from the change password page)', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.goto(`/enterprise/${ENTERPRISE_IDS.acme}/profile/password/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeFocused();
  await switcher(page).click();
  await enterpriseMenu(page).getByRole('menuitemradio', { name: 'Acme Corp' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.acme}/$`));
  await expect(projectsHeading(page)).toBeFocused();
});

test('the switcher works by keyboard alone', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeFocused();
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  const menu = enterpriseMenu(page);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: 'Acme Corp' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Initech' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.initech}/$`));
  await expect(projectsHeading(page)).toBeFocused();
  // Escape closes it and gives focus back to the button.
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(enterpriseMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(enterpriseMenu(page)).toHaveCount(0);
  await expect(switcher(page)).toBeFocused();
});

test('with more than 20 enterprises: a search box, 25 a page and the rest on scroll', async ({ page }) => {
  const calls = enterpriseCalls(page);
  await signInThroughApi(page, 'manager@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await switcher(page).click();
  const search = page.getByRole('searchbox', { name: 'Search enterprises' });
  await expect(search).toBeFocused();
  const items = enterpriseMenu(page).getByRole('menuitemradio');
  // The first page of 25 came with the profile: opening the switcher asks for nothing.
  await expect(items).toHaveCount(25);
  // Nothing asked: a later request of the page is in, so an earlier call would be too.
  await requestsReported(page);
  expect(calls).toHaveLength(0);
  await expectNoAxeViolations(page);
  // Scrolling to the end loads the next page (pageIndex 1, 25 a page).
  await items.last().scrollIntoViewIfNeeded();
  await enterpriseMenu(page).evaluate((menu) => menu.scrollTo({ top: menu.scrollHeight }));
  await expect(items).toHaveCount(30);
  await expect(items.last()).toHaveText('Cogswell Cogs');
  await requestsReported(page);
  expect(calls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
    { numberOfItemsPerPage: '25', pageIndex: '1' },
  ]);
});

test('the search is debounced 300 ms, limited to 80 characters, and picking a result opens it', async ({ page }) => {
  const calls = enterpriseCalls(page);
  await page.clock.install();
  await signInThroughApi(page, 'manager@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await switcher(page).click();
  const search = page.getByRole('searchbox', { name: 'Search enterprises' });
  await expect(search).toBeFocused();
  // The page's clock stands still while the term is typed (50 ms a key): on a busy machine the real
  // time between two keys can pass the 300 ms debounce, which is not what this checks.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  for (const key of 'Cogs') {
    await search.press(key);
    await page.clock.runFor(50);
  }
  await page.clock.runFor(300);
  await page.clock.resume();
  const items = enterpriseMenu(page).getByRole('menuitemradio');
  await expect(items).toHaveText(['Cogswell Cogs']);
  // Typed faster than 300 ms a key: one search, for the whole term.
  await requestsReported(page);
  expect(calls.map((url) => url.searchParams.get('searchTerm'))).toEqual(['Cogs']);
  expect(calls[0]?.searchParams.get('pageIndex')).toBe('0');
  expect(calls[0]?.searchParams.get('numberOfItemsPerPage')).toBe('25');

  await search.fill('');
  await search.pressSequentially('x'.repeat(100));
  await expect(search).toHaveValue('x'.repeat(80));
  await expect(enterpriseMenu(page).getByText('No enterprise matches')).toBeVisible();
  await expectNoAxeViolations(page);

  await search.fill('Globex');
  await expect(items).toHaveText(['Globex']);
  await items.first().click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.globex}/$`));
});

test('the searchable switcher works by keyboard alone', async ({ page }) => {
  await signInThroughApi(page, 'manager@acme.test');
  await expect(projectsHeading(page)).toBeFocused();
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search enterprises' })).toBeFocused();
  await page.keyboard.type('Cogs');
  await expect(enterpriseMenu(page).getByRole('menuitemradio')).toHaveText(['Cogswell Cogs']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${enterpriseId(30)}/$`));
  await expect(switcher(page)).toHaveAccessibleName('Enterprise: Cogswell Cogs');
});

faultCases([
  {
    screen: 'Enterprise switcher (search)',
    call: 'GET users/self/enterprises/',
    api: api('GET', 'users/self/enterprises/'),
    attempts: 2,
    user: 'manager@acme.test',
    spec: "the generic error page (the menu closed), whose 'Go to Projects' works",
    open: openList,
    trigger: async (page, fault) => {
      if (fault !== '500') await goInApp(page, LIST);
      await expect(h1(page, 'Projects')).toBeVisible();
      await switcher(page).click();
      // A new term each time: an answered search would be cached.
      await page
        .getByRole('searchbox', { name: 'Search enterprises' })
        .fill({ '500': 'Glob', timeout: 'Init', network: 'Umbr' }[fault]);
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST);
      // The menu closed on its way out: it does not stay over the error page.
      await expect(page.getByRole('menu')).toHaveCount(0);
    },
    after: async (page) => {
      await page.getByRole('main').getByRole('link', { name: 'Go to Projects' }).click();
      await expect(projectsHeading(page)).toBeVisible();
    },
  },
]);

accessibilityStates('the enterprise switcher', (page) => openSignedIn(page, LIST), [
  {
    name: 'enterprise switcher',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Enterprise: Acme Corp' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Acme Corp' })).toBeVisible();
    },
  },
]);
