import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { serverURL } from '../../playwright.config';

/** WCAG 2.2 AA: the tags every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export const DEMO_PASSWORD = 'Portal#2026';

interface Fixtures {
  /**
   * Resets the reference API to its seed before the test; after it, fails the test when the API
   * gave a response openapi/enterprise-api.yaml does not allow (GET /__test__/violations), whether
   * or not the page noticed the 500 it got instead.
   */
  resetApi: void;
  /** Fails the test on any Content-Security-Policy violation or uncaught page error. */
  pageGuards: void;
}

export const test = base.extend<Fixtures>({
  // Each worker talks to its own server (playwright.config.ts starts one a worker): no state is shared.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern, even an empty one
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex)),
  resetApi: [
    async ({ request }, use) => {
      const response = await request.post('/__test__/reset');
      expect(response.ok()).toBe(true);
      await use();
      const after = await request.get('/__test__/violations');
      expect(after.ok()).toBe(true);
      const { violations } = (await after.json()) as { violations: unknown[] };
      expect(violations, 'responses of the reference API that break openapi/enterprise-api.yaml').toEqual([]);
    },
    { auto: true },
  ],
  pageGuards: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation')) problems.push(message.text());
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
