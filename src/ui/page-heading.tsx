import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's main heading. On every navigation it takes focus (so screen readers announce the new
 * page) and sets the document title.
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
    ref.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
