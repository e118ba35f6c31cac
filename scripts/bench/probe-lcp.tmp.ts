import { launchChromium, newContext, throttledPage } from './browser';
import { startBenchServer } from './server';
import { projectsPath } from './route-scripts';
import { signedInState } from './scenarios';
const dists = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 7);
(async () => {
  const browser = await launchChromium();
  const results: Record<string, { login: number[]; projects: number[] }> = {};
  const servers = await Promise.all(dists.map((d, i) => startBenchServer(process.cwd(), 4400 + i, d)));
  const states = await Promise.all(servers.map((s) => signedInState(browser, s.url)));
  for (let r = 0; r < runs; r++) {
    for (const [i, d] of dists.entries()) {
      results[d] ??= { login: [], projects: [] };
      for (const kind of ['login', 'projects'] as const) {
        const ctx = await newContext(browser, servers[i]!.url, kind === 'projects' ? states[i] : undefined);
        await ctx.addInitScript(() => {
          (window as unknown as { __lcp: number }).__lcp = 0;
          new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const page = await throttledPage(ctx, 4);
        await page.goto(kind === 'login' ? '/account/login' : projectsPath);
        await page.waitForTimeout(kind === 'login' ? 2500 : 4000);
        results[d]![kind].push(Math.round(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp)));
        await ctx.close();
      }
    }
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const d of dists) console.log(d, 'login', med(results[d]!.login), results[d]!.login.join(','), '| projects', med(results[d]!.projects), results[d]!.projects.join(','));
  await browser.close(); await Promise.all(servers.map((s) => s.stop()));
})();
