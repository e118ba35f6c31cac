/**
 * The reference API's OpenTelemetry receiver: OTLP/HTTP in its JSON encoding at
 * `/otlp/v1/logs` and `/otlp/v1/metrics`, what the portal's error reports and field measurements
 * (src/telemetry/) are posted to under `npm start` (telemetry.endpoint `/otlp/`). Not part of the
 * enterprise API: it is not in openapi/enterprise-api.yaml, and its requests are validated instead
 * against OpenTelemetry's own protobuf definitions, the protobufjs root generated from
 * opentelemetry-proto that @opentelemetry/otlp-transformer ships (its package exports no entry for
 * it: it is required by its file's path).
 *
 * A request is valid when its JSON reads as the service's request message (`fromObject`) and reads
 * back the same (`toObject`): a field of the wrong type fails the first, a field the message does not
 * have (a misspelling) or an enum value it does not know is missing from the second. Valid: 200
 * `{}` (OTLP's full success) and the request is kept, the last 100 of each signal, for the tests
 * (GET /__test__/otlp). Invalid: 400 with what differs, and nothing kept.
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, sendProblem } from './http';

export const OTLP_PREFIX = '/otlp/';
export type OtlpSignal = 'logs' | 'metrics';

interface ProtoType {
  fromObject(object: Record<string, unknown>): unknown;
  toObject(message: unknown, options: Record<string, unknown>): Record<string, unknown>;
}

const proto = (
  createRequire(import.meta.url)('@opentelemetry/otlp-transformer/build/src/generated/root.js') as {
    opentelemetry: { proto: { collector: Record<OtlpSignal, { v1: Record<string, ProtoType> }> } };
  }
).opentelemetry.proto.collector;

const REQUEST_TYPES: Record<OtlpSignal, ProtoType | undefined> = {
  logs: proto.logs.v1.ExportLogsServiceRequest,
  metrics: proto.metrics.v1.ExportMetricsServiceRequest,
};

const KEPT = 100;
const BODY_LIMIT = 1_000_000;

/** 64-bit integers are strings in OTLP's JSON, or numbers: compared as their text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The paths where `actual` differs from `expected` (at most 5). */
function differences(expected: unknown, actual: unknown, path = '', found: string[] = []): string[] {
  if (found.length >= 5) return found;
  if (typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys)
      differences(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${path}.${key}`,
        found,
      );
  } else if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    found.push(`${path || '(body)'}: ${JSON.stringify(expected)} reads as ${JSON.stringify(actual) ?? 'nothing'}`);
  }
  return found;
}

/** The problems of an OTLP/HTTP JSON request of `signal` against opentelemetry-proto; [] when valid. */
export function otlpProblems(signal: OtlpSignal, body: unknown): string[] {
  const type = REQUEST_TYPES[signal];
  if (!type) return [`No OTLP signal ${signal}.`];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['The body is not a JSON object.'];
  let back: Record<string, unknown>;
  try {
    back = type.toObject(type.fromObject(body as Record<string, unknown>), { longs: String, enums: Number });
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  return differences(canonical(body), canonical(back));
}

export interface OtlpStore {
  logs: unknown[];
  metrics: unknown[];
}

export const newOtlpStore = (): OtlpStore => ({ logs: [], metrics: [] });

/**
 * POST /otlp/v1/logs and /otlp/v1/metrics. Returns false for any other path (not the receiver's);
 * CORS-free: the portal posts to it from its own origin under `npm start`.
 */
export async function handleOtlp(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  store: OtlpStore,
): Promise<boolean> {
  const signal = /^\/otlp\/v1\/(logs|metrics)\/?$/.exec(pathname)?.[1] as OtlpSignal | undefined;
  if (!signal) return false;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendProblem(res, 405, `${pathname} takes POST.`);
    return true;
  }
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    sendProblem(res, 415, 'OTLP/HTTP here takes its JSON encoding (Content-Type: application/json).');
    return true;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, BODY_LIMIT)).toString('utf8'));
  } catch {
    sendProblem(res, 400, 'The body is not JSON.');
    return true;
  }
  const problems = otlpProblems(signal, body);
  if (problems.length > 0) {
    sendProblem(res, 400, `Not an OTLP ${signal} request: ${problems.join('; ')}`);
    return true;
  }
  store[signal].push(body);
  if (store[signal].length > KEPT) store[signal].splice(0, store[signal].length - KEPT);
  sendJson(res, 200, {});
  return true;
}
