import type { ReactNode } from 'react';
import type { AlertVariant } from './alerts';

/** An inline alert in one of the variants, announced by screen readers (role=alert for danger, status otherwise). */
export function InlineAlert({ type, children }: { type: AlertVariant; children: ReactNode }) {
  return (
    <div className={`alert alert--${type}`} role={type === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * A danger alert whose live region is in the page from its first render, empty (and taking no
 * room) until it has something to say (decision 0062). Screen readers that only follow the live
 * regions present when the page loaded announce what appears in it; an alert inserted with its
 * text, as InlineAlert is, may go unsaid. For a text that answers the user's action on a page that
 * is there before it (the login page's 'Invalid login attempt.').
 */
export function LiveAlert({ children }: { children?: ReactNode }) {
  // The region itself never changes: the alert comes and goes inside it (one addition to announce),
  // and going away says nothing (aria-atomic false: only additions are read). aria-live is the
  // alert role's own value, written out: Orca in Firefox says nothing of an addition to a role=alert
  // region without it (decision 0074).
  return (
    <div role="alert" aria-live="assertive" aria-atomic="false">
      {children ? <div className="alert alert--danger">{children}</div> : null}
    </div>
  );
}
