/**
 * Error reports and field measurements (src/telemetry/): the browser tests' servers are `npm start`'s
 * (scripts/start.ts), whose config.json sends them to the reference API's OTLP receiver
 * (telemetry.endpoint /otlp/, scripts/dev-api/otlp.ts). The receiver answers 400 to a request that
 * is not OTLP by OpenTelemetry's own protobuf definitions and keeps only valid ones: what
 * GET /__test__/otlp gives back is valid OTLP.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { storageKeys } from '../../../src/session/token-storage';
import { COOKIE_KEY, injectFault, mainAlert } from '../support/account-pages';
import { expect, test } from '../support/fixtures';
import { ACME, CHECKOUT, detailsPath, openList, openSignedIn } from '../support/projects-pages';

const EMAIL = 'admin@acme.test';
const PASSWORD = 'a-password-never-sent';
const SIGN_IN_CALL = '^/api/authentication/token/$';
/** The API client's chunk: the telemetry chunk adds its reporting to the client once it is in. */
const API_CHUNK = /\/static\/js\/async\/api\.[0-9a-f]+\.js$/;
/** The telemetry chunk (src/entry.ts loads it after the first paint): web-vitals starts with it. */
const TELEMETRY_CHUNK = /\/static\/js\/async\/telemetry\.[0-9a-f]+\.js$/;
const chunkLoaded = (page: Page, chunk: RegExp) => page.waitForEvent('requestfinished', (r) => chunk.test(r.url()));
/** The lazily loaded chunks of the build (dist/static/js/async/), as tests/e2e/app/chunk-load.spec.ts holds them. */
const ASYNC_CHUNK = /\/static\/js\/async\/[^/]+\.js$/;
/** The project details page's route, as the route table writes it (src/config/route-table.ts). */
const DETAILS_ROUTE = '/enterprise/:enterpriseId/projects/:projectId/:tab?/';
const PROJECT_NAME = 'Checkout Flow Translation';
/** The portal's version (service.version), as the build took it. */
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

type Attribute = { key: string; value: { stringValue?: string; intValue?: string } };
interface LogRecord {
  severityNumber: number;
  severityText: string;
  body: { stringValue: string };
  attributes: Attribute[];
}

interface Kept {
  logs: Array<{
    resourceLogs: Array<{ resource: { attributes: Attribute[] }; scopeLogs: Array<{ logRecords: LogRecord[] }> }>;
  }>;
  metrics: Array<{ resourceMetrics: Array<{ scopeMetrics: Array<{ metrics: Array<{ name: string }> }> }> }>;
}

async function kept(request: APIRequestContext): Promise<Kept> {
  return (await (await request.get('/__test__/otlp')).json()) as Kept;
}

const logRecords = (k: Kept) =>
  k.logs.flatMap((l) => l.resourceLogs.flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords)));
/** An attribute's value (its string or its 64-bit integer's text). */
const attribute = (attributes: Attribute[], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};
/** The kept log records of an error of `type` (exception.type), each with its resource's attributes. */
const reportsOf = (k: Kept, type: string) =>
  k.logs
    .flatMap((l) =>
      l.resourceLogs.flatMap((r) =>
        r.scopeLogs.flatMap((s) => s.logRecords.map((record) => ({ record, resource: r.resource.attributes }))),
      ),
    )
    .filter(({ record }) => attribute(record.attributes, 'exception.type') === type);
/** The session's tokens as the app stores them (src/session/token-storage.ts): never to be reported. */
/** The ids in the page's path (the enterprise's, the item's): never to be reported. */
function idsInPath(page: Page): string[] {
  const ids = new URL(page.url()).pathname.split('/').filter((segment) => /\d/.test(segment));
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}
const sessionTokens = (page: Page) =>
  page.evaluate(
    (keys) => [keys.accessToken, keys.refreshToken].map((key) => localStorage.getItem(key) ?? `no ${key}`),
    storageKeys,
  );
const metricNames = (k: Kept) =>
  k.metrics.flatMap((m) =>
    m.resourceMetrics.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics.map((x) => x.name))),
  );

