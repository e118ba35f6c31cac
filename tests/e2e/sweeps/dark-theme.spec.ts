/**
 * The dark theme (docs/product-decisions.md "Theme, command palette and saved views", decision 0061): the portal follows the system's colour
 * scheme, or the user menu's 'Theme' ('System', 'Light', 'Dark', remembered under dc.theme); a page
 * is painted in its theme from the first frame, prerendered signed-out pages included. That axe finds
 * nothing in either theme on the screens, menus and dialogs is declared by each screen's own spec
 * (`accessibilityStates`, tests/e2e/support/accessibility-states.ts checks each state in both).
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../support/account-pages';
import {
  COLOR_SCHEMES,
  expect,
  expectNoAxeViolations,
  holdRequests,
  signInThroughApi,
  START_UP_SCRIPT,
  test,
} from '../support/fixtures';

const ACME = ENTERPRISE_IDS.acme;
const THEME_KEY = 'dc.theme';
/** The page backgrounds of the two palettes (--color-page in src/ui/theme.css). */
const LIGHT_PAGE = 'rgb(245, 247, 250)';
const DARK_PAGE = 'rgb(17, 20, 24)';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const chosenTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);

/** Stores a theme choice before any script of the page runs, as a choice made on an earlier visit. */
async function storedChoice(page: Page, choice: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key as string, value as string), [THEME_KEY, choice]);
}

test.describe('no flash of the other theme', () => {
  test('the system setting: a prerendered page and the signed-in area are dark before any script of the app runs', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await holdRequests(page, START_UP_SCRIPT);
    await page.goto('/account/login', { waitUntil: 'commit' });
    await expect(h1(page, 'Sign in')).toBeVisible();
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    expect(await chosenTheme(page)).toBeNull();
    release();
    await expect(page.getByLabel('Email')).toBeEditable();
  });

  test("a stored 'Dark' on a light system is painted dark from the first frame, prerendered page and signed-in area", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await storedChoice(page, 'dark');
    const release = await holdRequests(page, START_UP_SCRIPT);
    await page.goto('/pt-pt/account/login', { waitUntil: 'commit' });
    await expect(h1(page, 'Iniciar sessão')).toBeVisible();
    // The theme script ran before the body was rendered; the app's own script has not run at all.
    expect(await chosenTheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    await page.goto(`/enterprise/${ACME}/`, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    expect(await chosenTheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    release();
  });

  test("a stored 'Light' on a dark system is painted light", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await storedChoice(page, 'light');
    const release = await holdRequests(page, START_UP_SCRIPT);
    await page.goto('/account/forgotpassword', { waitUntil: 'commit' });
    await expect(h1(page, 'Forgot your password?')).toBeVisible();
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);
    release();
  });
});

test("'Theme' in the user menu, by keyboard: 'Dark' shows at once and is remembered; 'System' follows the system again", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, 'admin@acme.test');
  await expect(h1(page, 'Projects')).toBeVisible();
  const userMenu = page.getByRole('button', { name: 'User menu: Ada Admin' });
  const menu = page.getByRole('menu', { name: 'User menu: Ada Admin' });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  const theme = menu.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('menuitemradio')).toHaveText(['System', 'Light', 'Dark']);
  await expect(theme.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page, { colorSchemes: ['light', 'dark'] });
  // 'Dark' is the menu's last item.
  await page.keyboard.press('End');
  await expect(theme.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(userMenu).toBeFocused();
  expect(await chosenTheme(page)).toBe('dark');
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

  await page.reload();
  await expect(h1(page, 'Projects')).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  await userMenu.click();
  await expect(theme.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await theme.getByRole('menuitemradio', { name: 'System' }).click();
  expect(await chosenTheme(page)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_PAGE);
});

test('a choice made in one tab shows in the others at once', async ({ page }) => {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, 'admin@acme.test');
  await expect(h1(page, 'Projects')).toBeVisible();
  const other = await page.context().newPage();
  try {
    await other.goto('/account/login');
    await expect(h1(other, 'Sign in')).toBeVisible();
    await page.getByRole('button', { name: 'User menu: Ada Admin' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => chosenTheme(other)).toBe('dark');
    expect(await pageBackground(other)).toBe(DARK_PAGE);
  } finally {
    await other.close();
  }
});

test('a check in both themes finds text that lacks contrast in the dark one only, by its colour rules', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/account/forgotpassword');
  await expect(h1(page, 'Forgot your password?')).toBeVisible();
  await expectNoAxeViolations(page, { colorSchemes: COLOR_SCHEMES });
  // The heading keeps its light colour and, dark, comes within 1.3:1 of the dark page (#111418).
  await h1(page, 'Forgot your password?').evaluate((heading: HTMLElement) =>
    heading.style.setProperty('color', 'light-dark(#1b1f24, #2a2f36)'),
  );
  const failure = await expectNoAxeViolations(page, { colorSchemes: COLOR_SCHEMES }).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(failure).toContain('dark: color-contrast');
  expect(failure).not.toContain('light: ');
});
