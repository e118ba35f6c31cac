/**
 * `npx tsx scripts/bench/trace-probe.ts [build] [path] [trace.json] [--return-visit]`: one cold load
 * of a page in Chromium at 4× CPU, traced, as the benchmark loads it (a fresh context; a signed-in
 * path as admin@acme.test; `--return-visit`: a cookie choice stored before the page loads). Prints
 * the LCP entries and paints (ms from navigation start, as the page reports them), then the renderer
 * main thread's events in order (parsing slices, script evaluations, style, layout and paint, the
 * requests, each finished one with its address), in ms from the renderer's request for the
 * document: what runs between the HTML and a paint. The two clocks differ (the trace's paint
 * candidates are on the second one). Serves `build` (default dist/) with scripts/start.ts on PROBE_PORT
 * (default 5210). Decisions 0052 and 0053 found what they cut with it.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server';
import { launchChromium, newContext, settle, throttledPage, waitForRows } from './browser';
import { storeCookieChoice } from './lcp-load';
import { installObservers, readEntries } from './observers';
import { signedInState } from './scenarios';

const returnVisit = process.argv.includes('--return-visit');
const [dist = 'dist', path = '/account/login', out = join(tmpdir(), 'trace-probe.json')] = process.argv
  .slice(2)
  .filter((arg) => arg !== '--return-visit');
const port = Number(process.env.PROBE_PORT ?? 5210);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** The events worth reading, by name; tasks and calls only when long (see LONG). */
const SHOWN =
  /^(ParseHTML|EvaluateScript|FunctionCall|Paint|Layout|UpdateLayoutTree|PrePaint|Commit|ResourceSendRequest|ResourceFinish|largestContentfulPaint::Candidate|firstContentfulPaint|firstPaint|MarkDOMContent|MarkLoad|RunTask|TimerFire)$/;
/** The shortest task, call or timer shown, in µs: shorter ones are noise in a 4× CPU load. */
const LONG: Record<string, number> = { RunTask: 20_000, FunctionCall: 5_000, TimerFire: 5_000 };

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
    if (returnVisit) await storeCookieChoice(context);
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
    // Chromium no longer traces navigationStart: the renderer that committed the page is named by
    // FrameCommittedInBrowser, and the request for the document marks the start.
    const renderer = traceEvents.find(
      (e) => e.name === 'FrameCommittedInBrowser' && String(e.args?.data?.url ?? '').startsWith(server.url),
    )?.args?.data?.processId;
    const documentRequest = traceEvents.find(
      (e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').startsWith(server.url),
    );
    const start = documentRequest?.ts ?? 0;
    // A finished request names only its id: the request that sent it names the address.
    const urls = new Map<unknown, unknown>();
    for (const e of traceEvents)
      if (e.name === 'ResourceSendRequest') urls.set(e.args?.data?.requestId, e.args?.data?.url);
    for (const e of traceEvents) {
      if (e.pid !== renderer || e.tid !== renderer) continue;
      if (!SHOWN.test(e.name) || (e.dur ?? Infinity) < (LONG[e.name] ?? 0)) continue;
      const data = e.args?.data ?? e.args?.beginData ?? {};
      const url = data.url ?? (e.name === 'ResourceFinish' ? urls.get(data.requestId) : undefined);
      const what = String(url ?? data.nodeName ?? data.type ?? '').replace(server.url, '');
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
