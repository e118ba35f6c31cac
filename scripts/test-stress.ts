/**
 * `npm run test:stress -- [Playwright arguments]`: the browser stage on a CPU that is fought over, to
 * bring out the tests that pass only when the machine keeps up (a check that reads a list before
 * Playwright has delivered the event that fills it, a wait that passes on the state before the
 * action). Two things contend with the run:
 *
 * - more Playwright workers than cores: `E2E_WORKERS` (playwright.config.ts starts a server for each),
 *   by default twice the cores;
 * - a CPU burner of its own: one worker thread spinning per core (`STRESS_BURNERS` sets how many),
 *   started before Playwright and ended after it, whatever its outcome (also on Ctrl+C).
 *
 * The arguments go to `playwright test` as they are, e.g.
 * `npm run test:stress -- tests/e2e/shell/command-palette.spec.ts --repeat-each=5`. Retries stay at 0
 * (`--retries=0`): a test that fails once fails the run. It tests the build in dist/ as it is (run
 * `npx rsbuild build` after a change to src/); it builds only when there is none. It prints the load
 * average at the start and the end, the highest seen in between, and the duration.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

const cores = availableParallelism();
const workers = Number(process.env.E2E_WORKERS ?? cores * 2);
const burners = Number(process.env.STRESS_BURNERS ?? cores);
const args = process.argv.slice(2);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A thread that keeps one core busy until it is terminated. */
const SPIN = 'let x = 0; for (;;) { x = (x + Math.sqrt(x + 1)) % 1e9; }';

function startBurners(count: number): Worker[] {
  return Array.from({ length: count }, () => new Worker(SPIN, { eval: true }));
}

async function stopBurners(threads: Worker[]): Promise<void> {
  await Promise.all(threads.map((thread) => thread.terminate()));
}

function runPlaywright(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args, '--retries=0'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_WORKERS: String(workers) },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`test:stress: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main(): Promise<number> {
  if (!Number.isInteger(workers) || workers < 1 || !Number.isInteger(burners) || burners < 0) {
    console.error('test:stress: E2E_WORKERS must be a whole number above 0, STRESS_BURNERS one of 0 or more');
    return 2;
  }
  if (!existsSync('dist/index.html')) {
    console.log('test:stress: no build in dist/, building it first (npx rsbuild build)');
    const build = spawnSync('npx', ['rsbuild', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  } else {
    console.log('test:stress: testing the build in dist/ as it is (npx rsbuild build after a change to src/)');
  }

  console.log(
    `test:stress: ${cores} cores, ${workers} Playwright workers, ${burners} burner threads; load average at the start ${load()}`,
  );
  const started = Date.now();
  const threads = startBurners(burners);
  let peak = loadavg()[0] ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, loadavg()[0] ?? 0)), 2_000);
  let code: number;
  try {
    code = await runPlaywright();
  } finally {
    clearInterval(sampler);
    await stopBurners(threads);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `test:stress: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.floor(seconds / 60)} min ${seconds % 60} s; ` +
      `load average at the end ${load()}, highest 1-minute ${peak.toFixed(2)}`,
  );
  return code;
}

process.exitCode = await main();
