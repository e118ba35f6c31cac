import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

/** How long a page heading waits for its page's first build before it takes focus all the same. */
export const BUILD_WAIT_MS = 1000;

/** How many headings wait for their page now: a leaving command palette keeps focus for them. */
let waiting = 0;
export const headingWaiting = (): boolean => waiting > 0;

/**
 * A page's `built` for its heading (./page-heading.tsx), which takes focus when it turns true: once
 * the page has first been `built` at this address, or has waited BUILD_WAIT_MS for it (a slow call:
 * its loader is what there is to hear). It stays true at this address (a later change of the list is
 * no new page), and never turns true if the person has meanwhile moved into the page (`main`): the
 * heading does not take focus from them.
 */
export function useBuiltWithin(built: boolean): boolean {
  const [path] = useLocation();
  const [settled, setSettled] = useState<{ path: string; focus: boolean } | null>(null);
  const done = settled?.path === path;
  useEffect(() => {
    if (done) return;
    waiting++;
    return () => void waiting--;
  }, [done]);
  useEffect(() => {
    if (done) return;
    const settle = () => {
      const active = document.activeElement;
      setSettled({ path, focus: active === document.body || !document.getElementById('main')?.contains(active) });
    };
    if (built) return settle();
    const timer = setTimeout(settle, BUILD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [built, path, done]);
  return done && settled.focus;
}
