/** React Aria's own module of the page hiding, which its package does not export (scripts/overlay-entry.ts aliases it). */
declare module 'react-aria-private/overlays/ariaHideOutside' {
  export function ariaHideOutside(
    targets: Element[],
    options?: { root?: Element; shouldUseInert?: boolean } | Element,
  ): () => void;
  export function keepVisible(element: Element): (() => void) | undefined;
}
