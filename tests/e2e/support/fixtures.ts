import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { serverURL } from '../../../playwright.config';
import { storageKeys } from '../../../src/session/token-storage';

/** WCAG 2.2 AA: the tags every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the page against WCAG 2.2 AA, run in the page itself (`axe.run`, axe-core/playwright's
 * "legacy mode"). Its default runs `axe.runPartial` in each frame and then `axe.finishRun` in a new
 * blank page, which cost about 0.45 s more a check (0.9 s instead of 0.45 s on the projects list,
 * with the same results). What it would add is cross-origin frames, and the portal's only ones are
 * third parties' (the Power BI report, reCAPTCHA), which this machine never loads.
 */
export function axeBuilder(page: Page, rules?: string[]): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  return rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS);
}

/** The system's colour schemes the portal follows (decision 0061: the dark theme). */
export type ColorScheme = 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * Runs `check` with the page in each colour scheme in turn (`page.emulateMedia({ colorScheme })`: the
 * system's setting, which the portal follows when no theme is chosen), then gives the page back the
 * scheme it had. The state is the same for each: only the colours change (the portal has no colour
 * transitions). A page whose user chose 'Light' or 'Dark' in the user menu does not follow the
 * system, so this refuses it rather than check one theme twice.
 */
export async function inEachColorScheme(
  page: Page,
  check: (scheme: ColorScheme) => Promise<void>,
  schemes: readonly ColorScheme[] = COLOR_SCHEMES,
): Promise<void> {
  const { before, chosen } = await page.evaluate(() => ({
    before: matchMedia('(prefers-color-scheme: dark)').matches ? ('dark' as const) : ('light' as const),
    chosen: document.documentElement.dataset.theme ?? null,
  }));
  if (chosen !== null) {
    throw new Error(`The page shows the theme chosen in the user menu ('${chosen}'): it does not follow the system.`);
  }
  try {
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await check(scheme);
    }
  } finally {
    await page.emulateMedia({ colorScheme: before });
  }
}

export interface AxeCheck {
  /** Checks only this part of the page (a selector). */
  include?: string;
  /** Leaves these out (selectors): documented false positives only. */
  exclude?: readonly string[];
  /**
   * Checks the page in each of these colour schemes (`inEachColorScheme`), reporting each failure
   * with its scheme; by default the scheme the page is in. Every rule runs in the first scheme, the
   * colour rules in the others (`COLOUR_RULES`).
   */
  colorSchemes?: readonly ColorScheme[];
}

/**
 * The WCAG 2.2 AA rules of axe whose outcome depends on the colours: the contrast of text, and a
 * link told from the text around it by its colour. The two themes differ in their colours only
 * (src/ui/theme.css: every colour is a `light-dark()` pair; no element, text, size or attribute
 * changes with the scheme), so in the second scheme of a check only these can find anything the
 * first did not; the other rules would answer the same again (decision 0078).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations on the page as it is, one line each: of `rules` only, when given. */
