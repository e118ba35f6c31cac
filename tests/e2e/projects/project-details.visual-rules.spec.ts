/**
 * The project details' visual rules of spec document 2 section 9 (record 0066), as the browser
 * computes them: the left side bar's 276 px offset and the dashboard body's 970 px from the 1200 px
 * breakpoint, the tabs' 500 ms scroll (none with reduced motion), the workflow ribbon's seven looks,
 * each in words, with no axe violations and no sideways scroll at 320 px, the deliverables view's
 * widths.
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { buildSeed } from '../../../scripts/dev-api/seed';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { box, style } from '../support/layout';
import { VOICE, detailsPath, openSignedIn } from '../support/projects-pages';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Project' });
const content = (page: Page) => page.locator('.details-content');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Project sections' });
const ribbon = (page: Page) => page.getByText(/^Workflow status: /);

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
