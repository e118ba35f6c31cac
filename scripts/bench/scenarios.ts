/**
 * One run of the benchmark's browser scenarios, each in a fresh context (cold HTTP cache) with the
 * CPU slowed down. Elements are found by role and name, as the specification names them; a screen
 * or a control that is not there yet gives a "not measured: <why>" sample, never a number.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../dev-api/demo-ids';
import type { Sample } from './aggregate';
import type { BudgetId } from './budgets';
import { newContext, settle, signIn, throttledPage, waitForRows } from './browser';
import { flushEntries, installObservers, pageNow, readEntries, recordApiCalls } from './observers';
import { projectsPath } from './route-scripts';
import {
  cumulativeLayoutShift,
  duplicateCalls,
  EVENT_TIMING_THRESHOLD_MS,
  largestShift,
  interactionToNextPaint,
  interactions,
  type ApiCall,
  type Interaction,
} from './vitals';

export type { Sample };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface RunContext {
  browser: Browser;
  baseURL: string;
  cpuRate: number;
  /** A signed-in admin@acme.test. */
  storageState: StorageState;
}

const WAIT_MS = 20_000;
/** Between keystrokes: a brisk typist, and room for each keystroke's frame. */
const KEY_DELAY_MS = 120;
const REQUEST_FORM_PATH = `/enterprise/${ENTERPRISE_IDS.acme}/project-request/translation/`;

/** An error's first line, for a "not measured" reason. */
export const errorText = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);

/** A fresh context, observers installed, one throttled page, its API calls recorded. */
export async function openPage(
  run: RunContext,
  signedIn: boolean,
): Promise<{ context: BrowserContext; page: Page; calls: ApiCall[] }> {
  const context = await newContext(run.browser, run.baseURL, signedIn ? run.storageState : undefined);
  await installObservers(context);
  const page = await throttledPage(context, run.cpuRate);
  page.setDefaultTimeout(WAIT_MS);
  return { context, page, calls: recordApiCalls(page) };
}

/** The interactions that started at or after `since` (performance.now() of the page). */
async function interactionsSince(page: Page, since: number): Promise<Interaction[]> {
  await flushEntries(page);
  const { events } = await readEntries(page);
  return interactions(events).filter((interaction) => interaction.startTime >= since - 1);
}

const isKeyboard = (interaction: Interaction) => interaction.events.some((name) => name.startsWith('key'));

/** Clicks into a field and types: INP of the whole (click and keystrokes) and the slowest keystroke. */
export async function typeInto(
  page: Page,
  field: Locator,
  text: string,
  inpId: BudgetId,
  keystrokeId: BudgetId,
): Promise<Sample[]> {
  const since = await pageNow(page);
  await field.click();
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
  await settle(page);
  const typed = await field.inputValue();
  if (!typed.endsWith(text)) {
    const why = `the typing did not reach the field (it holds "${typed}")`;
    return [
      { id: inpId, notMeasured: why },
      { id: keystrokeId, notMeasured: why },
    ];
  }
  const measured = await interactionsSince(page, since);
  const keystrokes = measured.filter(isKeyboard);
  if (keystrokes.length === 0) {
    // Event Timing reports only events of 16 ms or more: every keystroke was faster than that.
    const under = `every keystroke under ${EVENT_TIMING_THRESHOLD_MS} ms, the Event Timing threshold`;
    return [
      {
        id: inpId,
        value: interactionToNextPaint(measured),
        note: measured.length > 0 ? `the click into the field; ${under}` : under,
      },
      { id: keystrokeId, value: EVENT_TIMING_THRESHOLD_MS, note: `${under}: an upper bound` },
    ];
  }
  return [
    { id: inpId, value: interactionToNextPaint(measured), note: `${measured.length} interactions` },
    { id: keystrokeId, value: Math.max(...keystrokes.map((k) => k.duration)), note: `${keystrokes.length} keystrokes` },
  ];
}

/**
 * Clicks and waits for `done`; the INP of that click (the next paint after it), and in the note how
 * long the page took to show the outcome (e.g. the sorted rows, which may come after a fetch).
 */
