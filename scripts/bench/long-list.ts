/**
 * The projects list at 1,000 rows, and a long-lived tab: served by ./long-list-server.ts (Acme's
 * list widened to 2,000 rows, copies of the demo rows), signed in as admin@acme.test.
 *
 * - 'Load more' pressed 39 times (25 rows to 1,000): the time from each press (its pointerdown) to
 *   its 25 rows in the DOM; the median of the last five presses over the median of the first five.
 * - The JavaScript heap after a garbage collection with 25 rows and with 1,000 rows: its growth a row.
 * - With 1,000 rows shown: INP of typing in the search (not submitted: the rows stay) and of a sort.
 * - On the demo data, unthrottled: 100 client-side navigations through signed-in pages, back to the
 *   list; the DOM nodes and JavaScript event listeners (Chrome DevTools Protocol,
 *   `Memory.getDOMCounters`) and the heap after a garbage collection, before and after.
 */
import type { CDPSession, Page } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../dev-api/demo-ids';
import { PROJECT_ROWS, settle, waitForRows } from './browser';
import { projectsPath } from './route-scripts';
import {
  clickInteraction,
  errorText,
  openPage,
  rowsChangedFrom,
  typeInto,
  type RunContext,
  type Sample,
} from './scenarios';
import type { BudgetId } from './budgets';
import { median } from './stats';

/** Rows shown before the measurements at 1,000 rows: the first page and 39 more. */
export const LONG_LIST_SHOWN = 1000;
/** How many presses the first and the last figures are the medians of. */
const PRESSES_COMPARED = 5;

const LIST_IDS: BudgetId[] = [
  'heap-per-row',
  'load-more-growth',
  'inp-type-search-long',
  'keystroke-search-long',
  'inp-sort-long',
];
const WALK_IDS: BudgetId[] = ['walk-nodes', 'walk-listeners', 'walk-heap'];

/** The heap in use after two garbage collections (bytes). */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const bodyRowCount = (page: Page) => page.evaluate(() => document.querySelectorAll('main table tbody tr').length);

/** Two frames and a little more: the page has painted what the last step rendered. */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );

/**
 * Presses 'Load more' until `target` rows show; the time of each press, from its pointerdown to the
 * frame its rows were first in the DOM (the page's own clock).
 */
async function loadMoreUntil(page: Page, target: number): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as typeof window & { __pressAt?: number };
    document.addEventListener('pointerdown', (event) => (w.__pressAt = event.timeStamp), true);
  });
  const button = page.getByRole('main').getByRole('button', { name: 'Load more', exact: true });
  const times: number[] = [];
  for (let shown = await bodyRowCount(page); shown < target; shown = await bodyRowCount(page)) {
    await button.click();
    const handle = await page.waitForFunction(
      (expected) => {
        const w = window as typeof window & { __pressAt?: number };
        return (
          document.querySelectorAll('main table tbody tr').length >= expected && performance.now() - (w.__pressAt ?? 0)
        );
      },
      shown + PROJECT_ROWS,
      { polling: 'raf' },
    );
    times.push(Number(await handle.jsonValue()));
    await frames(page);
  }
  return times;
}

const kb = (bytes: number) => bytes / 1000;

/** The list at 1,000 rows (on the long list's server: `run.baseURL`, `run.storageState`). */
export async function longListScenario(run: RunContext): Promise<Sample[]> {
  const { context, page } = await openPage(run, true);
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(projectsPath);
    const main = page.getByRole('main');
    const { rows } = await waitForRows(main);
    await settle(page);
    const firstRows = await bodyRowCount(page);
    const heapFirst = await heapAfterGc(cdp);
    const presses = await loadMoreUntil(page, LONG_LIST_SHOWN);
    await settle(page);
    const shown = await bodyRowCount(page);
    const heapShown = await heapAfterGc(cdp);
    const first = median(presses.slice(0, PRESSES_COMPARED)) ?? 0;
    const last = median(presses.slice(-PRESSES_COMPARED)) ?? 0;
    const samples: Sample[] = [
      {
        id: 'heap-per-row',
        value: kb((heapShown - heapFirst) / (shown - firstRows)),
        note: `${(heapFirst / 1e6).toFixed(1)} MB with ${firstRows} rows, ${(heapShown / 1e6).toFixed(1)} MB with ${shown}`,
      },
      {
        id: 'load-more-growth',
        value: last / first,
        note: `${presses.length} presses; medians of the first ${PRESSES_COMPARED} ${Math.round(first)} ms, of the last ${PRESSES_COMPARED} ${Math.round(last)} ms`,
      },
    ];
    const search = main.getByRole('searchbox').first();
    samples.push(...(await typeInto(page, search, 'Voice Assistant', 'inp-type-search-long', 'keystroke-search-long')));
    const nameHeader = main.getByRole('columnheader', { name: /^Name/ }).first().getByRole('button');
    const changed = await rowsChangedFrom(page, rows);
    samples.push(await clickInteraction(page, nameHeader, changed, 'inp-sort-long'));
    return samples;
  } catch (error) {
    return LIST_IDS.map((id) => ({ id, notMeasured: `the list at 1,000 rows failed: ${errorText(error)}` }));
  } finally {
    await context.close();
  }
}

