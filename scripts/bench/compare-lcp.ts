/**
 * `npx tsx scripts/bench/compare-lcp.ts <build> <build> … [--runs N] [--only login|login-return|projects]`:
 * the Largest Contentful Paint of /account/login (a first visit; `login-return`: a cookie choice
 * stored) and of the projects page for two or more builds
 * (folders of `rsbuild build` output, e.g. made with DIST_DIR=dist-a), to decide on a lever. Run
 * to run, LCP at 4× CPU swings by ±150 ms with the machine's load, more than most levers move it, so
 * the builds are measured in turn, load after load (each served by the portal server on its own
 * port, each load in a fresh context), and compared by their medians. Prints one line a build.
 */
import { launchChromium } from './browser';
import { LCP_PAGES, loadLcp, type LcpPageName } from './lcp-load';
import { signedInState } from './scenarios';
import { startBenchServer } from './bench-server';
import { median } from './stats';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const values = new Set([option('--runs'), option('--only')]);
  const builds = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !values.has(arg));
  const runs = Number(option('--runs') ?? 7);
  const pages: LcpPageName[] =
    option('--only') === undefined ? ['login', 'projects'] : [option('--only') as LcpPageName];
  if (builds.length < 2 || !Number.isInteger(runs) || runs < 1 || pages.some((p) => !Object.hasOwn(LCP_PAGES, p))) {
    throw new Error('Usage: compare-lcp.ts <build> <build> … [--runs N] [--only login|login-return|projects]');
  }
  const browser = await launchChromium();
  const servers = await Promise.all(builds.map((build, i) => startBenchServer(process.cwd(), 4420 + i, build)));
  try {
    const states = await Promise.all(servers.map((server) => signedInState(browser, server.url)));
    const samples = builds.map(
      () => Object.fromEntries(pages.map((page) => [page, [] as number[]])) as Record<LcpPageName, number[]>,
    );
    const nameOf = (i: number) => builds[i] ?? '?';
    for (let run = 0; run < runs; run++) {
      for (const [i, server] of servers.entries()) {
        for (const page of pages) {
          const state = states[i];
          const { lcp } = await loadLcp(browser, server.url, LCP_PAGES[page], {
            cpuRate: 4,
            ...(state ? { storageState: state } : {}),
          }).catch((error: unknown) => {
            throw new Error(`${nameOf(i)}: ${error instanceof Error ? error.message : String(error)}`);
          });
          samples[i]?.[page].push(Math.round(lcp));
        }
      }
    }
    for (const [i, build] of builds.entries()) {
      const line = pages.map(
        (page) => `${page} ${median(samples[i]?.[page] ?? [])} ms (${samples[i]?.[page].join(', ')})`,
      );
      console.log(`${build}: LCP medians of ${runs}, 4× CPU: ${line.join('; ')}`);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(`compare-lcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
