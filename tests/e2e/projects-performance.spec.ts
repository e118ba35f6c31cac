/**
 * The projects list's performance rules (issue "Performance"): the first page waits on nothing it
 * does not need, a second visit within the cache time makes no duplicate call, the Power BI client is
 * in no chunk loaded before a report shows, and interactions stay responsive at 4× CPU slowdown.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import {
  ACME,
  SEARCH_PATH,
  VOICE,
  apiRequests,
  bodyRows,
  countLine,
  detailsPath,
  injectFault,
  listHeading,
  openList,
  rowOf,
} from './support/projects';

test('the first page does not wait for the member settings (role) nor load the languages', async ({
  page,
  request,
}) => {
  await injectFault(request, { method: 'GET', pathPattern: '/member-settings/$', delayMs: 4_000 });
  const settled: string[] = [];
  page.on('requestfinished', (r) => settled.push(new URL(r.url()).pathname));
  await signIn(page, 'admin@acme.test');
  await expect(listHeading(page)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  // The rows are there while the member settings are still on their way.
  expect(settled.filter((path) => path.endsWith('/member-settings/'))).toEqual([]);
  expect(settled).toContain(SEARCH_PATH);
  const calls = await apiRequests(request);
  expect(calls.filter((c) => c.path.endsWith('/languages/'))).toEqual([]);
});

test('on a cold load of the list, its search starts before the profile answers, and runs once', async ({
  page,
  request,
}) => {
  await openList(page);
  const PROFILE_PATH = '/api/users/self/profile/';
  const events: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SEARCH_PATH) events.push('search sent');
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === PROFILE_PATH) events.push('profile answered');
  });
  const searchesBefore = (await apiRequests(request)).filter((c) => c.path === SEARCH_PATH).length;
  // The profile takes 2 s: before, the list's search waited for it (the area renders its routes after it).
  await injectFault(request, { method: 'GET', pathPattern: '^/api/users/self/profile/$', delayMs: 2_000, times: 1 });
  await page.goto(`/enterprise/${ACME}/`); // a new document: nothing cached
  await expect(bodyRows(page)).toHaveCount(25);
  await page.waitForLoadState('networkidle');
  expect(events).toContain('profile answered');
  expect(events.filter((e) => e === 'search sent')).toHaveLength(1);
  expect(events.indexOf('search sent')).toBeLessThan(events.indexOf('profile answered'));
  // The page joined the call under way: the API saw exactly one more search.
  expect((await apiRequests(request)).filter((c) => c.path === SEARCH_PATH).length - searchesBefore).toBe(1);
});

test('going back to the list or to a project within a minute makes no duplicate call', async ({ page, request }) => {
  await openList(page);
  await rowOf(page, 'Checkout Flow Translation').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Flow Translation' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Data Deliverables' })
    .click();
  await expect(page.getByRole('table', { name: 'Data deliverables' })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(countLine(page)).toHaveText('63 projects');
  await rowOf(page, 'Checkout Flow Translation').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Flow Translation' })).toBeVisible();
  const calls = await apiRequests(request);
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  expect(count(SEARCH_PATH)).toBe(1);
  expect(count(`/api/enterprises/${ACME}/projects-and-requests/30000000-0000-4000-8000-000000000002/details/`)).toBe(1);
  expect(count(`/api/${ACME}/projects/30000000-0000-4000-8000-000000000002/report/configuration/`)).toBe(1);
  expect(count(`/api/${ACME}/projects/30000000-0000-4000-8000-000000000002/deliverables/`)).toBe(1);
});

test('resting the pointer on a row starts its details, report configuration and chunk before the click; the page joins them', async ({
  page,
  request,
}) => {
  await openList(page);
  const item = '30000000-0000-4000-8000-000000000002'; // Checkout Flow Translation, a project
  const details = `/api/enterprises/${ACME}/projects-and-requests/${item}/details/`;
  const configuration = `/api/${ACME}/projects/${item}/report/configuration/`;
  const sent: string[] = [];
  let scripts = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === details || path === configuration) sent.push(path);
    if (path.endsWith('.js')) scripts += 1;
  });
  const link = rowOf(page, 'Checkout Flow Translation').getByRole('link');
  await link.hover();
  await expect.poll(() => [...sent].sort()).toEqual([configuration, details].sort());
  expect(scripts).toBeGreaterThan(0); // the details page's chunk
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Flow Translation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(2);
  const calls = await apiRequests(request);
  expect(calls.filter((c) => c.path === details)).toHaveLength(1);
  expect(calls.filter((c) => c.path === configuration)).toHaveLength(1);
});

test('no chunk loaded for the list, the drawer, the menus, request details or deliverables holds the Power BI client', async ({
  page,
  request,
}) => {
  // The scripts' addresses are noted as they load and read afterwards (the built files do not change):
  // reading a body inside the listener fails for a response the page navigated away from.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  await openList(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Actions for Museum Audio Recordings Phase 3' }).click();
  await page.keyboard.press('Escape');
  await page.goto(detailsPath(VOICE.projectRequestId, 'request-details', 'pr'));
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Data Deliverables' })
    .click();
  await expect(page.getByRole('table', { name: 'Data deliverables' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  const withPowerBi: string[] = [];
  for (const url of scripts) {
    if ((await (await request.get(url)).text()).includes('powerbi-client')) withPowerBi.push(url);
  }
  expect(withPowerBi).toEqual([]);
});

/** Records the longest interaction (Event Timing, INP's measure) from now on, of the given event types. */
async function observeInteractions(page: Page, types: string[]) {
  // Entries of an earlier interaction arrive after its next paint: let them pass first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await page.evaluate((names) => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId && names.includes(entry.name)) w.__longest = Math.max(w.__longest, entry.duration);
      }
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  }, types);
}

