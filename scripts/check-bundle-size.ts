/**
 * The size budgets, checked on every `npm test` (run by `test:e2e` right after the build): reads the
 * build's JS chunks (DIST_DIR, default dist/), gzips them, records in Debian's Chromium which chunks
 * a real load of /account/login and of the projects page fetches (served by the portal server with
 * the reference API, on a free port), and fails with a readable table when a budget is exceeded, or,
 * for a budget not met yet, when the size grows past its interim ceiling (scripts/bench/budgets.ts).
 * Sizes are stable, so they are asserted; timings are only reported (`npm run bench`).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from './bench/browser';
import { areaScripts, COMPILE_HINT, hintFreeCopy, startUpScripts } from './bench/compile-hint';
import { readChunks } from './bench/gzip-size';
import { sizeGate, formatValue } from './bench/budgets';
import { median } from './bench/stats';
import { resultsTable } from './bench/report';
import { recordRouteScripts } from './bench/route-scripts';
import { chunkTable, sizeFigures, type SizeFigures } from './bench/size-figures';
import { prerenderedFile } from './prerender';
import { startPortalServer } from './start';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface SizeCheck extends SizeFigures {
  chunkTable: string;
}

/** Measures the build in `distDir`: serves it on a free port, records the routes' scripts, sizes them. */
export async function measureSizes(distDir: string): Promise<SizeCheck> {
  const chunks = await readChunks(distDir);
  const portal = await startPortalServer({
    port: 0,
    distDir,
    // Only what the measurement needs: no config overrides from the caller's environment. The portal
    // as it ships (public/config.json has no telemetry): the telemetry chunk, loaded after the first
    // paint only where an operator turns it on, is in the chunk table and in record 0077, not in the
    // pages' figures.
    env: { REFERENCE_API_TEST_ENDPOINTS: '1', API_TOKEN_LIFETIME: '3600', TELEMETRY_ENDPOINT: '' },
  });
  try {
    const browser = await launchChromium();
    try {
      const routes = await recordRouteScripts(browser, portal.url);
      return { ...sizeFigures(chunks, routes), chunkTable: chunkTable(chunks, routes) };
    } finally {
      await browser.close();
    }
  } finally {
    await portal.close();
  }
}

async function main(): Promise<void> {
  const distDir = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  const check = await measureSizes(distDir);
  console.log(`\nBundle sizes of ${distDir} (gzip -9, 1 KB = 1000 bytes)\n`);
  console.log(resultsTable(check.rows));
  console.log(`\n${check.chunkTable}\n`);
  const gate = (row: (typeof check.rows)[number]) => {
    const value = median(row.samples);
    return row.notMeasured !== undefined || value === null ? 'fail' : sizeGate(row.budget, value);
  };
  const failures = check.rows.filter((row) => gate(row) === 'fail');
  for (const row of check.rows.filter((r) => gate(r) === 'over budget, under ceiling')) {
    console.warn(
      `Over budget, not past its interim ceiling (${formatValue(row.budget.ceiling ?? row.budget.limit, row.budget.unit)}): ${row.figure ?? row.budget.figure}.`,
    );
  }
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  const startUp = startUpScripts(indexHtml);
  const area = areaScripts(indexHtml);
  const code = new Map<string, string>();
  for (const script of [...startUp, ...area]) code.set(script, await readFile(join(distDir, script), 'utf8'));
  const unhinted = [...code].filter(([, text]) => !text.startsWith(`${COMPILE_HINT}\n`)).map(([script]) => script);
  if (startUp.length === 0 || area.length === 0 || unhinted.length > 0) {
    console.error(
      `The start-up chunks and the signed-in area's preloaded scripts must begin with V8's compile hint (${COMPILE_HINT}; rsbuild.config.ts, scripts/html-head.ts): ${startUp.length === 0 ? 'index.html starts no script' : area.length === 0 ? 'index.html preloads no script' : unhinted.join(', ')}.`,
    );
    process.exitCode = 1;
  }
  // The signed-out pages start from the copies hintFreeCopy makes of those chunks (decision 0071).
  const signedOut = startUpScripts(await readFile(join(distDir, prerenderedFile('/account/login')), 'utf8'));
  const copies = unhinted.length > 0 ? [] : startUp.map((script) => hintFreeCopy(script, code.get(script) ?? ''));
  const loaded = await Promise.all(signedOut.map((script) => readFile(join(distDir, script), 'utf8')));
  const copiesLoaded =
    signedOut.length === copies.length &&
    copies.every((copy, i) => copy.path === signedOut[i] && copy.content === loaded[i]);
  if (!copiesLoaded) {
    console.error(
      `The prerendered /account/login must start from copies of index.html's start-up chunks without the compile hint (scripts/prerender.ts, signedOutTemplate): it loads ${signedOut.join(', ') || 'no script'}.`,
    );
    process.exitCode = 1;
  }
  if (check.unknownScripts.length > 0) {
    console.error(
      `Scripts loaded that are not in the build (is the server serving ${distDir}?): ${check.unknownScripts.join(', ')}`,
    );
    process.exitCode = 1;
  }
  if (failures.length > 0) {
    console.error(
      `Size budget exceeded (past the budget, or past the interim ceiling of a budget not met yet): ${failures.map((row) => row.figure ?? row.budget.figure).join('; ')}.\n` +
        'See which chunks each page loads above; `npx tsx scripts/bench/chunk-contents.ts <chunk>` shows what a chunk holds.',
    );
    process.exitCode = 1;
  } else if (!process.exitCode) {
    console.log('No size grew past its budget or interim ceiling.');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`check-bundle-size: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
