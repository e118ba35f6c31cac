/**
 * The command palette (docs/product-decisions.md "Theme, command palette and saved views", decision 0063): Ctrl+K
 * (⌘K on a Mac) or the header's 'Search or jump to…' opens the modal dialog 'Search or jump to';
 * typing filters its 'Pages', 'Request a project', 'Enterprises' and 'Views' at once and searches
 * 'Projects' (the list's search call, 300 ms after the last keystroke, the first 8 by name); arrows
 * move, Enter opens, Escape closes and focus returns. Keyboard only, but where a test says otherwise.
 */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { requestsReported } from '../support/events';
import { expect, expectNoAxeViolations, holdRequests, signInThroughApi, test } from '../support/fixtures';
import { tabTo } from '../support/requests';

const ACME = ENTERPRISE_IDS.acme;
const GLOBEX = ENTERPRISE_IDS.globex;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
const SEARCH = /\/api\/enterprises\/[^/]+\/projects-and-requests\/search\/$/;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search or jump to' });
const field = (page: Page) => palette(page).getByRole('searchbox', { name: 'Search or jump to' });
/** A section of the palette's menu, by its header. */
const section = (page: Page, name: string) => palette(page).getByRole('group', { name, exact: true });
const entries = (scope: Locator) => scope.getByRole('menuitem');
const status = (page: Page) => palette(page).getByRole('status');

/** Signed in (through the API) on the projects list, its heading focused, the cookie choice made. */
async function openList(page: Page, email = 'admin@acme.test', path = `/enterprise/${ACME}/`) {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, email, path);
  await expect(h1(page, 'Projects')).toBeFocused();
}