const ACME = ENTERPRISE_IDS.acme;
const CHECKOUT = NAMED_ITEMS.checkoutFlowTranslation;
/** The walk's pages, in turn (the list last): where it goes by client-side navigation, and the heading it waits for. */
const WALK_PAGES: readonly { path: string; heading: string }[] = [
  {
    path: `/enterprise/${ACME}/projects/${CHECKOUT.projectRequestId}/request-details/?type=pr`,
    heading: 'Checkout Flow Translation',
  },
  {
    path: `/enterprise/${ACME}/projects/${CHECKOUT.projectId}/deliverables/?type=p`,
    heading: 'Checkout Flow Translation',
  },
  { path: `/enterprise/${ACME}/accesskey/home/`, heading: 'API Access Keys' },
  { path: `/enterprise/${ACME}/project-request/`, heading: 'Request a project' },
  { path: projectsPath, heading: 'Projects' },
];
export const WALK_NAVIGATIONS = 100;

interface Counters {
  nodes: number;
  listeners: number;
  heap: number;
}

async function counters(cdp: CDPSession): Promise<Counters> {
  const heap = await heapAfterGc(cdp);
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { nodes, listeners: jsEventListeners, heap };
}

/**
 * 100 client-side navigations (the router's own: a history entry pushed), each waiting for its
 * page's heading and the network to be quiet, from the list back to the list (on the demo data,
 * `run`'s server, unthrottled: counts, not times).
 */
export async function walkScenario(run: RunContext): Promise<Sample[]> {
  const { context, page } = await openPage({ ...run, cpuRate: 1 }, true);
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(projectsPath);
    await waitForRows(page.getByRole('main'));
    await settle(page);
    // One round first: each page's code and data are loaded, as in a tab used for a while.
    const go = async (index: number) => {
      const target = WALK_PAGES[index % WALK_PAGES.length] ?? WALK_PAGES[0];
      if (!target) return;
      try {
        await page.evaluate((path) => history.pushState(null, '', path), target.path);
        await page.getByRole('heading', { level: 1, name: target.heading, exact: true }).waitFor();
        if (target.path === projectsPath) await waitForRows(page.getByRole('main'));
        await page.waitForLoadState('networkidle');
        await frames(page);
      } catch (error) {
        throw new Error(`navigation ${index + 1} (${target.path}): ${errorText(error)}`);
      }
    };
    for (let i = 0; i < WALK_PAGES.length; i++) await go(i);
    await settle(page);
    const before = await counters(cdp);
    for (let i = 0; i < WALK_NAVIGATIONS; i++) await go(i);
    await settle(page);
    const after = await counters(cdp);
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    const pages = `${WALK_NAVIGATIONS} navigations through ${WALK_PAGES.length} pages`;
    return [
      { id: 'walk-nodes', value: after.nodes - before.nodes, note: `${before.nodes} → ${after.nodes}; ${pages}` },
      {
        id: 'walk-listeners',
        value: after.listeners - before.listeners,
        note: `${before.listeners} → ${after.listeners}`,
      },
      {
        id: 'walk-heap',
        value: (after.heap - before.heap) / 1e6,
        note: `${mb(before.heap)} MB → ${mb(after.heap)} MB`,
      },
    ];
  } catch (error) {
    return WALK_IDS.map((id) => ({ id, notMeasured: `the walk failed: ${errorText(error)}` }));
  } finally {
    await context.close();
  }
}
