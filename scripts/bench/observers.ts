/**
 * The in-page half of the measurements: PerformanceObservers installed before any of the page's
 * scripts run (an init script, so the portal's Content-Security-Policy does not apply to it), for
 * Largest Contentful Paint, layout shifts and Event Timing, and the API calls the page makes.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { ApiCall, EventEntry, LayoutShift } from './vitals';

export interface LcpEntry {
  startTime: number;
  size: number;
  element: string;
}

export interface PageEntries {
  lcp: LcpEntry[];
  shifts: LayoutShift[];
  events: EventEntry[];
}

declare global {
  interface Window {
    __bench?: PageEntries;
  }
}

function install(): void {
  const entries: PageEntries = { lcp: [], shifts: [], events: [] };
  window.__bench = entries;
  const describe = (element: Element | null | undefined): string => {
    if (!element) return '(removed element)';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
  };
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, options: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // an entry type this browser does not support: the figure will say it was not measured
    }
  };
  observe('largest-contentful-paint', (entry) => {
    const lcp = entry as PerformanceEntry & { size: number; element: Element | null };
    entries.lcp.push({ startTime: lcp.startTime, size: lcp.size, element: describe(lcp.element) });
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const node = shift.sources?.find((source) => source.node)?.node;
    entries.shifts.push({
      startTime: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
      source: node instanceof Element ? describe(node) : node ? describe(node.parentElement) : '(unknown)',
    });
  });
  observe(
    'event',
    (entry) => {
      const event = entry as PerformanceEntry & { interactionId?: number };
      if (event.interactionId) {
        entries.events.push({
          name: event.name,
          interactionId: event.interactionId,
          startTime: event.startTime,
          duration: event.duration,
        });
      }
    },
    { durationThreshold: 16 },
  );
}

export async function installObservers(context: BrowserContext): Promise<void> {
  // Sent as source text: tsx (esbuild keepNames) wraps named functions in a `__name` helper that
  // the page does not have, so the script brings an identity one along.
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${install.toString()})(); })();` });
}

/** The entries so far (a copy). */
export async function readEntries(page: Page): Promise<PageEntries> {
  const entries = await page.evaluate(() => window.__bench ?? null);
  if (!entries) throw new Error('The performance observers are not installed in this page.');
  return entries;
}

export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Lets pending Event Timing entries arrive: they are queued after the next paint. */
export async function flushEntries(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
      ),
  );
}

/** Records the API calls (the API and the localization catalogues) a page makes, from the browser's side. */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || /^\/[a-z]{2}-[a-z]{2}\/localization\/?$/i.test(pathname)) {
      calls.push({ method: request.method(), url: request.url(), body: request.postData() });
    }
  });
  return calls;
}
