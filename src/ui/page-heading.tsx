import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useHydrating } from './hydration-store';

export interface PageHeadingProps {
  /** The page's name: the heading's text (unless `children` is given) and the document title. */
  title: string;
  /** The document title when it says more than the heading (a tab of the page: see ./page-title.ts). */
  documentTitle?: string;
  /**
   * What makes this page another page. The heading takes focus whenever it changes; by default it is
   * the path and the title, so every navigation between pages moves focus here, even when the new
   * page reuses this component (two pages of one kind, or two that share a title), and so does a
   * page's next view at the same address (a form's confirmation). A page whose own tabs change the
   * path gives one key for all of them, so activating a tab keeps focus on the tab.
   */
  pageKey?: string;
  children?: ReactNode;
}

/**
 * The page's main heading. On every navigation between pages, and when a page moves to its next view
 * (a new title at the same address), it takes focus (so screen readers announce it), and on every
 * navigation it sets the document title. The query string is
 * not a navigation between pages: a list's search, filters, sort and page live there, and changing
 * them must not take focus from the control the user is using.
 */
export function PageHeading({ title, documentTitle = title, pageKey, children }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [path] = useLocation();
  const focusKey = pageKey ?? `${path}\n${title}`;
  // Hydrating a prerendered page: a person may already be typing in one of its fields.
  const hydrating = useRef(useHydrating());

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle, path]);

  useEffect(() => {
    const keepFocus = hydrating.current && document.activeElement !== document.body;
    hydrating.current = false;
    if (!keepFocus) ref.current?.focus({ preventScroll: false });
  }, [focusKey]);

  return (
    <h1 ref={ref} tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
