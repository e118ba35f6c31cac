/**
 * `npx tsx scripts/bench/trace-probe.ts [build] [path] [trace.json]`: one cold load of a page in
 * Chromium at 4× CPU, traced, as the benchmark loads it (a fresh context; a signed-in path as
 * admin@acme.test). Prints the LCP entries and paints, then the renderer main thread's events in
 * order (parsing slices, script evaluations, style, layout and paint, the requests), in ms from
 * navigation: what runs between the HTML and a paint. Serves `build` (default dist/) with
 * scripts/start.ts on PROBE_PORT (default 5210). Decisions 0052 and 0053 found what they cut with it.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server';
import { launchChromium, newContext, settle, throttledPage, waitForRows } from './browser';
import { installObservers, readEntries } from './observers';
import { signedInState } from './scenarios';

const dist = process.argv[2] ?? 'dist';
const path = process.argv[3] ?? '/account/login';
const out = process.argv[4] ?? join(tmpdir(), 'trace-probe.json');
const port = Number(process.env.PROBE_PORT ?? 5210);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** The events worth reading, by name; long tasks only (20 ms or more). */
const SHOWN =
  /^(ParseHTML|EvaluateScript|FunctionCall|Paint|Layout|UpdateLayoutTree|PrePaint|Commit|ResourceSendRequest|ResourceFinish|largestContentfulPaint::Candidate|firstContentfulPaint|firstPaint|MarkDOMContent|MarkLoad|RunTask|TimerFire|HTMLDocumentParser::.*|Document::.*)$/;

async function main(): Promise<void> {
  const server = await startBenchServer(process.cwd(), port, dist);
  const browser = await launchChromium();
  try {
    const signedIn = path.includes('/enterprise/');
    const context = await newContext(
      browser,
      server.url,
      signedIn ? await signedInState(browser, server.url) : undefined,
    );
    await installObservers(context);
    const page = await throttledPage(context, 4);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink', 'v8.execute'],
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (signedIn) await waitForRows(page.getByRole('main'));
    await settle(page);
    const buffer = await browser.stopTracing();
    await writeFile(out, buffer);
    const entries = await readEntries(page);
    const paints = await page.evaluate(() =>
      performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`),
    );
    console.log('LCP', entries.lcp.map((e) => `${Math.round(e.startTime)} ${e.element}`).join(' | '));
    console.log('paint', paints.join(' | '));
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const navigation = traceEvents.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        String(e.args.data.documentLoaderURL ?? '').startsWith(server.url),
    );
    const start = navigation?.ts ?? 0;
    for (const e of traceEvents) {
      if (e.pid !== navigation?.pid && !e.name.startsWith('Resource')) continue;
      if (!SHOWN.test(e.name) || (e.name === 'RunTask' && (e.dur ?? 0) < 20_000)) continue;
      const data = e.args?.data ?? e.args?.beginData ?? {};
      const what = String(data.url ?? data.nodeName ?? data.type ?? '').replace(server.url, '');
      const at = ((e.ts - start) / 1000).toFixed(1).padStart(8);
      const took = (e.dur === undefined ? '' : ` +${(e.dur / 1000).toFixed(1)}`).padEnd(9);
      console.log(`${at}${took} ${e.name} ${what}`);
    }
    console.log(`\nThe whole trace: ${out} (chrome://tracing or the DevTools' Performance panel).`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
