import type { Page, Response } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS, USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { avatarColour } from '../../../src/domain/initials-avatar';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, signInThroughApi, test } from '../support/fixtures';
import { tabTo } from '../support/requests';
import { accessibilityStates, closeOverlays } from '../support/accessibility-states';
import { openSignedIn } from '../support/projects-pages';

/** The top navigation, the user menu, the footer and the role guard (spec document 2 sections 2 and 6). */

const ACME = ENTERPRISE_IDS.acme;
const projectsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Projects' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const projectsTab = (page: Page) => mainNav(page).getByRole('link', { name: 'Projects' });
const publicApi = (page: Page) => page.getByRole('button', { name: 'Public API' });
const userMenuButton = (page: Page) => page.getByRole('button', { name: /^User menu: / });

/** The answer to the member settings of Acme, the call that carries the role that counts there. */
const memberSettingsOfAcme = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/enterprise/${ACME}/member-settings/`);

/** Waits until the page has rendered two frames more. */
function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the member settings have arrived and the page has rendered with them, so that a check
 * that something is absent is made once the role is known (before it, the dropdown is absent anyway).
 */
async function settled(page: Page, memberSettings: Promise<Response>) {
  const response = await memberSettings;
  expect(response.ok()).toBe(true);
  await response.finished();
  await twoFrames(page);
}

/** Serves /config.json with the given flags on top of the server's own. */
async function withConfig(page: Page, overrides: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...overrides } });
  });
}

test('the logo and the Projects tab lead to the projects page; the tab is current there', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await expect(projectsTab(page)).toHaveAttribute('aria-current', 'page');
  await page.goto(`/enterprise/${ACME}/profile/password/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(projectsTab(page)).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('banner').getByRole('link', { name: 'Customer Portal' }).click();
  await expect(projectsHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
});

test('the Projects tab is current on the project-request pages, where the Public API dropdown hides', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await expect(publicApi(page)).toBeVisible();
  for (const rest of ['project-request/', 'project-request/translation/']) {
    await page.goto(`/enterprise/${ACME}/${rest}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/${rest}$`));
    await expect(projectsTab(page)).toHaveAttribute('aria-current', 'page');
    await expect(publicApi(page)).toHaveCount(0);
  }
});

test("the Public API dropdown holds 'API Access Keys' and the external 'API Documentation'", async ({ page }) => {
  await withConfig(page, { apiDocumentationUrl: 'https://docs.example.test/api' });
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await publicApi(page).click();
  const menu = page.getByRole('menu', { name: 'Public API' });
  await expect(menu.getByRole('menuitem')).toHaveText(['API Access Keys', /^API Documentation/]);
  const documentation = menu.getByRole('menuitem', { name: /API Documentation/ });
  await expect(documentation).toHaveAttribute('href', 'https://docs.example.test/api');
  await expect(documentation).toHaveAttribute('target', '_blank');
  await expect(documentation).toHaveAccessibleName('API Documentation (opens in a new tab)');
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'API Access Keys' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/accesskey/home/$`));
});

test('the Public API dropdown works by keyboard alone', async ({ page }) => {
  await signInThroughApi(page, 'principal@acme.test');
  await expect(projectsHeading(page)).toBeFocused();
  await publicApi(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Public API' });
  await expect(menu.getByRole('menuitem', { name: 'API Access Keys' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /API Documentation/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/accesskey/home/$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a Viewer sees no Public API dropdown', async ({ page }) => {
  const memberSettings = memberSettingsOfAcme(page);
  await signInThroughApi(page, 'viewer@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await settled(page, memberSettings);
  await expect(publicApi(page)).toHaveCount(0);
});

test('the hide-request-project flag hides the Public API dropdown', async ({ page }) => {
  await withConfig(page, { hideRequestProject: true });
  // The landing page asks for Acme's member settings too: its answer must not be taken for the next page's.
  const landing = memberSettingsOfAcme(page);
  await signInThroughApi(page, 'admin@acme.test');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/accesskey/home/$`));
  await (await landing).finished();
  const memberSettings = memberSettingsOfAcme(page);
  await page.goto(`/enterprise/${ACME}/`);
  await expect(projectsHeading(page)).toBeVisible();
  await settled(page, memberSettings);
  await expect(publicApi(page)).toHaveCount(0);
});

test('a Viewer sent to an access-key page or a project-request page lands on the enterprise page', async ({ page }) => {
  await signInThroughApi(page, 'viewer@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  for (const rest of ['accesskey/home/', 'accesskey/create/', 'project-request/', 'project-request/translation/']) {
    await page.goto(`/enterprise/${ACME}/${rest}`);
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
    await expect(projectsHeading(page)).toBeVisible();
  }
});

