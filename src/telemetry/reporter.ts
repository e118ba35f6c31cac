import { scrubMessage, scrubStack } from './scrub';

/**
 * The reporter:
 * error reports as OTLP log records and field measurements as OTLP metrics, in OTLP/HTTP's JSON
 * encoding, posted to `telemetry.endpoint` + `v1/logs` and `v1/metrics`.
 *
 * - An error is reported once with a count: the same error again (same kind, type, message, first
 *   frame, route and call) adds to the count of the record not sent yet, or starts one new record
 *   with the count of the repeats since. At most `maxErrors` different errors a tab; more are dropped.
 * - A measurement is kept only while analytics is allowed (the user's cookie choice), one a name and
 *   route pattern (the latest value), at most 50 a tab.
 * - Sent in batches: `batchMs` after the first thing to send, and at once when the page is hidden
 *   (`flush(true)`: the page may be going). A send that fails is not retried: its batch is dropped,
 *   and after `maxFailures` failed sends the reporter stops for the tab. The user sees nothing.
 */

/** What is reported of an error (./start-telemetry.ts and ./failed-calls.ts hand them over). */
export interface ErrorReport {
  kind: 'uncaught' | 'rejection' | 'boundary' | 'api';
  error?: unknown;
  /** An API call's method and path template (`GET /{enterpriseId}/projects/`). */
  call?: string;
  /** An API call's status, or 'timeout' / 'network'. */
  status?: number | string;
}

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

