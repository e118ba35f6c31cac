/**
 * What the build adds to index.html's head besides Rsbuild's own tags, as Rsbuild plugins
 * (rsbuild.config.ts). The prerendered pages are index.html with a page in it (scripts/prerender.ts),
 * so they have the same head, less the area's preloads.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The page's first script (decision 0052): the scripts of `entry` (an entry built without an HTML
 * of its own) go before all the others. Deferred scripts run in document order, and the browser runs
 * the first one in the same task as it ends parsing the page, before it paints.
 */
export function firstScriptPlugin(options: { environment: string; entry: string }): RsbuildPlugin {
  return {
    name: 'portal:first-script',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, environment, assetPrefix }) => {
        if (environment.name !== options.environment) return tags;
        const files = compilation.entrypoints
          .get(options.entry)
          ?.getFiles()
          .filter((file) => file.endsWith('.js'));
        if (!files?.length) throw new Error(`The build has no entry "${options.entry}" to load first.`);
        const srcs = new Set(files.map((file) => `${assetPrefix}${file}`));
        const first = [...srcs].map((src) => ({ tag: 'script', attrs: { defer: true, src } }));
        // Rsbuild lists them itself when the page's entry depends on that entry: not twice.
        const headTags = tags.headTags.filter((tag) => !(tag.tag === 'script' && srcs.has(String(tag.attrs?.src))));
        const at = headTags.findIndex((tag) => tag.tag === 'script');
        headTags.splice(at === -1 ? headTags.length : at, 0, ...first);
        return { ...tags, headTags };
      });
    },
  };
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
        const files = new Set<string>();
        for (const name of options.chunkGroups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group)
            throw new Error(`The build has no chunk group "${name}" to preload (src/ names it in an import()).`);
          for (const chunk of group.chunks) {
            if (chunk.canBeInitial()) continue; // the HTML's own scripts load it already
            for (const file of chunk.files) if (/\.(?:js|css)$/.test(file)) files.add(file);
          }
        }
        const links = [...files].sort().map((file) => ({
          tag: 'link',
          attrs: { href: `${assetPrefix}${file}`, rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        return { ...tags, headTags: [...tags.headTags, ...links] };
      });
    },
  };
}
