import { subscribe } from 'valtio';
import { version } from '../../package.json';
import { parseTelemetry, TELEMETRY_ENDPOINT_RULE } from '../config/telemetry-endpoint';
import { analyticsAllowed, cookiePreferences } from '../features/consent/cookie-preferences';
import { REPORT_EVENT, type ErrorReport } from './report-event';
import { createReporter, type Reporter } from './reporter';
import { routePattern } from './route-pattern';

/**
 * Error reports and field measurements, started by src/entry.ts after the first
 * paint, only when config.json has `telemetry`: this chunk, and `web-vitals` after it, are never part
 * of a page's first paint. Errors thrown before it starts are not reported.
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

/** Field measurements, once analytics is allowed (now or later): web-vitals, by the route the page was loaded on. */
function measure(reporter: Reporter, route: string): void {
  let started = false;
  const start = () => {
    if (started || !analyticsAllowed()) return;
    started = true;
    void import('web-vitals').then(
      ({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
        for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB])
          on((metric) => reporter.measure(metric.name, metric.value, route));
      },
      () => undefined,
    );
  };
  start();
  subscribe(cookiePreferences, start);
}

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
  addEventListener('unhandledrejection', (event) => reporter.error({ kind: 'rejection', error: event.reason }));
  addEventListener(REPORT_EVENT, (event) => reporter.error((event as CustomEvent<ErrorReport>).detail));
  // On window, in the bubbling phase: after web-vitals' own listeners have given their last values.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && void reporter.flush(true));
  addEventListener('pagehide', () => void reporter.flush(true));
  measure(reporter, routePattern(location.pathname));
  return reporter;
}