/** Ctrl+K, then the palette's field has focus (its code loads on the first opening). */
async function pressCtrlK(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

test.describe('opened by Ctrl+K', () => {
  test('it is a modal dialog with the search field focused, its sections, and no axe violations', async ({ page }) => {
    await openList(page);
    await pressCtrlK(page);
    await expect(palette(page)).toBeVisible();
    await expect(field(page)).toHaveAttribute('placeholder', 'Search or jump to…');
    // Nothing typed: the pages the Admin may open, the request types, the other enterprises.
    await expect(entries(section(page, 'Pages'))).toHaveText([
      'Projects',
      'Team',
      'Profile',
      'Notifications',
      'Billing',
      'API Access Keys',
      'Change Password',
    ]);
    await expect(entries(section(page, 'Request a project'))).toHaveText([
      'Translation',
      'Scripted Speech',
      'Quality of Experience',
    ]);
    await expect(entries(section(page, 'Enterprises'))).toHaveText(['Globex', 'Initech']);
    await expect(section(page, 'Projects')).toHaveCount(0);
    await expect(section(page, 'Views')).toHaveCount(0);
    // Modal: Tab and Shift+Tab keep focus inside it.
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await palette(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
  });

  test('typing filters the pages at once; arrows move, Enter opens the page', async ({ page }) => {
    await openList(page);
    await pressCtrlK(page);
    await page.keyboard.type('pass');
    // At once: no call is waited for.
    await expect(entries(section(page, 'Pages'))).toHaveText(['Change Password']);
    await expect(section(page, 'Request a project')).toHaveCount(0);
    await expect(section(page, 'Enterprises')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/profile/password/$`));
    await expect(h1(page, 'Change Password')).toBeFocused();

    await pressCtrlK(page);
    await page.keyboard.type('t');
    // The first entry is the active one as the user types; the arrows move through the rest.
    const first = entries(palette(page)).first();
    await expect(first).toHaveText('Projects');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(field(page)).toHaveAttribute(
      'aria-activedescendant',
      (await section(page, 'Pages').getByRole('menuitem', { name: 'Team' }).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/team/$`));
    await expect(h1(page, 'Team')).toBeFocused();
  });

  test('a chosen entry: the page takes focus while the palette, out of sight, is still there; Ctrl+K at once opens a new one', async ({
    page,
  }) => {
    // Removed in the same moment as the new heading took focus, the palette took Orca's focus with it (decision 0081).
    await page.addInitScript(() => {
      document.addEventListener('focusin', (event) => {
        if (event.target instanceof HTMLHeadingElement) {
          const seen = (window as unknown as { headingFocus: string[] }).headingFocus ?? [];
          seen.push(`${event.target.textContent} ${document.querySelector('.palette-overlay') ? 'with' : 'without'}`);
          (window as unknown as { headingFocus: string[] }).headingFocus = seen;
        }
      });
    });
    await openList(page);
    await pressCtrlK(page);
    await page.keyboard.type('team');
    await expect(entries(palette(page))).toHaveText(['Team']);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Team')).toBeFocused();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { headingFocus: string[] }).headingFocus.filter((seen) => seen.startsWith('Team')),
        ),
      )
      .toEqual(['Team with']);
    await expect(palette(page)).toHaveCount(0);

    await pressCtrlK(page);
    await page.keyboard.type('pass');
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Change Password')).toBeFocused();
    // At once, while the last one is leaving.
    await pressCtrlK(page);
    await expect(palette(page)).toHaveCount(1);
    await expect(field(page)).toHaveValue('');
  });

  test("the active entry's page starts loading as the entry becomes active, before Enter", async ({ page }) => {
    await openList(page);
    // The settings pages' chunk (Team's among them): not loaded by the list.
    const settings: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/js\/async\/settings\.[^/]+\.js$/.test(new URL(request.url()).pathname))
        settings.push(request.url());
    });
    await pressCtrlK(page);
    await page.keyboard.type('team');
    await expect(entries(palette(page))).toHaveText(['Team']);
    await expect.poll(() => settings.length).toBe(1);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Team')).toBeFocused();
    expect(settings).toHaveLength(1);
  });

  test('Escape closes it and focus returns where it was', async ({ page }) => {
    await openList(page);
    const row = page.getByRole('table').getByRole('link').first();
    // Focus put on a row's link (the way there by Tab is not under test).
    await row.focus();
    await pressCtrlK(page);
    await page.keyboard.type('Something typed');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(row).toBeFocused();
  });

  test('a Viewer gets the pages a Viewer may open and no request types', async ({ page }) => {
    await openList(page, 'viewer@acme.test');
    await pressCtrlK(page);
    await expect(entries(section(page, 'Pages'))).toHaveText(['Projects', 'Team', 'Profile', 'Change Password']);
    await expect(section(page, 'Request a project')).toHaveCount(0);
    // One enterprise: no other to switch to.
    await expect(section(page, 'Enterprises')).toHaveCount(0);
  });

  test('does nothing while focus is in a text field, nor over another dialog', async ({ page }) => {
    await openList(page);
    // Opened and closed once: its code is in, so it would open at once.
    await pressCtrlK(page);
    await page.keyboard.press('Escape');
    const search = page.getByRole('searchbox', { name: 'Project name' });
    await tabTo(page, search);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('abc');
    await expect(search).toHaveValue('abc');
    await expect(palette(page)).toHaveCount(0);

    // The user menu is open (a menu in a popover, a dialog): Ctrl+K leaves it as it is.
    const userMenu = page.getByRole('button', { name: 'User menu: Ada Admin' });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'User menu: Ada Admin' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('menu', { name: 'User menu: Ada Admin' })).toBeVisible();
    await expect(palette(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(userMenu).toBeFocused();

    // The filter drawer is open: the same.
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(drawer).toBeVisible();
    await expect(palette(page)).toHaveCount(0);
  });

  test('⌘K opens it on a Mac', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
    await openList(page);
    await page.keyboard.press('Meta+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    // Ctrl+K is not the Mac's shortcut (there it is the text fields' own).
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Tab');
    await expect(palette(page)).toHaveCount(0);
  });
});

