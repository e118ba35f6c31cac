/**
 * `npm start` (after `rsbuild build` wrote dist/): the demo. One HTTP server with the reference API
 * and the static SPA, served as `npm run serve` serves it (scripts/serve.ts: the security headers,
 * the caching, the SPA fallback), the API answered here instead of proxied.
 *
 * Env: PORT (3000), HOST (127.0.0.1); config.json overrides INVITE_ENTERPRISE, HIDE_REQUEST_PROJECT,
 * CAPTCHA_ENABLED ('true' | 'false'), CAPTCHA_SITE_KEY, API_DOCUMENTATION_URL, API_BASE_URL,
 * TELEMETRY_ENDPOINT (default here `/otlp/`: the error reports and field measurements go to the
 * reference API's OTLP receiver, scripts/dev-api/otlp.ts; '' turns them off); passed to
 * the API: API_TOKEN_LIFETIME, REFERENCE_API_TEST_ENDPOINTS, REFERENCE_API_STRICT,
 * REFERENCE_API_PUBLIC_ORIGIN (the origin of the links it returns; default this server's address).
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './dev-api/reference-api';
import { formatDemoAccounts } from './dev-api/demo-accounts';
import { closeServer, listen } from './dev-api/http';
import { distDirOf, portalHandler, readConfig, servedOverHttps } from './serve';

/** Where the demo's portal sends its telemetry: the reference API's receiver (scripts/dev-api/otlp.ts), on this origin. */
export const DEMO_TELEMETRY_ENDPOINT = '/otlp/';

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

export async function startPortalServer(options: PortalServerOptions = {}): Promise<RunningPortal> {
  // The demo reports to its own OTLP receiver unless told otherwise (TELEMETRY_ENDPOINT='' is off).
  const env: NodeJS.ProcessEnv = { TELEMETRY_ENDPOINT: DEMO_TELEMETRY_ENDPOINT, ...(options.env ?? process.env) };
  const distDir = distDirOf(env, options.distDir);
  const config = await readConfig(distDir, env);
  const api = createReferenceApi({ env, ...options.api });
  const server = createServer(
    portalHandler({ distDir, config, https: servedOverHttps(env), api: (req, res) => api.handle(req, res) }),
  );
  const port = options.port ?? Number(env.PORT ?? 3000);
  const url = await listen(server, port, options.host ?? env.HOST ?? '127.0.0.1');
  // The portal and the API share this server's origin: the API's links stay relative to it (unless
  // REFERENCE_API_PUBLIC_ORIGIN says otherwise), so they work at localhost as at 127.0.0.1.
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
