/**
 * The screen-reader stage (`npm run test:screen-reader`): the core journeys (journeys.ts) heard
 * through GNOME's Orca in Firefox ESR, against the production build served with the reference API.
 *
 * It tests dist/ as it is when dist/ is newer than every source of the build (so in `npm test`,
 * after `npm run test:e2e` has built it); otherwise it builds first. Then, in a desktop session of
 * its own: the portal's server, Orca, one Firefox window at the login page (a first visit), and the
 * journeys one after another. It prints each step with what Orca said, and a failed step with what
 * it heard instead. Whatever happens, it ends every process it started, by id, and checks that none
 * is left. The whole stage must end within STAGE_LIMIT_MS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeys } from './journeys';
import { startDesktopSession } from './support/desktop';
import { openFirefoxAt } from './support/firefox';
import { journeyContext, type StepRecord } from './support/journey';
import { startOrcaWithSpeechLog } from './support/orca';
import { startPortal } from './support/portal';
import { stopTagged, taggedProcessIds } from './support/processes';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The stage's own limit: a stage that runs longer fails (and ends its processes). */
const STAGE_LIMIT_MS = 180_000;
/** Firefox's first start in a fresh profile, then the page read on load. */
const FIRST_LOAD_MS = 60_000;

/** The newest modification time under `path` (a file or a folder). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function buildIfStale(): void {
  const built = existsSync(join(ROOT, 'dist/index.html')) ? statSync(join(ROOT, 'dist/index.html')).mtimeMs : 0;
  const sources = Math.max(
    ...['src', 'public', 'rsbuild.config.ts', 'package-lock.json'].map((path) => newest(join(ROOT, path))),
  );
  if (built > sources) {
    console.log('screen reader: testing the build in dist/ (newer than its sources)');
    return;
  }
  console.log('screen reader: dist/ is missing or older than src/: building it (npx rsbuild build)');
  const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function main(): Promise<number> {
  buildIfStale();
  const started = Date.now();
  const workDir = await mkdtemp(join(tmpdir(), 'portal-screen-reader-'));
  const steps: StepRecord[] = [];
  const failures: string[] = [];
  let timedOut = false;
  // Interrupted (Ctrl+C, a CI's time-out): end the run's processes first.
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, () => void stopTagged(workDir).finally(() => process.exit(130)));
  }
  const limit = setTimeout(() => {
    timedOut = true;
    console.error(`screen reader: the stage ran past ${STAGE_LIMIT_MS / 1000} s; ending it`);
    void stopTagged(workDir).finally(() => process.exit(1));
  }, STAGE_LIMIT_MS);
  try {
    const session = await startDesktopSession(workDir);
    const portal = await startPortal(session);
    const speech = await startOrcaWithSpeechLog(session);
    const print = (step: StepRecord) => {
      steps.push(step);
      console.log(`${step.ok ? '  ok  ' : '  FAIL'} ${step.step}: ${step.heard || '(nothing)'}`);
    };
    const mark = speech.mark();
    await openFirefoxAt(session, `${portal.url}/account/login`);
    // Only the load is certain: when the page focuses its heading before Orca has taken the load in
    // (a busy machine), Orca reads neither the page nor the heading (decision 0074).
    if (!(await speech.waitFor(mark, ['Finished loading Sign in'], FIRST_LOAD_MS))) {
      throw new Error(`Firefox did not load the login page within ${FIRST_LOAD_MS} ms; heard: ${speech.since(mark)}`);
    }
    await speech.quiet();
    console.log(`screen reader: Orca and Firefox ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const journey of journeys) {
      console.log(`- ${journey.name}`);
      try {
        await journey.run(journeyContext(journey.name, session, speech, portal, print));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
        // What the portal asked of the API since the reset, to tell a step Orca missed from one that never happened.
        const stats = (await (await fetch(`${portal.url}/__test__/stats`)).json()) as { requests: { path: string }[] };
        console.log(`    the API's calls: ${stats.requests.map((request) => request.path).join(', ')}`);
      }
    }
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    clearTimeout(limit);
    await stopTagged(workDir);
  }
  const left = taggedProcessIds(workDir);
  if (left.length > 0) failures.push(`processes left behind: ${left.join(', ')}`);
  if (!timedOut && failures.length === 0) await rm(workDir, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const passed = steps.filter((step) => step.ok).length;
  console.log(`screen reader: ${passed} steps passed, ${failures.length} failed, in ${seconds} s`);
  for (const failure of failures) console.error(`FAILED ${failure}`);
  if (failures.length > 0) console.error(`screen reader: the run's logs are in ${workDir}`);
  return failures.length === 0 ? 0 : 1;
}

process.exit(await main());