/** Signs in with a password the sign-in call answers 500 to, once the reporting is on the API client. */
async function failedSignIn(page: Page, request: APIRequestContext): Promise<void> {
  await injectFault(request, { method: 'POST', pathPattern: SIGN_IN_CALL, status: 500 });
  // Both chunks in, in either order: the reporting is on the API client.
  const chunks = Promise.all([chunkLoaded(page, API_CHUNK), chunkLoaded(page, TELEMETRY_CHUNK)]);
  await page.goto('/account/login');
  await chunks;
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(mainAlert(page)).toBeVisible();
}

test('a 500 of an API call reaches the collector as an OTLP log record with its route pattern, and nothing personal', async ({
  page,
  request,
}) => {
  await failedSignIn(page, request);
  // The page goes: the reporter sends what it holds at once.
  await page.goto('/config.json');
  await expect.poll(async () => logRecords(await kept(request)).length).toBeGreaterThan(0);
  const all = await kept(request);
  const text = JSON.stringify(all);
  expect(text).toContain('"url.template"');
  expect(text).toContain('/account/login');
  expect(text).toContain('POST /authentication/token/');
  expect(text).toContain('"intValue":"500"');
  for (const personal of [EMAIL, PASSWORD, 'admin']) expect(text).not.toContain(personal);
});

test('a page view yields the five measurements (LCP, INP, CLS, FCP, TTFB) with analytics consent', async ({
  page,
  request,
}) => {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ essentials: true, googleAnalytics: true, mouseFlow: false, pristine: false }),
    );
  }, COOKIE_KEY);
  const telemetryLoaded = chunkLoaded(page, TELEMETRY_CHUNK);
  await page.goto('/account/login');
  await telemetryLoaded;
  // An interaction for INP: one that takes 100 ms (web-vitals leaves out those under 40 ms).
  await page.evaluate(() =>
    document.addEventListener(
      'pointerdown',
      () => {
        const until = performance.now() + 100;
        while (performance.now() < until);
      },
      { once: true },
    ),
  );
  await page.getByLabel('Email').click();
  // web-vitals takes the interaction's timing in an idle task.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Hidden, the measurements are final and sent.
  await page.goto('/config.json');
  await expect
    .poll(async () => [...new Set(metricNames(await kept(request)))].sort())
    .toEqual([
      'browser.web_vitals.cls',
      'browser.web_vitals.fcp',
      'browser.web_vitals.inp',
      'browser.web_vitals.lcp',
      'browser.web_vitals.ttfb',
    ]);
});

test('nothing is sent, and the telemetry chunk never loads, when telemetry.endpoint is unset', async ({
  page,
  request,
}) => {
  // config.json without `telemetry`, as the portal ships it (public/config.json).
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const { telemetry, ...config } = (await response.json()) as Record<string, unknown>;
    expect(telemetry).toEqual({ endpoint: '/otlp/' });
    await route.fulfill({ response, json: config });
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/otlp/') || TELEMETRY_CHUNK.test(r.url())) sent.push(r.url());
  });
  await injectFault(request, { method: 'POST', pathPattern: SIGN_IN_CALL, status: 500 });
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(mainAlert(page)).toBeVisible();
  await page.goto('/config.json');
  expect(sent).toEqual([]);
  expect(await kept(request)).toEqual({ logs: [], metrics: [] });
});

