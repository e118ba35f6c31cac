import type { APIRequestContext, Page } from '@playwright/test';
import { ENTERPRISE_IDS, USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { api, faultCases, h1, LIST } from '../support/fault-cases';
import { expectErrorPage, goInApp, pathIs } from '../support/faults';
import { expect, expectNoAxeViolations, signIn, signInThroughApi, test } from '../support/fixtures';
import { accessibilityStates, visit } from '../support/accessibility-states';
import { openSignedIn } from '../support/projects-pages';

/**
 * Entering the signed-in area (spec document 1 section 2, document 2 sections 2 and 8), the terms
 * consent, the page of a user of no enterprise, the status pages, focus and page titles on
 * navigation, and page views with analytics consent.
 */

const ACME = ENTERPRISE_IDS.acme;
const GLOBEX = ENTERPRISE_IDS.globex;
const NOT_FOUND = "We're Sorry. We can't find the page you're looking for";
const GLITCH = "We've got a glitch...";
const projectsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Projects' });
const termsCheckbox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' });

/** Ticks the consent box as a user does: a click on its label. */
async function acceptTheTerms(page: Page) {
  await page.getByText('I accept the Terms of Use and the Privacy Policy').click();
  await expect(termsCheckbox(page)).toBeChecked();
}

async function fault(request: APIRequestContext, method: string, pathPattern: string, status: number) {
  const response = await request.post('/__test__/faults', { data: { method, pathPattern, status } });
  expect(response.ok()).toBe(true);
}

test('a signed-out visit goes to login with the encoded path and query, and back there after signing in', async ({
  page,
}) => {
  await page.goto(`/enterprise/${GLOBEX}/profile/password/?from=mail&x=1`);
  const original = `/enterprise/${GLOBEX}/profile/password/?from=mail&x=1`;
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent(original)}`);
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(page).toHaveURL(original);
});

test('a user who has not consented goes to the terms; Confirm waits for the box; then the index', async ({ page }) => {
  await signIn(page, 'newcomer@acme.test');
  await expect(page).toHaveURL(/\/terms-consent\/$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Terms of Use and Privacy Policy' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Terms of Use and Privacy Policy');
  await expectNoAxeViolations(page);
  // Any other signed-in page comes back here until the terms are consented.
  await page.goto(`/enterprise/${ACME}/`);
  await expect(page).toHaveURL(/\/terms-consent\/$/);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await acceptTheTerms(page);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(projectsHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  // Stored by the server: the next visit does not ask again.
  await page.reload();
  await expect(projectsHeading(page)).toBeVisible();
});

test('the terms consent works by keyboard alone', async ({ page }) => {
  await signIn(page, 'newcomer@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use and Privacy Policy' })).toBeFocused();
  const checkbox = page.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' });
  for (let i = 0; i < 5 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(projectsHeading(page)).toBeFocused();
});

test('with hide-request-project, the consent leads to the access-key home of the first enterprise', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), hideRequestProject: true } });
  });
  await signIn(page, 'newcomer@acme.test');
  await acceptTheTerms(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/accesskey/home/$`));
});

test('a user with no enterprise sees the empty-enterprise page with the contact-us link', async ({ page }) => {
  await signIn(page, 'lonely@acme.test');
  const heading = page.getByRole('heading', { level: 1, name: 'Your account is not assigned to an enterprise' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('link', { name: /Contact us/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Public API' })).toHaveCount(0);
  // The user menu stays, so the user can sign out.
  await page.getByRole('button', { name: 'User menu: Leo Lonely' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Log out']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/enterprise/anything/');
  await expect(heading).toBeVisible();
});

test('the first enterprise when none is remembered, the remembered one after that', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  // Acme's membership loads after the page shows and is then remembered: wait for it, so it cannot
  // overwrite the choice below.
  const remembered = () =>
    page.evaluate((user) => localStorage.getItem(`dc.selectedEnterprise.${user}`), USER_IDS.admin);
  await expect.poll(remembered).toBe(ACME);
  await page.evaluate(
    ([user, id]) => localStorage.setItem(`dc.selectedEnterprise.${user}`, id as string),
    [USER_IDS.admin, GLOBEX],
  );
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/$`));
  await expect(page.getByRole('button', { name: 'Enterprise: Globex' })).toBeVisible();
  // enterprise/ without an id opens the remembered one too.
  await page.goto('/enterprise/');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/$`));
  await expect(projectsHeading(page)).toBeVisible();
});

test('with hide-request-project the index opens the access-key home', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), hideRequestProject: true } });
  });
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/accesskey/home/$`));
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/accesskey/home/$`));
});

