/**
 * Error reports and field measurements (src/telemetry/): the browser tests' servers are `npm start`'s
 * (scripts/start.ts), whose config.json sends them to the reference API's OTLP receiver
 * (telemetry.endpoint /otlp/, scripts/dev-api/otlp.ts). The receiver answers 400 to a request that
 * is not OTLP by OpenTelemetry's own protobuf definitions and keeps only valid ones: what
 * GET /__test__/otlp gives back is valid OTLP.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { COOKIE_KEY, injectFault, mainAlert } from '../support/account-pages';
import { expect, test } from '../support/fixtures';

const EMAIL = 'admin@acme.test';
const PASSWORD = 'a-password-never-sent';
const SIGN_IN_CALL = '^/api/authentication/token/$';
/** The API client's chunk: the telemetry chunk adds its reporting to the client once it is in. */
const API_CHUNK = /\/static\/js\/async\/api\.[0-9a-f]+\.js$/;
/** The telemetry chunk (src/entry.ts loads it after the first paint): web-vitals starts with it. */
const TELEMETRY_CHUNK = /\/static\/js\/async\/telemetry\.[0-9a-f]+\.js$/;
const chunkLoaded = (page: Page, chunk: RegExp) => page.waitForEvent('requestfinished', (r) => chunk.test(r.url()));

interface Kept {
  logs: Array<{ resourceLogs: Array<{ scopeLogs: Array<{ logRecords: Record<string, unknown>[] }> }> }>;
  metrics: Array<{ resourceMetrics: Array<{ scopeMetrics: Array<{ metrics: Array<{ name: string }> }> }> }>;
}

async function kept(request: APIRequestContext): Promise<Kept> {
  return (await (await request.get('/__test__/otlp')).json()) as Kept;
}

const logRecords = (k: Kept) =>
  k.logs.flatMap((l) => l.resourceLogs.flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords)));
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
