/**
 * The build's prerendering (decision 0049), an Rsbuild plugin (rsbuild.config.ts): once
 * the web build and the Node bundle of the same app (src/prerender-entry.tsx) are built, renders each
 * signed-out route at each router base ('' and each locale segment) with the catalogue the
 * reference API serves for it (scripts/dev-api/localization/), and writes the built index.html
 * (its start-up chunks without the compile hint: `signedOutTemplate`) with the page in its root to
 * `<dist>/prerendered/<base><path>.html`. scripts/serve.ts serves that file for its path. The page's
 * messages go with it as a JSON data block (no inline script: the Content-Security-Policy allows
 * none), and the page must render to plain HTML: any inline script (React's streaming `$RC`) fails
 * the build, as does a page that redirects.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PRERENDERED_DATA_ID, serializePrerendered, type PrerenderedPage } from '../src/app/prerendered';
import { hintFreeCopy, startUpScripts } from './bench/compile-hint';

export const PRERENDER_ENVIRONMENT = 'prerender';

/** The router bases prerendered: no locale segment (English), and each locale's. */
export const PRERENDERED_BASES: ReadonlyArray<{ base: string; locale: string }> = [
  { base: '', locale: 'en-us' },
  { base: '/en-us', locale: 'en-us' },
  { base: '/pt-pt', locale: 'pt-pt' },
];

const LOCALIZATION_DIR = fileURLToPath(new URL('./dev-api/localization/', import.meta.url));

/** Where the page of `path` (with its base) is written, relative to the web build's root. */
export const prerenderedFile = (path: string): string => `prerendered${path}.html`;

interface PrerenderBundle {
  prerenderedRoutes: readonly string[];
  renderPage(
    path: string,
    base: string,
    locale: string,
    catalogue: Record<string, string>,
  ): Promise<{ html: string; noScript: string; messages: Record<string, string> }>;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of the first <h1> of rendered HTML (the document title until start-up sets it). */
function headingText(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) return null;
  return match[1]
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .trim();
}

/** The built index.html with a rendered page in its root. */
export function pageDocument(template: string, html: string, page: PrerenderedPage, noScript: string): string {
  if (/<script\b/i.test(html) || html.includes('$RC')) {
    throw new Error(`The page ${page.path} rendered a script; a prerendered page must be plain HTML.`);
  }
  const title = headingText(html);
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root} to render into.`);
  return (
    template
      // index.html preloads the signed-in area's chunks for the locations that render it (decision
      // 0048); a signed-out page would only pay for them. (config.json and the page's catalogue are
      // preloaded by the servers' Link header, decision 0053.)
      .replace(/<link\b[^>]*\brel="preload"[^>]*>/g, '')
      // Replacer functions, never a replacement string: in one, `$&`, `$'` or `` $` `` of a message would
      // paste the matched text or the template around it into the page.
      //
      // No frame before the whole page is parsed (decision 0052): the data block is the page's last
      // element, so the first paint holds every element of the page, the cookie banner at its end too.
      .replace('</head>', () => `<link rel="expect" href="#${PRERENDERED_DATA_ID}" blocking="render"></head>`)
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.locale}">`)
      .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
      .replace(
        root,
        () =>
          `<noscript><p class="noscript">${escapeHtml(noScript)}</p></noscript><div id="root">${html}</div>` +
          `<script type="application/json" id="${PRERENDERED_DATA_ID}">${serializePrerendered(page)}</script>`,
      )
  );
}

/**
 * The built index.html as the signed-out pages start from it (decision 0071): each start-up chunk
 * replaced by its copy without V8's compile hint, which this writes beside it. The signed-out pages
 * paint before start-up runs, and the hint's eager compile competes with that paint; the signed-in
 * locations (index.html itself) keep the hint, their main thread busy until their rows (0068).
 */
export async function signedOutTemplate(webDist: string, indexHtml: string): Promise<string> {
  let template = indexHtml;
  for (const script of startUpScripts(indexHtml)) {
    const copy = hintFreeCopy(script, await readFile(join(webDist, script), 'utf8'));
    await writeFile(join(webDist, copy.path), copy.content);
    template = template.replace(`src="/${script}"`, () => `src="/${copy.path}"`);
  }
  return template;
}

export async function prerenderAll(webDist: string, bundleFile: string): Promise<string[]> {
  const { prerenderedRoutes, renderPage } = (await import(pathToFileURL(bundleFile).href)) as PrerenderBundle;
  const template = await signedOutTemplate(webDist, await readFile(join(webDist, 'index.html'), 'utf8'));
  const year = new Date().getFullYear();
  const written: string[] = [];
  for (const { base, locale } of PRERENDERED_BASES) {
    const catalogue = JSON.parse(await readFile(join(LOCALIZATION_DIR, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    for (const route of prerenderedRoutes) {
      const path = `${base}${route}`;
      const { html, noScript, messages } = await renderPage(route, base, locale, catalogue).catch((error: unknown) => {
        throw new Error(`Prerendering ${path} failed: ${String(error)}`, { cause: error });
      });
      const page: PrerenderedPage = { path, locale, base, messages, year };
      const file = join(webDist, prerenderedFile(path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, pageDocument(template, html, page, noScript));
      written.push(path);
    }
  }
  return written;
}

export function prerenderPlugin(): RsbuildPlugin {
  return {
    name: 'portal:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        const node = environments[PRERENDER_ENVIRONMENT];
        if (!web || !node) return;
        const written = await prerenderAll(web.distPath, join(node.distPath, 'prerender.js'));
        api.logger.info(`prerendered ${written.length} pages into ${join(web.distPath, 'prerendered')}`);
      });
    },
  };
}
