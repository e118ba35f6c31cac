import { describe, expect, it } from '@rstest/core';
import { createReporter, METRIC_NAMES, type ReporterOptions } from '../../../src/telemetry/reporter';
import { routePattern } from '../../../src/telemetry/route-pattern';
import { scrubMessage, scrubStack, scrubUrl } from '../../../src/telemetry/scrub';

interface Sent {
  url: string;
  body: Record<string, unknown>;
  hidden: boolean;
}

type Attr = { key: string; value: { stringValue?: string; intValue?: string } };
type LogRecord = { severityText: string; body: { stringValue: string }; attributes: Attr[] };

/** A reporter whose sends are recorded; its timer runs only when the test says so. */
function setUp(overrides: Partial<ReporterOptions> = {}, answer: () => Promise<boolean> = async () => true) {
  const sent: Sent[] = [];
  const timers: Array<() => void> = [];
  let analytics = true;
  let route = '/enterprise/:enterpriseId/';
  const reporter = createReporter({
    endpoint: '/otlp/',
    version: '1.2.3',
    sessionId: 'tab-session',
    browser: 'Chrome 140',
    route: () => route,
    analyticsAllowed: () => analytics,
    send: (url, body, hidden) => {
      sent.push({ url, body: JSON.parse(body) as Record<string, unknown>, hidden });
      return answer();
    },
    now: () => 1_700_000_000_000,
    setTimer: (run) => timers.push(run),
    ...overrides,
  });
  if (!reporter) throw new Error('no reporter');
  const logRecords = (index = 0): LogRecord[] => {
    const body = sent[index]?.body as { resourceLogs: [{ scopeLogs: [{ logRecords: LogRecord[] }] }] };
    return body.resourceLogs[0].scopeLogs[0].logRecords;
  };
  const attr = (record: LogRecord | undefined, key: string) => {
    const value = record?.attributes.find((a) => a.key === key)?.value;
    return value?.stringValue ?? value?.intValue;
  };
  return {
    reporter,
    sent,
    timers,
    logRecords,
    attr,
    setAnalytics: (value: boolean) => (analytics = value),
    setRoute: (value: string) => (route = value),
  };
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const EMAIL = 'alice.martin@acme.test';
const PROJECT = 'Acme Q3 Launch';

describe('the telemetry reporter', () => {
  it('is off, and sends nothing, when telemetry.endpoint is unset', () => {
    expect(createReporter({ ...({} as ReporterOptions), endpoint: '' })).toBeNull();
  });

  it('sends an error as one OTLP log record with its route pattern, version, browser and session', async () => {
    const { reporter, sent, logRecords, attr } = setUp();
    reporter.error({ kind: 'uncaught', error: new TypeError('x is not a function') });
    await reporter.flush();
    expect(sent.map((s) => s.url)).toEqual(['/otlp/v1/logs']);
    const [record] = logRecords();
    expect(record?.severityText).toBe('ERROR');
    expect(record?.body.stringValue).toBe('TypeError: x is not a function');
    expect(attr(record, 'url.template')).toBe('/enterprise/:enterpriseId/');
    expect(attr(record, 'exception.type')).toBe('TypeError');
    expect(attr(record, 'exception.stacktrace')).toContain('reporter.test.ts');
    expect(attr(record, 'portal.error.count')).toBe('1');
    const resource = (sent[0]?.body as { resourceLogs: [{ resource: { attributes: Attr[] } }] }).resourceLogs[0]
      .resource;
    expect(resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'enterprise-portal' } },
      { key: 'service.version', value: { stringValue: '1.2.3' } },
      { key: 'session.id', value: { stringValue: 'tab-session' } },
      { key: 'user_agent.name', value: { stringValue: 'Chrome 140' } },
    ]);
  });

  it('reports the same error ten times as one record with a count of 10', async () => {
    const { reporter, sent, logRecords, attr } = setUp();
    const error = new Error('boom');
    for (let i = 0; i < 10; i += 1) reporter.error({ kind: 'rejection', error });
    await reporter.flush();
    expect(logRecords()).toHaveLength(1);
    expect(attr(logRecords()[0], 'portal.error.count')).toBe('10');
    // Repeats after the record was sent are one more record with the repeats' count; none, nothing.
    reporter.error({ kind: 'rejection', error });
    reporter.error({ kind: 'rejection', error });
    await reporter.flush();
    await reporter.flush();
    expect(sent).toHaveLength(2);
    expect(attr(logRecords(1)[0], 'portal.error.count')).toBe('2');
  });

  it('caps the different errors of a tab, so a loop cannot flood the collector', async () => {
    const { reporter, logRecords } = setUp({ maxErrors: 5 });
    for (let i = 0; i < 100; i += 1) reporter.error({ kind: 'uncaught', error: new Error(`failure number ${i}`) });
    await reporter.flush();
    expect(logRecords()).toHaveLength(5);
  });

  it('sends no token, e-mail, project name, id or query, in messages or stacks', async () => {
    const { reporter, sent } = setUp();
    const error = new Error(`Could not save '${PROJECT}' for ${EMAIL} with Bearer ${TOKEN}`);
    error.stack = [
      `Error: Could not save '${PROJECT}' for ${EMAIL} with Bearer ${TOKEN}`,
      `    at save (http://127.0.0.1:4173/static/js/async/p.24338a.js?token=${TOKEN}:1:23456)`,
      `    at http://127.0.0.1:4173/enterprise/1f2e3d4c-0000-4000-8000-00000000a1b2/projects/123456/#${EMAIL}`,
      `    at https://portal.example/search?q=${encodeURIComponent(PROJECT)}:2:10`,
    ].join('\n');
    reporter.error({ kind: 'boundary', error });
    reporter.error({ kind: 'uncaught', error: `Unexpected answer for "${PROJECT}": ${TOKEN} ${EMAIL}` });
    await reporter.flush();
    const text = JSON.stringify(sent);
    for (const secret of [TOKEN, EMAIL, PROJECT, 'Acme', 'alice', '123456', '1f2e3d4c', 'q=', 'token=']) {
      expect(text).not.toContain(secret);
    }
    // What is kept is still useful: the frames' scripts, lines and columns.
    expect(text).toContain('p.24338a.js:1:23456');
    expect(text).toContain('/enterprise/:id/projects/:id/');
  });

  it('reports a chunk that failed to load as a chunk error', async () => {
    const { reporter, logRecords, attr } = setUp();
    const error = Object.assign(
      new Error('Loading chunk 12 failed.\n(error: http://127.0.0.1/static/js/async/12.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    reporter.error({ kind: 'boundary', error });
    await reporter.flush();
    expect(attr(logRecords()[0], 'portal.error.kind')).toBe('chunk');
    expect(attr(logRecords()[0], 'exception.type')).toBe('ChunkLoadError');
  });

  it('reports a failed API call by its path template and status, as a warning', async () => {
    const { reporter, logRecords, attr } = setUp();
    reporter.error({ kind: 'api', call: 'GET /{enterpriseId}/projects/', status: 503 });
    reporter.error({ kind: 'api', call: 'POST /projects/search/', status: 'timeout' });
    await reporter.flush();
    const [server, timeout] = logRecords();
    expect(server?.severityText).toBe('WARN');
    expect(server?.body.stringValue).toBe('ApiCallFailed: GET /{enterpriseId}/projects/ failed: 503');
    expect(attr(server, 'http.response.status_code')).toBe('503');
    expect(attr(timeout, 'error.type')).toBe('timeout');
  });

  it('batches: one send for what happened within the batch window, by its timer', async () => {
    const { reporter, sent, timers } = setUp();
    reporter.error({ kind: 'uncaught', error: new Error('one') });
    reporter.error({ kind: 'uncaught', error: new Error('two') });
    reporter.measure('LCP', 1200, '/account/login');
    expect(sent).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    await Promise.resolve();
    expect(sent.map((s) => [s.url, s.hidden])).toEqual([
      ['/otlp/v1/logs', false],
      ['/otlp/v1/metrics', false],
    ]);
  });

  it('sends the measurements as OTLP histograms by route pattern, only while analytics is allowed', async () => {
    const { reporter, sent, setAnalytics } = setUp();
    for (const [name, value] of [
      ['LCP', 1200],
      ['INP', 80],
      ['CLS', 0.02],
      ['FCP', 600],
      ['TTFB', 90],
    ] as const) {
      reporter.measure(name, value, '/account/login');
    }
    await reporter.flush(true);
    type Metric = { name: string; unit: string; histogram: { dataPoints: Array<{ sum: number; attributes: Attr[] }> } };
    const body = sent[0]?.body as { resourceMetrics: [{ scopeMetrics: [{ metrics: Metric[] }] }] };
    const metrics = body.resourceMetrics[0].scopeMetrics[0].metrics;
    expect(metrics.map((m) => m.name)).toEqual(Object.values(METRIC_NAMES));
    expect(metrics.find((m) => m.name === METRIC_NAMES.CLS)?.unit).toBe('1');
    expect(metrics[0]?.histogram.dataPoints[0]).toMatchObject({
      sum: 1200,
      count: '1',
      attributes: [{ key: 'url.template', value: { stringValue: '/account/login' } }],
    });
    expect(sent[0]?.hidden).toBe(true);

    setAnalytics(false);
    reporter.measure('LCP', 900, '/account/login');
    await reporter.flush();
    expect(sent).toHaveLength(1);
    // Consent withdrawn between a measurement and its batch: not sent either.
    setAnalytics(true);
    reporter.measure('LCP', 900, '/account/login');
    setAnalytics(false);
    await reporter.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends error reports without analytics consent (they need none)', async () => {
    const { reporter, sent, setAnalytics } = setUp();
    setAnalytics(false);
    reporter.error({ kind: 'uncaught', error: new Error('boom') });
    await reporter.flush();
    expect(sent.map((s) => s.url)).toEqual(['/otlp/v1/logs']);
  });

  it('takes the route pattern of where the error happened', async () => {
    const { reporter, logRecords, attr, setRoute } = setUp();
    setRoute('/account/login');
    reporter.error({ kind: 'uncaught', error: new Error('boom') });
    await reporter.flush();
    expect(attr(logRecords()[0], 'url.template')).toBe('/account/login');
  });

  it('does not retry a collector that fails, and stops for the tab after two failures', async () => {
    let calls = 0;
    const { reporter, sent } = setUp({}, async () => {
      calls += 1;
      if (calls === 1) return false; // 503
      throw new TypeError('Failed to fetch'); // down
    });
    reporter.error({ kind: 'uncaught', error: new Error('one') });
    await reporter.flush();
    reporter.error({ kind: 'uncaught', error: new Error('two') });
    await expect(reporter.flush()).resolves.toBeUndefined();
    reporter.error({ kind: 'uncaught', error: new Error('three') });
    reporter.measure('LCP', 1000, '/');
    await reporter.flush();
    await reporter.flush(true);
    // Two sends, each batch once: the failed batch is not sent again, and nothing after the second failure.
    expect(sent).toHaveLength(2);
    // By the record's body: a stack trace names the test file's folder, which may hold 'one' itself.
    expect(JSON.stringify(sent[1]?.body)).toContain('"stringValue":"Error: two"');
    expect(JSON.stringify(sent[1]?.body)).not.toContain('"stringValue":"Error: one"');
  });
});

describe('what of an error is sent', () => {
  it('scrubs URLs: no query, no fragment, ids as :id', () => {
    expect(scrubUrl('https://portal.example/enterprise/42/projects/123456/?q=acme#top')).toBe(
      'https://portal.example/enterprise/:id/projects/:id/',
    );
  });

  it('keeps a message short and its first line only', () => {
    expect(scrubMessage(`${'a'.repeat(400)}\nsecond`)).toHaveLength(301);
  });

  it('keeps only the frames of a stack', () => {
    expect(scrubStack('Error: secret text\n    at f (http://h/static/js/a.js:1:2)\n  some note')).toBe(
      'at f (http://h/static/js/a.js:1:2)',
    );
  });
});

describe('route patterns', () => {
  it('writes a path as the route table writes its route, without the locale', () => {
    expect(routePattern('/enterprise/5f0c/projects/77/deliverables/')).toBe(
      '/enterprise/:enterpriseId/projects/:projectId/:tab?/',
    );
    expect(routePattern('/pt-pt/account/login')).toBe('/account/login');
    expect(routePattern('/enterprise/5f0c/')).toBe('/enterprise/:enterpriseId/');
    expect(routePattern('/no/such/place/alice@acme.test')).toBe('(unknown)');
  });
});
