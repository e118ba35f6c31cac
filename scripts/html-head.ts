/**
 * What the build adds to index.html's head besides Rsbuild's own tags, and to the scripts it loads,
 * as Rsbuild plugins (rsbuild.config.ts). The prerendered pages are index.html with a page in it
 * (scripts/prerender.ts), so they have the same head, less the area's preloads.
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/** The files of the chunk groups' chunks that the HTML's own scripts do not load (their `import()`s load them). */
function areaFiles(compilation: Rspack.Compilation, chunkGroups: readonly string[]): string[] {
  const files = new Set<string>();
  for (const name of chunkGroups) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`The build has no chunk group "${name}" to preload (src/ names it in an import()).`);
    for (const chunk of group.chunks) {
      if (chunk.canBeInitial()) continue; // the HTML's own scripts load it already
      for (const file of chunk.files) if (/\.(?:js|css)$/.test(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * The signed-in area's preloads (decisions 0048 and 0053): index.html, which every signed-in
 * location is served, preloads every file of the chunk groups that start-up's imports of the area and
 * of its early calls load (the area's chunk and stylesheet, React Query, the API client, the early
 * calls, and the libraries the area shares with other screens, in chunks whose names the build
 * picks). Taken from the build's own chunk graph, not from names: a chunk the area comes to need is
 * preloaded too, so a signed-in location loads them all at once instead of some once start-up's
 * scripts have run. The prerendered signed-out pages drop these links (scripts/prerender.ts): the
 * login page would pay for them.
 */
export function areaPreloadPlugin(options: { environment: string; chunkGroups: readonly string[] }): RsbuildPlugin {
  return {
    name: 'portal:area-preload',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, environment, assetPrefix }) => {
        if (environment.name !== options.environment) return tags;
        const links = areaFiles(compilation, options.chunkGroups).map((file) => ({
          tag: 'link',
          attrs: { href: `${assetPrefix}${file}`, rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        return { ...tags, headTags: [...tags.headTags, ...links] };
      });
    },
  };
}

/**
 * V8's compile hint (scripts/bench/compile-hint.ts) as the first line of every script index.html
 * starts or preloads: the start-up chunks (the entry's own scripts) run nearly all their functions
 * on load, and the signed-in area's (the chunk groups' files, as areaPreloadPlugin preloads them)
 * nearly all theirs for the area's first page (decision 0068). Not the before-paint script: an
 * entry of its own, a few hundred bytes. After the minifier (which drops comments), before the
 * content hashes (so the names follow it). The prerendered signed-out pages load copies of the
 * start-up chunks without it (scripts/prerender.ts, decision 0071).
 */
export function compileHintPlugin(options: {
  environment: string;
  entry: string;
  chunkGroups: readonly string[];
  hint: string;
}): RsbuildPlugin {
  return {
    name: 'portal:compile-hint',
    setup(api) {
      api.processAssets(
        { stage: 'optimize-inline', environments: [options.environment] },
        ({ assets, compilation, sources }) => {
          const entry = compilation.entrypoints.get(options.entry);
          if (!entry) throw new Error(`The build has no entry "${options.entry}" to give the compile hint.`);
          const files = [...entry.getFiles(), ...areaFiles(compilation, options.chunkGroups)];
          for (const file of files) {
            const source = assets[file];
            if (file.endsWith('.js') && source) {
              compilation.updateAsset(file, new sources.ConcatSource(`${options.hint}\n`, source));
            }
          }
        },
      );
    },
  };
}