export async function clickInteraction(
  page: Page,
  target: Locator,
  done: () => Promise<unknown>,
  id: BudgetId,
): Promise<Sample> {
  const since = await pageNow(page);
  await target.click();
  await done();
  const shownAfter = (await pageNow(page)) - since;
  const measured = await interactionsSince(page, since);
  const fast = measured.length === 0 ? `, under ${EVENT_TIMING_THRESHOLD_MS} ms (the Event Timing threshold)` : '';
  return {
    id,
    value: interactionToNextPaint(measured),
    note: `outcome shown after ≈${Math.round(shownAfter / 10) * 10} ms${fast}`,
  };
}

async function lcpSample(page: Page, id: BudgetId): Promise<Sample> {
  const last = (await readEntries(page)).lcp.at(-1);
  return last
    ? { id, value: last.startTime, note: `LCP element ${last.element}` }
    : { id, notMeasured: 'the browser reported no LCP entry' };
}

/** CLS over the whole visit so far, interactions included (shifts right after an input do not count). */
async function clsSample(page: Page, id: BudgetId): Promise<Sample> {
  const { shifts } = await readEntries(page);
  const value = cumulativeLayoutShift(shifts);
  const largest = largestShift(shifts);
  return {
    id,
    value,
    ...(value > 0 && largest ? { note: `largest shift ${largest.value.toFixed(3)}: ${largest.source ?? '?'}` } : {}),
  };
}

// ───────────────────────────── login ─────────────────────────────

export async function loginScenario(run: RunContext): Promise<{ samples: Sample[]; calls: ApiCall[] }> {
  const { context, page, calls } = await openPage(run, false);
  try {
    await page.goto('/account/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await settle(page);
    const loadCalls = [...calls];
    const samples = [await lcpSample(page, 'lcp-login')];
    samples.push(
      ...(await typeInto(page, page.getByLabel('Email'), 'admin@acme.test', 'inp-type-login', 'keystroke-login')),
    );
    samples.push(await clsSample(page, 'cls-login'));
    return { samples, calls: loadCalls };
  } finally {
    await context.close();
  }
}

// ───────────────────────────── projects list ─────────────────────────────

/** What the list shows: its row count and first row. */
async function rowsState(rows: Locator): Promise<string> {
  const count = await rows.count();
  return `${count}:${count > 0 ? ((await rows.first().textContent()) ?? '') : ''}`;
}

/**
 * Returns a wait for the list to show other rows than now (sorting, paging: another first row or
 * another count). Take it before the interaction, await it after.
 */
export async function rowsChangedFrom(page: Page, rows: Locator): Promise<() => Promise<void>> {
  const before = await rowsState(rows);
  return async () => {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if ((await rowsState(rows)) !== before) return;
      await page.waitForTimeout(25);
    }
    throw new Error('the rows did not change');
  };
}

export interface ProjectsResult {
  samples: Sample[];
  loadCalls: ApiCall[];
  /** What was measured as rows: the table, or the plain list while the table is not built. */
  rowsKind: string;
}

