/**
 * The reference API on its own HTTP server: used by `npm run dev` (the Rsbuild proxy forwards /api
 * and /{locale}/localization/ to it) and by the Pact Verifier.
 *
 *   tsx scripts/dev-api/server.ts        PORT (3001), HOST (127.0.0.1), API_TOKEN_LIFETIME,
 *                                         REFERENCE_API_TEST_ENDPOINTS=1, REFERENCE_API_STRICT=1,
 *                                         REFERENCE_API_PUBLIC_ORIGIN (the links' origin; default its own address)
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './reference-api';
import { formatDemoAccounts } from './demo-accounts';
import { closeServer, listen, sendProblem } from './http';

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

export { closeServer, listen } from './http';

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
