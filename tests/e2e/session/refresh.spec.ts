/**
 * "Ten concurrent calls with an expired token cause exactly one refresh
 * call, and two tabs refreshing at once cause one refresh in all" (spec document 1 section 4,
 * "Session"; src/session/refresh.ts, src/api/client.ts).
 *
 * The reference API counts its refresh calls (GET /__test__/stats, `refreshCalls`; the auto fixture
 * resets it before each test). The browser tests run with API_TOKEN_LIFETIME=35 s, and the client
 * treats a token as expired 30 s early, so a token is stale 5 s after it was issued.
 *
 * Ten concurrent calls in the browser: no screen starts ten API calls at once in one tab (the most is
 * the deep-linked list, pages 0 to 4: five calls, src/features/projects/projects-page.tsx
 * EAGER_PAGES), so the ten are that view opened at once in two tabs sharing the session, five calls
 * each: one refresh in all, which proves the single flight within a tab and the Web Lock across tabs
 * together. The five-call test below proves the single flight in one tab alone.
 *
 * Also proven elsewhere: exactly ten concurrent calls in one client → one refresh, with the ten sent
 * with the new token, in tests/unit/api/client.test.ts ("refreshes once for ten concurrent calls …");
 * the lock's re-read of the stored session in tests/unit/session/refresh.test.ts; one real refresh on
 * a reload in tests/e2e/app/foundation.spec.ts.
 */
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { REFRESH_LOCK } from '../../../src/session/refresh';
import { storageKeys } from '../../../src/session/token-storage';
import { requestsReported } from '../support/events';
import { expect as baseExpect, signIn, test } from '../support/fixtures';

// A page load after sign-in fetches the signed-in area's chunks: on a busy 2-core machine that has
// taken more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const ACME = ENTERPRISE_IDS.acme;
const REFRESH_PATH = /\/api\/authentication\/refresh$/;
const SEARCH_PATH = `/api/enterprises/${ACME}/projects-and-requests/search/`;
const projectsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Projects' });

async function refreshCalls(request: APIRequestContext): Promise<number> {
  const response = await request.get('/__test__/stats');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { refreshCalls: number }).refreshCalls;
}

/** The Web Lock named REFRESH_LOCK as the tabs of this origin see it: held and waiting requests. */
const refreshLockState = (page: Page) =>
  page.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return { held: held.filter((l) => l.name === name).length, pending: pending.filter((l) => l.name === name).length };
  }, REFRESH_LOCK);

/** The bearer tokens a page sent to the API, in order. */
function recordBearers(page: Page): string[] {
  const bearers: string[] = [];
  page.on('request', (request: Request) => {
    const authorization = request.headers().authorization;
    if (authorization && new URL(request.url()).pathname.startsWith('/api/'))
      bearers.push(authorization.replace(/^Bearer /, ''));
  });
  return bearers;
}

/**
 * Holds every refresh call in the browser until `release()`, and hands the client token sets that
 * last an hour (the real tokens, with a longer `expiresIn`), so that no refresh of the short test
 * lifetime comes on its own while the test runs and the count is the one the test causes.
 */
async function controlRefresh(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const refreshes: string[] = [];
  await context.route(/\/api\/authentication\/(token\/|refresh)$/, async (route) => {
    if (REFRESH_PATH.test(route.request().url())) {
      refreshes.push(route.request().frame().page().url());
      await released;
    }
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: { ...((await response.json()) as object), expiresIn: 3600 } });
  });
  return { refreshes, release };
}

test('two tabs refreshing at once cause one refresh in all, and both stay signed in', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const { refreshes, release } = await controlRefresh(context);
  await signIn(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(projectsHeading(second)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await second.waitForLoadState('networkidle');
  expect(await refreshCalls(request)).toBe(0);

  // Both tabs share the stored session: mark its access token expired, then load both tabs at the
  // same moment. Each one starts with the expired token and must refresh before its first call.
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 1_000)), storageKeys.accessTokenExpiresAt);
  const firstBearers = recordBearers(page);
  const secondBearers = recordBearers(second);
  await Promise.all([page.reload(), second.reload()]);

  // While the first refresh is held, one tab holds the lock and the other waits for it. Without the
  // Web Lock (or with a lock that another tab does not see) the second tab would send its own
  // refresh with the same, by then used, refresh token: two refresh calls, and the loser's 401
  // would revoke the session and send both tabs to login. This poll and every count below fail then.
  // The same happens if the waiting tab, once it has the lock, reads a stale stored session:
  // Chromium delivers another tab's localStorage writes asynchronously, so the lock can be granted
  // before the new token set is visible in the waiting tab.
  await expect.poll(() => refreshLockState(page)).toEqual({ held: 1, pending: 1 });
  // The lock is held before its holder's refresh call reaches the route.
  await expect.poll(() => refreshes).toHaveLength(1);
  // No call with the expired token: a later request of each tab is in, so an earlier one would be too.
  await Promise.all([requestsReported(page), requestsReported(second)]);
  expect([...firstBearers, ...secondBearers]).toEqual([]);
  release();

  // Neither tab is sent to login.
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await expect(second).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await expect(projectsHeading(page)).toBeVisible();
  await expect(projectsHeading(second)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await second.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(1);
  expect(await refreshCalls(request)).toBe(1);
  // Both tabs called the API with the one new token: the waiting tab took it from storage.
  const stored = await second.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  expect(firstBearers.length).toBeGreaterThanOrEqual(3);
  expect(secondBearers.length).toBeGreaterThanOrEqual(3);
  expect(new Set([...firstBearers, ...secondBearers])).toEqual(new Set([stored]));
  await second.close();
});

