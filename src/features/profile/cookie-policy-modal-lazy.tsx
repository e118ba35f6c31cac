import { lazy, Suspense } from 'react';

const CookiePolicyModal = lazy(() => import('./cookie-policy-modal').then((module) => ({ default: module.CookiePolicyModal })));

/**
 * The cookie policy modal as the modal registry opens it: loaded on first open (the dialog and
 * checkbox code stay out of the login page's bundle), inside its own Suspense so the page never
 * falls back to the route loader while it loads.
 */
export function LazyCookiePolicyModal(props: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <CookiePolicyModal {...props} />
    </Suspense>
  );
}