test('the user menu shows the initials avatar, the name and e-mail, Settings, Change Password and Log out', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  const button = userMenuButton(page);
  await expect(button).toHaveAccessibleName('User menu: Ada Admin');
  const avatar = button.locator('.avatar');
  await expect(avatar).toHaveText('AA');
  const colour = avatarColour(USER_IDS.admin);
  const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  await expect(avatar).toHaveCSS('background-color', hexToRgb(colour.background));
  await expect(avatar).toHaveCSS('color', hexToRgb(colour.text));

  await button.click();
  const menu = page.getByRole('menu', { name: 'User menu: Ada Admin' });
  // The first group is the user's (the second, the language switch).
  await expect(menu.getByRole('group').first()).toContainText('Ada Admin');
  await expect(menu.getByRole('group').first()).toContainText('admin@acme.test');
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Change Password', 'Log out']);
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/profile/password/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeFocused();
  await expect(page).toHaveTitle('Change Password');
});

test('the user menu works by keyboard alone, and Log out signs the user out', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeFocused();
  await userMenuButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'User menu: Ada Admin' });
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dc.accessToken'))).toBeNull();
  // Signed out for real: a signed-in page sends back to login.
  await page.goto(`/enterprise/${ACME}/`);
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
});

test('keyboard only: the header is reached by Shift+Tab from the page: switch enterprise, Change Password, Log out', async ({
  page,
}) => {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeFocused();
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  // Back from the page's heading to the enterprise switcher, then the menu by arrows.
  const switcher = page.getByRole('button', { name: 'Enterprise: Acme Corp' });
  await tabTo(page, switcher, { backwards: true, limit: 10 });
  await page.keyboard.press('Enter');
  const enterprises = page.getByRole('menu', { name: 'Enterprise: Acme Corp' });
  await expect(enterprises.getByRole('menuitemradio', { name: 'Acme Corp' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(enterprises.getByRole('menuitemradio', { name: 'Globex' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.globex}/$`));
  await expect(projectsHeading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Enterprise: Globex' })).toBeVisible();

  // The user menu, also behind the heading: Change Password opens its page, whose heading takes focus.
  const userMenu = page.getByRole('button', { name: 'User menu: Ada Admin' });
  await tabTo(page, userMenu, { backwards: true, limit: 10 });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'User menu: Ada Admin' });
  // 'Settings' comes first, then 'Change Password'.
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.globex}/profile/password/$`));
  await expect(h1('Change Password')).toBeFocused();
  // Its first field is the next stop (the rest of the change is proven in settings/profile/change-password.spec.ts).
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Old password')).toBeFocused();

  // Escape closes the menu and gives focus back to its button; Log out signs out.
  await tabTo(page, userMenu, { backwards: true, limit: 10 });
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(h1('Sign in')).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('dc.accessToken'))).toBeNull();
});

test.describe("at 320 px, where the header's controls are behind its 'Menu' button", () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('keyboard only: sign in, open the menu, switch enterprise, log out', async ({ page }) => {
    const heading = (p: Page, name: string) => p.getByRole('heading', { level: 1, name, exact: true });
    await cookiesAlreadyChosen(page);
    await page.goto('/account/login');
    await expect(heading(page, 'Sign in')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('admin@acme.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Projects')).toBeFocused();

    // The header's controls are behind the one 'Menu' button.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('button', { name: 'Enterprise: Acme Corp' })).toBeHidden();
    await tabTo(page, menuButton, { backwards: true, limit: 5 });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it and focus goes into it; Escape closes it and focus returns to the button.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Switch enterprise from it: the menu closes with the move to the other enterprise's projects.
    await page.keyboard.press('Enter');
    const switcher = menu.getByRole('button', { name: 'Enterprise: Acme Corp' });
    await tabTo(page, switcher, { limit: 6 });
    await page.keyboard.press('Enter');
    const enterprises = page.getByRole('menu', { name: 'Enterprise: Acme Corp' });
    await expect(enterprises.getByRole('menuitemradio', { name: 'Acme Corp' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(enterprises.getByRole('menuitemradio', { name: 'Globex' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ENTERPRISE_IDS.globex}/$`));
    await expect(menu).toHaveCount(0);
    await expect(heading(page, 'Projects')).toBeVisible();

    // Log out from the user menu in it.
    await tabTo(page, menuButton, { backwards: true, limit: 10 });
    await page.keyboard.press('Enter');
    const userMenu = menu.getByRole('button', { name: 'User menu: Ada Admin' });
    await tabTo(page, userMenu, { limit: 8 });
    await page.keyboard.press('Enter');
    const userItems = page.getByRole('menu', { name: 'User menu: Ada Admin' });
    await expect(userItems.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    // 'Log out' follows 'Change Password'; the language switch comes last.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(userItems.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
  });
});

test('the footer is there with its legal links and the cookie policy', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of Use (opens in a new tab)', exact: true })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy (opens in a new tab)', exact: true })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await footer.getByRole('button', { name: 'Cookie Policy' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the project details tabs: the title names the tab and the project; activating a tab keeps focus on it', async ({
  page,
}) => {
  const voice = NAMED_ITEMS.voiceAssistantPrompts.projectId;
  const voiceRequest = NAMED_ITEMS.voiceAssistantPrompts.projectRequestId;
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.goto(`/enterprise/${ACME}/projects/${voice}/report/?type=p`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Assistant Prompts' })).toBeFocused();
  await expect(page).toHaveTitle('Project Report – Voice Assistant Prompts');
  const sections = page.getByRole('navigation', { name: 'Project sections' });
  // The request details' address is the request's (type 'pr'), the others the project's: focus
  // stays on the tab all the same.
  for (const [name, path, title] of [
    ['Data Deliverables', `${voice}/deliverables/\\?type=p`, 'Data Deliverables – Voice Assistant Prompts'],
    ['Request Details', `${voiceRequest}/request-details/\\?type=pr`, 'Request Details – Voice Assistant Prompts'],
  ] as const) {
    const tab = sections.getByRole('link', { name });
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/projects/${path}$`));
    await expect(page).toHaveTitle(title);
    await expect(tab).toBeFocused();
  }
  // Leaving the project is a navigation to another page: its heading takes focus.
  await page.getByRole('complementary', { name: 'Project' }).getByRole('link', { name: 'Projects' }).click();
  await expect(projectsHeading(page)).toBeFocused();
  await expect(page).toHaveTitle('Projects');
});

/**
 * Notes, in the page, whether the page loader ('Loading the page') ever shows from now on: a page
 * whose code loaded while the pointer or the focus rested on its link opens at once, with no loader
 * (src/ui/page-preload.tsx, src/ui/preloadable.tsx); one opened cold shows it first.
 */
async function watchForPageLoader(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { loader: false };
    (window as unknown as { __loaderSeen: typeof seen }).__loaderSeen = seen;
    const check = () => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading the page"]')) seen.loader = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loaderSeen: { loader: boolean } }).__loaderSeen.loader);
}

/**
 * The page's script loads from now on: `settle()` waits until a script has been requested since
 * `mark()` and none is still loading (a page's chunk, with any chunk it needs, and their
 * stylesheets: a lazy page renders once its chunk's CSS is in too, so a page whose script was in but
 * whose stylesheet was still loading showed the loader; it failed so once under load).
 */
function scriptLoads(page: Page) {
  const pending = new Set<unknown>();
  let sinceMark = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css') && pathname.startsWith('/static/')) return void pending.add(request);
    if (!pathname.endsWith('.js')) return;
    pending.add(request);
    sinceMark += 1;
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const settled = () => sinceMark > 0 && pending.size === 0;
  return {
    mark: () => (sinceMark = 0),
    /**
     * Once settled, two frames more: a script the network has delivered still has to run, and the
     * page's loader to note its module in, before the press that opens the page (on a busy machine
     * the press once came first, and the page showed its loader).
     */
    async settle() {
      await expect.poll(settled).toBe(true);
      await twoFrames(page);
    },
  };
}

test("a link's page loads while the pointer rests on the link, and opens with no page loader", async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  const scripts = scriptLoads(page);
  const loaderShown = await watchForPageLoader(page);
  const link = page.getByRole('main').getByRole('link', { name: 'Request a project' });
  scripts.mark();
  await link.hover();
  await scripts.settle();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a project' })).toBeVisible();
  expect(await loaderShown()).toBe(false);
});

test("a menu item's page loads when the focus reaches the item, and opens with no page loader (by keyboard)", async ({
  page,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  // The menu's own code first (it loads when the menu is first about to open), then the item's page.
  await userMenuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  const scripts = scriptLoads(page);
  const loaderShown = await watchForPageLoader(page);
  scripts.mark();
  await userMenuButton(page).focus();
  await page.keyboard.press('Enter'); // opens the menu, focus on its first item: 'Settings'
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
  await scripts.settle();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  expect(await loaderShown()).toBe(false);
});

test('a page opened cold (its code not loaded yet) shows the page loader first', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  const loaderShown = await watchForPageLoader(page);
  // Straight to the page's address in-app, with no link to rest on: its chunk loads only now.
  await page.evaluate(() => {
    window.history.pushState(null, '', `${window.location.pathname}project-request/`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Request a project' })).toBeVisible();
  expect(await loaderShown()).toBe(true);
});

accessibilityStates("the header's menus", (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'user menu',
    reach: async (page) => {
      await page.getByRole('button', { name: 'User menu: Ada Admin' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeVisible();
    },
  },
  {
    name: 'Public API menu',
    reach: async (page) => {
      await closeOverlays(page);
      await page.getByRole('button', { name: 'Public API' }).click();
      await expect(page.getByRole('menuitem', { name: 'API Access Keys' })).toBeVisible();
    },
  },
]);
