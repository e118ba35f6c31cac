/**
 * The projects list's performance rules that do not depend on the machine's speed: the first page
 * waits on nothing it does not need, a second visit within the cache time makes no duplicate call,
 * and the Power BI client is in no chunk loaded before a report shows. Each is an order of events or
 * a count of calls, never a duration.
 *
 * How long an interaction takes (INP at 4× CPU: the next page, a sort, the filter drawer, typing in
 * the search) is measured by `npm run bench` against its budgets (scripts/bench/budgets.ts), on an
 * otherwise idle machine; that those interactions work and show their outcome is tested in
 * projects-list.spec.ts (Load more, sorting, the search) and filters.spec.ts (the drawer).
 */
import { requestsReported } from '../support/events';
import { expect, signIn, test } from '../support/fixtures';
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
} from '../support/projects-pages';

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
  // The rows are drawn from the answer's body before Playwright has handed the test its 'requestfinished'.
  await expect.poll(() => settled).toContain(SEARCH_PATH);
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
  // The details page's chunk: its request may be reported after the two calls'.
  await expect.poll(() => scripts).toBeGreaterThan(0);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Flow Translation' })).toBeVisible();
  // The report tab shows its dashboard only once the configuration says the project has reports:
  // both answers are in use; no call again, proved by a later request.
  await expect(page.locator('.dashboard-body')).toBeVisible();
  await requestsReported(page);
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
