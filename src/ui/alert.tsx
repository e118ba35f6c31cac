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
