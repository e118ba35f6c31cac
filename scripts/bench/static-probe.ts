/**
 * The static probe: how far a page's Largest Contentful Paint is from what plain HTML
 * could do. Absolute LCPs on these shared 2-core machines swing by 2.5× with the load, so the LCP
 * budgets are ratios measured side by side in one run.
 *
 * For each page: load it once (not measured) until it shows what it is for (the login form; the
 * projects page's 25 rows), take the DOM as rendered (document.documentElement.outerHTML), drop
 * every script and every preload or prefetch of a script, keep the rest (the stylesheet links, so
 * it is styled the same), and write it as `/__static-probe/<page>.html` into the folder the bench
 * server serves (a temporary copy of the build, never a build others serve). Then load the real page
 * and its static copy in turn, A B A B …, each in a fresh context at the benchmark's CPU slowdown,
 * and compare the medians of their LCPs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { budgetFor, formatValue, type BudgetId } from './budgets';
import { newContext, settle } from './browser';
import { LCP_PAGES, loadLcp, storeCookieChoice, type LcpLoad, type LcpPageName } from './lcp-load';
import type { ResultRow } from './report';
import { errorText } from './scenarios';
import { median } from './stats';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where the static copies are served: a folder of the served build that the build itself never has. */
export const PROBE_FOLDER = '__static-probe';

const RATIO_IDS: Readonly<Record<LcpPageName, BudgetId>> = {
  login: 'lcp-login-ratio',
  'login-return': 'lcp-login-return-ratio',
  projects: 'lcp-projects-ratio',
};