test('ten concurrent calls with an expired token, the five list pages of a view opened at once in two tabs, cause exactly one refresh call', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  // The tabs' clock is fake from the first load (it runs at the real pace): the tokens can go stale
  // at once, without waiting the 5 s.
  await context.clock.install();
  await signIn(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(projectsHeading(second)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await second.waitForLoadState('networkidle');

  // From here on: every refresh call is held until release(), and every API call is recorded.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const refreshes: string[] = [];
  await context.route(REFRESH_PATH, async (route) => {
    refreshes.push(route.request().frame().page().url());
    await released;
    await route.continue();
  });
  const calls: { tab: 'first' | 'second'; path: string; pageNumber: number | null; bearer: string | null }[] = [];
  for (const [tab, tabPage] of [
    ['first', page],
    ['second', second],
  ] as const) {
    tabPage.on('request', (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (!path.startsWith('/api/') || REFRESH_PATH.test(path)) return;
      const body = path === SEARCH_PATH ? (r.postDataJSON() as { pageNumber: number }) : null;
      calls.push({
        tab,
        path,
        pageNumber: body?.pageNumber ?? null,
        bearer: r.headers().authorization?.replace(/^Bearer /, '') ?? null,
      });
    });
  }
  const before = await refreshCalls(request);

  // Both tabs' access tokens go stale (the token lives 35 s and counts as expired 30 s early).
  await page.clock.fastForward(10_000);
  // Both tabs open the view of five pages at the same moment: ten search calls, each finding the
  // token expired. Within a tab the five share one refresh (single flight); across the tabs the
  // Web Lock makes the second tab wait and then take the first tab's new session.
  const view = `/enterprise/${ACME}/?sort=name&dir=asc&page=4`;
  await Promise.all([page, second].map((tab) => tab.evaluate((path) => history.pushState(null, '', path), view)));

  // While the one refresh is held: both tabs are loading the view, one tab holds the lock and the
  // other waits for it, and not one of the ten calls has gone out with the expired token.
  await expect(page.getByText('Updating the list…')).toBeVisible();
  await expect(second.getByText('Updating the list…')).toBeVisible();
  await expect.poll(() => refreshLockState(page)).toEqual({ held: 1, pending: 1 });
  // The lock is held before its holder's refresh call reaches the route.
  await expect.poll(() => refreshes).toHaveLength(1);
  // No call with the expired token: a later request of each tab is in, so an earlier one would be too.
  await Promise.all([requestsReported(page), requestsReported(second)]);
  expect(calls).toEqual([]);
  release();

  for (const tab of [page, second]) {
    await expect(tab.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr')).toHaveCount(63);
    await tab.waitForLoadState('networkidle');
    await expect(tab).toHaveURL(new RegExp(`/enterprise/${ACME}/\\?sort=name&dir=asc&page=4$`));
  }
  // Exactly the ten calls, five pages in each tab, all with the one new token; one refresh in all.
  // (networkidle after an in-app navigation is the load's, long reached: the events are waited for.)
  await expect
    .poll(() => calls.map((c) => `${c.tab} ${c.path} ${c.pageNumber}`).sort())
    .toEqual(
      (['first', 'second'] as const).flatMap((tab) => [0, 1, 2, 3, 4].map((n) => `${tab} ${SEARCH_PATH} ${n}`)).sort(),
    );
  await Promise.all([requestsReported(page), requestsReported(second)]);
  expect(calls).toHaveLength(10);
  const stored = await second.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  expect(new Set(calls.map((c) => c.bearer))).toEqual(new Set([stored]));
  expect(refreshes).toHaveLength(1);
  expect((await refreshCalls(request)) - before).toBe(1);
  await second.close();
});

test('in one tab, the five list pages a view loads at once with an expired token cause one refresh', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The tab's clock is fake from the first load (it runs at the real pace): the token can go stale
  // at once, without waiting the 5 s.
  await page.clock.install();
  await signIn(page, 'admin@acme.test');
  await expect(projectsHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The tab keeps its session in memory: move the tab's clock past the moment it goes stale (5 s
  // after it was issued).
  const staleIn = await page.evaluate(
    (key) => Number(localStorage.getItem(key)) - 30_000 - Date.now(),
    storageKeys.accessTokenExpiresAt,
  );
  await page.clock.fastForward(Math.max(0, staleIn) + 500);
  const before = await refreshCalls(request);

  // An in-app navigation (the router follows history.pushState) to a view showing five pages: page
  // 0 and pages 1 to 4 are five search calls started together, each finding the token expired.
  // Without the single flight (and the lock, which also serializes the calls of one tab) each call
  // would refresh with the same refresh token: five refresh calls, four of them refused, and the
  // session revoked.
  const bearers = recordBearers(page);
  const searches: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SEARCH_PATH) searches.push(r);
  });
  await page.evaluate((path) => history.pushState(null, '', path), `/enterprise/${ACME}/?sort=name&dir=asc&page=4`);
  await expect(page.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr')).toHaveCount(63);
  await page.waitForLoadState('networkidle');

  // networkidle after an in-app navigation is the load's, long reached: the events are waited for.
  await expect
    .poll(() => searches.map((r) => (r.postDataJSON() as { pageNumber: number }).pageNumber).sort())
    .toEqual([0, 1, 2, 3, 4]);
  await requestsReported(page);
  expect(searches).toHaveLength(5);
  expect((await refreshCalls(request)) - before).toBe(1);
  // All five went out with the one new token.
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  expect(bearers.length).toBeGreaterThanOrEqual(5);
  expect(new Set(bearers)).toEqual(new Set([stored]));
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/\\?sort=name&dir=asc&page=4$`));
});
