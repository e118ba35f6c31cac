/**
 * The visual rules of spec document 2 section 9 the portal follows (record 0066), as the browser
 * computes them: the left side bar's 276 px offset and the dashboard body's 970 px from the 1200 px
 * breakpoint, the tabs' 500 ms scroll (none with reduced motion), the alert variants 'warning' and
 * 'darkerblue', and the workflow ribbon's seven looks, each in words, with no axe violations and no
 * sideways scroll at 320 px.
 */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { buildSeed } from '../../../scripts/dev-api/seed';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { CHECKOUT, VOICE, detailsPath, openSignedIn } from '../support/projects-pages';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Project' });
const content = (page: Page) => page.locator('.details-content');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Project sections' });
const ribbon = (page: Page) => page.getByText(/^Workflow status: /);

/** A colour variable of the theme as the browser computes it (rgb(…)). */
const themeColour = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);

const style = (locator: Locator, properties: readonly string[]) =>
  locator.evaluate(
    (element, names) =>
      Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
    properties,
  );

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('the details: a 276 px side bar offset and a 970 px dashboard body from 1200 px, 220 px + 16 px below, one column below 992 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, detailsPath(VOICE.projectId, 'report'));
  await expect(page.getByRole('heading', { level: 2, name: /^Project Report/ })).toBeVisible();
  const dashboard = page.locator('.dashboard-body');
  await expect(dashboard).toBeVisible();
  expect((await box(content(page))).x - (await box(sidebar(page))).x).toBe(276);
  expect((await box(sidebar(page))).width).toBe(260);
  expect(await style(dashboard, ['max-width'])).toEqual({ 'max-width': '970px' });
  expect((await box(dashboard)).width).toBe(970);

  await page.setViewportSize({ width: 1100, height: 900 });
  await expect.poll(async () => (await box(content(page))).x - (await box(sidebar(page))).x).toBe(236);

  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(async () => (await box(content(page))).x).toBe((await box(sidebar(page))).x);
  expect((await box(content(page))).y).toBeGreaterThan((await box(sidebar(page))).y);
});

