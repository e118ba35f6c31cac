/**
 * Test and Pact support under `/__test__/`, outside the validated catalogue of the API description
 * (it is not part of the product's API). Enabled only with the option `testEndpoints` or
 * REFERENCE_API_TEST_ENDPOINTS=1.
 *
 *   POST   /__test__/reset             back to the demo data; faults, stats, counters and the violations window cleared
 *   GET    /__test__/stats             { refreshCalls, requests: [{ method, path }], addresses: [{ path, forwardedFor, realIp }] }
 *                                      (addresses: the X-Forwarded-For and X-Real-IP each API request came with, or null)
 *   GET    /__test__/violations        { violations: [{ operationId, method, path, status, problems }] }: the
 *                                      responses since the last POST /__test__/reset that openapi/enterprise-api.yaml
 *                                      does not allow (each was answered as a 500); the browser tests fail on any
 *   POST   /__test__/provider-states   Pact's state change { state, params, action: 'setup' | 'teardown' }
 *   POST   /__test__/faults            { method, pathPattern, status?, delayMs?, networkError?, times?, cacheControl? }
 *   DELETE /__test__/faults            clears the faults
 *   GET    /__test__/otlp              { logs, metrics }: the last OTLP/HTTP requests the receiver kept
 *                                      (./otlp.ts), as posted, since the last POST /__test__/reset
 */
import type { OtlpStore } from './otlp';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, sendProblem } from './http';
import { providerStates } from './provider-states';
import type { Store } from './store';

export interface Fault {
  /** An HTTP method, or `*` for any. */
  method: string;
  /** A regular expression tested against the request path (e.g. `^/api/users/self/profile/$`). */
  pathPattern: RegExp;
  status?: number;
  delayMs?: number;
  networkError?: boolean;
  /** How many more matching requests it applies to. */
  remaining: number;
  /** The Cache-Control of the answer given with `status` ('' for none); default no-store, as every answer of the API. */
  cacheControl?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
}

/** The client-address headers an API request came with (what a proxy in front set, or passed on). */
export interface RecordedAddresses {
  path: string;
  forwardedFor: string | null;
  realIp: string | null;
}

/** A handler response the description does not allow (answered as a 500 instead). */
export interface ResponseViolation {
  operationId: string;
  method: string;
  path: string;
  status: number;
  problems: string[];
}

/** What the test endpoints observe and change besides the store. */
export interface TestRuntime {
  faults: Fault[];
  requests: RecordedRequest[];
  addresses: RecordedAddresses[];
  refreshCalls: number;
  /**
   * True from a provider-state setup until the next API request. Pact sends one setup call per
   * state of an interaction: only the first of them resets, so an interaction's states add up.
   */
  settingUpStates: boolean;
}

export const newTestRuntime = (): TestRuntime => ({
  faults: [],
  requests: [],
  addresses: [],
  refreshCalls: 0,
  settingUpStates: false,
});

/** The first fault matching the request, counted as used. */
export function takeFault(runtime: TestRuntime, method: string, path: string): Fault | undefined {
  const fault = runtime.faults.find(
    (f) => (f.method === '*' || f.method === method.toUpperCase()) && f.pathPattern.test(path),
  );
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) runtime.faults.splice(runtime.faults.indexOf(fault), 1);
  return fault;
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function parseFault(body: unknown): Fault | string {
  if (!isRecord(body)) return 'The body must be a JSON object.';
  const { method = '*', pathPattern, status, delayMs, networkError, times, cacheControl } = body;
  if (typeof method !== 'string' || typeof pathPattern !== 'string' || pathPattern === '')
    return 'method and pathPattern must be strings.';
  let pattern: RegExp;
  try {
    pattern = new RegExp(pathPattern);
  } catch {
    return `pathPattern is not a regular expression: ${pathPattern}`;
  }
  if (status !== undefined && (!isCount(status) || status < 100 || status > 599))
    return 'status must be an HTTP status code.';
  if (delayMs !== undefined && !isCount(delayMs)) return 'delayMs must be a whole number of milliseconds.';
  if (networkError !== undefined && typeof networkError !== 'boolean') return 'networkError must be a boolean.';
  if (times !== undefined && (!isCount(times) || times === 0)) return 'times must be a positive whole number.';
  if (cacheControl !== undefined && typeof cacheControl !== 'string') return 'cacheControl must be a string.';
  if (status === undefined && delayMs === undefined && networkError !== true)
    return 'A fault needs status, delayMs or networkError.';
  return {
    method: method.toUpperCase(),
    pathPattern: pattern,
    status,
    delayMs,
    networkError,
    remaining: times ?? Number.POSITIVE_INFINITY,
    ...(cacheControl === undefined ? {} : { cacheControl }),
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, 64 * 1024);
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

export interface TestEndpointDeps {
  runtime: TestRuntime;
  store: Store;
  /** Back to the seed (also run by a provider-state setup). */
  reset: () => void;
  now: () => Date;
  /** The OTLP requests the receiver kept (./otlp.ts). */
  otlp: OtlpStore;
  /** The violations recorded since the last POST /__test__/reset. */
  violationsSinceReset: () => ResponseViolation[];
  /** Starts a new window for violationsSinceReset (POST /__test__/reset only: a provider state keeps it). */
  startViolationWindow: () => void;
}

async function providerStateChange(req: IncomingMessage, res: ServerResponse, deps: TestEndpointDeps): Promise<void> {
  const body = await readJson(req);
  if (!isRecord(body) || typeof body.state !== 'string')
    return sendProblem(res, 400, 'Send { state, params, action }.');
  if (body.action === 'teardown') return sendJson(res, 200, {});
  const state = Object.hasOwn(providerStates, body.state) ? providerStates[body.state] : undefined;
  if (!state)
    return sendProblem(
      res,
      400,
      `Unknown provider state "${body.state}". Known: ${Object.keys(providerStates).join('; ')}`,
    );
  if (!deps.runtime.settingUpStates) deps.reset();
  deps.runtime.settingUpStates = true;
  const values = state({ data: deps.store.data, params: isRecord(body.params) ? body.params : {}, now: deps.now });
  sendJson(res, 200, values ?? {});
}

async function addFault(req: IncomingMessage, res: ServerResponse, runtime: TestRuntime): Promise<void> {
  const fault = parseFault(await readJson(req));
  if (typeof fault === 'string') return sendProblem(res, 400, fault);
  runtime.faults.push(fault);
  sendJson(res, 204, undefined);
}

export async function handleTestEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: TestEndpointDeps,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${path.replace(/\/+$/, '')}`;
  switch (route) {
    case 'POST /__test__/reset':
      deps.reset();
      deps.startViolationWindow();
      return sendJson(res, 204, undefined);
    case 'GET /__test__/stats':
      return sendJson(res, 200, {
        refreshCalls: deps.runtime.refreshCalls,
        requests: deps.runtime.requests,
        addresses: deps.runtime.addresses,
      });
    case 'GET /__test__/violations':
      return sendJson(res, 200, { violations: deps.violationsSinceReset() });
    case 'POST /__test__/provider-states':
      return providerStateChange(req, res, deps);
    case 'POST /__test__/faults':
      return addFault(req, res, deps.runtime);
    case 'GET /__test__/otlp':
      return sendJson(res, 200, deps.otlp);
    case 'DELETE /__test__/faults':
      deps.runtime.faults.length = 0;
      return sendJson(res, 204, undefined);
    default:
      return sendProblem(res, 404, `No test endpoint ${route}.`);
  }
}
