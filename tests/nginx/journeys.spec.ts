/**
 * The production path on a real nginx (playwright.nginx.config.ts): the browser journeys through the
 * configuration scripts/gen-nginx.ts writes, in front of dist/ and the reference API, and the headers
 * nginx sends. Every page opens at nginx's address; the shared fixtures reset and check the API
 * behind it, and fail a test on any Content-Security-Policy violation or page error.
 */
import { nginxOrigin } from '../../playwright.nginx.config';
import { storageKeys } from '../../src/session/token-storage';
import { cookiesAlreadyChosen } from '../e2e/support/account-pages';
import { detailsPath, VOICE } from '../e2e/support/projects-pages';
import { choose, formPath } from '../e2e/support/requests';
import { DEMO_PASSWORD, expect as baseExpect, test } from '../e2e/support/fixtures';
import { CACHE_CONTROL, securityHeaders } from '../../scripts/security-headers';

const expect = baseExpect.configure({ timeout: 15_000 });
const VOICE_NAME = 'Voice Assistant Prompts';
const at = (path: string): string => `${nginxOrigin}${path}`;
/** The headers every answer of the portal carries (plain HTTP here: no Strict-Transport-Security). */
const SECURITY_HEADERS = securityHeaders({ captcha: { enabled: false }, apiBaseUrl: '/api/' }, { https: false });

test.describe.configure({ timeout: 60_000 });

test('through nginx: sign in, the projects list, a project’s details, a request submitted, sign out', async ({
  page,
}) => {
  await cookiesAlreadyChosen(page);
  await page.goto(at('/account/login'));
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const firstRow = page.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr').first();
  const name = (await firstRow.getByRole('link').textContent()) ?? '';
  expect(name).not.toBe('');
  await firstRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // A deep link is the SPA (or its area's page) through nginx too.
  await page.goto(at(detailsPath(VOICE.projectId, 'request-details')));
  await expect(page.getByRole('heading', { level: 1, name: VOICE_NAME })).toBeFocused();

  await page.goto(at(formPath('scripted-speech')));
  await expect(page.getByRole('heading', { level: 1, name: 'Scripted Speech request' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Through nginx');
  await choose(page, 'Language', 'Dutch (Netherlands)');
  const submitted = page.waitForResponse((r) => r.url().startsWith(at('/api/')) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit request' }).click();
  expect((await submitted).ok()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Project Request is Submitted' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu: Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(at('/account/login'));
  expect(
    await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), Object.values(storageKeys)),
  ).toEqual([]);
});

test('through nginx: the headers of a page, a hashed asset, config.json and a missing asset', async ({ page }) => {
  const login = await page.goto(at('/account/login'));
  const script = (await page.locator('script[src]').first().getAttribute('src')) ?? '';
  expect(script).toMatch(/^\/static\/js\/.+\.[0-9a-f]{6}\.js$/);
  const answers = {
    page: login,
    'hashed asset': await page.request.get(at(script)),
    'config.json': await page.request.get(at('/config.json')),
    'missing asset': await page.request.get(at('/static/js/missing.0123abcd.js')),
  };
  const expected = {
    page: [200, 'text/html; charset=utf-8', CACHE_CONTROL.revalidate],
    'hashed asset': [200, 'text/javascript; charset=utf-8', CACHE_CONTROL.hashedAsset],
    'config.json': [200, 'application/json; charset=utf-8', CACHE_CONTROL.revalidate],
    'missing asset': [404, 'text/plain; charset=utf-8', 'no-store'],
  };
  for (const [name, answer] of Object.entries(answers)) {
    const headers = answer?.headers() ?? {};
    expect([answer?.status(), headers['content-type'], headers['cache-control']], name).toEqual(
      expected[name as keyof typeof expected],
    );
    for (const [header, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[header.toLowerCase()], `${name}: ${header}`).toBe(value);
    expect(headers['strict-transport-security'], name).toBeUndefined();
    expect(headers.server, `${name}: server_tokens off`).toBe('nginx');
  }
});

test('through nginx: React Aria’s own <style> applies by its hash, any other <style> element is refused', async ({
  browser,
}) => {
  // A context of its own: the refused <style> is a policy violation, which the shared guard would fail on.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await page.goto(at('/account/login'));
    await page.getByLabel('Email').fill('admin@acme.test');
    // Inserted by React Aria on the first pressable element, and applied: no violation.
    await expect(page.locator('style#react-aria-pressable-style')).toHaveCount(1);
    expect(
      await page.evaluate(
        () => (document.getElementById('react-aria-pressable-style') as HTMLStyleElement).sheet?.cssRules.length,
      ),
    ).toBe(1);
    expect(await violations()).toEqual([]);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid red; }';
      document.head.append(style);
    });
    await expect.poll(violations).toEqual(['style-src-elem']);
    await expect(page.locator('body')).not.toHaveCSS('outline-width', '7px');
    // An inline style attribute is allowed (style-src-attr).
    await page.evaluate(() => document.body.setAttribute('style', 'outline: 3px solid blue'));
    await expect(page.locator('body')).toHaveCSS('outline-width', '3px');
    expect(await violations()).toEqual(['style-src-elem']);
  } finally {
    await context.close();
  }
});