test('on a phone a details tab scrolls to its content in 500 ms; with reduced motion at once', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.clock.install();
  await openSignedIn(page, detailsPath(VOICE.projectId, 'report'));
  await expect(page.getByRole('heading', { level: 2, name: /^Project Report/ })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const contentTop = async () => Math.round((await box(content(page))).y);
  expect(await scrollY()).toBe(0);

  await tabs(page).getByRole('link', { name: 'Request Details' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  expect(await scrollY()).toBe(0);
  const before = await contentTop();
  expect(before).toBeGreaterThan(667 / 2);
  // Half the time, half the way (ease in and out); then there, the content's top at the window's.
  await page.clock.runFor(250);
  const halfWay = await scrollY();
  expect(halfWay).toBeGreaterThan((before - 8) * 0.35);
  expect(halfWay).toBeLessThan((before - 8) * 0.65);
  await page.clock.runFor(260);
  const there = await scrollY();
  expect(there).toBe(before - 8);
  await page.clock.runFor(1_000);
  expect(await scrollY()).toBe(there);
  await expect(tabs(page).getByRole('link', { name: 'Request Details' })).toBeFocused();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await tabs(page).getByRole('link', { name: 'Data Deliverables' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Data Deliverables' })).toBeVisible();
  // No time passes on the page's clock: the jump is the whole scroll.
  const jumped = await scrollY();
  expect(jumped).toBeGreaterThan(0);
  await page.clock.runFor(1_000);
  expect(await scrollY()).toBe(jumped);
});

/** An Acme project of each status the ribbon has a look for (the reference API's demo data). */
const seedItems = buildSeed().items.filter((item) => item.enterpriseId === ENTERPRISE_IDS.acme);
const projectWithStatus = (status: number): string => {
  const item = seedItems.find((candidate) => candidate.projectId !== null && candidate.project?.status === status);
  if (!item?.projectId) throw new Error(`no Acme project with status ${status} in the demo data`);
  return item.projectId;
};

const RIBBON_STATES = [
  [0, 'Not Active'],
  [5000, 'Cancelled'],
  [800, 'Upload Successful'],
  [700, 'Upload Errors'],
  [600, 'Insufficient Data'],
  [2000, 'Paused'],
  [3000, 'Completed'],
] as const;

test('the workflow ribbon: one look for each of its seven states, the state in words, no axe violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const looks = new Map<string, string>();
  await openSignedIn(page, detailsPath(projectWithStatus(1000), 'report'));
  await expect(page.getByRole('heading', { level: 2, name: /^Project Report/ })).toBeVisible();
  // A project under way has none.
  await expect(ribbon(page)).toHaveCount(0);
  for (const [status, words] of RIBBON_STATES) {
    await page.goto(detailsPath(projectWithStatus(status), 'report'));
    await expect(ribbon(page)).toHaveText(`Workflow status: ${words}`);
    const look = await ribbon(page).evaluate((element) => {
      const css = getComputedStyle(element);
      const sign = getComputedStyle(element, '::before').content;
      return [
        css.backgroundColor,
        css.color,
        `${css.borderTopStyle} ${css.borderTopWidth} ${css.borderTopColor}`,
        `${css.borderLeftStyle} ${css.borderLeftWidth} ${css.borderLeftColor}`,
        sign,
      ].join(' | ');
    });
    looks.set(words, look);
    await expectNoAxeViolations(page);
  }
  // Seven different looks, and seven different signs: colour is never the only difference.
  expect(new Set(looks.values()).size).toBe(7);
  expect(new Set([...looks.values()].map((look) => look.split(' | ').at(-1))).size).toBe(7);

  // The longest state reflows at 320 px: no sideways scroll.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(detailsPath(projectWithStatus(600), 'report'));
  await expect(ribbon(page)).toHaveText('Workflow status: Insufficient Data');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

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

test('the deliverables view is at most 1200 px wide and a deliverable name cell at most 550 px', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await openSignedIn(page, detailsPath(VOICE.projectId, 'deliverables'));
  const rows = page.getByRole('table', { name: 'Data deliverables' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const view = page.locator('.deliverables');
  expect(await style(view, ['max-width'])).toEqual({ 'max-width': '1200px' });
  expect((await box(view)).width).toBeLessThanOrEqual(1200);
  const names = page.locator('td.deliverables-table__name');
  expect(await style(names.first(), ['max-width'])).toEqual({ 'max-width': '550px' });
  for (const width of await names.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width)))
    expect(width).toBeLessThanOrEqual(550);
});

test('a project-type card is 400 × 256 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, `/enterprise/${ENTERPRISE_IDS.acme}/project-request/`);
  const cards = page.locator('.type-card');
  await expect(cards.first()).toBeVisible();
  const sizes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return `${width} × ${height}`;
    }),
  );
  expect(sizes.length).toBeGreaterThan(1);
  expect(sizes).toEqual(sizes.map(() => '400 × 256'));
});

test("the request form's sections scroll in the window's height less 166 px, beside the date's 'guideline, not a commitment'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, `/enterprise/${ENTERPRISE_IDS.acme}/project-request/translation/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Translation' })).toBeVisible();
  const body = page.locator('.request-form__body');
  const scrollBox = () =>
    body.evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      height: element.getBoundingClientRect().height,
      scrolls: element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY === 'auto',
    }));
  expect(await scrollBox()).toEqual({ maxHeight: '634px', height: 634, scrolls: true });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await expect.poll(scrollBox).toEqual({ maxHeight: '834px', height: 834, scrolls: true });

  // The date field says the date is a guideline, in words beside it (its description).
  const date = page.getByRole('textbox', { name: 'Desired delivery date' });
  await expect(date).toHaveAccessibleDescription(/The date is a guideline, not a commitment\.$/);
  await date.scrollIntoViewIfNeeded();
  await expect(page.getByText(/The date is a guideline, not a commitment\.$/)).toBeVisible();
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