test.describe('the projects section', () => {
  test("searches 300 ms after the last keystroke, the first 8 by name, 'Searching…' meanwhile; Enter opens one", async ({
    page,
  }) => {
    await page.clock.install();
    await openList(page);
    await pressCtrlK(page);
    // The page's clock stands still from here: only the time the test lets pass counts.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const searches: unknown[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        SEARCH.test(new URL(request.url()).pathname) &&
        request.postDataJSON()?.itemsPerPage === 8
      ) {
        searches.push(request.postDataJSON());
      }
    });
    const release = await holdRequests(page, SEARCH);
    await page.keyboard.type('voi');
    await page.clock.runFor(299);
    // No search yet: a later request of the page is in, so an earlier search would be too.
    await requestsReported(page);
    expect(searches).toEqual([]);
    await page.keyboard.type('ce');
    await page.clock.runFor(299);
    await requestsReported(page);
    expect(searches).toEqual([]);
    await page.clock.runFor(1);
    await expect(status(page)).toHaveText('Searching…');
    // The page shows 'Searching…' before Playwright has handed the test the request's event.
    await expect
      .poll(() => searches)
      .toEqual([{ itemsPerPage: 8, pageNumber: 0, sortBy: 'name', sortDirection: 0, name: 'voice' }]);
    // The clock runs again (React Query hands its answers over on a timer), the answer comes.
    await page.clock.resume();
    release();
    await expect(entries(section(page, 'Projects'))).toHaveText(['Voice Assistant Prompts']);
    await expect(status(page)).toHaveText('');
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/projects/${VOICE.projectId}/report/\\?type=p$`));
    await expect(h1(page, 'Voice Assistant Prompts')).toBeVisible();
  });

  for (const fault of ['500', 'network'] as const) {
    test(`a failed search (${fault}) says 'Projects could not be searched.', the other sections stay`, async ({
      page,
    }) => {
      await openList(page);
      await page.route(SEARCH, (route) =>
        route.request().postDataJSON()?.itemsPerPage === 8
          ? fault === '500'
            ? route.fulfill({ status: 500, json: { message: 'Injected' } })
            : route.abort('failed')
          : route.fallback(),
      );
      await pressCtrlK(page);
      await page.keyboard.type('pro');
      await expect(status(page)).toHaveText('Projects could not be searched.');
      await expect(entries(section(page, 'Pages'))).toHaveText(['Projects', 'Profile']);
      await expect(section(page, 'Projects')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test("'No results' when nothing matches", async ({ page }) => {
    await openList(page);
    await pressCtrlK(page);
    await page.keyboard.type('zzzz');
    await expect(status(page)).toHaveText('No results');
    await expect(entries(palette(page))).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the enterprises section', () => {
  test('switches to another enterprise', async ({ page }) => {
    await openList(page);
    await pressCtrlK(page);
    await page.keyboard.type('glob');
    await expect(entries(section(page, 'Enterprises'))).toHaveText(['Globex']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/$`));
    await expect(page.getByRole('button', { name: 'Enterprise: Globex' })).toBeVisible();
  });

  test("above 20 enterprises it searches with the switcher's call", async ({ page }) => {
    await page.clock.install();
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'manager@acme.test');
    await expect(h1(page, 'Projects')).toBeFocused();
    await pressCtrlK(page);
    // The page's clock stands still while the term is typed: on a busy machine the real time between
    // two keys has passed the 300 ms debounce, and the search went out for 'G'.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.type('Globex');
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/users/self/enterprises/'),
      page.clock.runFor(300),
    ]);
    expect(new URL(request.url()).searchParams.get('searchTerm')).toBe('Globex');
    await page.clock.resume();
    await expect(entries(section(page, 'Enterprises'))).toHaveText(['Globex']);
  });
});

test.describe("the header's button", () => {
  test("'Search or jump to…' opens it; in the small-screen Menu it closes the Menu first; full width at 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openList(page);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menuButton, { backwards: true, limit: 5 });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const button = menu.getByRole('button', { name: 'Search or jump to…' });
    await tabTo(page, button, { limit: 6 });
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(field(page)).toBeFocused();
    const box = await page.locator('.palette').boundingBox();
    expect(box?.width).toBe(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.keyboard.type('e');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test('at 1280 px the button is in the header, before the switcher', async ({ page }) => {
    await openList(page);
    const button = page.getByRole('banner').getByRole('button', { name: 'Search or jump to…' });
    await tabTo(page, button, { backwards: true, limit: 6 });
    await page.keyboard.press('Enter');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });
});
