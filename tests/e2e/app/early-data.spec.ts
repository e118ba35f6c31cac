/**
 * Early data for the signed-in area (src/app/early-data.ts): with a stored session,
 * start-up sends the area's first calls (the profile, the membership of the enterprise in the path,
 * the list's search of the URL's view) before the area's chunk has arrived; the area's queries take
 * them, so each is made once; the HTML of a signed-in location preloads the area's chunks. A failed
 * early call is the page's as before: its retry, then its error page.
 */
import type { Page } from '@playwright/test';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { requestsReported } from '../support/events';
import { expect, signInThroughApi, test } from '../support/fixtures';
import { ACME, SEARCH_PATH, bodyRows, listHeading, rowOf } from '../support/projects-pages';

const PROFILE = '/api/users/self/profile/';
const MEMBER = `/api/enterprise/${ACME}/member-settings/`;
/** A view with a search and a sort, so the early search must carry the URL's view. */
const LIST = `/enterprise/${ACME}/?q=Translation&sort=name&dir=asc`;
const SIGNED_IN_CHUNK = /\/static\/js\/async\/signed-in\.[0-9a-f]+\.js$/;

/** Every API request of the page, `METHOD path`, in the order sent; with its body, for the duplicates. */
function recordApiCalls(page: Page) {
  const events: string[] = [];
  const withBodies: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    events.push(`${request.method()} ${url.pathname}`);
    withBodies.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  return { events, withBodies };
}

/** Calls repeated with the same method, URL and body (the benchmark's duplicate count, scripts/bench/vitals.ts). */
const repeated = (calls: string[]) => calls.filter((call, index) => calls.indexOf(call) !== index);

test.beforeEach(async ({ page }) => {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, 'admin@acme.test', null);
});

test("the first calls start while the area's chunk is still on its way, and each is made once", async ({ page }) => {
  const { events, withBodies } = recordApiCalls(page);
  const early = [`GET ${PROFILE}`, `GET ${MEMBER}`, `POST ${SEARCH_PATH}`];
  let earlySent = () => {};
  const earlyStarted = new Promise<void>((resolve) => (earlySent = resolve));
  page.on('request', () => {
    if (early.every((call) => events.includes(call))) earlySent();
  });
  // The area's chunk is answered only once the three early calls have been sent (at the latest
  // after 10 s): a call the area's code made could not be sent before it, so the order proves them
  // early. (All three, not only the last one sent: with a route in place, Playwright may report the
  // requests of one moment in another order than they were sent.)
  await page.route(SIGNED_IN_CHUNK, async (route) => {
    await Promise.race([earlyStarted, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    events.push("area's chunk answered");
    await route.continue();
  });
  let searchBody: unknown = null;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEARCH_PATH) searchBody = request.postDataJSON();
  });

  await page.goto(LIST);
  await expect(listHeading(page)).toBeVisible();
  await expect(rowOf(page, 'Checkout Flow Translation')).toBeVisible();
  // Every call of the page's start is sent by now (the rows are the list's answer).
  await page.unroute(SIGNED_IN_CHUNK);
  await requestsReported(page);

  const beforeTheArea = events.slice(0, events.indexOf("area's chunk answered"));
  expect(beforeTheArea).toEqual(expect.arrayContaining(early));
  // The URL's view, page 0: the body of the page's own query.
  expect(searchBody).toEqual({
    itemsPerPage: 25,
    pageNumber: 0,
    sortBy: 'name',
    sortDirection: 0,
    name: 'Translation',
  });
  for (const call of early) {
    expect(
      events.filter((event) => event === call),
      call,
    ).toHaveLength(1);
  }
  expect(repeated(withBodies)).toEqual([]);
});

test("the HTML of a signed-in location preloads the area's chunk, its stylesheet, React Query, the API client and the early calls", async ({
  request,
}) => {
  const html = await (await request.get(LIST)).text();
  for (const chunk of ['signed-in', 'early', 'lib-query', 'api']) {
    expect(html).toMatch(
      new RegExp(`<link href="/static/js/async/${chunk}\\.[0-9a-f]{6}\\.js" rel="preload" as="script">`),
    );
  }
  expect(html).toMatch(/<link href="\/static\/css\/async\/signed-in\.[0-9a-f]{6}\.css" rel="preload" as="style">/);
});

test("a failed early search is the list's first attempt: its retry shows the list, two searches in all", async ({
  page,
}) => {
  const { events } = recordApiCalls(page);
  await page.route(
    (url) => url.pathname === SEARCH_PATH,
    (route) => route.fulfill({ status: 500, json: { message: 'Injected server error' } }),
    { times: 1 },
  );
  await page.goto(LIST);
  // After React Query's retry delay (1 s); a busy 2-core machine has taken several seconds more.
  await expect(rowOf(page, 'Checkout Flow Translation')).toBeVisible({ timeout: 15_000 });
  await expect(bodyRows(page).first()).toBeVisible();
  await requestsReported(page);
  expect(events.filter((event) => event === `POST ${SEARCH_PATH}`)).toHaveLength(2);
});

test("a failing early membership call leads, after the query's retry, to the enterprise's error page", async ({
  page,
}) => {
  const { events } = recordApiCalls(page);
  await page.route(
    (url) => url.pathname === MEMBER,
    (route) => route.fulfill({ status: 500, json: { message: 'Injected server error' } }),
  );
  await page.goto(LIST);
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/error/$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: "We've got a glitch..." })).toBeVisible();
  expect(events.filter((event) => event === `GET ${MEMBER}`).length).toBeGreaterThanOrEqual(2);
});
