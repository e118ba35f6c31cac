/**
 * The saved views of the projects list (docs/product-decisions.md "Theme, command palette and saved views",
 * decision 0064): 'Save view' stores the list's search, filters and sort under a name ('Name this
 * view': trimmed, not blank, at most 40, unique: 'A view with this name exists.'), in local storage
 * under `dc.views.<userId>.<enterpriseId>`, at most 20, kept across sign-outs; the views show as
 * links under 'Views' (the current one `aria-current`), each with 'Rename' and 'Delete' (with 'Undo'
 * in its alert for 5 s); a view whose query no longer parses says 'This view can no longer be
 * opened.' and can still be deleted; the command palette lists them under 'Views'. Keyboard only,
 * but for putting focus where a test starts.
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS, USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { expect, expectNoAxeViolations, signIn, signInThroughApi, test } from '../support/fixtures';
import { tabTo } from '../support/requests';

const ACME = ENTERPRISE_IDS.acme;
const KEY = `dc.views.${USER_IDS.admin}.${ACME}`;
const LIST = `/enterprise/${ACME}/`;

type StoredView = { name: string; query: string };

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const views = (page: Page) => page.getByRole('navigation', { name: 'Views' });
const viewLink = (page: Page, name: string) => views(page).getByRole('link', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Save view', exact: true });
const nameDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name this view' });
const menuOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for the view ${name}`, exact: true });
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredView[] | null, KEY);

/** The admin's views of Acme Corp, stored before the first page load of the test (once). */
async function storeViews(page: Page, list: StoredView[]) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e.viewsStored') !== null) return;
      sessionStorage.setItem('e2e.viewsStored', '1');
      localStorage.setItem(key, value);
    },
    { key: KEY, value: JSON.stringify(list) },
  );
}

/** Signed in as the admin on the list at `path` (its rows in), the cookie choice made. */
async function openList(page: Page, path = LIST) {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, 'admin@acme.test', path);
  await expect(h1(page, 'Projects')).toBeFocused();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

