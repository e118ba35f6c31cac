/**
 * `npm run serve`: the production serving path. The built portal (dist/, or DIST_DIR) with the
 * security headers of scripts/security-headers.ts, the SPA fallback, a year's caching for the hashed
 * assets and none for index.html and config.json; the API (and the localization catalogues) proxied
 * to API_UPSTREAM, or called directly by the browser at an absolute `apiBaseUrl`. It never starts the
 * reference API (that is `npm start`, the demo). deploy/nginx.conf is the same for nginx.
 *
 * Env: PORT (8080), HOST (127.0.0.1), DIST_DIR; API_UPSTREAM (https://…; http:// only to a loopback
 * address); PUBLIC_ORIGIN (the https:// address users reach, when TLS ends at a proxy in front: adds
 * Strict-Transport-Security); the config.json overrides INVITE_ENTERPRISE, HIDE_REQUEST_PROJECT,
 * CAPTCHA_ENABLED, CAPTCHA_SITE_KEY, API_DOCUMENTATION_URL, API_BASE_URL, TELEMETRY_ENDPOINT (written into
 * `telemetry.endpoint`: where the browser posts its error reports and field measurements, OTLP/HTTP).
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import {
  Agent as HttpAgent,
  createServer,
  request as httpRequest,
  type ClientRequestArgs,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest, type RequestOptions as HttpsRequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  BodyTooLargeError,
  closeServer,
  declaredLength,
  listen,
  readBody,
  refuseUnreadBody,
  requestTarget,
  sendMalformedTarget,
} from './dev-api/http';
import { API_BASE_URL_RULE, parseApiBaseUrl } from '../src/config/api-base-url';
import { parseTelemetry, TELEMETRY_ENDPOINT_RULE } from '../src/config/telemetry-endpoint';
import { prerenderedFile } from './prerender';
import { CACHE_CONTROL, securityHeaders, type HeaderConfig } from './security-headers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The content type of each file extension served (deploy/nginx.conf's `types` are these too). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};
/** The content types compressed, from COMPRESS_MIN_BYTES on (nginx's `gzip_types` and `gzip_min_length` too). */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
export const COMPRESS_MIN_BYTES = 1024;

// ───────────────────────────── runtime configuration ─────────────────────────────

export type JsonObject = Record<string, unknown>;

const BOOLEAN_OVERRIDES: ReadonlyArray<[env: string, path: readonly string[]]> = [
  ['INVITE_ENTERPRISE', ['inviteEnterprise']],
  ['HIDE_REQUEST_PROJECT', ['hideRequestProject']],
  ['CAPTCHA_ENABLED', ['captcha', 'enabled']],
];
const STRING_OVERRIDES: ReadonlyArray<[env: string, path: readonly string[]]> = [
  ['CAPTCHA_SITE_KEY', ['captcha', 'siteKey']],
  ['API_DOCUMENTATION_URL', ['apiDocumentationUrl']],
  ['API_BASE_URL', ['apiBaseUrl']],
  ['TELEMETRY_ENDPOINT', ['telemetry', 'endpoint']],
];

export type ConfigOverride = { path: readonly string[]; value: string | boolean };

/** The config.json overrides the environment asks for; a boolean that is not 'true' or 'false' is an error. */
export function configOverridesFromEnv(env: NodeJS.ProcessEnv): ConfigOverride[] {
  const overrides: ConfigOverride[] = [];
  for (const [name, path] of BOOLEAN_OVERRIDES) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (value !== 'true' && value !== 'false') throw new Error(`${name} must be 'true' or 'false', not '${value}'.`);
    overrides.push({ path, value: value === 'true' });
  }
  for (const [name, path] of STRING_OVERRIDES) {
    const value = env[name];
    if (value !== undefined) overrides.push({ path, value });
  }
  return overrides;
}

export function applyOverrides(config: JsonObject, overrides: ConfigOverride[]): JsonObject {
  const result = structuredClone(config);
  for (const { path, value } of overrides) {
    let node = result;
    for (const key of path.slice(0, -1)) {
      const child = node[key];
      node = typeof child === 'object' && child !== null ? (child as JsonObject) : (node[key] = {});
    }
    const last = path[path.length - 1];
    if (last) node[last] = value;
  }
  return result;
}

// ───────────────────────────── static files ─────────────────────────────

interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function findFile(distDir: string, pathname: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = join(distDir, normalize(decoded));
  if (path !== distDir && !path.startsWith(distDir + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

const compressed = new Map<string, Buffer>();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = 'br' | 'gzip';

/** The encoded bytes, kept in memory per file version and encoding; the file is read only on a miss. */
async function compress(file: StaticFile, encoding: Encoding): Promise<Buffer> {
  const key = `${file.path}:${file.mtimeMs}:${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = await readFile(file.path);
    body =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzipAsync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

const isCompressible = (contentType: string, size: number): boolean =>
  COMPRESSIBLE.test(contentType) && size >= COMPRESS_MIN_BYTES;

/** The best encoding the client accepts for the file, if it is worth compressing. */
function pickEncoding(req: IncomingMessage, file: StaticFile, contentType: string): Encoding | null {
  if (!isCompressible(contentType, file.size)) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Compresses the build's text files in the background, so no first visit waits for it. */
async function warmCompression(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    const file = { path, size: info.size, mtimeMs: info.mtimeMs };
    if (!isCompressible(CONTENT_TYPES[extname(path).toLowerCase()] ?? '', file.size)) continue;
    for (const encoding of ['br', 'gzip'] as const) await compress(file, encoding);
  }
}

async function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  cacheControl: string,
): Promise<void> {
  const contentType = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = pickEncoding(req, file, contentType);
  const body = encoding ? await compress(file, encoding) : await readFile(file.path);
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** A missing hashed asset or file-like path is a 404, not the SPA: a stale chunk must fail as a chunk-load error. */
const isAssetPath = (pathname: string): boolean =>
  pathname.startsWith('/static/') || extname(pathname) in CONTENT_TYPES;

// ───────────────────────────── the portal ─────────────────────────────

/** The sign-out form posts to /account/logoff (optionally after a locale segment): answer with the login page. */
const LOGOFF = /^(\/[a-z]{2}-[a-z]{2})?\/account\/logoff\/?$/;
/** What goes to the API: its base path and the localization catalogues (served at the site origin). */
export const API_PATH = /^\/api(\/|$)|^\/[a-z]{2}-[a-z]{2}\/localization\/?$/i;

/** A preload of a JSON answer that start-up fetches (mode cors, credentials same-origin, as its fetch). */
const fetchPreload = (path: string): string => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;

/**
 * The page path's locale for its catalogue's preload: a first segment of two lowercase letters, a
 * hyphen and two more (the locale, as start-up asks for its catalogue); a locale segment with
 * capitals matches none (start-up asks for it in lowercase, which nginx cannot write); no locale
 * segment is en-us (src/i18n/locale.ts). nginx's map (scripts/gen-nginx.ts) applies these patterns.
 */
export const PRELOAD_LOCALE = /^\/([a-z]{2}-[a-z]{2})(?:[/?]|$)/;
export const ANY_CASE_LOCALE = /^\/[a-z]{2}-[a-z]{2}(?:[/?]|$)/i;
export const DEFAULT_PRELOAD_LOCALE = 'en-us';

/**
 * The `Link` header of every page (a prerendered one or index.html; decision 0053): config.json and
 * the page's catalogue start with the HTML, before any script has run, and start-up's own fetches
 * take their answers.
 */
export function pagePreloadLink(target: string): string {
  return preloadLinkOf(
    PRELOAD_LOCALE.exec(target)?.[1] ?? (ANY_CASE_LOCALE.test(target) ? null : DEFAULT_PRELOAD_LOCALE),
  );
}

/** The `Link` header for a page in `locale` (null: none of the catalogues). */
export const preloadLinkOf = (locale: string | null): string =>
  [fetchPreload('/config.json'), ...(locale ? [fetchPreload(`/${locale}/localization/`)] : [])].join(', ');

/**
 * The configuration, refused when its apiBaseUrl is one the browser would not take
 * (src/config/api-base-url.ts): the portal would call one place and the policy allow another. The
 * error names the setting: API_BASE_URL when the environment sets it, else the file's apiBaseUrl.
 */
export function checkApiBaseUrl(config: JsonObject, env: NodeJS.ProcessEnv, file: string): JsonObject {
  const value = config.apiBaseUrl;
  if (value === undefined || parseApiBaseUrl(value)) return config;
  const setting = env.API_BASE_URL !== undefined ? 'API_BASE_URL' : `apiBaseUrl in ${file}`;
  throw new Error(`${setting} must be ${API_BASE_URL_RULE}, not ${JSON.stringify(value)}.`);
}

/**
 * The configuration, refused when its `telemetry.endpoint` is one the browser would not take
 * (src/config/telemetry-endpoint.ts, the rule of apiBaseUrl or empty): the reports would go where
 * the policy's connect-src does not allow. The error names TELEMETRY_ENDPOINT when the environment
 * sets it, else the file's telemetry.
 */
export function checkTelemetryEndpoint(config: JsonObject, env: NodeJS.ProcessEnv, file: string): JsonObject {
  if (parseTelemetry(config.telemetry) !== null) return config;
  const setting = env.TELEMETRY_ENDPOINT !== undefined ? 'TELEMETRY_ENDPOINT' : `telemetry.endpoint in ${file}`;
  const value = (config.telemetry as JsonObject | null | undefined)?.endpoint;
  throw new Error(`${setting} must be ${TELEMETRY_ENDPOINT_RULE}, not ${JSON.stringify(value ?? config.telemetry)}.`);
}

/** Both checks of the configuration at start: apiBaseUrl and telemetry.endpoint. */
export const checkConfig = (config: JsonObject, env: NodeJS.ProcessEnv, file: string): JsonObject =>
  checkTelemetryEndpoint(checkApiBaseUrl(config, env, file), env, file);

/** config.json of the build (else the shipped default), with the environment's overrides. */
export async function readConfig(distDir: string, env: NodeJS.ProcessEnv): Promise<JsonObject> {
  const overrides = configOverridesFromEnv(env);
  for (const path of [join(distDir, 'config.json'), join(ROOT, 'public', 'config.json')]) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    return checkConfig(applyOverrides(JSON.parse(text) as JsonObject, overrides), env, path);
  }
  return checkConfig(applyOverrides({}, overrides), env, 'config.json');
}

/** What of the configuration the headers follow (the portal's own defaults where config.json says nothing valid). */
export function headerConfig(config: JsonObject): HeaderConfig {
  const captcha = config.captcha as { enabled?: unknown; siteKey?: unknown } | undefined;
  const telemetry = parseTelemetry(config.telemetry);
  return {
    captcha: { enabled: captcha?.enabled === true && typeof captcha.siteKey === 'string' && captcha.siteKey !== '' },
    apiBaseUrl: typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '/api/',
    telemetryEndpoint: telemetry ? telemetry.url : '',
  };
}

/**
 * Whether the site is served over HTTPS: PUBLIC_ORIGIN, the address users reach, says so, in any case
 * (`HTTPS://…` too: the URL parser reads the scheme). One that is not a URL is refused at start.
 */
export function servedOverHttps(env: NodeJS.ProcessEnv): boolean {
  if (env.PUBLIC_ORIGIN === undefined || env.PUBLIC_ORIGIN === '') return false;
  if (!URL.canParse(env.PUBLIC_ORIGIN)) throw new Error(`PUBLIC_ORIGIN must be a URL, not "${env.PUBLIC_ORIGIN}".`);
  return new URL(env.PUBLIC_ORIGIN).protocol === 'https:';
}

export function distDirOf(env: NodeJS.ProcessEnv, distDir?: string): string {
  // DIST_DIR lets parallel checkouts and test runs serve their own build (default dist/).
  const dir = resolve(distDir ?? env.DIST_DIR ?? join(ROOT, 'dist'));
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(
      `${join(dir, 'index.html')} is missing: build the SPA first ("npm run build"; "npm start" builds before it serves).`,
    );
  }
  return dir;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/**
 * The portal's own answers: the security headers on every one, /config.json, the sign-out post, the
 * built files, the prerendered signed-out pages and the SPA fallback. `api` answers first what it owns (true), if given.
 */
export function portalHandler(options: {
  distDir: string;
  config: JsonObject;
  https: boolean;
  api?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { distDir } = options;
  const indexPath = join(distDir, 'index.html');
  const headers = securityHeaders(headerConfig(options.config), { https: options.https });
  const configBody = JSON.stringify(options.config);

  async function serveSpa(req: IncomingMessage, res: ServerResponse, pathname: string, target: string): Promise<void> {
    if (pathname === '/config.json') {
      res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : configBody);
      return;
    }
    const file = await findFile(distDir, pathname);
    if (file) {
      const hashed = pathname.startsWith('/static/');
      if (file.path === indexPath) res.setHeader('Link', pagePreloadLink(target)); // the page of every other path
      return sendStatic(req, res, file, hashed ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.revalidate);
    }
    if (isAssetPath(pathname)) return sendText(res, 404, 'Not found');
    // A signed-out page the build rendered (scripts/prerender.ts) is served as its HTML, whatever the query.
    res.setHeader('Link', pagePreloadLink(target));
    const prerendered = await findFile(distDir, prerenderedFile(pathname.replace(/\/+$/, '')));
    if (prerendered) return sendStatic(req, res, prerendered, CACHE_CONTROL.revalidate);
    const index = await stat(indexPath);
    return sendStatic(
      req,
      res,
      { path: indexPath, size: index.size, mtimeMs: index.mtimeMs },
      CACHE_CONTROL.revalidate,
    );
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = requestTarget(req);
    if (!url) return sendMalformedTarget(res);
    if (options.api && (await options.api(req, res, url))) return;
    const { pathname } = url;
    if (req.method === 'POST' && LOGOFF.test(pathname)) {
      res.statusCode = 303;
      res.setHeader('Location', `${LOGOFF.exec(pathname)?.[1] ?? ''}/account/login`);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    return serveSpa(req, res, pathname, req.url ?? pathname);
  }

  warmCompression(distDir).catch((error: unknown) => console.warn('[portal] could not precompress the build', error));
  return (req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      console.error('[portal] request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  };
}

// ───────────────────────────── the API upstream ─────────────────────────────

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Request headers that belong to one connection, not to the request (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** API_UPSTREAM, checked: https, or http to this machine only (a test, a sidecar). */
export function apiUpstream(value: string | undefined): URL | null {
  if (value === undefined || value === '') return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error(`API_UPSTREAM must be an https:// address (http:// only to a loopback address), not ${value}.`);
  }
  return url;
}

/** The Cache-Control of an API answer that has none (deploy/nginx.conf adds the same). */
export const API_CACHE_CONTROL = 'no-store';

/** The largest request body passed on to the API (nginx's `client_max_body_size` in deploy/nginx.conf). */
export const PROXY_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** The errors of writing to a connection the upstream has closed or reset. */
const CLOSED_CONNECTION = new Set(['EPIPE', 'ECONNRESET']);

/**
 * A connection to the upstream that goes on reading after a write to it failed. The upstream may
 * answer before it has read the body (a 401 or 413 to a large upload), then close the connection:
 * the rest of the body then fails to write (EPIPE, ECONNRESET), maybe before the answer already
 * received was read. Node's connection would close on that error and lose the answer (a 502);
 * here the rest of the body is dropped and the answer is read and passed on. Without one, the
 * connection's end is the request's error (a 502). Such a connection is never reused.
 */
function keepReadingAfterWriteError(socket: Duplex, failed: WeakSet<Duplex>): Duplex {
  const tolerate =
    (callback: (error?: Error | null) => void) =>
    (error?: Error | null): void => {
      if (error && CLOSED_CONNECTION.has((error as NodeJS.ErrnoException).code ?? '')) {
        failed.add(socket);
        callback();
      } else callback(error);
    };
  const write = socket._write.bind(socket);
  socket._write = (chunk, encoding, callback) => {
    if (failed.has(socket)) callback();
    else write(chunk, encoding, tolerate(callback));
  };
  const writev = socket._writev?.bind(socket);
  if (writev) {
    socket._writev = (chunks, callback) => {
      if (failed.has(socket)) callback();
      else writev(chunks, tolerate(callback));
    };
  }
  return socket;
}

/** Keep-alive connections to the upstream that keep reading after a failed write (keepReadingAfterWriteError). */
function upstreamAgent(https: boolean): HttpAgent {
  const failed = new WeakSet<Duplex>();
  const Base = https ? HttpsAgent : HttpAgent;
  return new (class extends Base {
    override createConnection(
      options: ClientRequestArgs & HttpsRequestOptions,
      callback?: (error: Error | null, stream: Duplex) => void,
    ): Duplex | null | undefined {
      const socket = super.createConnection(options, callback);
      return socket ? keepReadingAfterWriteError(socket, failed) : socket;
    }
    override keepSocketAlive(socket: Duplex): boolean {
      return !failed.has(socket) && (super.keepSocketAlive(socket) as unknown as boolean);
    }
  })({ keepAlive: true });
}

/**
 * Forwards the request to the upstream, under the upstream's own path (e.g. https://api.example.com/v2 + /api/x).
 *
 * The body is read whole before the request goes on (as nginx's `proxy_request_buffering` does), and
 * one larger than PROXY_BODY_LIMIT_BYTES is answered 413. The API may answer before it has read the
 * body (a 401 to a large upload) and close the connection: sent piece by piece as the browser's
 * upload arrived, the next piece then failed to write before that answer was read (a 502). Sent at
 * once, the rest of the body is written as the connection allows, and a write that fails because
 * the upstream closed does not end the exchange: its answer is still read and goes on to the browser.
 */
function proxyTo(upstream: URL): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  const base = upstream.pathname.replace(/\/$/, '');
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const agent = upstreamAgent(upstream.protocol === 'https:');
  return async (req, res, url) => {
    if (!API_PATH.test(url.pathname)) return false;
    if ((declaredLength(req) ?? 0) > PROXY_BODY_LIMIT_BYTES) {
      refuseUnreadBody(req, res);
      sendText(res, 413, 'The request body is too large.');
      return true;
    }
    let body: Buffer;
    try {
      body = await readBody(req, PROXY_BODY_LIMIT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      refuseUnreadBody(req, res);
      sendText(res, 413, 'The request body is too large.');
      return true;
    }
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: upstream.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    // The client's address as this server saw it, never what the client wrote (deploy/nginx.conf: $remote_addr).
    const peer = req.socket.remoteAddress;
    for (const name of ['x-forwarded-for', 'x-real-ip']) {
      if (peer) headers[name] = peer;
      else delete headers[name];
    }
    if (req.headers['transfer-encoding'] !== undefined || body.length > 0)
      headers['content-length'] = String(body.length);
    return new Promise((resolvePromise) => {
      let answered = false;
      const forwarded = send(
        new URL(`${base}${url.pathname}${url.search}`, upstream.origin),
        { method: req.method, headers, agent },
        (answer) => {
          answered = true;
          const answerHeaders = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete answerHeaders[name];
          // An API answer that does not say how it may be cached is not stored (nginx: $portal_api_cache_control).
          answerHeaders['cache-control'] ??= API_CACHE_CONTROL;
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
          answer.pipe(res);
          answer.on('end', () => resolvePromise(true));
          answer.on('error', () => {
            res.destroy();
            resolvePromise(true);
          });
        },
      );
      forwarded.on('error', (error) => {
        if (answered) return; // the connection ended after the answer came
        console.error('[portal] the API upstream did not answer', error.message);
        if (!res.headersSent) sendText(res, 502, 'The API did not answer.');
        else res.destroy();
        resolvePromise(true);
      });
      forwarded.end(body);
    });
  };
}

// ───────────────────────────── the production server ─────────────────────────────

export interface ServeOptions {
  /** Default env PORT, else 8080; 0 picks a free port. */
  port?: number;
  host?: string;
  distDir?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startProductionServer(options: ServeOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const distDir = distDirOf(env, options.distDir);
  const upstream = apiUpstream(env.API_UPSTREAM);
  const proxy = upstream ? proxyTo(upstream) : undefined;
  const handler = portalHandler({
    distDir,
    config: await readConfig(distDir, env),
    https: servedOverHttps(env),
    // Without an upstream, the API is not on this site: its paths are 404s, never the SPA.
    api:
      proxy ??
      (async (_req, res, url) => {
        if (!API_PATH.test(url.pathname)) return false;
        sendText(res, 404, 'Not found');
        return true;
      }),
  });
  const server = createServer(handler);
  const url = await listen(server, options.port ?? Number(env.PORT ?? 8080), options.host ?? env.HOST ?? '127.0.0.1');
  return { url, close: () => closeServer(server) };
}

async function main(): Promise<void> {
  const running = await startProductionServer();
  const upstream = process.env.API_UPSTREAM;
  console.log(`Enterprise portal on ${running.url}/ (${upstream ? `API proxied to ${upstream}` : 'no API proxy'})`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`npm run serve: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
