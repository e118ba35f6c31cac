/**
 * `npm run dev`: the reference API on port 3001 (DEV_API_PORT to change it) and the Rsbuild dev server
 * with the root rsbuild.config.ts. That config's `server.proxy` forwards `/api` and `/{locale}/localization`
 * to http://127.0.0.1:3001 (DEV_API_TARGET), i.e. to the API started here. The links the API builds
 * (downloads, previews) start with the dev server's address (REFERENCE_API_PUBLIC_ORIGIN overrides it).
 */
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { formatDemoAccounts } from './dev-api/demo-accounts';
import { startReferenceApi } from './dev-api/server';

async function main(): Promise<void> {
  const api = await startReferenceApi({ port: Number(process.env.DEV_API_PORT ?? 3001), host: '127.0.0.1' });
  console.log(`Reference API on ${api.url}/api/`);
  console.log(formatDemoAccounts());

  const rsbuild = await createRsbuild({
    config: await loadConfig({ cwd: process.cwd(), envMode: 'development', command: 'dev' }),
  });
  const dev = await rsbuild.startDevServer();
  api.api.usePublicOrigin(`http://localhost:${dev.port}`);

  const stop = () => void Promise.allSettled([dev.server.close(), api.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