export async function projectsScenario(run: RunContext): Promise<ProjectsResult> {
  const { context, page, calls } = await openPage(run, true);
  try {
    await page.goto(projectsPath);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    const main = page.getByRole('main');
    const { rows, kind } = await waitForRows(main);
    await settle(page);
    const loadCalls = [...calls];
    const lcp = await lcpSample(page, 'lcp-projects');
    if ('value' in lcp) lcp.note = `${kind}; ${lcp.note ?? ''}`;
    const samples: Sample[] = [lcp];
    const notTable = kind !== 'table' ? ' (the projects page has no table yet)' : '';
    let reloaded = false;

    /** One measured step; a failure skips its figures with the reason and reloads the list for the next step. */
    const step = async (ids: BudgetId[], name: string, measure: () => Promise<Sample[]>) => {
      try {
        samples.push(...(await measure()));
      } catch (error) {
        samples.push(...ids.map((id) => ({ id, notMeasured: `${name} failed: ${errorText(error)}` })));
        reloaded = true;
        await page.goto(projectsPath);
        await waitForRows(main);
        await settle(page);
      }
    };

    // Open an item, then Back: the list must come from the cache, without a call.
    await step(['api-back'], 'list → item → Back', async () => {
      const itemLink = rows.first().getByRole('link').first();
      if ((await itemLink.count()) === 0)
        return [{ id: 'api-back', notMeasured: `the projects list's rows have no link${notTable}` }];
      await itemLink.click();
      await page.waitForURL((url) => url.pathname !== projectsPath);
      await settle(page);
      const before = calls.length;
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await waitForRows(main);
      await settle(page);
      const backCalls = calls.slice(before);
      const list = backCalls.map((c) => `${c.method} ${new URL(c.url).pathname}`).join(', ');
      return [{ id: 'api-back', value: backCalls.length, note: backCalls.length ? list : 'list → item → Back' }];
    });

    // The next page: a Next control, or 'Load more' where the list grows instead.
    await step(['inp-next-page'], 'next page', async () => {
      const nextName = /^(next|next page|go to next page|load more)$/i;
      const next = main.getByRole('button', { name: nextName }).or(main.getByRole('link', { name: nextName }));
      if ((await next.count()) === 0) {
        return [
          { id: 'inp-next-page', notMeasured: `no 'Next' or 'Load more' control on the projects page${notTable}` },
        ];
      }
      const name = (await next.first().textContent())?.trim() ?? '';
      const changed = await rowsChangedFrom(page, rows);
      const sample = await clickInteraction(page, next.first(), changed, 'inp-next-page');
      await settle(page);
      return [{ ...sample, note: `'${name}'; ${'note' in sample ? sample.note : ''}` }];
    });

    // Sort by Name.
    await step(['inp-sort'], "sorting by 'Name'", async () => {
      const nameHeader = main.getByRole('columnheader', { name: /^Name/ }).first();
      if ((await nameHeader.count()) === 0)
        return [{ id: 'inp-sort', notMeasured: `no 'Name' column header on the projects page${notTable}` }];
      // A header with a sort button inside (a native table) or a header that is the control itself (react-aria's Table).
      const button = nameHeader.getByRole('button');
      const changed = await rowsChangedFrom(page, rows);
      const sample = await clickInteraction(
        page,
        (await button.count()) > 0 ? button.first() : nameHeader,
        changed,
        'inp-sort',
      );
      await settle(page);
      return [sample];
    });

    // Open the filter drawer.
    await step(['inp-filter-drawer'], 'opening the filter drawer', async () => {
      const filters = main.getByRole('button', { name: /filter/i });
      if ((await filters.count()) === 0)
        return [{ id: 'inp-filter-drawer', notMeasured: `no filter button on the projects page${notTable}` }];
      const drawer = page.getByRole('dialog');
      const sample = await clickInteraction(page, filters.first(), () => drawer.first().waitFor(), 'inp-filter-drawer');
      await page.keyboard.press('Escape');
      await drawer.first().waitFor({ state: 'hidden' });
      await settle(page);
      return [sample];
    });

    // Type in the search field.
    await step(['inp-type-search', 'keystroke-search'], 'typing in the search field', async () => {
      const search = main.getByRole('searchbox').or(main.getByRole('textbox', { name: /search/i }));
      if ((await search.count()) === 0) {
        const why = `no search field on the projects page${notTable}`;
        return [
          { id: 'inp-type-search', notMeasured: why },
          { id: 'keystroke-search', notMeasured: why },
        ];
      }
      return typeInto(page, search.first(), 'Voice Assistant', 'inp-type-search', 'keystroke-search');
    });

    const cls = await clsSample(page, 'cls-projects');
    samples.push(reloaded && 'value' in cls ? { ...cls, note: 'since a reload after a failed step' } : cls);
    return { samples, loadCalls, rowsKind: kind };
  } finally {
    await context.close();
  }
}

// ───────────────────────────── translation request form ─────────────────────────────

