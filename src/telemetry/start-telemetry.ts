import { subscribe } from 'valtio';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { version } from '../../package.json';
import { parseTelemetry, TELEMETRY_ENDPOINT_RULE } from '../config/telemetry-endpoint';
import { analyticsAllowed, cookiePreferences } from '../features/consent/cookie-preferences';
import { reportFailedCalls } from './failed-calls';
import { createReporter, type Reporter } from './reporter';
import { routePattern } from './route-pattern';

/**
 * Error reports and field measurements, started by src/entry.ts after the first paint, only when
 * config.json has `telemetry`: this chunk (web-vitals with it) is never part of a page's first
 * paint. Errors thrown, and API calls made, before it starts are not reported.
 */

/** The browser's name and major version, from the user agent: no more of it (`Chrome 140`). */
export function browserName(userAgent: string): string {
  for (const [name, pattern] of [
    ['Edge', /Edg\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /Chrom(?:e|ium)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* (Mobile\/\S+ )?Safari/],
  ] as const) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'other';
}

/** Posts a batch: by sendBeacon to this site when the page is going, else by fetch with keepalive. */
async function send(url: string, body: string, hidden: boolean): Promise<boolean> {
  const sameSite = new URL(url, location.href).origin === location.origin;
  if (hidden && sameSite && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return true;
  // eslint-disable-next-line no-restricted-syntax -- the collector speaks OTLP, not the enterprise API
  const response = await fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  });
  return response.ok;
}

/**
 * Field measurements, once analytics is allowed (now or later): web-vitals (in this chunk: a chunk
 * of its own would cost the login page's bundle its name in the entry's chunk map), by the route the
 * page was loaded on. Its observers read the page's buffered entries, so a late consent still
 * measures the page view.
 */
function measure(reporter: Reporter, route: string): void {
  let started = false;
  const start = () => {
    if (started || !analyticsAllowed()) return;
    started = true;
    for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB])
      on((metric) => reporter.measure(metric.name, metric.value, route));
  };
  start();
  subscribe(cookiePreferences, start);
}

/** The event src/app/page-error-boundary.tsx dispatches on window with what it caught (an ErrorEvent). */
export const BOUNDARY_EVENT = 'portal-error';

export default function startTelemetry(telemetry: unknown): Reporter | null {
  const endpoint = parseTelemetry(telemetry);
  if (!endpoint) {
    console.warn(`[config] telemetry.endpoint must be ${TELEMETRY_ENDPOINT_RULE}; no reports are sent.`);
    return null;
  }
  const reporter = createReporter({
    endpoint: endpoint.url,
    version,
    sessionId: crypto.randomUUID(),
    browser: browserName(navigator.userAgent),
    route: () => routePattern(location.pathname),
    analyticsAllowed,
    send,
  });
  if (!reporter) return null;
  addEventListener('error', (event) => reporter.error({ kind: 'uncaught', error: event.error ?? event.message }));
  // What the error boundary caught (src/app/page-error-boundary.tsx).
  addEventListener(BOUNDARY_EVENT, (event) => reporter.error({ kind: 'boundary', error: (event as ErrorEvent).error }));
  addEventListener('unhandledrejection', (event) => reporter.error({ kind: 'rejection', error: event.reason }));
  // The API client's chunk loads with the sign-in's code or the signed-in area's (scripts/bench/budgets.ts):
  // imported here, this chunk waits for none of it.
  void import('../api/client').then(
    ({ configuredClient }) => configuredClient().use(reportFailedCalls((report) => reporter.error(report))),
    () => undefined,
  );
  // On window, in the bubbling phase: after web-vitals' own listeners have given their last values.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && void reporter.flush(true));
  addEventListener('pagehide', () => void reporter.flush(true));
  measure(reporter, routePattern(location.pathname));
  return reporter;
}