test('a view is saved by keyboard, stored for the user and enterprise, and opens the list with its query', async ({
  page,
}) => {
  await openList(page, `${LIST}?q=Translation&sort=name&dir=asc&page=1`);
  await tabTo(page, saveButton(page), { limit: 30 });
  await page.keyboard.press('Enter');
  const dialog = nameDialog(page, 'Save view');
  await expect(nameField(page)).toBeFocused();
  await expectNoAxeViolations(page);

  // Blank, even with spaces: required.
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toHaveAccessibleDescription('Required field');
  // At most 40 characters: the field takes no more.
  await page.keyboard.type('Translations by name, a rather long name to cut');
  await expect(nameField(page)).toHaveValue('   Translations by name, a rather long n');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('  Translations by name  ');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // Trimmed; its search and sort, not the page shown; focus on its link, the current view.
  const link = viewLink(page, 'Translations by name');
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-current', 'true');
  expect(await stored(page)).toEqual([{ name: 'Translations by name', query: '?q=Translation&sort=name&dir=asc' }]);
  await expectNoAxeViolations(page);

  // Another list: the view is no longer the current one; its link opens the list as it was saved.
  const projectsTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' });
  await projectsTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(link).not.toHaveAttribute('aria-current', 'true');
  await tabTo(page, link, { limit: 30 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?q=Translation&sort=name&dir=asc$`));
  await expect(page.getByRole('searchbox', { name: 'Project name' })).toHaveValue('Translation');
  await expect(link).toHaveAttribute('aria-current', 'true');
});

test("a name already taken (whatever its case) says 'A view with this name exists.'", async ({ page }) => {
  await storeViews(page, [{ name: 'Running', query: '?sort=name&dir=asc' }]);
  await openList(page);
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toBeFocused();
  await page.keyboard.type(' running ');
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toHaveAccessibleDescription('A view with this name exists.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(nameDialog(page, 'Save view')).toHaveCount(0);
  await expect(saveButton(page)).toBeFocused();
  expect(await stored(page)).toEqual([{ name: 'Running', query: '?sort=name&dir=asc' }]);
});

test("a view is renamed and deleted from its menu; 'Undo' in the alert puts it back", async ({ page }) => {
  await storeViews(page, [
    { name: 'By name', query: '?sort=name&dir=asc' },
    { name: 'Translations', query: '?q=Translation' },
  ]);
  await openList(page);
  await expect(views(page).getByRole('link')).toHaveText(['By name', 'Translations']);

  // Rename: the dialog holds the name; its own name (another case) is no clash.
  await menuOf(page, 'By name').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Rename', 'Delete']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(nameDialog(page, 'Rename')).toBeVisible();
  await expect(nameField(page)).toHaveValue('By name');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Sorted by name');
  await page.keyboard.press('Enter');
  await expect(viewLink(page, 'Sorted by name')).toBeFocused();
  expect((await stored(page))?.map((view) => view.name)).toEqual(['Sorted by name', 'Translations']);

  // Delete asks nothing: the alert says so and its 'Undo' has focus.
  await menuOf(page, 'Sorted by name').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(views(page).getByRole('link')).toHaveText(['Translations']);
  const alert = page.getByRole('region', { name: 'Notifications' }).locator('.alert--toast');
  await expect(alert).toContainText('The view "Sorted by name" was deleted.');
  const undo = alert.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(views(page).getByRole('link')).toHaveText(['Sorted by name', 'Translations']);
  await expect(viewLink(page, 'Sorted by name')).toBeFocused();
  expect((await stored(page))?.map((view) => view.name)).toEqual(['Sorted by name', 'Translations']);
});

test("'Undo' lasts as long as the alert: 5 s once focus has left it", async ({ page }) => {
  await page.clock.install();
  await storeViews(page, [{ name: 'Translations', query: '?q=Translation' }]);
  await openList(page);
  await menuOf(page, 'Translations').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  // The page's clock stands still from here: only the time the test lets pass counts, not the time
  // the page takes to show the alert and focus 'Undo' (the alert's 5000 ms start as it is shown).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Enter');
  const alert = page.getByRole('region', { name: 'Notifications' }).locator('.alert--toast');
  await expect(alert.getByRole('button', { name: 'Undo' })).toBeFocused();
  // The last view gone, the list keeps 'Save view' alone.
  await expect(views(page)).toHaveCount(0);
  expect(await stored(page)).toBeNull();
  await page.clock.runFor(10_000);
  await expect(alert).toHaveCount(1);
  // Focus leaves the alert (to 'Save view'): its 5 s run.
  await saveButton(page).focus();
  await page.clock.runFor(4_900);
  await expect(alert).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(alert).toHaveCount(0);
  await page.clock.resume();
  await expect(views(page)).toHaveCount(0);
});

test("a view that no longer parses says so and can only be deleted; at 20 'Save view' is greyed", async ({ page }) => {
  const twenty = [
    { name: 'Old sort', query: '?sort=priority&dir=asc' },
    ...Array.from({ length: 19 }, (_, i) => ({ name: `View ${i + 1}`, query: `?q=${i + 1}` })),
  ];
  await storeViews(page, twenty);
  await openList(page);
  await expect(views(page).getByRole('listitem')).toHaveCount(20);
  const broken = views(page).getByRole('listitem').first();
  await expect(broken).toContainText('Old sort This view can no longer be opened.');
  await expect(broken.getByRole('link')).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByText('At most 20 views: delete one to save another.')).toBeVisible();
  await expectNoAxeViolations(page);

  await menuOf(page, 'Old sort').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Delete']);
  await page.keyboard.press('Enter');
  await expect(views(page).getByRole('listitem')).toHaveCount(19);
  await expect(saveButton(page)).toBeEnabled();
  await expect(page.getByText('At most 20 views: delete one to save another.')).toHaveCount(0);
});

test('views are kept across a sign-out, and the command palette lists those that open', async ({ page }) => {
  await storeViews(page, [
    { name: 'Old sort', query: '?sort=priority&dir=asc' },
    { name: 'Translations', query: '?q=Translation' },
  ]);
  await openList(page);
  await page.goto('/account/logoff');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(h1(page, 'Sign in')).toBeVisible();
  await signIn(page, 'admin@acme.test');
  await expect(h1(page, 'Projects')).toBeFocused();
  await expect(views(page).getByRole('listitem')).toHaveCount(2);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette.getByRole('searchbox')).toBeFocused();
  const section = palette.getByRole('group', { name: 'Views', exact: true });
  await expect(section.getByRole('menuitem')).toHaveText(['Translations']);
  await page.keyboard.type('transl');
  await page.keyboard.press('End');
  await expect(section.getByRole('menuitem')).toHaveText(['Translations']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?q=Translation$`));
  await expect(viewLink(page, 'Translations')).toHaveAttribute('aria-current', 'true');
});

test('the views reflow at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await storeViews(page, [
    { name: 'A rather long name for a saved view, 40', query: '?q=Translation' },
    { name: 'Old sort', query: '?sort=priority&dir=asc' },
  ]);
  await openList(page);
  await expect(views(page).getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
