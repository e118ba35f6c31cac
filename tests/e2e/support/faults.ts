/**
 * Support of the screens' failure cases (their runner is support/fault-cases.ts): the three faults
 * made with Playwright routes, the page's fake clock that makes a time-out happen without waiting
 * 30 s, the watch for unhandled rejections, and a session made through the API instead of the login
 * page.
 */
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { DEFAULT_TIME_LIMIT_MS } from '../../../src/api/client';
import { storageKeys } from '../../../src/session/token-storage';
import { expect as baseExpect, sessionStorageEntries, test as base } from './fixtures';

/** Page loads of the signed-in area on a busy 2-core machine have taken more than 10 s. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export type Fault = '500' | 'timeout' | 'network';
export const FAULTS: readonly Fault[] = ['500', 'timeout', 'network'];

/** The request layer's own texts (docs/product-decisions.md "Texts and values the specification does not give"). */
export const REQUEST_LAYER_TEXT = {
  timeout: 'The server took too long to answer. Please try again.',
  network: 'We could not reach the server. Check your connection and try again.',
} as const;

/** The failure's text: the screen's own for a server error, the request layer's otherwise. */
export const textFor = (fault: Fault, serverError: string): string =>
  fault === '500' ? serverError : REQUEST_LAYER_TEXT[fault];

/** One API call of a screen: its method and its path under the API prefix. */
export interface ApiCall {
  method: string;
  /** Tested against the whole pathname, e.g. /^\/api\/users\/self\/profile\/$/. */
  path: RegExp;
}

/** A step of the page's clock while a retry is awaited (React Query waits 1 s before its retry). */
const RETRY_STEP_MS = 250;

export interface InjectedFault {
  /** How many matching requests the fault has answered (or is holding). */
  hits(): number;
  /**
   * Waits until the call has been sent `attempts` times (a query retries a failure once). Between
   * attempts the page's clock skips React Query's retry delay (1 s); for a time-out it jumps past
   * the client's 30 s limit after each attempt, so the client's own timer ends the call.
   */
  settle(attempts: number): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Makes every request of `call` fail with `fault` until removed:
 * - '500': answered 500 with a JSON problem body;
 * - 'network': aborted as a failed connection (fetch rejects, as with the server unreachable);
 * - 'timeout': held and never answered; `settle()` fast-forwards the page's clock (installed before
 *   the page loaded) past the client's time limit (src/api/client.ts, a setTimeout), so the client's
 *   own timer aborts the call (see `settle`).
 */
export async function injectFault(page: Page, call: ApiCall, fault: Fault): Promise<InjectedFault> {
  const held: Route[] = [];
  let hits = 0;
  const matches = (url: URL) => call.path.test(url.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== call.method) return route.fallback();
    hits += 1;
    if (fault === '500') return route.fulfill({ status: 500, json: { message: 'Injected server error' } });
    if (fault === 'network') return route.abort('failed');
    held.push(route); // never answered: the client's time limit ends it
    return undefined;
  };
  await page.route(matches, handler);
  return {
    hits: () => hits,
    async settle(attempts) {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        await expect
          .poll(
            async () => {
              if (hits < attempt && attempt > 1) await page.clock.fastForward(RETRY_STEP_MS);
              return hits;
            },
            { message: `${call.method} ${call.path} sent ${attempt} time(s)`, intervals: [50] },
          )
          .toBeGreaterThanOrEqual(attempt);
        if (fault === 'timeout') await page.clock.fastForward(DEFAULT_TIME_LIMIT_MS + 1);
      }
    },
    remove: () => page.unroute(matches, handler),
  };
}

/** The problems a case must not cause, collected per page (see the `pageProblems` fixture). */
const SCREEN_CRASH = '[app] A screen failed to load or render';
const UNHANDLED = '[e2e] unhandled rejection';

export const test = base.extend<{ pageProblems: string[]; fakeClock: void }>({
  /**
   * Unhandled promise rejections, uncaught page errors and screens that crashed into the error
   * boundary (src/app/page-error-boundary.tsx logs them: a crash would show the generic error page
   * for the wrong reason). support/fixtures.ts's pageGuards already fails a test on page errors and on a
   * page that did not hydrate as rendered; this list lets each case check that it caused none.
   */
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await page.addInitScript((prefix) => {
        window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
          const reason: unknown = event.reason;
          console.error(`${prefix}: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`);
        });
      }, UNHANDLED);
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(UNHANDLED) || text.startsWith(SCREEN_CRASH)) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
    },
    { auto: true },
  ],
  /** The page's clock is fake from the first load (it still runs at the real pace until fast-forwarded). */
  fakeClock: [
    async ({ page }, use) => {
      await page.clock.install();
      await use();
    },
    { auto: true },
  ],
});

/**
 * Signs in through the API and gives the page that session before its first load (faster than the
 * login page, which has its own cases). Later loads in the same tab keep the session the app stored.
 */
export async function signInThroughApi(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const stored = await sessionStorageEntries(request, email);
  await page.addInitScript((entries) => {
    if (window.top !== window || !location.protocol.startsWith('http')) return;
    if (sessionStorage.getItem('e2e.signedIn') !== null) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

/** An in-app navigation (the router follows history.pushState): no reload, the app's state stays. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => history.pushState(null, '', target), path);
}

/** Never a blank page: a level-1 heading with a text is visible. */
export async function expectHeading(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('');
}

export const ERROR_PAGE_TITLE = "We've got a glitch...";

/** An address whose path is exactly `path` (any origin, no query). */
export const pathIs = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The generic error page (spec document 2 section 2): 'We've got a glitch...' with 'Go to
 * Projects', at `path` (/error/, or /enterprise/{id}/error/ for an enterprise's).
 */
export async function expectErrorPage(page: Page, path: string, projectsHref: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(pathIs(path));
  await expect(page.getByRole('heading', { level: 1, name: ERROR_PAGE_TITLE, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Projects' })).toHaveAttribute(
    'href',
    projectsHref,
  );
}

/** The toast area's alerts (src/ui/alert-area.tsx): each one's text is its message. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('.alert--toast');

/**
 * The one toast that says `text`, held open by the pointer resting on it, as a user holds it to read
 * it (src/ui/alert-list.tsx pauses its 5000 ms auto-close): a slow step after this one (an axe run on
 * a busy machine) cannot outlast it.
 */
export async function holdToast(page: Page, text: string): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await toast.hover();
  return toast;
}

/**
 * Exactly one toast says `text` (with 'Please try later or contact support' and the link's new-tab hint when asked); it is then
 * dismissed, so the next case starts with none.
 */
export async function expectToast(page: Page, text: string, { contactSupport = false } = {}): Promise<void> {
  const toast = await holdToast(page, text);
  await expect(toast).toHaveClass(/alert--danger/);
  await expect(toast.locator('span').first()).toHaveText(
    contactSupport ? `${text} Please try later or contact support (opens in a new tab)` : text,
  );
  await expect(toast.getByRole('link', { name: 'contact support' })).toHaveCount(contactSupport ? 1 : 0);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
}

/** The stored session, as the app keeps it (src/session/token-storage.ts). */
export const storedSession = (page: Page) =>
  page.evaluate(
    (keys) => ({
      accessToken: localStorage.getItem(keys.accessToken),
      refreshToken: localStorage.getItem(keys.refreshToken),
    }),
    storageKeys,
  );
