/**
 * `npm start` (after `rsbuild build` wrote dist/): one HTTP server with the reference API and the
 * static SPA, under the portal's security headers.
 *
 * Env: PORT (3000), HOST (127.0.0.1); config.json overrides INVITE_ENTERPRISE, HIDE_REQUEST_PROJECT,
 * CAPTCHA_ENABLED ('true' | 'false'), CAPTCHA_SITE_KEY, API_DOCUMENTATION_URL; passed to the API:
 * API_TOKEN_LIFETIME, REFERENCE_API_TEST_ENDPOINTS, REFERENCE_API_STRICT.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './dev-api/app';
import { formatDemoAccounts } from './dev-api/demo-accounts';
import { closeServer, listen } from './dev-api/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
    "frame-src https://app.powerbi.com; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
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
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

// ───────────────────────────── runtime configuration ─────────────────────────────

type JsonObject = Record<string, unknown>;

const BOOLEAN_OVERRIDES: ReadonlyArray<[env: string, path: readonly string[]]> = [
  ['INVITE_ENTERPRISE', ['inviteEnterprise']],
  ['HIDE_REQUEST_PROJECT', ['hideRequestProject']],
  ['CAPTCHA_ENABLED', ['captcha', 'enabled']],
];
const STRING_OVERRIDES: ReadonlyArray<[env: string, path: readonly string[]]> = [
  ['CAPTCHA_SITE_KEY', ['captcha', 'siteKey']],
  ['API_DOCUMENTATION_URL', ['apiDocumentationUrl']],
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

const isCompressible = (contentType: string, size: number): boolean => COMPRESSIBLE.test(contentType) && size >= 1024;

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

/** The sign-out form posts to /account/logoff (optionally after a locale segment): answer with the login page. */
const LOGOFF = /^(\/[a-z]{2}-[a-z]{2})?\/account\/logoff\/?$/;

// ───────────────────────────── the server ─────────────────────────────

export interface PortalServerOptions {
  /** Default env PORT, else 3000; 0 picks a free port. */
  port?: number;
  /** Default env HOST, else 127.0.0.1. */
  host?: string;
  /** The Rsbuild output; default <repo>/dist. */
  distDir?: string;
  env?: NodeJS.ProcessEnv;
  api?: ReferenceApiOptions;
}

export interface RunningPortal {
  url: string;
  close(): Promise<void>;
  api: ReferenceApi;
}

async function readConfig(distDir: string): Promise<JsonObject> {
  for (const path of [join(distDir, 'config.json'), join(ROOT, 'public', 'config.json')]) {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as JsonObject;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return {};
}

export async function startPortalServer(options: PortalServerOptions = {}): Promise<RunningPortal> {
  const env = options.env ?? process.env;
  // DIST_DIR lets parallel checkouts and test runs serve their own build (default dist/).
  const distDir = resolve(options.distDir ?? env.DIST_DIR ?? join(ROOT, 'dist'));
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(
      `${indexPath} is missing: build the SPA first ("npm run build"; "npm start" builds before it serves).`,
    );
  }
  const overrides = configOverridesFromEnv(env);
  const api = createReferenceApi({ env, ...options.api });

  async function serveSpa(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (pathname === '/config.json') {
      const body = JSON.stringify(applyOverrides(await readConfig(distDir), overrides));
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = await findFile(distDir, pathname);
    if (file) return sendStatic(req, res, file, pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache');
    if (isAssetPath(pathname)) return sendText(res, 404, 'Not found');
    const index = await stat(indexPath);
    return sendStatic(req, res, { path: indexPath, size: index.size, mtimeMs: index.mtimeMs }, 'no-cache');
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (await api.handle(req, res)) return;
    const { pathname } = new URL(req.url ?? '/', 'http://portal.invalid');
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
    return serveSpa(req, res, pathname);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      console.error('[portal] request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
  const port = options.port ?? Number(env.PORT ?? 3000);
  const url = await listen(server, port, options.host ?? env.HOST ?? '127.0.0.1');
  warmCompression(distDir).catch((error: unknown) => console.warn('[portal] could not precompress the build', error));
  return { url, close: () => closeServer(server), api };
}

async function main(): Promise<void> {
  const portal = await startPortalServer();
  console.log(`Enterprise portal on ${portal.url}/ (reference API under ${portal.url}/api/)`);
  console.log(formatDemoAccounts());
  const stop = () => void portal.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