async function axeViolations(page: Page, { include, exclude = [] }: AxeCheck, rules?: string[]): Promise<string[]> {
  let builder = axeBuilder(page, rules);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe against WCAG 2.2 AA on the page (or on `include`), failing with every violation. With
 * `colorSchemes`, in each of them: `{ colorSchemes: COLOR_SCHEMES }` checks the light theme with
 * every rule and the dark theme with the rules that tell them apart (`COLOUR_RULES`).
 */
export async function expectNoAxeViolations(page: Page, check: string | AxeCheck = {}): Promise<void> {
  const options = typeof check === 'string' ? { include: check } : check;
  if (!options.colorSchemes) {
    expect(await axeViolations(page, options)).toEqual([]);
    return;
  }
  const violations: string[] = [];
  await inEachColorScheme(
    page,
    async (scheme) => {
      const rules = scheme === options.colorSchemes?.[0] ? undefined : COLOUR_RULES;
      for (const violation of await axeViolations(page, options, rules)) violations.push(`${scheme}: ${violation}`);
    },
    options.colorSchemes,
  );
  expect(violations).toEqual([]);
}

export const DEMO_PASSWORD = 'Portal#2026';

interface Fixtures {
  /**
   * Resets the reference API to its seed before the test; after it, fails the test when the API
   * gave a response openapi/enterprise-api.yaml does not allow (GET /__test__/violations), whether
   * or not the page noticed the 500 it got instead. It resets after the page is set up: the context
   * is reused, and the previous test's page, sent to about:blank then, posts the error reports it
   * still held (src/telemetry/, on pagehide); reset first, they would be this test's (GET /__test__/otlp).
   */
  resetApi: void;
  /**
   * Fails the test on any Content-Security-Policy violation, uncaught page error, or a prerendered
   * page that did not hydrate as rendered (src/main.tsx logs React's recoverable hydration errors);
   * checks that the test starts on a blank tab and clears the permissions it granted.
   */
  pageGuards: void;
  /**
   * Page errors a test provokes on purpose (an error thrown in an event handler, to see it reported):
   * `pageGuards` takes an uncaught page error whose message matches one of these as no problem, and
   * fails the test when one of them never occurred, so the opt-in cannot hide an error gone missing.
   * Empty by default; set it with `test.use({ expectedPageErrors: [...] })` in a `describe` holding
   * only the tests that throw them.
   */
  expectedPageErrors: RegExp[];
}

export const test = base.extend<Fixtures>({
  // Each worker talks to its own server (playwright.config.ts starts one a worker): no state is shared.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern, even an empty one
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex)),
  resetApi: [
    async ({ request, page: _page }, use) => {
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
  expectedPageErrors: [[], { option: true }],
  pageGuards: [
    async ({ page, context, expectedPageErrors }, use) => {
      // The context is reused from test to test (playwright.config.ts reuseContext): each test starts
      // on about:blank, and permissions a test granted go with it (Playwright's reset keeps them).
      expect(page.url(), 'a test starts on a blank tab').toBe('about:blank');
      const problems: string[] = [];
      const occurred = new Set<RegExp>();
      page.on('pageerror', (error) => {
        // `search`, not `test`: a pattern's `g` flag would make `test` depend on the previous match.
        const expected = expectedPageErrors.find((pattern) => error.message.search(pattern) !== -1);
        if (expected) occurred.add(expected);
        else problems.push(`page error: ${error.message}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (/^(CSP violation|\[hydration\])/.test(message.text())) problems.push(message.text());
      });
      await use();
      await context.clearPermissions();
      expect(problems).toEqual([]);
      const missing = expectedPageErrors.filter((pattern) => !occurred.has(pattern)).map(String);
      expect(missing, 'page errors the test expected (expectedPageErrors) that did not occur').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login page (the tests about signing in; every other test can use `signInThroughApi`). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A session of `email` made through the API's sign-in (POST /api/authentication/token/), as the
 * local-storage entries the app writes after a sign-in (src/session/token-storage.ts).
 */
export async function sessionStorageEntries(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const response = await request.post('/api/authentication/token/', {
    data: { userName: email, password, captchaToken: null, redirectUrl: null },
  });
  expect(response.ok(), `sign-in of ${email} through the API`).toBe(true);
  const tokens = (await response.json()) as { token: string; refreshToken: string; expiresIn: number };
  return {
    [storageKeys.accessToken]: tokens.token,
    [storageKeys.accessTokenExpiresAt]: String(Date.now() + tokens.expiresIn * 1000),
    [storageKeys.refreshToken]: tokens.refreshToken,
  };
}

/** Numbers the sessions given by `signInThroughApi`, so each is written once (see there). */
let sessionsGiven = 0;

/**
 * Starts the test signed in as `email` without the login page, then opens `path`: one call to the
 * API's sign-in (POST /api/authentication/token/) and the tokens stored in local storage as the app
 * stores them after a sign-in (src/session/token-storage.ts), written once for the origin, so every
 * tab of the test's browser context shares that session as it would after signing in through the
 * login page. It skips the login page's chunk, its form and the landing, about 1-2 s a test; only
 * the tests about signing in need the login page (`signIn`).
 *
 * With a `path`, the tokens are written by a script of the context that runs before the page's own
 * on its first document of the portal (and never again: a mark in local storage says it was, so a
 * refreshed or ended session is not brought back by a later load or tab), so the path is the test's
 * one page load. With `path` null, they are written on /config.json, a same-origin address, and the
 * test goes on from there.
 *
 * The tokens are fresh for each test (they live 35 s on the test servers, API_TOKEN_LIFETIME), and
 * the reference API is reset before each test (`resetApi`), so nothing is shared between tests.
 * A page whose clock is fake (`page.clock.install()`) can use it too: the expiry is the real time's.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  path: string | null = '/',
  password = DEMO_PASSWORD,
): Promise<void> {
  const stored = await sessionStorageEntries(page.request, email, password);
  if (path === null) {
    await page.goto('/config.json');
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    return;
  }
  const mark = `e2e.sessionGiven.${++sessionsGiven}`;
  await page.context().addInitScript(
    ({ entries, mark: given }) => {
      if (!location.protocol.startsWith('http') || localStorage.getItem(given) !== null) return;
      localStorage.setItem(given, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries: stored, mark },
  );
  await page.goto(path);
}

/**
 * The entry's script (src/entry.ts's chunk): index.html's, or on a prerendered page its copy without
 * the compile hint (decision 0071). Held, nothing of the app runs: the page is what was painted first.
 */
export const START_UP_SCRIPT = /\/static\/js\/index\.(?:signed-out\.)?[0-9a-f]+\.js$/;

/**
 * Holds every request of the page whose address matches `url` until the returned function is
 * called, then lets them go on to the server: a state that lasts only while a call is under way (a
 * loader, a page not hydrated yet) stays while the test checks it, however long that takes.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
