/**
 * Smooth scrolling with the specification's durations (document 2 sections 4 and 9: "Scroll
 * animation 150 ms (tabs 500 ms)"): a request form's left menu and a failed submit scroll to a
 * section in 150 ms; a project's details tab scrolls to the tab's content in 500 ms. Users who ask
 * for reduced motion get an instant jump.
 *
 * Written by hand because `scrollIntoView({ behavior: 'smooth' })` lets the browser pick the
 * duration, and the spec fixes it.
 */
export const SECTION_SCROLL_MS = 150;
/** A project details tab's scroll to its content. */
export const TAB_SCROLL_MS = 500;
/** Space left above a section scrolled to the top. */
const TOP_GAP_PX = 8;

/** Ease-in-out (quadratic): slow start, slow end; 0 → 0, 0.5 → 0.5, 1 → 1. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Where the scroll is `elapsed` ms into an animation from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  return from + (to - from) * easeInOut(elapsed / duration);
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The element's scrolling box: the form's own scroll area when it scrolls (wide screens), else the page. */
function scrollerOf(element: HTMLElement): {
  get: () => number;
  set: (top: number) => void;
  targetFor: (el: HTMLElement) => number;
} {
  const area = element.closest<HTMLElement>('[data-scroll-area]');
  if (area && area.scrollHeight > area.clientHeight && getComputedStyle(area).overflowY !== 'visible') {
    return {
      get: () => area.scrollTop,
      set: (top) => {
        area.scrollTop = top;
      },
      targetFor: (el) => {
        const max = area.scrollHeight - area.clientHeight;
        const top = area.scrollTop + el.getBoundingClientRect().top - area.getBoundingClientRect().top - TOP_GAP_PX;
        return Math.max(0, Math.min(max, top));
      },
    };
  }
  const page = document.scrollingElement ?? document.documentElement;
  return {
    get: () => page.scrollTop,
    set: (top) => {
      page.scrollTop = top;
    },
    targetFor: (el) => {
      const max = page.scrollHeight - window.innerHeight;
      const top = page.scrollTop + el.getBoundingClientRect().top - TOP_GAP_PX;
      return Math.max(0, Math.min(max, top));
    },
  };
}

let running: number | null = null;

/** Scrolls `element` to the top of its scrolling box in `duration` ms, 150 unless said (instantly with reduced motion). */
export function scrollToSection(element: HTMLElement, duration = SECTION_SCROLL_MS): void {
  const scroller = scrollerOf(element);
  const from = scroller.get();
  const to = scroller.targetFor(element);
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  if (prefersReducedMotion() || duration <= 0 || from === to) {
    scroller.set(to);
    return;
  }
  const start = performance.now();
  // The time is the page's clock, read at each frame, not the frame's timestamp: a browser tab was
  // seen handing every frame a timestamp of 0, which kept the scroll where it started, frame after
  // frame, without end.
  const step = () => {
    const elapsed = performance.now() - start;
    // Where the section is, read again each frame: the page may still be laying out what the scroll
    // was started for (a failed submit's error messages above the section push it down).
    scroller.set(scrollPositionAt(from, scroller.targetFor(element), elapsed, duration));
    running = elapsed < duration ? requestAnimationFrame(step) : null;
  };
  running = requestAnimationFrame(step);
}
