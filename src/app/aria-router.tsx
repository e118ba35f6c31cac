import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';

/** Lets react-aria-components links and menus route in-app through wouter. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  return (
    <RouterProvider
      navigate={(href) => navigate(href)}
      useHref={(href) => (href.startsWith('/') ? `${base}${href}` : href)}
    >
      {children}
    </RouterProvider>
  );
}