export async function requestFormScenario(run: RunContext): Promise<{ samples: Sample[]; calls?: ApiCall[] }> {
  const { context, page, calls } = await openPage(run, true);
  const ids: BudgetId[] = ['inp-type-request-form', 'keystroke-request-form', 'cls-request-form'];
  try {
    await page.goto(REQUEST_FORM_PATH);
    const field = page.getByRole('main').getByRole('textbox', { name: /project name/i });
    try {
      await field.first().waitFor();
    } catch {
      const why = `no 'Project name' field at ${REQUEST_FORM_PATH} (${new URL(page.url()).pathname === REQUEST_FORM_PATH ? 'the page shows no such field' : 'the route is not built yet'})`;
      return { samples: ids.map((id) => ({ id, notMeasured: why })) };
    }
    await settle(page);
    const loadCalls = [...calls];
    const samples = await typeInto(
      page,
      field.first(),
      'Benchmark project',
      'inp-type-request-form',
      'keystroke-request-form',
    );
    samples.push(await clsSample(page, 'cls-request-form'));
    return { samples, calls: loadCalls };
  } finally {
    await context.close();
  }
}

// ───────────────────────────── one run ─────────────────────────────

/**
 * Signs admin@acme.test in (unthrottled: not a measurement) and returns the session to reuse. The
 * signed-in pages are measured as a returning user sees them, who has answered the cookie banner
 * ('Accept all cookies'); /account/login is measured as a first visit, banner included.
 */
export async function signedInState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await signIn(page, 'admin@acme.test');
    await settle(page);
    const accept = page.getByRole('button', { name: 'Accept all cookies' });
    if ((await accept.count()) > 0) {
      await accept.click();
      await accept.waitFor({ state: 'detached' });
      await settle(page);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** What a scenario hands back: its samples, and the API calls of its screen's load when it got that far. */
interface Outcome {
  samples: Sample[];
  calls?: ApiCall[];
  rowsKind?: string;
}

async function guarded(ids: BudgetId[], scenario: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await scenario();
  } catch (error) {
    return { samples: ids.map((id) => ({ id, notMeasured: `the run failed: ${errorText(error)}` })) };
  }
}

export interface RunResult {
  samples: Sample[];
  duplicates: string[];
  rowsKind?: string;
}

/** `list`: the list at 1,000 rows and the 100-navigation walk (./long-list.ts; run.ts runs them). */
export const SCENARIOS = ['login', 'projects', 'form', 'list'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

const skippedScenario = async (): Promise<Outcome> => ({ samples: [] });

/** One run of the scenarios (all, or `only` those named: for looking into one screen). */
export async function benchRun(run: RunContext, only: readonly ScenarioName[] = SCENARIOS): Promise<RunResult> {
  const login = await guarded(['lcp-login', 'cls-login', 'inp-type-login', 'keystroke-login'], () =>
    only.includes('login') ? loginScenario(run) : skippedScenario(),
  );
  const projects = await guarded(
    [
      'lcp-projects',
      'cls-projects',
      'inp-next-page',
      'api-back',
      'inp-sort',
      'inp-filter-drawer',
      'inp-type-search',
      'keystroke-search',
    ],
    async () => {
      if (!only.includes('projects')) return skippedScenario();
      const { samples, loadCalls, rowsKind } = await projectsScenario(run);
      return { samples, calls: loadCalls, rowsKind };
    },
  );
  const form = await guarded(['inp-type-request-form', 'keystroke-request-form', 'cls-request-form'], () =>
    only.includes('form') ? requestFormScenario(run) : skippedScenario(),
  );
  const screens = [
    { name: 'login', calls: login.calls },
    { name: 'projects', calls: projects.calls },
    { name: 'request form', calls: form.calls },
  ];
  const measured = screens.filter((screen) => screen.calls !== undefined);
  const duplicates = measured.flatMap((screen) =>
    duplicateCalls(screen.calls ?? []).repeated.map((r) => `${screen.name}: ${r}`),
  );
  const samples = [...login.samples, ...projects.samples, ...form.samples];
  samples.push(
    measured.length === 0
      ? { id: 'api-duplicates', notMeasured: 'no screen loaded' }
      : {
          id: 'api-duplicates',
          value: measured.reduce((sum, screen) => sum + duplicateCalls(screen.calls ?? []).count, 0),
          note: `screens: ${measured.map((s) => s.name).join(', ')}`,
        },
  );
  return { samples, duplicates, ...(projects.rowsKind ? { rowsKind: projects.rowsKind } : {}) };
}
