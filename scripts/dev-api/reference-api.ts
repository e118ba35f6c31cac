/**
 * The reference enterprise API: in memory, seeded with docs/demo-data.md, routed and validated by
 * openapi/enterprise-api.yaml. Every request is checked against the description (400, or 404 for a
 * path parameter when the operation declares 404 and no 400); every handler response is checked too,
 * and a response the description does not allow becomes a loud 500 (recorded with `strictResponses`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { loadApiDescription, matchRoute, type OperationInfo } from './description';
import { createFileLinks, FILES_PREFIX, serveFile } from './files';
import type { HandlerContext, OperationId } from './handlers/context';
import { handlers } from './handler-table';
import { handleOtlp, newOtlpStore, OTLP_PREFIX } from './otlp';
import {
  BodyTooLargeError,
  declaredLength,
  delay,
  readBody,
  refuseUnreadBody,
  requestTarget,
  sendJson,
  sendMalformedTarget,
  sendProblem,
} from './http';
import { checkBearer, type SessionClock } from './sessions';
import { createStore, findUserById, type Store } from './store';
import type { UserRecord } from './types';
import {
  handleTestEndpoint,
  newTestRuntime,
  takeFault,
  type RecordedRequest,
  type ResponseViolation,
} from './test-endpoints';
import { createValidator, type RequestCheck } from './schema-validation';

export const DEFAULT_LOCALIZATION_DIR = fileURLToPath(new URL('./localization/', import.meta.url));
const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;
const tooLarge = `The body is larger than ${BODY_LIMIT_BYTES} bytes.`;

/** What a handler answers, loosely typed: the form a test override uses to produce a broken response. */
export interface LooseResult {
  status: number;
  body?: unknown;
  statusText?: string;
}
type LooseRequest = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };
export type LooseHandler = (request: LooseRequest, context: HandlerContext) => LooseResult | Promise<LooseResult>;

