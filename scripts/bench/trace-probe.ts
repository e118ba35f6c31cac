/** Exploration: a Chromium trace of one cold load of a page at 4× CPU; prints the main thread's events in order. */
import { writeFile } from 'node:fs/promises';
import { launchChromium, newContext, throttledPage, settle, waitForRows } from './browser';
import { signedInState } from './scenarios';
import { installObservers, readEntries } from './observers';
import { startBenchServer } from './bench-server';

const dist = process.argv[2] ?? 'dist';
const path = process.argv[3] ?? '/account/login';
const out = process.argv[4] ?? '/tmp/paint/trace.json';
const port = Number(process.env.PROBE_PORT ?? 5210);

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, any> }

async function main() {
  const server = await startBenchServer(process.cwd(), port, dist);
  const browser = await launchChromium();
  try {
    const signedIn = path.includes('/enterprise/');
    const context = await newContext(browser, server.url, signedIn ? await signedInState(browser, server.url) : undefined);
    await installObservers(context);
    const page = await throttledPage(context, 4);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'navigation', 'blink', 'v8.execute', 'toplevel'],
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (signedIn) await waitForRows(page.getByRole('main'));
    await settle(page);
    const buffer = await browser.stopTracing();
    await writeFile(out, buffer);
    const entries = await readEntries(page);
    const paints = await page.evaluate(() => performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`));
    console.log('LCP', entries.lcp.map((e) => `${Math.round(e.startTime)} ${e.element}`).join(' | '));
    console.log('paint', paints.join(' | '));
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http://127.0.0.1'));
    const t0 = nav?.ts ?? 0;
    const rendererPid = nav?.pid;
    const interesting = /^(ParseHTML|TimerFire|EvaluateScript|v8.compile|FunctionCall|Paint|Layout|UpdateLayoutTree|ResourceSendRequest|ResourceFinish|ResourceReceiveResponse|largestContentfulPaint::Candidate|firstContentfulPaint|firstPaint|MarkDOMContent|MarkLoad|RunTask|TimerFire|EventDispatch|Commit|PrePaint|ScheduleStyleRecalculation|HTMLDocumentParser::.*|XHRReadyStateChange|v8.run|BeginMainThreadFrame|PaintImage|Document::.*)$/;
    for (const e of traceEvents) {
      if (e.pid !== rendererPid && !e.name.startsWith('Resource')) continue;
      if (!interesting.test(e.name)) continue;
      if (e.name === 'RunTask' && (e.dur ?? 0) < 20000) continue;
      const t = ((e.ts - t0) / 1000).toFixed(1);
      const d = e.dur !== undefined ? ` +${(e.dur / 1000).toFixed(1)}` : '';
      const data = e.args?.data ?? e.args?.beginData ?? {};
      const what = data.url ?? data.nodeName ?? data.startLine ?? data.type ?? '';
      console.log(`${t.padStart(8)}${d.padEnd(9)} ${e.name} ${String(what).replace(/^http:\/\/127.0.0.1:\d+/, '')} ${e.name === 'ParseHTML' ? JSON.stringify(e.args?.beginData ?? {}).slice(0, 80) + ' ' + JSON.stringify(e.args?.endData ?? {}) : ''}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