test('unknown signed-in paths go to the enterprise page', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.goto('/no/such/page/');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await page.goto(`/enterprise/${GLOBEX}/no-such-page/`);
  await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/$`));
  await expect(projectsHeading(page)).toBeVisible();
});

for (const [path, title, target] of [
  // 'Go to Projects' leads to the projects of the enterprise the user works in: here Globex, opened first.
  ['/not-found/', NOT_FOUND, `/enterprise/${GLOBEX}/`],
  ['/error/', GLITCH, `/enterprise/${GLOBEX}/`],
  [`/enterprise/${GLOBEX}/not-found/`, NOT_FOUND, `/enterprise/${GLOBEX}/`],
  [`/enterprise/${GLOBEX}/error/`, GLITCH, `/enterprise/${GLOBEX}/`],
] as const) {
  test(`${path} says "${title}", takes focus, names the page and leads back to Projects`, async ({ page }) => {
    await signInThroughApi(page, 'admin@acme.test');
    await expect(projectsHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Enterprise: Acme Corp' }).click();
    await page.getByRole('menuitemradio', { name: 'Globex' }).click();
    await expect(page.getByRole('button', { name: 'Enterprise: Globex' })).toBeVisible();
    await expect
      .poll(() => page.evaluate((user) => localStorage.getItem(`dc.selectedEnterprise.${user}`), USER_IDS.admin))
      .toBe(GLOBEX);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expect(page).toHaveTitle(title);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Projects' }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(projectsHeading(page)).toBeFocused();
  });
}

test('member settings refused with 401 show the not-found page, and the user stays signed in', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await fault(request, 'GET', `^/api/enterprise/${GLOBEX}/member-settings/$`, 401);
  await page.goto(`/enterprise/${GLOBEX}/`);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveURL(/\/not-found\/$/);
  await page.getByRole('link', { name: 'Go to Projects' }).click();
  await expect(projectsHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
});

test('an enterprise the user does not belong to shows its error page (member settings 404)', async ({ page }) => {
  await signInThroughApi(page, 'viewer@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.goto(`/enterprise/${GLOBEX}/`);
  await expect(page.getByRole('heading', { level: 1, name: GLITCH })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/error/$`));
  // 'Go to Projects' leads to an enterprise that works, not back to the refusal (a loop).
  await page.getByRole('link', { name: 'Go to Projects' }).click();
  await expect(projectsHeading(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
});

test('a remembered enterprise that refuses the user is left for another one, and Go to Projects leads there', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  // Acme's membership loads after the page shows and is then remembered: wait for it, so it cannot
  // overwrite the choice below (the race the test before this one also waits out).
  const remembered = () =>
    page.evaluate((user) => localStorage.getItem(`dc.selectedEnterprise.${user}`), USER_IDS.admin);
  await expect.poll(remembered).toBe(ACME);
  await page.evaluate(
    ([user, id]) => localStorage.setItem(`dc.selectedEnterprise.${user}`, id as string),
    [USER_IDS.admin, GLOBEX],
  );
  await fault(request, 'GET', `^/api/enterprise/${GLOBEX}/member-settings/$`, 404);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: GLITCH })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/error/$`));
  await page.getByRole('link', { name: 'Go to Projects' }).click();
  await expect(projectsHeading(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
});

test('each navigation moves focus to the new page heading and changes the page title', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeFocused();
  await expect(page).toHaveTitle('Projects');
  await page.getByRole('button', { name: 'User menu: Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeFocused();
  await expect(page).toHaveTitle('Change Password');
  await page.goBack();
  await expect(projectsHeading(page)).toBeFocused();
  await expect(page).toHaveTitle('Projects');
});

test('between two pages that share a title, focus still moves to the heading and the title is set', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.goto(`/enterprise/${ACME}/not-found/`);
  const heading = page.getByRole('heading', { level: 1, name: NOT_FOUND });
  const goToProjects = page.getByRole('link', { name: 'Go to Projects' });
  await expect(heading).toBeFocused();
  // In the app: Globex refuses its member settings with 401, which leads to the not-found page without an enterprise.
  await fault(request, 'GET', `^/api/enterprise/${GLOBEX}/member-settings/$`, 401);
  await page.getByRole('button', { name: 'Enterprise: Acme Corp' }).click();
  await page.getByRole('menuitemradio', { name: 'Globex' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/not-found/');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(NOT_FOUND);
  // Back and forward between the two not-found pages: the same page component, the same title.
  await goToProjects.focus();
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/enterprise/${ACME}/not-found/`);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(NOT_FOUND);
  await goToProjects.focus();
  await page.goForward();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/not-found/');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(NOT_FOUND);
});

