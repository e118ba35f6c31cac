import { useEffect } from 'react';
import { clearAlerts } from './alert-store';

/**
 * Spec document 2 section 4: "An alert hides when an error message is set". An error message is a
 * field's (the form kit's fields, the projects search's Project ID) or a form's own (a submission's
 * form-level error): when one is set, or changes to another, the alert bar's alerts hide. The
 * message is now what the user has to act on, and an alert about an earlier step ('saved', 'could
 * not save') would stand beside it, saying something else (record 0067). An alert shown later, while
 * the message stands, stays.
 */
export function hideAlertsForErrorMessage(): void {
  clearAlerts();
}

/** Hides the alerts each time `errorMessage` is set (a text, or a message descriptor) or changes. */
export function useErrorMessageHidesAlerts(errorMessage: unknown): void {
  useEffect(() => {
    if (errorMessage) hideAlertsForErrorMessage();
  }, [errorMessage]);
}