/** An attribute's value in one serialized tag (double, single or no quotes), or undefined. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A <link> that preloads or prefetches a script (a modulepreload, `as="script"`, or a .js file). */
function isScriptHint(tag: string): boolean {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false;
  const as = attribute(tag, 'as')?.toLowerCase();
  return as === 'script' || (as === undefined && /\.m?js([?#]|$)/i.test(attribute(tag, 'href') ?? ''));
}

/** A <link rel="expect"> (a render-blocking wait for an element): plain HTML has none. */
const isExpect = (tag: string): boolean => (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes('expect');

/**
 * The page as rendered, as a static HTML document (pure): the doctype (outerHTML has none, and a
 * page without it renders in quirks mode), no <script> of any type, no preload or prefetch of a
 * script, no render-blocking wait for an element (its target, the data block, is a script);
 * stylesheets, inline styles and every other element as they were.
 */
export function staticCopy(outerHTML: string): string {
  const withoutScripts = outerHTML
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptHint(tag) || isExpect(tag) ? '' : tag));
  return `<!doctype html>\n${withoutScripts}`;
}

/** The most frequent LCP element of the loads, with how many of them it was. */
function usualElement(loads: readonly LcpLoad[]): string {
  const counts = new Map<string, number>();
  for (const load of loads) counts.set(load.element, (counts.get(load.element) ?? 0) + 1);
  const [element, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['?', 0]);
  return count === loads.length ? element : `${element} in ${count} of ${loads.length}`;
}

export interface ProbeLoads {
  real: LcpLoad[];
  static: LcpLoad[];
  /** Loads that failed (their reasons); the ratio comes from the others. */
  failures: string[];
}

/**
 * A ratio budget's row (pure): the median LCP of the real page over the median LCP of its static
 * copy; the note gives both medians and their LCP elements, the runs column every load.
 */
export function ratioRow(id: BudgetId, loads: ProbeLoads): ResultRow {
  const budget = budgetFor(id);
  const real = median(loads.real.map((load) => load.lcp));
  const stat = median(loads.static.map((load) => load.lcp));
  const failures = loads.failures.length;
  const failed = failures > 0 ? `; ${failures} ${failures === 1 ? 'load' : 'loads'} failed: ${loads.failures[0]}` : '';
  if (real === null || stat === null || stat <= 0) {
    return { budget, samples: [], notMeasured: `no ${real === null ? 'real' : 'static'} load measured${failed}` };
  }
  const ms = (value: number) => formatValue(value, 'ms');
  const list = (all: readonly LcpLoad[]) => all.map((load) => Math.round(load.lcp)).join(', ');
  const counts =
    loads.real.length === loads.static.length
      ? `${loads.real.length} loads each`
      : `${loads.real.length} and ${loads.static.length} loads`;
  const [realElement, staticElement] = [usualElement(loads.real), usualElement(loads.static)];
  const elements =
    realElement === staticElement
      ? `LCP element ${realElement} in both`
      : `LCP elements ${realElement} and ${staticElement}`;
  return {
    budget,
    samples: [real / stat],
    note: `medians ${ms(real)} ÷ ${ms(stat)}, ${counts} in turn; ${elements}${failed}`,
    runs: `page: ${list(loads.real)} ms; static: ${list(loads.static)} ms`,
  };
}

export interface ProbeOptions {
  browser: Browser;
  baseURL: string;
  /** The folder the bench server serves (the static copies are written into it). */
  servedDir: string;
  cpuRate: number;
  /** Loads of each, real and static, in turn. */
  loads: number;
  /** A signed-in admin@acme.test who has answered the cookie banner. */
  storageState: StorageState;
  pages: readonly LcpPageName[];
}

/** Loads the page once (not measured, no slowdown) and writes its static copy; returns the copy's path. */
async function writeStaticCopy(options: ProbeOptions, name: LcpPageName): Promise<string> {
  const page = LCP_PAGES[name];
  const context = await newContext(options.browser, options.baseURL, page.signedIn ? options.storageState : undefined);
  let html: string;
  try {
    if (page.choiceStored) await storeCookieChoice(context);
    const tab = await context.newPage();
    await tab.goto(page.path);
    await page.ready(tab);
    await settle(tab);
    html = staticCopy(await tab.evaluate(() => document.documentElement.outerHTML));
  } finally {
    await context.close();
  }
  await mkdir(join(options.servedDir, PROBE_FOLDER), { recursive: true });
  await writeFile(join(options.servedDir, PROBE_FOLDER, `${name}.html`), html);
  const path = `/${PROBE_FOLDER}/${name}.html`;
  // Served as the page is, compressed: the first request compresses it (not measured).
  const answer = await fetch(`${options.baseURL}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  if (!answer.ok || !(answer.headers.get('content-type') ?? '').startsWith('text/html'))
    throw new Error(`the bench server did not serve the static copy ${path} (${answer.status})`);
  return path;
}

/** The ratio rows of the pages asked for, in the budget table's order. */
export async function staticProbe(options: ProbeOptions): Promise<ResultRow[]> {
  const copies = new Map<LcpPageName, string>();
  const loads = new Map<LcpPageName, ProbeLoads>();
  for (const name of options.pages) {
    loads.set(name, { real: [], static: [], failures: [] });
    try {
      copies.set(name, await writeStaticCopy(options, name));
    } catch (error) {
      loads.get(name)?.failures.push(`the static copy: ${errorText(error)}`);
    }
  }
  for (let round = 0; round < options.loads; round += 1) {
    for (const [name, url] of copies) {
      const page = LCP_PAGES[name];
      const into = loads.get(name);
      if (!into) continue;
      for (const kind of ['real', 'static'] as const) {
        try {
          const load = await loadLcp(options.browser, options.baseURL, page, {
            cpuRate: options.cpuRate,
            storageState: options.storageState,
            ...(kind === 'static' ? { url } : {}),
          });
          into[kind].push(load);
        } catch (error) {
          into.failures.push(`${kind === 'real' ? page.path : url}: ${errorText(error)}`);
        }
      }
    }
  }
  return options.pages.map((name) =>
    ratioRow(RATIO_IDS[name], loads.get(name) ?? { real: [], static: [], failures: [] }),
  );
}
