import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Playwright Test driving Debian's Chromium (/usr/bin/chromium; never a downloaded
 * browser) against the production build served by `npm start`'s server with the reference API.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
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
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      REFERENCE_API_TEST_ENDPOINTS: '1',
      // Short-lived tokens, so the refresh path runs for real in the browser tests.
      API_TOKEN_LIFETIME: process.env.API_TOKEN_LIFETIME ?? '35',
    },
  },
});
