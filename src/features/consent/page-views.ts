import { useEffect } from 'react';
import { useLocation, useRouter } from 'wouter';
import { analyticsAllowed } from './cookie-preferences';

/**
 * Page views (spec document 1 section 2: "Page views are tracked on each navigation"), recorded only
 * when the user allowed analytics cookies (document 2 section 4: analytics is off unless
 * googleAnalytics is true). There is no analytics service in this product: a page view is pushed to
 * `window.dataLayer`, the queue a tag manager reads, so an operator can plug one in without a change.
 */
export interface PageView {
  event: 'page_view';
  /** The path with its locale segment, without the query string (searches may hold names). */
  page_path: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Records one page view when analytics is allowed. Returns whether it was recorded. */
export function trackPageView(path: string, allowed: () => boolean = analyticsAllowed): boolean {
  if (!allowed()) return false;
  window.dataLayer ??= [];
  const view: PageView = { event: 'page_view', page_path: path };
  window.dataLayer.push(view);
  return true;
}

/**
 * Tracks a page view on each navigation. It waits for the location to settle (a macrotask), so a
 * redirect on the way (`/` to the enterprise's projects page) is not counted as a page seen.
 */
export function usePageViewTracking(): void {
  const [location] = useLocation();
  const { base } = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => trackPageView(`${base}${location}`), 0);
    return () => clearTimeout(timer);
  }, [base, location]);
}
