/**
 * The runner of the screens' failure cases (spec document 1 section 8, document 2 sections 4 and 8).
 * Each screen's spec declares, for every API call the screen makes, what the user must see when that
 * call fails, and calls `faultCases` with its cases: one test a case, which meets a 500, a time-out
 * and a network failure one after the other on the same page, and after each checks
 * - the case's own `check`: the page or alert the specification names, exactly, and for a form that
 *   every typed value is kept (on the page, or restored when the user comes back);
 * - that the fault was hit (the call was made);
 * - a level-1 heading with a text (never a blank page);
 * - no unhandled rejection, page error or screen crash (`pageProblems` in support/faults.ts).
 * Then, with the faults gone, the case's `after` runs, if it has one (trying again works, ...).
 *
 * The faults are Playwright routes (support/faults.ts `injectFault`): a 500, an aborted connection,
 * or a request never answered while the page's fake clock jumps past the client's 30 s limit. A
 * query retries a failure once (src/api/query-client.ts), so a query's fault holds for both attempts
 * (`attempts: 2`).
 *
 * "The generic error page" of the specification is /error/; "the enterprise's generic error page"
 * (a request submission, the access-key pages, the Settings pages' loads) is /enterprise/{id}/error/.
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen, withConfig } from './account-pages';
import { consoleReported } from './events';
import {
  expect,
  expectErrorPage,
  expectHeading,
  FAULTS,
  goInApp,
  injectFault,
  signInThroughApi,
  test,
  type ApiCall,
  type Fault,
} from './faults';

export interface FaultCase {
  /** The screen, and the part of it when the screen makes several calls. */
  screen: string;
  /** The call, as the report names it: method and path under /api/. */
  call: string;
  api: ApiCall;
  /** Requests the app sends before it gives up: 2 for a query (one retry), 1 otherwise. */
  attempts: 1 | 2;
  /** The faults this call meets, when not all three (say why where it is set). */
  faults?: readonly Fault[];
  /** The signed-in user, or null on the signed-out pages. */
  user: string | null;
  /** What the specification names for a failure (the test's title says it). */
  spec: string;
  /** Runtime configuration overrides (/config.json). */
  config?: Record<string, unknown>;
  /** false: no cookie choice is stored beforehand (the banner shows). */
  cookiesChosen?: boolean;
  /** Brings the page to where the call is made (before the first fault). */
  open?: (page: Page) => Promise<void>;
  /** Makes the call, with the fault in place. */
  trigger: (page: Page, fault: Fault) => Promise<void>;
  /** What the page shows once the call has failed. */
  check: (page: Page, fault: Fault) => Promise<void>;
  /** Once the faults are gone: what the page does then (e.g. the same action works). */
  after?: (page: Page) => Promise<void>;
}

/** One API call: its method, and its path under /api/ as a regular expression's source. */
export const api = (method: string, path: string): ApiCall => ({ method, path: new RegExp(`^/api/${path}$`) });

const FAULT_WORDS: Record<Fault, string> = { '500': 'a 500', timeout: 'a time-out', network: 'a network failure' };
/** 'a 500, a time-out and a network failure', or the faults a case meets. */
const faultsInWords = (faults: readonly Fault[]) =>
  faults
    .map((fault) => FAULT_WORDS[fault])
    .join(', ')
    .replace(/, ([^,]+)$/, ' and $1');

/** Registers one test a case (see the top of this file). */
export function faultCases(cases: readonly FaultCase[]): void {
  for (const c of cases) {
    test(`${c.screen}: ${c.call} — ${faultsInWords(c.faults ?? FAULTS)} give ${c.spec}`, async ({
      page,
      request,
      pageProblems,
    }) => {
      test.setTimeout(60_000);
      if (c.user) await signInThroughApi(page, request, c.user);
      if (c.config) await withConfig(page, c.config);
      if (c.cookiesChosen !== false) await cookiesAlreadyChosen(page);
      await c.open?.(page);
      for (const fault of c.faults ?? FAULTS) {
        await test.step(
          fault === '500' ? 'HTTP 500' : fault === 'timeout' ? 'time-out' : 'network failure',
          async () => {
            const injected = await injectFault(page, c.api, fault);
            await c.trigger(page, fault);
            await injected.settle(c.attempts);
            await c.check(page, fault);
            expect(injected.hits(), 'the call was made and met the fault').toBeGreaterThanOrEqual(1);
            await injected.remove();
            await expectHeading(page);
            // A later console message of the page is in, so every earlier log and page error is too.
            await consoleReported(page);
            expect(pageProblems).toEqual([]);
          },
        );
      }
      if (c.after) {
        await test.step('with the faults gone', async () => {
          await c.after?.(page);
          await consoleReported(page);
          expect(pageProblems).toEqual([]);
        });
      }
    });
  }
}

// What several screens' cases share: the demo enterprise and its pages.

export const ACME = ENTERPRISE_IDS.acme;
/** The projects page of Acme Corp, where the admin lands. */
export const LIST = `/enterprise/${ACME}/`;
/** Acme Corp's generic error page. */
export const ENTERPRISE_ERROR = `/enterprise/${ACME}/error/`;
export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Opens the projects list of Acme Corp and waits for its rows. */
export async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(h1(page, 'Projects')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr').first(),
  ).toBeVisible();
}

/** Leaves for the list (cached) and comes back to `path`: the page mounts again and calls again. */
export async function reopen(page: Page, path: string): Promise<void> {
  await goInApp(page, LIST);
  await expect(h1(page, 'Projects')).toBeVisible();
  await goInApp(page, path);
}

/**
 * A page whose own call failing replaces it with the enterprise's generic error page (the access-key
 * pages, Team, Notifications, Billing): opened from the list, then from the error page, so it mounts
 * anew each time.
 */
export const pageLoadCase = (screen: string, call: string, apiCall: ApiCall, path: string): FaultCase => ({
  screen,
  call,
  api: apiCall,
  attempts: 2,
  user: 'admin@acme.test',
  spec: "the enterprise's generic error page",
  open: openList,
  trigger: (page) => goInApp(page, path),
  check: async (page) => {
    await expectErrorPage(page, ENTERPRISE_ERROR, LIST);
  },
});
