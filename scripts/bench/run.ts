/**
 * `npm run bench`: the performance budgets of docs/performance.md, measured (not asserted: timings vary).
 *
 * Builds the production bundle (DIST_DIR, default dist-bench/), serves a temporary copy of it with
 * scripts/start.ts and the reference API on BENCH_PORT (default 4318), and drives Debian's Chromium
 * (flags from playwright.config.ts) with the CPU slowed down 4× (Chrome DevTools Protocol) and no
 * network throttling. Sizes come from the build and the scripts the pages really load; LCP, CLS and
 * INP from the browser's PerformanceObserver entries; API calls from the browser's requests. Each
 * figure is the median of the runs (at least 3). The LCP budgets are ratios: the static probe
 * (scripts/bench/static-probe.ts) saves /account/login and the projects page as rendered as plain
 * static HTML, served beside the build in the temporary copy, and loads each page and its copy in
 * turn (21 loads each): the login page on a first visit (no cookie choice stored) and on a return
 * visit (a choice stored), and the projects page signed in. Prints a table (figure, median, budget,
 * result) and writes it into docs/performance.md between `<!-- bench:start -->` and `<!-- bench:end -->`.
 *
 * Options: --runs N (default 3; docs/performance.md is written only with 3 or more), --probe-loads N
 * (loads of each page and of its static copy, default 21; the document only with 21 or more), --no-build,
 * --no-write, --cpu N (slowdown, default 4), --only login,projects,form,list (some screens; not written).
 * `list` (./long-list.ts): the projects list at 1,000 rows, served by ./long-list-server.ts on BENCH_PORT + 1,
 * and 100 client-side navigations through the signed-in pages (DOM nodes, listeners, heap).
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aggregateRuns, type Sample } from './aggregate';
import { launchChromium } from './browser';
import { BUDGETS } from './budgets';
import { replaceBenchBlock, resultsTable, verdict, type ResultRow } from './report';
import { benchRun, SCENARIOS, signedInState, type ScenarioName } from './scenarios';
import { startBenchServer, type BenchServer } from './bench-server';
import { longListScenario, walkScenario } from './long-list';
import { staticProbe } from './static-probe';
import { measureSizes } from '../check-bundle-size';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIZE_IDS = new Set(['js-login', 'js-projects', 'chunk-max']);
/** Measured by the static probe, not by the scenarios' runs. */
const PROBE_IDS = new Set(['lcp-login-ratio', 'lcp-login-return-ratio', 'lcp-projects-ratio']);
/**
 * Loads of each page and of its static copy. With 7, the projects page's ratio swung from 2.32× to
 * 3.00× from run to run on one build (its static copy's median moved most); with 21, within about
 * ±0.12× (docs/performance.md).
 */
const PROBE_MIN_LOADS = 21;
/** Where the latest run's table goes, between the bench markers. */
const DOCUMENT = 'docs/performance.md';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number of 1 or more.`);
  return value;
}

function onlyScenarios(): readonly ScenarioName[] {
  const index = process.argv.indexOf('--only');
  if (index === -1) return SCENARIOS;
  const names = (process.argv[index + 1] ?? '').split(',');
  const unknown = names.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`--only takes some of ${SCENARIOS.join(', ')}, not "${unknown.join(', ')}".`);
  return names as ScenarioName[];
}

function build(distDir: string): void {
  console.log(`Building into ${distDir} …`);
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The build failed (rsbuild build, exit ${result.status ?? result.signal}).`);
}

