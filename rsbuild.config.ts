import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { COMPILE_HINT } from './scripts/bench/compile-hint';
import { areaPreloadPlugin, compileHintPlugin } from './scripts/html-head';
import { prerenderPlugin, PRERENDER_ENVIRONMENT } from './scripts/prerender';
import { OVERLAY_ENTRY_ALIASES, overlayEntryReplacement } from './scripts/overlay-entry';
import { REACT_19_ALIASES } from './scripts/react-19-aliases';

/** The reference API that `npm run dev` starts beside the dev server (scripts/dev.ts). */
const devApiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:3001';

/** The signed-in area's chunk (its lazy import in src/app/app-routes.tsx names it). */
const SIGNED_IN_CHUNK = 'signed-in';
/** The early calls' chunk (src/app/early-data.ts; its lazy import in src/main.tsx names it). */
const EARLY_CHUNK = 'early';
/** The chunk groups of the signed-in area's first page: index.html preloads their files, with the compile hint. */
const AREA_CHUNK_GROUPS = [SIGNED_IN_CHUNK, EARLY_CHUNK];
/** The API client with the session rules (src/api/client.ts): a chunk of its own, see its cache group. */
const API_CHUNK = 'api';
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The before-paint script's entry (src/before-paint.ts) and its built file. */
const BEFORE_PAINT_ENTRY = 'before-paint';
const BEFORE_PAINT_SCRIPT = new RegExp(`/${BEFORE_PAINT_ENTRY}\\.[0-9a-f]+\\.js$`);

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    prerenderPlugin(),
    // index.html's head (scripts/html-head.ts): the preloads of all that the area's import and the
    // early calls' import load.
    areaPreloadPlugin({ environment: 'web', chunkGroups: AREA_CHUNK_GROUPS }),
    // V8's compile hint as the first line of the start-up chunks and of those preloads
    // (scripts/html-head.ts; decisions 0068 and 0071). The prerendered signed-out pages load copies
    // of the start-up chunks without it (scripts/prerender.ts).
    compileHintPlugin({
      environment: 'web',
      entry: 'index',
      chunkGroups: AREA_CHUNK_GROUPS,
      hint: COMPILE_HINT,
    }),
  ],
  environments: {
    web: {
      source: {
        entry: {
          index: './src/entry.ts',
          // The stored theme and cookie choice before the first paint (decisions 0061 and 0052): no
          // page of its own; see `html` below.
          [BEFORE_PAINT_ENTRY]: { import: './src/before-paint.ts', html: false },
        },
      },
    },
    // The build renders the signed-out pages to HTML (decision 0049): a Node bundle of
    // the same app (src/prerender-entry.tsx), which scripts/prerender.ts runs once both are built. It
    // goes beside the web build, never into it: nothing serves it.
    ...(command === 'build'
      ? {
          [PRERENDER_ENVIRONMENT]: {
            source: { entry: { prerender: './src/prerender-entry.tsx' } },
            output: {
              target: 'node' as const,
              distPath: { root: `${process.env.DIST_DIR ?? 'dist'}-prerender` },
              filenameHash: false,
              minify: false,
            },
          },
        }
      : {}),
  },
  resolve: {
    alias: { '@': './src', ...REACT_19_ALIASES, ...OVERLAY_ENTRY_ALIASES },
  },
  html: {
    template: './src/index.html',
    // The before-paint script runs before the body is rendered (decisions 0061, 0052): first in the <head> of
    // index.html (and so of every prerendered page, built from it), as a classic script, without
    // `defer`. It comes before the stylesheet, so it does not wait for it.
    tags: [
      (tags) => {
        for (const tag of tags) {
          const src = tag.tag === 'script' ? tag.attrs?.src : undefined;
          if (typeof src === 'string' && BEFORE_PAINT_SCRIPT.test(src)) {
            tag.attrs = { ...tag.attrs, defer: false };
            tag.head = true;
            tag.append = false;
          }
        }
        return tags;
      },
    ],
  },
  output: {
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // No inline scripts: the Content-Security-Policy allows only 'self' scripts.
    // Six hex digits of content hash name a file apart from its other versions (a year-long cache,
    // scripts/security-headers.ts; two versions of one chunk clash once in 16 million). The start-up
    // runtime holds every lazy chunk's hash, on the login page, whose budget is at its ceiling.
    filenameHash: 'contenthash:6',
    inlineScripts: false,
    // SWC's compressor runs three passes (what one pass inlines or drops opens more to the next).
    minify: { jsOptions: { minimizerOptions: { compress: { passes: 3 } } } },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
    // The API and the localization catalogues go to the reference API; everything else is the SPA.
    // The links the API builds (downloads) start with the dev server's address (scripts/dev.ts).
    proxy: [
      {
        pathFilter: (path: string) => path.startsWith('/api/') || /^\/[a-z]{2}-[a-z]{2}\/localization\/?$/i.test(path),
        target: devApiTarget,
        changeOrigin: false,
      },
    ],
  },
  tools: {
    // index.html also loads the before-paint entry's script (made blocking and first by `html.tags`).
    htmlPlugin: (options, { entryName }) =>
      entryName === 'index'
        ? {
            ...options,
            chunks: [BEFORE_PAINT_ENTRY, ...(Array.isArray(options.chunks) ? options.chunks : [entryName])],
          }
        : options,
    // Production only (the dev server mangles nothing, so hot updates keep every export's name):
    // exports a chunk reaches across modules get the shortest names, the most used first (`size`),
    // not two-letter hashes (`deterministic`, the production default). The same exports are
    // mangled either way (never one used by name at run time); the chunks are smaller.
    bundlerChain: (chain, { isProd }) => {
      if (isProd) chain.optimization.mangleExports('size');
    },
    rspack: {
      // Spec document 1 section 9: a screen chunk that takes longer than 120 s is a chunk-load error
      // (src/app/page-error-boundary.tsx shows the error page).
      // `uniqueName`: the name every chunk pushes itself to (`rspackChunkportal`) and the runtime tags its
      // scripts with; the package's name made it 11 characters longer in each of them (33 bytes gzip on
      // the login page).
      output: { chunkLoadTimeout: 120_000, uniqueName: 'portal' },
      // No module reads Node's `global` but behind `typeof global` (lodash, in Power BI's chunk, then
      // takes `self`): without the shim for it, the entry's runtime is 37 bytes (gzip) lighter.
      node: { global: false },
      // React Aria's built-in strings only for the portal's locales (the plugin is an unplugin; other
      // locales resolve to an empty module and fall back to en-US).
      plugins: [
        optimizeLocales.rspack({ locales: ['en-US', 'pt-PT'] }),
        // React Aria's overlays hide the page 500 ms after they take focus, and stop scrolling without
        // restyling <html> (decision 0081).
        overlayEntryReplacement(),
        // formatjs's own modules get the parser-free build: the portal hands @formatjs/intl compiled
        // messages only (src/i18n/message-compiler.ts compiles the catalogues' texts).
        new rspack.NormalModuleReplacementPlugin(/^@formatjs\/icu-messageformat-parser$/, (resource) => {
          if (
            /[\\/]node_modules[\\/](?:intl-messageformat|@formatjs[\\/]intl)[\\/]/.test(resource.contextInfo.issuer)
          ) {
            resource.request = '@formatjs/icu-messageformat-parser/no-parser.js';
          }
        }),
      ],
    },
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // Few chunks a page: every chunk costs a request and compresses worse than one file (the
      // budgets are gzip sizes of what a page loads, docs/performance.md). Measured with
      // `npm run check:size`, against the default split into many small shared chunks:
      // - lib-core: the libraries the first page needs (react-aria's core, formatjs, openapi-fetch,
      //   wouter, valtio), one initial chunk beside React's;
      // - lib-query: React Query, which only the signed-in area uses;
      // - no `default` group: the app's own modules shared by two lazy screens go with each screen
      //   (a few hundred bytes each) rather than into chunks of their own; libraries shared by lazy
      //   screens are still split out (rspack's `defaultVendors`);
      // - `defaultVendors` leaves the signed-in area's own libraries (react-aria's menu trigger,
      //   overlay positioning, radio group, tooltip and search field, which no other chunk uses) in
      //   the area's chunk instead of a lazy chunk that always loads with it: one request less after
      //   sign-in.
      override: {
        cacheGroups: {
          'lib-core': {
            test: /node_modules[\\/](?!react[\\/]|react-dom[\\/]|scheduler[\\/])/,
            name: 'lib-core',
            chunks: 'initial',
            priority: 0,
          },
          'lib-query': {
            test: /node_modules[\\/](?:@tanstack|openapi-react-query)[\\/]/,
            name: 'lib-query',
            chunks: 'async',
            priority: 0,
          },
          // The app's modules the early calls' chunk shares with the signed-in area (the route table,
          // the list's view, the first calls) stay in that chunk, which the area's chunk then loads
          // beside it: once on the projects page, not twice.
          [EARLY_CHUNK]: {
            test: (module, { chunkGraph }) =>
              [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === EARLY_CHUNK),
            name: EARLY_CHUNK,
            // Only out of the area's chunk: other screens' chunks keep their copies (else the signed-out
            // pages would load this chunk too).
            chunks: (chunk) => chunk.name === EARLY_CHUNK || chunk.name === SIGNED_IN_CHUNK,
            enforce: true,
            priority: 10,
          },
          // The client with the session rules (src/api/client.ts) and its errors are not in the login
          // page's bundle: the sign-in loads them, and so do the signed-in area, its early calls and
          // the other signed-out pages. In one chunk of their own they load once on the way from the
          // login page into the area, not once with the sign-in and again with the area.
          [API_CHUNK]: {
            test: /[\\/]src[\\/]api[\\/](?:client|errors)\.ts$/,
            name: API_CHUNK,
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          defaultVendors: {
            test: (module, { chunkGraph }) => {
              if (!NODE_MODULES.test(module.nameForCondition() ?? '')) return false;
              const chunks = [...chunkGraph.getModuleChunksIterable(module)];
              return !chunks.every((chunk) => chunk.name === SIGNED_IN_CHUNK);
            },
            // As rspack's own defaultVendors.
            priority: -10,
            reuseExistingChunk: true,
            idHint: 'vendors',
          },
          default: false,
        },
      },
      // Power BI and its dependencies in one lazy chunk of their own, named so the size budgets can
      // tell it (scripts/bench/gzip-size.ts POWER_BI_CHUNK): only the report page loads it.
      forceSplitting: {
        'lib-powerbi':
          /node_modules[\\/](?:powerbi-client|powerbi-client-react|powerbi-models|powerbi-router|http-post-message|window-post-message-proxy|es6-promise|route-recognizer|lodash\.isequal)[\\/]/,
      },
    },
  },
}));