export interface ReporterOptions {
  /** The OTLP/HTTP base URL (`telemetry.endpoint`); '' is off. */
  endpoint: string;
  /** The portal's version (service.version). */
  version: string;
  /** Random, this tab's: never the user's. */
  sessionId: string;
  /** The browser's name and major version (`Chrome 140`). */
  browser: string;
  /** The route pattern of the location now. */
  route: () => string;
  /** Whether the user allowed analytics (field measurements follow it). */
  analyticsAllowed: () => boolean;
  /** Posts a JSON body; resolves whether the collector took it. `hidden`: the page may be going. */
  send: (url: string, body: string, hidden: boolean) => Promise<boolean>;
  now?: () => number;
  maxErrors?: number;
  maxFailures?: number;
  batchMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

export interface Reporter {
  error(report: ErrorReport): void;
  measure(name: VitalName, value: number, route: string): void;
  /** Sends what is pending now. */
  flush(hidden?: boolean): Promise<void>;
}

type Attribute = { key: string; value: { stringValue: string } | { intValue: string } };

interface ErrorEntry {
  attributes: Attribute[];
  message: string;
  severity: [number, string];
  /** Occurrences not sent yet, and when the first of them happened. */
  count: number;
  time: number;
}

interface Measurement {
  name: VitalName;
  value: number;
  route: string;
  time: number;
}

const SCOPE_NAME = 'enterprise-portal';
const nanos = (ms: number): string => `${Math.round(ms)}000000`;
const text = (key: string, value: string): Attribute => ({ key, value: { stringValue: value } });
const int = (key: string, value: number): Attribute => ({ key, value: { intValue: String(value) } });

/** Histogram bounds for each measurement (ms, CLS unitless), around web.dev's "good" and "poor" thresholds. */
const BOUNDS: Record<VitalName, number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
  FCP: [250, 500, 1000, 1500, 1800, 2500, 3000, 4000, 6000],
  TTFB: [100, 200, 400, 800, 1200, 1800, 3000],
  INP: [50, 100, 200, 300, 500, 1000, 2000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};
export const METRIC_NAMES: Record<VitalName, string> = {
  LCP: 'browser.web_vitals.lcp',
  INP: 'browser.web_vitals.inp',
  CLS: 'browser.web_vitals.cls',
  FCP: 'browser.web_vitals.fcp',
  TTFB: 'browser.web_vitals.ttfb',
};

function describe(report: ErrorReport): { type: string; message: string; stack: string } {
  const { error } = report;
  if (report.kind === 'api') {
    return {
      type: 'ApiCallFailed',
      message: `${report.call ?? 'API call'} failed: ${String(report.status)}`,
      stack: '',
    };
  }
  if (error instanceof Error) {
    const type =
      error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(error.message) ? 'ChunkLoadError' : error.name;
    return { type, message: scrubMessage(error.message), stack: scrubStack(error.stack ?? '') };
  }
  return { type: typeof error, message: scrubMessage(typeof error === 'string' ? error : ''), stack: '' };
}

export function createReporter(options: ReporterOptions): Reporter | null {
  if (!options.endpoint) return null;
  const base = options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`;
  const now = options.now ?? Date.now;
  const maxErrors = options.maxErrors ?? 20;
  const maxFailures = options.maxFailures ?? 2;
  const batchMs = options.batchMs ?? 5000;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const errors = new Map<string, ErrorEntry>();
  const measurements = new Map<string, Measurement>();
  let failures = 0;
  let measured = 0;
  let timer = false;

  const resource = {
    attributes: [
      text('service.name', 'enterprise-portal'),
      text('service.version', options.version),
      text('session.id', options.sessionId),
      text('user_agent.name', options.browser),
    ],
  };
  const scope = { name: SCOPE_NAME, version: options.version };

  const schedule = () => {
    if (timer || failures >= maxFailures) return;
    timer = true;
    setTimer(() => {
      timer = false;
      void flush(false);
    }, batchMs);
  };

  const post = async (path: string, body: unknown, hidden: boolean): Promise<void> => {
    let ok = false;
    try {
      ok = await options.send(`${base}${path}`, JSON.stringify(body), hidden);
    } catch {
      ok = false;
    }
    failures = ok ? 0 : failures + 1;
  };

  function logRecords() {
    const records = [];
    for (const entry of errors.values()) {
      if (entry.count === 0) continue;
      records.push({
        timeUnixNano: nanos(entry.time),
        observedTimeUnixNano: nanos(now()),
        severityNumber: entry.severity[0],
        severityText: entry.severity[1],
        body: { stringValue: entry.message },
        attributes: [...entry.attributes, int('portal.error.count', entry.count)],
      });
      entry.count = 0;
    }
    return records;
  }

  function metrics() {
    const byName = new Map<VitalName, Measurement[]>();
    for (const m of measurements.values()) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
    measurements.clear();
    return [...byName].map(([name, points]) => ({
      name: METRIC_NAMES[name],
      unit: name === 'CLS' ? '1' : 'ms',
      histogram: {
        aggregationTemporality: 1, // DELTA: each data point is one page view's measurement
        dataPoints: points.map((point) => {
          const bounds = BOUNDS[name];
          const bucket = bounds.findIndex((bound) => point.value <= bound);
          return {
            attributes: [text('url.template', point.route)],
            startTimeUnixNano: nanos(point.time),
            timeUnixNano: nanos(point.time),
            count: '1',
            sum: point.value,
            min: point.value,
            max: point.value,
            explicitBounds: bounds,
            bucketCounts: [...bounds, Infinity].map((_, i) =>
              i === (bucket === -1 ? bounds.length : bucket) ? '1' : '0',
            ),
          };
        }),
      },
    }));
  }

  async function flush(hidden = false): Promise<void> {
    if (failures >= maxFailures) return;
    const records = logRecords();
    if (!options.analyticsAllowed()) measurements.clear();
    const sent: Promise<void>[] = [];
    if (records.length > 0) {
      sent.push(post('v1/logs', { resourceLogs: [{ resource, scopeLogs: [{ scope, logRecords: records }] }] }, hidden));
    }
    if (measurements.size > 0) {
      const body = { resourceMetrics: [{ resource, scopeMetrics: [{ scope, metrics: metrics() }] }] };
      sent.push(post('v1/metrics', body, hidden));
    }
    await Promise.all(sent);
  }

  return {
    error(report) {
      if (failures >= maxFailures) return;
      const { type, message, stack } = describe(report);
      const route = options.route();
      const key = [report.kind, type, message, stack.split('\n', 1)[0], route, report.call].join('\n');
      const known = errors.get(key);
      if (known) {
        if (known.count === 0) known.time = now();
        known.count += 1;
        schedule();
        return;
      }
      if (errors.size >= maxErrors) return;
      const attributes = [
        text('exception.type', type),
        text('exception.message', message),
        ...(stack ? [text('exception.stacktrace', stack)] : []),
        text('url.template', route),
        text('portal.error.kind', type === 'ChunkLoadError' ? 'chunk' : report.kind),
        ...(report.call ? [text('portal.api.call', report.call)] : []),
        ...(typeof report.status === 'number' ? [int('http.response.status_code', report.status)] : []),
        ...(typeof report.status === 'string' ? [text('error.type', report.status)] : []),
      ];
      // An API call that failed is the server's (WARN in the browser's log); the rest is the portal's own ERROR.
      const severity: [number, string] = report.kind === 'api' ? [13, 'WARN'] : [17, 'ERROR'];
      errors.set(key, { attributes, message: `${type}: ${message}`, severity, count: 1, time: now() });
      schedule();
    },
    measure(name, value, route) {
      if (failures >= maxFailures || !options.analyticsAllowed() || !Number.isFinite(value)) return;
      const key = `${name} ${route}`;
      if (!measurements.has(key) && measured++ >= 50) return;
      measurements.set(key, { name, value, route, time: now() });
      schedule();
    },
    flush,
  };
}