async function main(): Promise<void> {
  const runs = option('--runs', 3);
  const probeLoads = option('--probe-loads', PROBE_MIN_LOADS);
  const cpuRate = option('--cpu', 4);
  const only = onlyScenarios();
  const distDir = resolve(ROOT, process.env.DIST_DIR ?? 'dist-bench');
  const port = Number(process.env.BENCH_PORT ?? 4318);
  // The build itself raises the load average (2 cores, 1-minute mean): the figure before it is kept too.
  const beforeBuild = process.argv.includes('--no-build') ? null : (loadavg()[0] ?? 0);
  if (beforeBuild !== null) build(distDir);

  console.log('Measuring the bundle sizes …');
  const sizes = await measureSizes(distDir);

  // Served from a temporary copy of the build: the static probe writes its pages beside the build's
  // files there, never into a build that another server (or the production one) serves.
  const servedDir = await mkdtemp(join(tmpdir(), 'bench-served-'));
  await cp(distDir, servedDir, { recursive: true });
  const server = await startBenchServer(ROOT, port, servedDir).catch(async (error: unknown) => {
    await rm(servedDir, { recursive: true, force: true });
    throw error;
  });
  // The list at 1,000 rows: the same build, its own server (the list widened to 2,000 rows), the next port.
  let longList: BenchServer | null = null;
  if (only.includes('list')) {
    longList = await startBenchServer(ROOT, port + 1, servedDir, join('scripts', 'bench', 'long-list-server.ts')).catch(
      async (error: unknown) => {
        await server.stop();
        await rm(servedDir, { recursive: true, force: true });
        throw error;
      },
    );
  }
  const browser = await launchChromium();
  const chromiumVersion = browser.version();
  const allSamples: Sample[][] = [];
  let probeRows: ResultRow[] = [];
  // Other processes slow every timing down: the 1-minute load average is kept with the results.
  const loads: number[] = [loadavg()[0] ?? 0];
  const duplicates = new Set<string>();
  try {
    const reset = await fetch(`${server.url}/__test__/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`POST /__test__/reset answered ${reset.status}.`);
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Run ${run} of ${runs} (${cpuRate}× CPU slowdown) … `);
      const storageState = await signedInState(browser, server.url);
      const result = await benchRun({ browser, baseURL: server.url, cpuRate, storageState }, only);
      if (longList) {
        const longState = await signedInState(browser, longList.url);
        result.samples.push(
          ...(await longListScenario({ browser, baseURL: longList.url, cpuRate, storageState: longState })),
          ...(await walkScenario({ browser, baseURL: server.url, cpuRate, storageState })),
        );
      }
      allSamples.push(result.samples);
      result.duplicates.forEach((d) => duplicates.add(d));
      loads.push(loadavg()[0] ?? 0);
      console.log('done');
    }
    const probePages = (['login', 'login-return', 'projects'] as const).filter((name) =>
      only.includes(name === 'login-return' ? 'login' : name),
    );
    if (probePages.length > 0) {
      process.stdout.write(
        `Static probe: ${probePages.join(' and ')}, each page and its static copy in turn, ${probeLoads} loads each … `,
      );
      const storageState = await signedInState(browser, server.url);
      probeRows = await staticProbe({
        browser,
        baseURL: server.url,
        servedDir,
        cpuRate,
        loads: probeLoads,
        storageState,
        pages: probePages,
      });
      loads.push(loadavg()[0] ?? 0);
      console.log('done');
    }
  } finally {
    await browser.close();
    await server.stop();
    await longList?.stop();
    await rm(servedDir, { recursive: true, force: true });
  }

  const rows = [
    ...sizes.rows,
    ...probeRows,
    ...aggregateRuns(
      allSamples,
      BUDGETS.map((b) => b.id).filter((id) => !SIZE_IDS.has(id) && !PROBE_IDS.has(id)),
    ),
  ];
  const table = resultsTable(rows);
  const cores = cpus();
  const machine = `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${platform()} ${release()}, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const [minLoad, maxLoad] = [Math.min(...loads), Math.max(...loads)];
  const busy = maxLoad > cores.length;
  const load =
    '1-minute load average ' +
    (beforeBuild === null ? '' : `${beforeBuild.toFixed(1)} before the build, `) +
    `${(loads[0] ?? 0).toFixed(1)} at the start, ${(loads.at(-1) ?? 0).toFixed(1)} at the end ` +
    `(${minLoad.toFixed(1)}–${maxLoad.toFixed(1)} during the run) on ${cores.length} cores` +
    (busy ? ' (a busy machine: the timings are slower than on an idle one)' : '');
  const header = [
    `- Measured: ${date}, \`npm run bench\` (${runs} runs; it rewrites this section)`,
    `- Machine: ${machine}; ${load}`,
    `- Browser: Chromium ${chromiumVersion} (/usr/bin/chromium, headless, the browser tests' flags), ${cpuRate}× CPU slowdown, no network throttling`,
    "- Served: a temporary copy of the production build (with the static probe's pages under /__static-probe/) by scripts/start.ts with the reference API (demo data, admin@acme.test); the list at 1,000 rows by scripts/bench/long-list-server.ts (the same, Acme's list widened to 2,000 rows, copies of the demo rows)",
    '- Timings: median of the runs, each screen in a fresh browser context (cold cache); signed-in screens as a user who has answered the cookie banner',
    `- LCP budgets: ratios to the same page as plain static HTML (the page as rendered, without its scripts, served by the same server), each page and its copy loaded in turn, ${probeLoads} loads each; the absolute LCPs are reported only`,
    '- Sizes: gzip -9 of the chunks the pages really loaded (1 KB = 1000 bytes), one measurement (they do not vary)',
  ].join('\n');
  const count = (result: ReturnType<typeof verdict>) => rows.filter((row) => verdict(row) === result).length;
  const summary = `${count('pass')} pass, ${count('FAIL')} over budget, ${count('not measured')} not measured, ${count('reported')} reported only.`;

  console.log(`\n${header}\n\n${table}\n\n${summary}`);
  if (busy)
    console.warn(
      `\nWarning: the load average reached ${maxLoad.toFixed(1)} on ${cores.length} cores; run the benchmark on a quiet machine for figures to compare.`,
    );
  if (duplicates.size > 0) console.log(`\nDuplicate calls:\n  ${[...duplicates].join('\n  ')}`);
  console.log(`\nChunks:\n${sizes.chunkTable}`);

  if (process.argv.includes('--no-write')) return;
  if (only !== SCENARIOS) {
    console.log(`\n${DOCUMENT} not written: --only measured some screens.`);
    return;
  }
  if (runs < 3) {
    console.log(`\n${DOCUMENT} not written: it holds medians of 3 runs or more.`);
    return;
  }
  if (probeLoads < PROBE_MIN_LOADS) {
    console.log(`\n${DOCUMENT} not written: it holds ratios of ${PROBE_MIN_LOADS} loads each or more.`);
    return;
  }
  const documentPath = join(ROOT, DOCUMENT);
  const text = await readFile(documentPath, 'utf8');
  await writeFile(documentPath, replaceBenchBlock(text, `${header}\n\n${table}\n\n${summary}`));
  console.log(`\n${DOCUMENT} updated (section "Latest run").`);
}

main().catch((error: unknown) => {
  console.error(`npm run bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