const POINTER = ['pointerdown', 'pointerup', 'click'];
const KEYS = ['keydown', 'keypress', 'keyup'];

async function longestInteraction(page: Page): Promise<number> {
  // Event Timing entries arrive after the next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { __longest: number }).__longest);
}

test('interactions stay within the INP budget at 4× CPU slowdown: load more, sort, filters, typing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openList(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const samples: Record<string, number[]> = { 'load more': [], sort: [], 'open the filter drawer': [], keystroke: [] };
  const measure = async (kind: string, types: string[], act: () => Promise<void>) => {
    await observeInteractions(page, types);
    await act();
    samples[kind]?.push(await longestInteraction(page));
  };

  await measure('load more', POINTER, async () => {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page)).toHaveCount(50);
  });
  await measure('load more', POINTER, async () => {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page)).toHaveCount(63);
  });
  await measure('sort', POINTER, async () => {
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(bodyRows(page).first().getByRole('link')).toHaveText('Banking FAQ Quality Rating Phase 3');
  });
  await measure('sort', POINTER, async () => {
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(bodyRows(page).first().getByRole('link')).toHaveText('Voice Assistant Prompts');
  });
  for (let i = 0; i < 2; i += 1) {
    await measure('open the filter drawer', POINTER, async () => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
  }
  for (const word of ['museum', 'travel']) {
    await measure('keystroke', KEYS, async () => {
      await page.getByRole('searchbox', { name: 'Project name' }).fill('');
      await page.getByRole('searchbox', { name: 'Project name' }).pressSequentially(word, { delay: 50 });
    });
  }

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  testInfo.annotations.push({ type: 'longest interaction at 4× CPU (ms)', description: JSON.stringify(samples) });
  console.log('[projects] longest interaction at 4x CPU (ms):', JSON.stringify(samples));
  // ENGINEERING.md budgets: 200 ms for a page, a sort and the drawer; 100 ms a keystroke. Each kind is
  // measured twice and the better attempt counts: on a busy machine one sample can catch another
  // process's time slice, while a real regression (the 400–540 ms of a react-aria Table) fails both.
  const best = (kind: string) => Math.min(...(samples[kind] ?? [Number.POSITIVE_INFINITY]));
  expect(best('load more')).toBeLessThanOrEqual(200);
  expect(best('sort')).toBeLessThanOrEqual(200);
  expect(best('open the filter drawer')).toBeLessThanOrEqual(200);
  expect(best('keystroke')).toBeLessThanOrEqual(100);
});
