/** The filter side drawer and the chips (spec document 2 sections 2 and 5), and keyboard-only use of the list. */
import type { Locator, Page } from '@playwright/test';
import { api, faultCases, h1, LIST, openList as openProjects } from '../support/fault-cases';
import { expectErrorPage, goInApp } from '../support/faults';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { ACME, SEARCH_PATH, bodyRows, countLine, openList, openSignedIn } from '../support/projects-pages';
import { accessibilityStates } from '../support/accessibility-states';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

/** Types a day into a DateField of the drawer (en-US segments: month, day, year). */
async function typeDay(group: Locator, day: string) {
  const [y, m, d] = day.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${m}${d}${y}`);
}

const range = (dialog: Locator, legend: string) => dialog.getByRole('group', { name: legend });
/** The chips' names (each chip is a grid row named by its text; its × button is named 'Remove filter'). */
const chipNames = (page: Page) =>
  page
    .getByRole('grid', { name: 'Active filters' })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

test('the drawer: Apply is disabled until something changed, Reset all until something is selected; statuses filter; axe', async ({
  page,
}) => {
  await openList(page);
  const dialog = await openDrawer(page);
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reset all' })).toBeDisabled();
  await expect(dialog.getByRole('group', { name: 'Project status' }).getByRole('checkbox')).toHaveCount(12);
  await expect(dialog.getByRole('group', { name: 'Request status' }).getByRole('checkbox')).toHaveCount(2);
  await expect(
    dialog.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'German (Germany)' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('group', { name: 'Project status' }).getByText('Completed', { exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Reset all' })).toBeEnabled();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_PATH);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ projectStatuses: [3000], pageNumber: 0 });
  await expect(drawer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?ps=3000$/);
  await expect(countLine(page)).toHaveText('Found: 4 projects');
  await expect.poll(() => chipNames(page)).toEqual(['Completed']);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();

  // Re-opened, it shows the applied filters: nothing changed yet, so Apply is disabled.
  const again = await openDrawer(page);
  await expect(again.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  await expect(again.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await again.getByRole('button', { name: 'Reset all' }).click();
  await expect(again.getByRole('checkbox', { name: 'Completed' })).not.toBeChecked();
  await expect(again.getByRole('button', { name: 'Reset all' })).toBeDisabled();
  await again.getByRole('button', { name: 'Apply' }).click();
  await expect(countLine(page)).toHaveText('63 projects');

  // Escape closes it without applying anything.
  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await expect(countLine(page)).toHaveText('63 projects');
});

test("a single creation date filters on that UTC day; chips read 'MMM DD, YYYY'", async ({ page }) => {
  await openList(page);
  const dialog = await openDrawer(page);
  await typeDay(range(dialog, 'Creation date').getByRole('group', { name: 'To' }), '2025-03-10');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_PATH);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    creationDateGreaterOrEqualThan: '2025-03-10T00:00:00.000Z',
    creationDateLesserOrEqualThan: '2025-03-10T23:59:59.999Z',
  });
  await expect(countLine(page)).toHaveText('Found: 2 projects');
  await expect(bodyRows(page).getByRole('link')).toHaveText([
    'Marketing Site Quality Rating',
    'Voice Assistant Prompts',
  ]);
  await expect.poll(() => chipNames(page)).toEqual(['Created: Mar 10, 2025']);
});

test('a start date range sends UTC day bounds; a reversed range cannot be applied', async ({ page }) => {
  await openList(page);
  const dialog = await openDrawer(page);
  const started = range(dialog, 'Start date');
  await typeDay(started.getByRole('group', { name: 'From' }), '2025-03-31');
  await typeDay(started.getByRole('group', { name: 'To' }), '2025-03-01');
  await expect(dialog.getByText('The end date must be on or after the start date.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await typeDay(started.getByRole('group', { name: 'From' }), '2025-03-01');
  await typeDay(started.getByRole('group', { name: 'To' }), '2025-03-31');
  await expect(dialog.getByText('The end date must be on or after the start date.')).toHaveCount(0);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_PATH);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    startDateGreaterOrEqualThan: '2025-03-01T00:00:00.000Z',
    startDateLesserOrEqualThan: '2025-03-31T23:59:59.999Z',
  });
  await expect(countLine(page)).toHaveText('Found: 3 projects');
  await expect.poll(() => chipNames(page)).toEqual(['Started: Mar 01, 2025 – Mar 31, 2025']);
  await expect(page).toHaveURL(/\?sf=2025-03-01&st=2025-03-31$/);
});

test('languages and request statuses filter too; a chip removes its filter', async ({ page }) => {
  await openList(page);
  const dialog = await openDrawer(page);
  await dialog.getByRole('group', { name: 'Languages' }).getByText('Italian (Italy)').click();
  await dialog.getByRole('group', { name: 'Request status' }).getByText('Not Approved').click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?rs=10&lang=it-it$/);
  const chips = page.getByRole('grid', { name: 'Active filters' });
  await expect.poll(() => chipNames(page)).toEqual(['Request: Not Approved', 'Italian (Italy)']);
  await expect(countLine(page)).toHaveText(/^Found: \d+ projects?$/);
  await expectNoAxeViolations(page);
  await chips.getByRole('row', { name: 'Request: Not Approved' }).getByRole('button').click();
  await expect(page).toHaveURL(/\?lang=it-it$/);
  await expect(countLine(page)).toHaveText('Found: 12 projects');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(countLine(page)).toHaveText('63 projects');
});

test('keyboard only: filter the list in the drawer, then open a project', async ({ page }) => {
  await openList(page);
  await page.getByRole('searchbox', { name: 'Project name' }).focus();
  await page.keyboard.press('Tab'); // the search action
  await page.keyboard.press('Tab'); // Filters
  await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  // Focus moves into the drawer; Tab walks to the first status, Space ticks it.
  let guard = 0;
  while (
    !(await dialog.getByRole('checkbox', { name: 'Running' }).evaluate((el) => el === document.activeElement)) &&
    guard++ < 20
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Running' })).toBeChecked();
  guard = 0;
  while (
    !(await dialog.getByRole('button', { name: 'Apply' }).evaluate((el) => el === document.activeElement)) &&
    guard++ < 60
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(countLine(page)).toHaveText('Found: 4 projects');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  // On to the first row's link and into the project.
  guard = 0;
  while (
    !(await bodyRows(page)
      .first()
      .getByRole('link')
      .evaluate((el) => el === document.activeElement)) &&
    guard++ < 30
  ) {
    await page.keyboard.press('Tab');
  }
  const name = (await bodyRows(page).first().getByRole('link').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/projects/[0-9a-f-]{36}/report/\\?type=p$`));
});

faultCases([
  {
    screen: 'Projects list (filter drawer)',
    call: 'GET enterprises/{id}/languages/',
    api: api('GET', 'enterprises/[^/]+/languages/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: 'the generic error page',
    open: openProjects,
    trigger: async (page, fault) => {
      if (fault !== '500') await goInApp(page, LIST);
      await expect(h1(page, 'Projects')).toBeVisible();
      await page.getByRole('button', { name: /^Filters/ }).click();
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
]);

accessibilityStates('the filter drawer and the active filters', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'filter drawer',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' })).toBeDisabled();
    },
  },
  {
    name: 'filtered list with its chips',
    reach: async (page) => {
      await page.goto(`/enterprise/${ACME}/?ps=1000&lang=it-it`);
      await expect(page.getByRole('grid', { name: 'Active filters' }).getByRole('row')).toHaveCount(2);
    },
  },
]);