test('page views are recorded on navigation only once analytics cookies are accepted', async ({ page }) => {
  await signInThroughApi(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await page.goto(`/enterprise/${ACME}/profile/password/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();

  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Customer Portal' }).click();
  await expect(projectsHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Enterprise: Acme Corp' }).click();
  await page.getByRole('menuitemradio', { name: 'Globex' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${GLOBEX}/$`));
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer))
    .toEqual([
      { event: 'page_view', page_path: `/enterprise/${ACME}/` },
      { event: 'page_view', page_path: `/enterprise/${GLOBEX}/` },
    ]);
});

faultCases([
  {
    screen: 'Entry (any signed-in page)',
    call: 'GET users/self/profile/',
    api: api('GET', 'users/self/profile/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: "the generic error page without an enterprise, whose header's 'Log out' signs out",
    trigger: async (page) => {
      await page.goto(LIST);
    },
    check: async (page, fault) => {
      // Shown in place of the page asked for: its 'Go to Projects' has no enterprise (the index).
      await expectErrorPage(page, LIST, '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      if (fault === '500') await expectNoAxeViolations(page);
    },
    // No profile, so no user menu: the header still offers a way out.
    after: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
      await expect(h1(page, 'Sign in')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('dc.accessToken'))).toBeNull();
    },
  },
  {
    screen: 'Entry (the enterprise in the path)',
    call: 'GET enterprise/{id}/member-settings/',
    api: api('GET', 'enterprise/[^/]+/member-settings/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: "any failure but a 401: the enterprise's generic error page",
    trigger: async (page, fault) => {
      // A new enterprise each time (its membership is not cached): Acme on load, then Globex, Initech.
      if (fault === '500') await page.goto(LIST);
      else await goInApp(page, `/enterprise/${fault === 'timeout' ? GLOBEX : ENTERPRISE_IDS.initech}/`);
    },
    check: async (page, fault) => {
      const id = fault === '500' ? ACME : fault === 'timeout' ? GLOBEX : ENTERPRISE_IDS.initech;
      // 'Go to Projects' leads to an enterprise that works, not back to the refused one (status-pages.tsx).
      await expectErrorPage(page, `/enterprise/${id}/error/`, new RegExp(`^/enterprise/(?!${id}/)[^/]+/$`));
    },
  },
  {
    screen: 'Terms consent',
    call: 'POST users/self/terms/accept/',
    api: api('POST', 'users/self/terms/accept/'),
    attempts: 1,
    user: 'newcomer@acme.test',
    spec: 'the generic error page',
    open: async (page) => {
      await page.goto('/');
      await expect(page).toHaveURL(pathIs('/terms-consent/'));
    },
    trigger: async (page, fault) => {
      if (fault !== '500') await goInApp(page, '/terms-consent/');
      await expect(h1(page, 'Terms of Use and Privacy Policy')).toBeVisible();
      await acceptTheTerms(page);
      await page.getByRole('button', { name: 'Confirm' }).click();
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', '/');
    },
  },
]);

accessibilityStates('the generic error page', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  { name: 'error page', reach: visit('/error/', "We've got a glitch...") },
]);
