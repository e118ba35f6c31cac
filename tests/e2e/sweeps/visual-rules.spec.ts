/**
 * The visual rules of spec document 2 section 9 (record 0066) that cross screens, as the browser
 * computes them: the alert variants 'warning' and 'darkerblue', the navigation bar and the footer,
 * the 768 px breakpoint. The rules of one screen are in its own `*.visual-rules.spec.ts`
 * (tests/e2e/projects/project-details.visual-rules.spec.ts, tests/e2e/requests/).
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { box, style, themeColour } from '../support/layout';
import { CHECKOUT, VOICE, detailsPath, openSignedIn } from '../support/projects-pages';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Project' });
const ribbon = (page: Page) => page.getByText(/^Workflow status: /);

test("the alert variants: 'darkerblue' says a project is being cancelled, 'warning' that a key's secret shows once", async ({
  page,
}) => {
  await openSignedIn(page, detailsPath(CHECKOUT.projectId, 'report'));
  await page.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel project' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Cancel project' });
  await modal.getByText(/I acknowledge/).click();
  await modal.getByRole('button', { name: 'Cancel project' }).click();
  const note = sidebar(page).getByText('This project is being cancelled.');
  await expect(note).toBeVisible();
  expect(await style(note, ['background-color', 'color'])).toEqual({
    'background-color': await themeColour(page, '--color-primary'),
    color: await themeColour(page, '--color-surface'),
  });
  // The workflow status is Cancelled now: so says the ribbon.
  await expect(ribbon(page)).toHaveText('Workflow status: Cancelled');
  // The page's main part: React Aria's announcer outside it still names the closed modal's button
  // for a few seconds (a separate matter).
  await expectNoAxeViolations(page, '#main');

  await page.goto(`/enterprise/${ENTERPRISE_IDS.acme}/accesskey/create/?permission=ReadWrite`);
  await page.getByRole('textbox', { name: 'Access key name' }).fill('Nightly build');
  await page.getByRole('button', { name: 'Create access key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your access key is ready' });
  const warning = dialog.getByText(/^This is the only time that the secret access keys can be viewed/);
  await expect(warning).toBeVisible();
  expect(
    await style(warning, ['background-color', 'color', 'border-left-width', 'border-left-style', 'border-left-color']),
  ).toEqual({
    'background-color': await themeColour(page, '--color-surface'),
    color: await themeColour(page, '--color-text'),
    'border-left-width': '6px',
    'border-left-style': 'solid',
    'border-left-color': await themeColour(page, '--color-danger'),
  });
  await expectNoAxeViolations(page, '.modal');
});

// ── The layout numbers of section 9 ──

const header = (page: Page) => page.locator('header.site-header');
const footer = (page: Page) => page.getByRole('contentinfo');

test('the navigation bar is 60 px high and the footer 66 px, signed in and signed out, either side of 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // From 768 to 992 px the header's controls fit its one line only with the palette's words hidden
  // (they stay its name); below 768 px they are behind 'Menu'.
  for (const width of [1280, 992, 991, 860, 800, 768, 767, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(async () => (await box(header(page))).width, `at ${width} px`).toBe(width);
    expect((await box(header(page))).height, `the navigation bar at ${width} px`).toBe(60);
    // The footer's notices take two lines below about 900 px, in the same 66 px; on a phone more.
    if (width >= 767) expect((await box(footer(page))).height, `the footer at ${width} px`).toBe(66);
  }
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(header(page).getByRole('button', { name: 'Search or jump to…', exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/account/forgotpassword');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of [1280, 768, 767]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(async () => (await box(header(page))).width, `at ${width} px`).toBe(width);
    expect((await box(header(page))).height, `signed out, the navigation bar at ${width} px`).toBe(60);
    expect((await box(footer(page))).height, `signed out, the footer at ${width} px`).toBe(66);
  }
});

test("at 767 px the header's controls are behind 'Menu' and a details list is one column; at 768 px neither", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await openSignedIn(page, detailsPath(VOICE.projectId, 'request-details'));
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const main = page.getByRole('navigation', { name: 'Main' });
  const columns = () =>
    page
      .locator('.details-list')
      .first()
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);

  await expect(main).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await columns()).toBe(2);

  await page.setViewportSize({ width: 767, height: 800 });
  await expect(menu).toBeVisible();
  await expect(main).toBeHidden();
  expect(await columns()).toBe(1);
  await menu.click();
  await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 768, height: 800 });
  await expect(menu).toBeHidden();
  await expect(main).toBeVisible();
  expect(await columns()).toBe(2);
});
