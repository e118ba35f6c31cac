import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { otlpProblems } from '../../../scripts/dev-api/otlp';
import { createReporter } from '../../../src/telemetry/reporter';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

/** What the portal's reporter posts: one error and one measurement. */
async function reporterBodies(): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown> = {};
  const reporter = createReporter({
    endpoint: '/otlp/',
    version: '1.2.3',
    sessionId: 'tab',
    browser: 'Chrome 140',
    route: () => '/enterprise/:enterpriseId/',
    analyticsAllowed: () => true,
    send: async (url, body) => {
      bodies[url.endsWith('logs') ? 'logs' : 'metrics'] = JSON.parse(body);
      return true;
    },
    setTimer: () => undefined,
  });
  reporter?.error({ kind: 'uncaught', error: new TypeError('x is undefined') });
  reporter?.measure('LCP', 1234.5, '/account/login');
  await reporter?.flush();
  return bodies;
}

describe("the reference API's OTLP receiver (OpenTelemetry's protobuf definitions)", () => {
  it("takes the portal's log records and histograms", async () => {
    const { logs, metrics } = await reporterBodies();
    expect(otlpProblems('logs', logs)).toEqual([]);
    expect(otlpProblems('metrics', metrics)).toEqual([]);
  });

  it('refuses a field of the wrong type, a field OTLP does not have and an unknown enum value', () => {
    const record = (fields: Record<string, unknown>) => ({ resourceLogs: [{ scopeLogs: [{ logRecords: [fields] }] }] });
    expect(otlpProblems('logs', { resourceLogs: {} })).not.toEqual([]);
    expect(otlpProblems('logs', record({ severityNumber: 17, bodyText: 'misspelled' })).join()).toContain('bodyText');
    expect(otlpProblems('logs', record({ severityNumber: 'LOUD' })).join()).toContain('severityNumber');
    expect(otlpProblems('logs', record({ body: 'a string, not an AnyValue' })).join()).toContain('object expected');
  });

  describe('over HTTP, kept for the tests', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(async () => {
      await api.closeChecked();
    });

    it('answers 200 and keeps a valid request; 400 and keeps nothing for an invalid one', async () => {
      const { logs } = await reporterBodies();
      expect((await api.call('POST', '/otlp/v1/logs', { body: logs })).status).toBe(200);
      const invalid = await api.call('POST', '/otlp/v1/metrics', { body: { resourceMetrics: [{ bogus: 1 }] } });
      expect(invalid.status).toBe(400);
      const kept = await api.call<{ logs: unknown[]; metrics: unknown[] }>('GET', '/__test__/otlp');
      expect(kept.body).toEqual({ logs: [logs], metrics: [] });
      await api.call('POST', '/__test__/reset');
      expect((await api.call('GET', '/__test__/otlp')).body).toEqual({ logs: [], metrics: [] });
    });
  });
});
