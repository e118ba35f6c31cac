/**
 * The cross-browser stage's set-up, for one browser in one process (tests/browsers/<browser>.test.ts):
 * the portal's production build (dist/, `npm run build`) served with the reference API and its test
 * endpoints as scripts/start.ts serves them (playwright.config.ts does the same), on a free port;
 * the browser; and around each journey, the reference API reset to its seed and a tab with no
 * storage, then the checks that nothing went wrong: no page error, no console error, no response of
 * the API that its description does not allow.
 *
 * The build is served from a copy whose pages load the page harness (support/page-harness.js after
 * Testing Library's browser bundle) first: one same-origin script, which the Content-Security-Policy
 * ('self') allows. Nothing else of the build changes.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_PICTURE_PNG_BASE64 } from '../../../scripts/dev-api/demo-ids';
import { startPortalServer, type RunningPortal } from '../../../scripts/start';
import { storageKeys } from '../../../src/session/token-storage';
import { launchFirefox } from './firefox';
import { Tab, type Driver } from './tab';
import { launchWebKit } from './webkit';

export type BrowserName = 'firefox' | 'webkit';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const HARNESS_PATH = '/__browsers__/harness.js';
/** The window the journeys run in (a 320 px journey narrows it for itself). */
export const VIEWPORT = { width: 1280, height: 800 };
/** The cookie choice a user made before (the banner is not under test here). */
const COOKIE_CHOICE = JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false });

/** Adds the harness's script tag at the end of every page's <head>: it runs before the deferred app scripts. */
export function withHarness(html: string): string {
  if (!html.includes('</head>')) throw new Error('a page without </head>');
  return html.replace('</head>', `<script src="${HARNESS_PATH}"></script></head>`);
}

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A copy of the build in `directory` whose pages load the harness. */
async function harnessedBuild(directory: string): Promise<string> {
  const dist = process.env.DIST_DIR ?? join(ROOT, 'dist');
  const copy = join(directory, 'dist');
  await cp(dist, copy, { recursive: true });
  for (const file of await htmlFiles(copy)) await writeFile(file, withHarness(await readFile(file, 'utf8')));
  const require = createRequire(import.meta.url);
  const testingLibrary = require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js');
  const harness = [
    await readFile(testingLibrary, 'utf8'),
    await readFile(join(ROOT, 'tests/browsers/support/page-harness.js'), 'utf8'),
  ];
  await mkdir(dirname(join(copy, HARNESS_PATH)), { recursive: true });
  await writeFile(join(copy, HARNESS_PATH), harness.join(';\n'));
  return copy;
}

export interface Stage {
  tab: Tab;
  portal: RunningPortal;
  /** Files a journey gives a file input: `png`, a 1 × 1 PNG. */
  files: { png: string };
  /** The folder the browser saves downloads in. */
  downloads: string;
  /** POSTs to the reference API's test endpoints (faults, reset). */
  testEndpoint(path: string, body?: unknown): Promise<unknown>;
  /** A cookie choice made before (the banner is not under test); the tab is left on /config.json. */
  chooseCookies(): Promise<void>;
  /** The tokens of a sign-in through the API, written where the app keeps them, with a cookie choice made; then opens `path`. */
  signInThroughApi(email: string, path: string): Promise<void>;
}

async function launch(browser: BrowserName, workDir: string, downloads: string): Promise<Driver> {
  return browser === 'firefox' ? launchFirefox(VIEWPORT, downloads) : launchWebKit(VIEWPORT, workDir, downloads);
}

/**
 * Registers the journeys of one browser as node:test tests, run one after the other in one tab.
 * `define` is called with `journey`, which registers one.
 */
export function browserStage(
  browser: BrowserName,
  define: (journey: (name: string, run: (stage: Stage) => Promise<void>) => void) => void,
): void {
  let workDir = '';
  let stage: Stage | null = null;
  let driver: Driver | null = null;

  before(
    async () => {
      workDir = await mkdtemp(join(tmpdir(), `portal-${browser}-`));
      const distDir = await harnessedBuild(workDir);
      const portal = await startPortalServer({
        port: 0,
        distDir,
        env: { ...process.env, REFERENCE_API_TEST_ENDPOINTS: '1' },
      });
      const downloads = join(workDir, 'downloads');
      await mkdir(downloads, { recursive: true });
      driver = await launch(browser, workDir, downloads);
      const tab = new Tab(driver, portal.url);
      /** Writes local-storage entries of the portal's origin from a same-origin address that is no page of the app. */
      const remember = async (entries: Record<string, string>) => {
        await tab.goto('/config.json');
        await tab.evaluate(
          'for (const [key, value] of Object.entries(arguments[0])) localStorage.setItem(key, value);',
          entries,
        );
      };
      const testEndpoint = async (path: string, body?: unknown) => {
        const response = await fetch(`${portal.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        const text = await response.text();
        return text ? (JSON.parse(text) as unknown) : null;
      };
      const png = join(workDir, 'picture.png');
      await writeFile(png, Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64'));
      stage = {
        tab,
        portal,
        files: { png },
        downloads,
        testEndpoint,
        async chooseCookies() {
          await remember({ 'dc.cookiePreferences': COOKIE_CHOICE });
        },
        async signInThroughApi(email, path) {
          const response = await fetch(`${portal.url}/api/authentication/token/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userName: email, password: DEMO_PASSWORD, captchaToken: null, redirectUrl: null }),
          });
          if (!response.ok) throw new Error(`sign-in of ${email} through the API: ${response.status}`);
          const tokens = (await response.json()) as { token: string; refreshToken: string; expiresIn: number };
          await remember({
            [storageKeys.accessToken]: tokens.token,
            [storageKeys.accessTokenExpiresAt]: String(Date.now() + tokens.expiresIn * 1000),
            [storageKeys.refreshToken]: tokens.refreshToken,
            'dc.cookiePreferences': COOKIE_CHOICE,
          });
          await tab.goto(path);
        },
      };
    },
    { timeout: 120_000 },
  );

  after(async () => {
    await driver?.close().catch((error: unknown) => console.error(`closing ${browser}:`, error));
    await stage?.portal.close();
    if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  define((name, run) => {
    test(`${browser}: ${name}`, { timeout: 120_000 }, async () => {
      if (!stage || !driver) throw new Error(`${browser} did not start`);
      await stage.testEndpoint('/__test__/reset', {});
      await driver.clear(stage.portal.url);
      await run(stage);
      // What the page recorded (support/page-harness.js) and what the browser reported itself.
      const recorded = await stage.tab.evaluate<string | null>("return sessionStorage.getItem('__browsers.problems')");
      const problems = [...(JSON.parse(recorded ?? '[]') as string[]), ...driver.takeEngineProblems()];
      if (problems.length > 0) throw new Error(`${browser}: errors in the page:\n${problems.join('\n')}`);
      const { violations } = (await stage.testEndpoint('/__test__/violations')) as { violations: unknown[] };
      if (violations.length > 0) {
        throw new Error(`responses of the reference API that break its description: ${JSON.stringify(violations)}`);
      }
    });
  });
}
