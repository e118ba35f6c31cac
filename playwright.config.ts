import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Playwright Test driving Debian's Chromium (/usr/bin/chromium; never a downloaded
 * browser) against the production build served by `npm start`'s server with the reference API.
 *
 * Each worker has its own server (the reference API keeps its state in memory: sessions, fault
 * injection, statistics): worker N (its parallelIndex) talks to the server on E2E_PORT + N, which
 * tests/e2e/fixtures.ts makes its baseURL. E2E_WORKERS sets how many (2 by default: the machine
 * the project is built on has 2 cores; a third worker made the run no faster there).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** The address of the server of the worker with this parallelIndex. */
export const serverURL = (parallelIndex: number) => `http://127.0.0.1:${e2ePort + parallelIndex}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
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
