import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A path of the repository, absolute. */
export const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
/**
 * A library file as the bundler resolves it: through symbolic links (a checkout whose node_modules
 * links to another's), as the paths its importers' relative imports are joined to.
 */
export const resolved = (path: string) => {
  try {
    return realpathSync(root(path));
  } catch {
    return root(path); // not installed: the alias then matches nothing, as before
  }
};

/**
 * Library modules whose fallbacks for Reacts before 18 the portal (React 19) never runs, replaced in
 * the build (rsbuild.config.ts) and in the component tests (rstest.config.ts) by src/vendor/, which
 * says why for each.
 */
export const REACT_19_ALIASES: Record<string, string> = {
  'use-sync-external-store/shim/index.js': root('src/vendor/use-sync-external-store-shim.ts'),
  [resolved('node_modules/wouter/src/react-deps.js')]: root('src/vendor/wouter-react-deps.ts'),
};
