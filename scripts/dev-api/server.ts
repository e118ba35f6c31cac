/**
 * The reference API on its own HTTP server: used by `npm run dev` (the Rsbuild proxy forwards /api
 * and /{locale}/localization/ to it) and by the Pact Verifier.
 *
 *   tsx scripts/dev-api/server.ts        PORT (3001), HOST (127.0.0.1), API_TOKEN_LIFETIME,
 *                                         REFERENCE_API_TEST_ENDPOINTS=1, REFERENCE_API_STRICT=1,
 *                                         REFERENCE_API_PUBLIC_ORIGIN (the links' origin; default its own address)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './reference-api';
import { formatDemoAccounts } from './demo-accounts';
import { sendProblem } from './http';

export interface StartReferenceApiOptions extends ReferenceApiOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

export interface RunningReferenceApi {
  url: string;
  close(): Promise<void>;
  api: ReferenceApi;
}

/**
 * Keeps an idle connection open 65 s (Node's default is 5 s). A client that reuses a kept-alive
 * connection just as the server closes it gets a reset: a browser test's API context met it when its
 * last call came 5 s after its first (GET /__test__/violations: "socket hang up"). A proxy or load
 * balancer in front (idle time-outs of 60 s are usual) meets the same race unless the server waits longer.
 */
const KEEP_ALIVE_MS = 65_000;

export function listen(server: Server, port: number, host: string): Promise<string> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${shownHost}:${address.port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

export async function startReferenceApi({
  port,
  host = '127.0.0.1',
  ...options
}: StartReferenceApiOptions): Promise<RunningReferenceApi> {
  const api = createReferenceApi(options);
  const server = createServer((req, res) => {
    api.handle(req, res).then(
      (handled) => {
        if (!handled)
          sendProblem(res, 404, `The reference API serves /api/... and /{locale}/localization/, not ${req.url ?? ''}.`);
      },
      // A handler that rejects fails its request, never the process.
      (error: unknown) => {
        console.error('[reference-api] request failed', error);
        if (!res.headersSent) sendProblem(res, 500, 'The reference API failed unexpectedly.');
        else res.destroy();
      },
    );
  });
  const url = await listen(server, port, host);
  api.usePublicOrigin(url);
  return { url, close: () => closeServer(server), api };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3001);
  const running = await startReferenceApi({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Reference API on ${running.url}/api/ (localization at ${running.url}/{locale}/localization/)`);
  console.log(formatDemoAccounts());
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
