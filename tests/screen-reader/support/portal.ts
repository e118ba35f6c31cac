/**
 * The production build (dist/) served as the browser stage serves it: `npx tsx scripts/start.ts`
 * (the built portal and the reference API with its test endpoints) on a port of the stage's own,
 * SCREEN_READER_PORT (4195 by default: the browser stages use 4173 and up, and browsers refuse 4190, the sieve port). The server is a tagged
 * process of the run (support/processes.ts).
 */
import { join } from 'node:path';
import { needWithin, type DesktopSession } from './desktop';
import { startTagged } from './processes';

export const PORTAL_PORT = Number(process.env.SCREEN_READER_PORT ?? 4195);

export interface Portal {
  url: string;
  /** Back to the demo data (the reference API's test endpoint). */
  reset(): Promise<void>;
}

export async function startPortal(session: DesktopSession): Promise<Portal> {
  const url = `http://127.0.0.1:${PORTAL_PORT}`;
  const log = join(session.workDir, 'portal.log');
  startTagged(
    'npx',
    ['tsx', 'scripts/start.ts'],
    { ...process.env, PORT: String(PORTAL_PORT), REFERENCE_API_TEST_ENDPOINTS: '1' },
    `${session.tag}:portal`,
    log,
  );
  const probe = () =>
    fetch(`${url}/config.json`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
  await needWithin(`the portal on ${url}`, probe, 30_000, log);
  return {
    url,
    async reset() {
      const response = await fetch(`${url}/__test__/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`reset: ${response.status}`);
    },
  };
}
