import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * Library modules whose fallbacks for Reacts before 18 the portal (React 19) never runs, replaced in
 * the build (rsbuild.config.ts) and in the component tests (rstest.config.ts) by src/vendor/, which
 * says why for each.
 */
export const REACT_19_ALIASES: Record<string, string> = {
  'use-sync-external-store/shim/index.js': root('src/vendor/use-sync-external-store-shim.ts'),
  [root('node_modules/wouter/src/react-deps.js')]: root('src/vendor/wouter-react-deps.ts'),
};
