import { useEffect } from 'react';
import {
  ariaHideOutside as hideOutsideNow,
  keepVisible as keepVisibleNow,
} from 'react-aria-private/overlays/ariaHideOutside';
import { FOCUS_HANDOVER_MS } from '../ui/focus-handover';

/**
 * Replaces, for React Aria's modal overlays and popovers only (useModalOverlay and usePopover: every
 * modal, menu, select list and the command palette), the two things they do to the page as they open
 * (decision 0081). Either one, done as React Aria does it, changes Firefox's accessibility tree under
 * what had focus in the same moment as the overlay takes focus, and Orca then says nothing:
 * - the page behind is hidden from assistive technology (`inert`) once a screen reader has taken the
 *   overlay's focus in (../ui/focus-handover.ts), not in the same commit; closing shows it at once;
 * - the page's scrolling is stopped by cancelling the wheel and touch moves that would scroll it, not
 *   by `overflow: hidden` on the root element: that rebuilds Firefox's whole accessibility tree, the
 *   overlay's focused element included.
 *
 * The build and the component tests swap these in (scripts/overlay-entry.ts); keepVisible and the
 * hiding itself stay React Aria's, with their state. tests/unit/vendor/react-aria-overlay-entry.test.tsx
 * fails if an update of React Aria stops importing them from these files.
 *
 * The targets of the overlays whose hiding of the page is still to come. An overlay that opens from
 * one of them in the meantime (the header's 'Menu', then its enterprise menu at once) joins their
 * targets: React Aria's keepVisible has no hiding to join yet, and the one to come would hide it,
 * and take the focus out of it, when it comes.
 */
const waiting = new Set<Element[]>();

/** Keeps an overlay that opens visible: out of the hiding that is there, and of the ones to come. */
export function keepVisible(element: Element): (() => void) | undefined {
  for (const others of waiting) others.push(element);
  return keepVisibleNow(element);
}

export function ariaHideOutside(...[targets, options]: Parameters<typeof hideOutsideNow>): () => void {
  // An overlay that hides the page already (the one this opens from) must not hide this one.
  const kept = targets.map(keepVisible);
  const letGo = () => kept.forEach((release) => release?.());
  const own = [...targets];
  waiting.add(own);
  let show: (() => void) | undefined;
  const timer = setTimeout(() => {
    waiting.delete(own);
    letGo();
    show = hideOutsideNow(own, options);
  }, FOCUS_HANDOVER_MS);
  return () => {
    waiting.delete(own);
    clearTimeout(timer);
    letGo();
    show?.();
  };
}

/** Whether the element or one of its ancestors, below the page's own scroller, can scroll. */
function scrollsInside(target: EventTarget | null): boolean {
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (element === document.body || element === document.documentElement) return false;
    const { overflowX, overflowY } = getComputedStyle(element);
    const scrollable = /auto|scroll/.test(`${overflowX} ${overflowY}`);
    if (scrollable && (element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth)) {
      return true;
    }
  }
  return false;
}

let locks = 0;
let unlock: (() => void) | undefined;

/** Stops the wheel and touch moves that would scroll the page (a list in the overlay still scrolls). */
function lockPageScrolling(): () => void {
  locks += 1;
  if (locks === 1) {
    const cancel = (event: Event) => {
      if (!scrollsInside(event.target)) event.preventDefault();
    };
    const options = { capture: true, passive: false };
    document.addEventListener('wheel', cancel, options);
    document.addEventListener('touchmove', cancel, options);
    unlock = () => {
      document.removeEventListener('wheel', cancel, options);
      document.removeEventListener('touchmove', cancel, options);
    };
  }
  return () => {
    locks -= 1;
    if (locks === 0) unlock?.();
  };
}

export function usePreventScroll({ isDisabled = false }: { isDisabled?: boolean } = {}): void {
  useEffect(() => (isDisabled ? undefined : lockPageScrolling()), [isDisabled]);
}
