import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Playwright Test driving Debian's Chromium (/usr/bin/chromium; never a downloaded
 * browser) against the production build served by `npm start`'s server with the reference API.
 *
 * Each worker has its own server (the reference API keeps its state in memory: sessions, fault
 * injection, statistics): worker N (its parallelIndex) talks to the server on E2E_PORT + N, which
 * tests/e2e/support/fixtures.ts makes its baseURL. E2E_WORKERS sets how many (2 by default: the machine
 * the project is built on has 2 cores; a third worker made the run no faster there).
 *
 * fullyParallel: the tests of one file are spread over the workers too, so the workers end together
 * (a long file no longer keeps one worker busy after the other is done). Each test starts from the
 * reference API's seed (fixtures.ts resets it before each test) in a browser context of its own, so
 * tests do not depend on their order; a group that shares set-up (a beforeAll) opts out with
 * `test.describe.configure({ mode: 'default' })`.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** The address of the server of the worker with this parallelIndex. */
export const serverURL = (parallelIndex: number) => `http://127.0.0.1:${e2ePort + parallelIndex}`;

/**
 * The features Playwright 1.65 disables in Chromium (its chromiumSwitches.ts). Chromium honours only
 * the last --disable-features switch, so ours must repeat them; tests/unit/deploy/chromium-features.test.ts
 * fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/** The address bar's own web page, which each new window preloads (decision 0070). */
export const NO_ADDRESS_BAR_PAGE = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A failed test keeps its trace: the actions, their sources, console and network. The DOM
    // snapshots and the screencast are left out: recording them for every test (every passing test's
    // trace is thrown away) cost about a tenth of the browser stage's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // A worker keeps one browser context and its tab from test to test, and Playwright resets them in
    // between: it closes other tabs, loads about:blank, clears cookies, the cache, local and session
    // storage and IndexedDB of every origin visited, removes routes, init scripts and bindings, and
    // uninstalls a fake clock; tests/e2e/support/fixtures.ts also clears permissions and checks that each
    // test starts on about:blank. A new context and tab cost a new renderer process each time: the
    // browser stage took 537 s with a context a test and 433 s with this (decision 0051). A test that
    // needs a browser of its own still gets one: `browser.newContext()`, or a `test.use()` option
    // other than the viewport, the user agent and the media ones, gives a fresh context.
    reuseContext: true,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No window preloads the address bar's own web page (decision 0070): each new context is a
        // window, and the benchmark loads every measured page in a new one. Chromium keeps only the
        // last --disable-features, so this one carries Playwright's own list too.
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_PAGE].join(',')}`,
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'npx tsx scripts/start.ts',
    url: `${serverURL(index)}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort + index),
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      REFERENCE_API_TEST_ENDPOINTS: '1',
      // Short-lived tokens, so the refresh path runs for real in the browser tests.
      API_TOKEN_LIFETIME: process.env.API_TOKEN_LIFETIME ?? '35',
    },
  })),
});
