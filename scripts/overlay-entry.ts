import { rspack } from '@rsbuild/core';
import { resolved, root } from './react-19-aliases';

/** The replacement (decision 0081): src/vendor/react-aria-overlay-entry.ts. */
const OVERLAY_ENTRY = root('src/vendor/react-aria-overlay-entry.ts');
/** React Aria's hooks whose page hiding and scroll lock are replaced. */
const OVERLAY_HOOK = /[\\/]react-aria[\\/]dist[\\/]private[\\/]overlays[\\/](?:useModalOverlay|usePopover)\.mjs$/;

/** The replacement's way to React Aria's own ariaHideOutside module (with keepVisible), which the package does not export. */
export const OVERLAY_ENTRY_ALIASES: Record<string, string> = {
  'react-aria-private/overlays/ariaHideOutside': resolved(
    'node_modules/react-aria/dist/private/overlays/ariaHideOutside.mjs',
  ),
};

/**
 * For the build (rsbuild.config.ts) and the component tests (rstest.config.ts): React Aria's modal
 * overlays and popovers import their page hiding and scroll lock from src/vendor/react-aria-overlay-entry.ts:
 * the page hidden 500 ms after the overlay has taken focus, scrolling stopped without restyling `<html>`.
 * Every other importer keeps the originals.
 */
export function overlayEntryReplacement() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\/(?:ariaHideOutside|usePreventScroll)\.mjs$/, (resource) => {
    if (OVERLAY_HOOK.test(resource.contextInfo.issuer)) resource.request = OVERLAY_ENTRY;
  });
}
