import type { ReactNode } from 'react';
import type { AlertType } from './alerts';

/** An inline alert, announced by screen readers (role=alert for danger, status otherwise). */
export function InlineAlert({ type, children }: { type: AlertType; children: ReactNode }) {
  return (
    <div className={`alert alert--${type}`} role={type === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
