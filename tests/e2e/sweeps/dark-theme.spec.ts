/**
 * The dark theme (docs/product-decisions.md "Theme, command palette and saved views", decision 0061): the portal follows the system's colour
 * scheme, or the user menu's 'Theme' ('System', 'Light', 'Dark', remembered under dc.theme); a page
 * is painted in its theme from the first frame, prerendered signed-out pages included; and axe finds
 * nothing in the dark theme on the main screens and dialogs (the light theme is what every other
 * browser test checks).
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen, mainAlert } from '../support/account-pages';
import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  signInThroughApi,
  START_UP_SCRIPT,
  test,
} from '../support/fixtures';
import { select } from '../support/requests';

const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
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

/** One named state of a screen, brought about by `reach`. */
type State = [name: string, reach: (page: Page) => Promise<void>];

/** axe in the dark theme on each state in turn; fails at the end with every state that has violations. */
async function darkSweep(page: Page, states: readonly State[]): Promise<void> {
  // No animation is running while axe looks (a drawer sliding in).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const failures: string[] = [];
  for (const [name, reach] of states) {
    await test.step(name, async () => {
      await reach(page);
      try {
        await expectNoAxeViolations(page, { colorSchemes: ['dark'] });
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }
  expect(failures, 'axe violations in the dark theme, by state').toEqual([]);
}

const visit =
  (path: string, heading: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible({ timeout: 15_000 });
  };

test.describe('axe in the dark theme', () => {
  test.describe.configure({ timeout: 120_000 });

  test('signed out: login with the cookie banner and the cookie policy, a failed sign-in, forgot password, not found', async ({
    page,
  }) => {
    await darkSweep(page, [
      ['login, with the cookie banner', visit('/account/login', 'Sign in')],
      [
        'cookie policy modal',
        async (p) => {
          await p.getByRole('button', { name: 'Cookie settings' }).click();
          await expect(p.getByRole('dialog', { name: 'Cookie Policy' })).toBeVisible();
        },
      ],
      [
        'login: Invalid login attempt.',
        async (p) => {
          await visit('/account/login', 'Sign in')(p);
          await p.getByLabel('Email').fill('admin@acme.test');
          await p.getByLabel('Password').fill('not-the-password');
          await p.getByRole('button', { name: 'Sign in' }).click();
          await expect(mainAlert(p)).toHaveText('Invalid login attempt.');
        },
      ],
      ['forgot password', visit('/account/forgotpassword', 'Forgot your password?')],
      ['not found', visit('/account/nothing-here', "We're Sorry. We can't find the page you're looking for")],
    ]);
  });

  test('signed in: the projects list, its menus, drawer and modals, the shell menus', async ({ page }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'admin@acme.test');
    await darkSweep(page, [
      [
        'projects list',
        async (p) => {
          await expect(h1(p, 'Projects')).toBeVisible({ timeout: 15_000 });
          await expect(p.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr')).toHaveCount(
            25,
          );
        },
      ],
      [
        'user menu',
        async (p) => {
          await p.getByRole('button', { name: 'User menu: Ada Admin' }).click();
          await expect(p.getByRole('menuitemradio', { name: 'System' })).toBeVisible();
        },
      ],
      [
        'Public API menu',
        async (p) => {
          await p.keyboard.press('Escape');
          await p.getByRole('button', { name: 'Public API' }).click();
          await expect(p.getByRole('menuitem', { name: 'API Access Keys' })).toBeVisible();
        },
      ],
      [
        'enterprise switcher',
        async (p) => {
          await p.keyboard.press('Escape');
          await p.getByRole('button', { name: 'Enterprise: Acme Corp' }).click();
          await expect(p.getByRole('menuitemradio', { name: 'Acme Corp' })).toBeVisible();
        },
      ],
      [
        'filter drawer',
        async (p) => {
          await p.keyboard.press('Escape');
          await p.getByRole('button', { name: 'Filters' }).click();
          await expect(
            p.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' }),
          ).toBeDisabled();
        },
      ],
      [
        'filtered list with its chips',
        async (p) => {
          await p.goto(`/enterprise/${ACME}/?ps=1000&lang=it-it`);
          await expect(p.getByRole('grid', { name: 'Active filters' }).getByRole('row')).toHaveCount(2);
        },
      ],
      [
        'row actions menu',
        async (p) => {
          await p.goto(`/enterprise/${ACME}/?q=voice`);
          await p.getByRole('button', { name: 'Actions for Voice Assistant Prompts', exact: true }).click();
          await expect(p.getByRole('menu').getByRole('menuitem')).toHaveCount(5);
        },
      ],
      [
        'delete project modal',
        async (p) => {
          await p.goto(`/enterprise/${ACME}/?q=call%20quality`);
          await p.getByRole('button', { name: 'Actions for Call Quality Study', exact: true }).click();
          await p.getByRole('menuitem', { name: 'Delete project' }).click();
          await expect(p.getByRole('alertdialog', { name: 'Delete project' })).toBeVisible();
        },
      ],
      ['error page', visit('/error/', "We've got a glitch...")],
    ]);
  });

  test('signed in: project details, a request form, the team and its invitation, access keys, settings', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'admin@acme.test', null);
    const details = (tab: string) => `/enterprise/${ACME}/projects/${VOICE.projectId}/${tab}/?type=p`;
    await darkSweep(page, [
      [
        'project report with its tabs',
        async (p) => {
          await visit(details('report'), 'Voice Assistant Prompts')(p);
          await expect(p.getByRole('tablist', { name: 'Reports' }).getByRole('tab')).toHaveCount(2);
        },
      ],
      [
        'request details',
        async (p) => {
          await visit(details('request-details'), 'Voice Assistant Prompts')(p);
          await expect(p.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
        },
      ],
      [
        'data deliverables',
        async (p) => {
          await visit(details('deliverables'), 'Voice Assistant Prompts')(p);
          await expect(p.getByRole('table', { name: 'Data deliverables' }).locator('tbody tr')).toHaveCount(10);
        },
      ],
      ['project type selection', visit(`/enterprise/${ACME}/project-request/`, 'Request a project')],
      [
        'translation request, submitted with errors, a list open',
        async (p) => {
          await visit(`/enterprise/${ACME}/project-request/translation/`, 'Translation request')(p);
          await p.getByRole('button', { name: 'Submit request' }).click();
          await expect(p.getByText('Required field').first()).toBeVisible();
          await select(p, 'Source language').click();
          await expect(p.getByRole('listbox')).toBeVisible();
        },
      ],
      ['team', visit(`/enterprise/${ACME}/team/`, 'Team')],
      [
        'invite a member dialog',
        async (p) => {
          await p.getByRole('button', { name: 'Invite member' }).click();
          await expect(p.getByRole('dialog', { name: 'Invite a member' })).toBeVisible();
        },
      ],
      ['access keys', visit(`/enterprise/${ACME}/accesskey/home/`, 'API Access Keys')],
      [
        'delete access key modal',
        async (p) => {
          await p.getByRole('button', { name: 'Delete access key Staging' }).click();
          await expect(p.getByRole('alertdialog', { name: 'Delete access key' })).toBeVisible();
        },
      ],
      ['profile', visit(`/enterprise/${ACME}/profile/`, 'Profile')],
      [
        'notifications (switches)',
        async (p) => {
          await visit(`/enterprise/${ACME}/notifications/`, 'Notifications')(p);
          await expect(p.getByRole('switch', { name: 'API notifications' })).toBeChecked();
        },
      ],
      ['billing', visit(`/enterprise/${ACME}/billing/`, 'Billing')],
    ]);
  });
});