test('a collector that answers 503 changes nothing for the user', async ({ page, request }) => {
  await page.route('**/otlp/**', (route) => route.fulfill({ status: 503, body: '' }));
  const sent = page.waitForRequest((r) => r.url().includes('/otlp/v1/logs'));
  await failedSignIn(page, request);
  // The report's batch goes (5 s after the error) and is refused; the page goes on as before.
  await sent;
  await page.getByLabel('Password', { exact: true }).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('a collector that does not answer at all changes nothing for the user', async ({ page, request }) => {
  await page.route('**/otlp/**', (route) => route.abort('connectionrefused'));
  const sent = page.waitForRequest((r) => r.url().includes('/otlp/v1/logs'));
  await failedSignIn(page, request);
  await sent;
  await page.getByLabel('Password', { exact: true }).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('a chunk that fails to load reaches the collector as an OTLP log record with its route pattern, the version, and nothing personal', async ({
  page,
  request,
}) => {
  const telemetryLoaded = chunkLoaded(page, TELEMETRY_CHUNK);
  await openList(page);
  await telemetryLoaded;
  const tokens = await sessionTokens(page);
  // The screens' chunks answer 500 from now on: the project's details page cannot load.
  await page.route(ASYNC_CHUNK, (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('link', { name: PROJECT_NAME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "We've got a glitch..." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/projects/${CHECKOUT.projectId}/[a-z-]+/\\?type=p$`));
  const ids = idsInPath(page);
  // The page goes: the reporter sends what it holds at once.
  await page.goto('/config.json');
  await expect.poll(async () => reportsOf(await kept(request), 'ChunkLoadError').length).toBeGreaterThan(0);
  const all = await kept(request);
  for (const { record, resource } of reportsOf(all, 'ChunkLoadError')) {
    expect(record.severityNumber).toBe(17);
    expect(record.severityText).toBe('ERROR');
    // Rspack's message, its first line only: the chunk's address (the second line) stays behind.
    expect(record.body.stringValue).toMatch(/^ChunkLoadError: Loading chunk \S+ failed\.$/);
    expect(attribute(record.attributes, 'url.template')).toBe(DETAILS_ROUTE);
    expect(attribute(record.attributes, 'portal.error.kind')).toBe('chunk');
    expect(attribute(resource, 'service.version')).toBe(version);
  }
  const text = JSON.stringify(all);
  for (const personal of ['admin@acme.test', ...tokens, PROJECT_NAME, ...ids, USER_IDS.admin, '?type='])
    expect(text).not.toContain(personal);
});

test.describe('an error thrown in an event handler', () => {
  const EMAIL_IN_ERROR = 'someone@acme.test';
  // The page error this test throws on purpose (the page guard fails the test if it does not occur).
  test.use({ expectedPageErrors: [/^Sharing '.+' with someone@acme\.test failed: Bearer /] });

  test('reaches the collector as an OTLP log record with its route pattern, its message scrubbed of what is personal', async ({
    page,
    request,
  }) => {
    const telemetryLoaded = chunkLoaded(page, TELEMETRY_CHUNK);
    await openSignedIn(page, detailsPath(CHECKOUT.projectId, 'request-details'));
    await telemetryLoaded;
    const heading = page.getByRole('heading', { level: 1, name: PROJECT_NAME });
    await expect(heading).toBeVisible();
    const tokens = await sessionTokens(page);
    // What a careless handler could put in an error: a project's name, an e-mail, the session's token.
    const message = `Sharing '${PROJECT_NAME}' with ${EMAIL_IN_ERROR} failed: Bearer ${tokens[0]} was refused`;
    await heading.evaluate((element, thrown) => {
      element.addEventListener(
        'click',
        () => {
          throw new Error(thrown);
        },
        { once: true },
      );
    }, message);
    const pageError = page.waitForEvent('pageerror');
    await heading.click();
    expect((await pageError).message).toBe(message);
    const ids = idsInPath(page);
    // The page goes: the reporter sends what it holds at once.
    await page.goto('/config.json');
    await expect.poll(async () => reportsOf(await kept(request), 'Error').length).toBeGreaterThan(0);
    const all = await kept(request);
    const [report, ...more] = reportsOf(all, 'Error');
    expect(more).toEqual([]);
    const { record, resource } = report!;
    expect(record.severityNumber).toBe(17);
    expect(record.severityText).toBe('ERROR');
    // src/telemetry/scrub.ts: quoted text, e-mails and what follows "Bearer" go; the rest of the message stays.
    expect(record.body.stringValue).toBe("Error: Sharing '…' with <redacted> failed: Bearer <redacted> was refused");
    expect(attribute(record.attributes, 'exception.message')).toBe(record.body.stringValue.slice('Error: '.length));
    expect(attribute(record.attributes, 'portal.error.kind')).toBe('uncaught');
    expect(attribute(record.attributes, 'url.template')).toBe(DETAILS_ROUTE);
    expect(attribute(resource, 'service.version')).toBe(version);
    const text = JSON.stringify(all);
    for (const personal of [
      EMAIL_IN_ERROR,
      'admin@acme.test',
      ...tokens,
      PROJECT_NAME,
      ...ids,
      USER_IDS.admin,
      '?type=',
    ])
      expect(text).not.toContain(personal);
  });
});
