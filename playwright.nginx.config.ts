import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import browserTests, { e2ePort, serverURL } from './playwright.config';

/**
 * The nginx stage of `npm test` (`playwright test -c playwright.nginx.config.ts`, after the browser
 * tests): the production path on a real nginx (Debian's; .ci/run installs it). Three servers:
 *
 * - the reference API alone (scripts/dev-api/server.ts) on E2E_PORT, the address the shared fixtures
 *   (tests/e2e/support/fixtures.ts) reset and check, with the test endpoints;
 * - nginx (tests/nginx/nginx-server.ts) with the configuration scripts/gen-nginx.ts writes, in front
 *   of dist/ and that API, on a free port;
 * - `npm run serve` (scripts/serve.ts) in front of the same build and API, on another free port, so
 *   the tests can compare the two servers' answers.
 *
 * The tests (tests/nginx/) open the portal at nginx's address. One worker: the three share one API.
 */

/** A free local port, chosen once: the workers inherit the environment this process sets. */
function freePort(name: string): number {
  process.env[name] ??= execFileSync(
    process.execPath,
    [
      '-e',
      "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
    ],
    { encoding: 'utf8' },
  );
  return Number(process.env[name]);
}

export const nginxPort = freePort('NGINX_E2E_PORT');
export const nodePort = freePort('SERVE_E2E_PORT');
export const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
export const nodeOrigin = `http://127.0.0.1:${nodePort}`;
const apiOrigin = serverURL(0);
const dist: Record<string, string> = process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {};

export default defineConfig({
  ...browserTests,
  testDir: 'tests/nginx',
  workers: 1,
  fullyParallel: false,
  webServer: [
    {
      command: 'npx tsx scripts/dev-api/server.ts',
      url: `${apiOrigin}/en-us/localization/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePort),
        REFERENCE_API_TEST_ENDPOINTS: '1',
        // The links the API gives (downloads, pictures) are on the site the browser uses.
        REFERENCE_API_PUBLIC_ORIGIN: nginxOrigin,
        API_TOKEN_LIFETIME: process.env.API_TOKEN_LIFETIME ?? '35',
      },
    },
    {
      command: 'npx tsx tests/nginx/nginx-server.ts',
      url: `${nginxOrigin}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { ...dist, NGINX_PORT: String(nginxPort), API_UPSTREAM: apiOrigin },
    },
    {
      command: 'npx tsx scripts/serve.ts',
      url: `${nodeOrigin}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...dist, PORT: String(nodePort), API_UPSTREAM: apiOrigin },
    },
  ],
});