export interface Logger {
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

export interface ReferenceApiOptions {
  /** Access-token lifetime; default env API_TOKEN_LIFETIME, else 3600. */
  tokenLifetimeSeconds?: number;
  /**
   * Record response violations for `responseViolations()` and GET /__test__/violations; default on
   * when NODE_ENV=test, REFERENCE_API_STRICT=1 or the test endpoints are enabled (a test run).
   */
  strictResponses?: boolean;
  /** Serve `/__test__/...`; default on when REFERENCE_API_TEST_ENDPOINTS=1. */
  testEndpoints?: boolean;
  /** The clock of tokens, creation dates and embed expiries. */
  now?: () => Date;
  descriptionPath?: string;
  localizationDir?: string;
  logger?: Logger;
  /** Test seam: replace the handler of an operation (e.g. to prove a broken response is caught). */
  handlerOverrides?: Partial<Record<OperationId, LooseHandler>>;
  /** Where the env defaults are read; default process.env. */
  env?: NodeJS.ProcessEnv;
  /**
   * The site origin the links the API returns (downloads, previews, pictures) start with; default env
   * REFERENCE_API_PUBLIC_ORIGIN, else the address of the server it runs in when that server is the
   * API alone (`usePublicOrigin`), else none: the links are relative to the site that serves both
   * the portal and the API (`npm start`), so they work whatever address the user typed. Never taken
   * from a request's Host or X-Forwarded-* headers, which the caller chooses.
   */
  publicOrigin?: string;
}

export type { ResponseViolation };

export interface ReferenceApi {
  /** Answers API, localization, file and (if enabled) test requests; false when the request is not the API's. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Back to the demo data; faults, recorded requests and the refresh counter cleared. */
  reset(): void;
  store: Store;
  responseViolations(): ResponseViolation[];
  refreshCalls(): number;
  /** The operations of the description, as routed. */
  operations: readonly OperationInfo[];
  /** The server's own address, for the links, unless a public origin was configured. */
  usePublicOrigin(origin: string): void;
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of seconds above 0, not "${value}".`);
  return n;
}

/**
 * Where the demo may run: NODE_ENV unset (or empty), `development` or `test`, exactly. An allow-list,
 * not a list of production's spellings: `prd`, `live`, `staging` or `production` with an invisible
 * character are not places for known passwords either.
 */
export const DEMO_NODE_ENVS: readonly string[] = ['', 'development', 'test'];
export const demoAllowed = (nodeEnv: string | undefined): boolean => DEMO_NODE_ENVS.includes(nodeEnv ?? '');

/** A value quoted with its invisible characters written out (`"production\u200b"`). */
const visible = (value: string | undefined): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function resolveOptions(options: ReferenceApiOptions) {
  const env = options.env ?? process.env;
  if (!demoAllowed(env.NODE_ENV)) {
    throw new Error(
      'The reference API is a demo with known accounts and passwords: it starts only with NODE_ENV unset, ' +
        `'development' or 'test', not NODE_ENV=${visible(env.NODE_ENV)}. ` +
        'Serve the portal with `npm run serve` in front of the real API (README, "Deploying").',
    );
  }
  const publicOrigin = options.publicOrigin ?? (env.REFERENCE_API_PUBLIC_ORIGIN || undefined);
  const testEndpoints = options.testEndpoints ?? env.REFERENCE_API_TEST_ENDPOINTS === '1';
  return {
    tokenLifetimeSeconds:
      options.tokenLifetimeSeconds ??
      positiveInteger('API_TOKEN_LIFETIME', env.API_TOKEN_LIFETIME) ??
      DEFAULT_TOKEN_LIFETIME_SECONDS,
    strictResponses:
      options.strictResponses ?? (env.NODE_ENV === 'test' || env.REFERENCE_API_STRICT === '1' || testEndpoints),
    testEndpoints,
    now: options.now ?? (() => new Date()),
    localizationDir: options.localizationDir ?? DEFAULT_LOCALIZATION_DIR,
    logger: options.logger ?? console,
    overrides: options.handlerOverrides ?? {},
    publicOrigin: publicOrigin === undefined ? undefined : new URL(publicOrigin).origin,
  };
}

/** The status of a request that fails validation: a path naming no resource is 404 where the operation has no 400. */
function rejectionStatus(operation: OperationInfo, check: Extract<RequestCheck, { ok: false }>): number {
  return check.location === 'path' && operation.responses.has('404') && !operation.responses.has('400') ? 404 : 400;
}

export function createReferenceApi(options: ReferenceApiOptions = {}): ReferenceApi {
  const settings = resolveOptions(options);
  const description = loadApiDescription(options.descriptionPath);
  const validator = createValidator(description);
  const store = createStore();
  const runtime = newTestRuntime();
  /** The OTLP requests the receiver kept (GET /__test__/otlp). */
  const otlp = newOtlpStore();
  const violations: ResponseViolation[] = [];
  /** Where the window of GET /__test__/violations starts (moved by POST /__test__/reset). */
  let violationWindowStart = 0;
  const warnedGaps = new Set<string>();
  const sessionClock: SessionClock = { now: settings.now, tokenLifetimeSeconds: settings.tokenLifetimeSeconds };
  const fileLinks = createFileLinks(settings.now);
  const { logger } = settings;
  let publicOrigin = settings.publicOrigin ?? '';

  function reset(): void {
    store.reset();
    runtime.faults = [];
    runtime.requests = [];
    runtime.addresses = [];
    runtime.refreshCalls = 0;
    otlp.logs = [];
    otlp.metrics = [];
  }

  /** Responses of the router itself (401, 400 from validation): a status the operation lacks is a gap in the description. */
  function sendFrameworkProblem(res: ServerResponse, operation: OperationInfo, status: number, message: string): void {
    if (!operation.responses.has(String(status)) && !warnedGaps.has(`${operation.operationId}:${status}`)) {
      warnedGaps.add(`${operation.operationId}:${status}`);
      logger.warn(
        `[reference-api] ${operation.operationId} answered ${status}, which openapi/enterprise-api.yaml does not declare for it.`,
      );
    }
    sendProblem(res, status, message);
  }

  function recordViolation(res: ServerResponse, violation: ResponseViolation): void {
    logger.error(
      [
        '',
        '✖✖✖ REFERENCE API RESPONSE VIOLATES openapi/enterprise-api.yaml ✖✖✖',
        `    ${violation.operationId}: ${violation.method} ${violation.path} → ${violation.status}`,
        ...violation.problems.map((p) => `    - ${p}`),
        '',
      ].join('\n'),
    );
    if (settings.strictResponses) violations.push(violation);
    sendProblem(
      res,
      500,
      `The reference API produced a response that violates the API description: ${violation.problems.join('; ')}`,
    );
  }

  async function runHandler(
    operation: OperationInfo,
    request: LooseRequest,
    context: HandlerContext,
  ): Promise<LooseResult> {
    const operationId = operation.operationId as OperationId;
    // The one loose call: the router reaches handlers by a runtime operationId; responses are validated below.
    const registry = handlers as unknown as Record<string, LooseHandler | undefined>;
    const handler = settings.overrides[operationId] ?? registry[operationId];
    if (!handler) return { status: 501, body: { message: `No handler for ${operationId}.` } };
    return handler(request, context);
  }

  async function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    operation: OperationInfo,
    url: URL,
    pathParams: Record<string, string>,
  ) {
    // The token is checked, and a declared length weighed, before a byte of the body is read.
    let user: UserRecord | null = null;
    if (operation.secured) {
      const bearer = checkBearer(store.data, req.headers.authorization, settings.now());
      user = bearer.ok ? (findUserById(store.data, bearer.userId) ?? null) : null;
      if (!user) {
        refuseUnreadBody(req, res);
        res.setHeader('WWW-Authenticate', 'Bearer');
        return sendFrameworkProblem(res, operation, 401, bearer.ok ? 'The account no longer exists.' : bearer.message);
      }
    }
    if ((declaredLength(req) ?? 0) > BODY_LIMIT_BYTES) throw new BodyTooLargeError(tooLarge);
    const rawBody = await readBody(req, BODY_LIMIT_BYTES);
    const contentType = req.headers['content-type'];
    const check = validator.checkRequest(operation, {
      pathParams,
      searchParams: url.searchParams,
      headers: req.headers,
      contentType,
      rawBody,
    });
    if (!check.ok) return sendFrameworkProblem(res, operation, rejectionStatus(operation, check), check.message);
    const context: HandlerContext = {
      store,
      user,
      now: settings.now,
      sessionClock,
      origin: publicOrigin,
      fileLink: (path, query) => `${publicOrigin}${fileLinks.sign(path, query)}`,
      rawBody,
      contentType,
      localizationDir: settings.localizationDir,
      countRefreshCall: () => {
        runtime.refreshCalls += 1;
      },
    };
    const result = await runHandler(operation, { path: check.path, query: check.query, body: check.body }, context);
    const problems = validator.checkResponse(operation, result.status, result.body);
    if (problems.length > 0) {
      return recordViolation(res, {
        operationId: operation.operationId,
        method: req.method ?? 'GET',
        path: url.pathname,
        status: result.status,
        problems,
      });
    }
    sendJson(res, result.status, result.body, result.statusText);
  }

  /** Applies an injected fault; true when it answered (or dropped) the request. */
  async function applyFault(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const fault = takeFault(runtime, req.method ?? 'GET', path);
    if (!fault) return false;
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.networkError) {
      req.socket.destroy();
      return true;
    }
    if (fault.status === undefined) return false;
    sendJson(
      res,
      fault.status,
      { message: 'Injected fault (reference API test endpoint).' },
      undefined,
      fault.cacheControl,
    );
    return true;
  }

  async function handleOwned(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: ReturnType<typeof matchRoute>,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (settings.testEndpoints) {
      runtime.requests.push({ method, path: url.pathname } satisfies RecordedRequest);
      const header = (name: string) => [req.headers[name] ?? []].flat().join(', ') || null;
      runtime.addresses.push({
        path: url.pathname,
        forwardedFor: header('x-forwarded-for'),
        realIp: header('x-real-ip'),
      });
    }
    runtime.settingUpStates = false;
    if (await applyFault(req, res, url.pathname)) return;
    if (url.pathname.startsWith(FILES_PREFIX)) return serveFile(req, res, url, store.data, fileLinks);
    if (route.kind === 'none') return sendProblem(res, 404, `openapi/enterprise-api.yaml has no path ${url.pathname}.`);
    if (route.kind === 'method-not-allowed') {
      res.setHeader('Allow', route.allow.join(', '));
      return sendProblem(res, 405, `${url.pathname} does not take ${method}; it takes ${route.allow.join(', ')}.`);
    }
    return dispatch(req, res, route.operation, url, route.pathParams);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = requestTarget(req);
    if (!url) {
      sendMalformedTarget(res);
      return true;
    }
    if (settings.testEndpoints && url.pathname.startsWith('/__test__/')) {
      await handleTestEndpoint(req, res, url.pathname, {
        runtime,
        store,
        reset,
        now: settings.now,
        otlp,
        violationsSinceReset: () => violations.slice(violationWindowStart),
        startViolationWindow: () => {
          violationWindowStart = violations.length;
        },
      });
      return true;
    }
    // The OpenTelemetry receiver (./otlp.ts): not the enterprise API, so neither routed nor validated
    // by openapi/enterprise-api.yaml; OpenTelemetry's own protobuf definitions validate it.
    if (url.pathname.startsWith(OTLP_PREFIX)) {
      try {
        if (await handleOtlp(req, res, url.pathname, otlp)) return true;
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        refuseUnreadBody(req, res);
        sendProblem(res, 413, error.message);
        return true;
      }
    }
    const route = matchRoute(description.operations, req.method ?? 'GET', url.pathname);
    const isApiPath = url.pathname === '/api' || url.pathname.startsWith('/api/');
    if (route.kind === 'none' && !isApiPath) return false;
    try {
      await handleOwned(req, res, url, route);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseUnreadBody(req, res);
        sendProblem(res, 413, error.message);
      } else {
        logger.error('[reference-api] unexpected error', error);
        if (!res.headersSent) sendProblem(res, 500, 'The reference API failed unexpectedly.');
        else res.destroy();
      }
    }
    return true;
  }

  return {
    handle,
    reset,
    store,
    responseViolations: () => [...violations],
    refreshCalls: () => runtime.refreshCalls,
    operations: description.operations,
    usePublicOrigin: (origin) => {
      if (settings.publicOrigin === undefined) publicOrigin = new URL(origin).origin;
    },
  };
}
