import { isApiError } from '../../../api/errors';
import { defineMessages } from '../../../i18n/define-messages';
import type { AlertRequest } from '../../../ui/alert-store';

export const changePasswordAlertMessages = defineMessages({
  success: { id: 'changePassword.success', defaultMessage: 'Your password has been changed.' },
  error: { id: 'changePassword.error', defaultMessage: 'Your password could not be changed.' },
  errorWithReason: {
    id: 'changePassword.errorWithReason',
    defaultMessage: 'Your password could not be changed: {reason}',
  },
});

export const changePasswordSuccessAlert: AlertRequest = {
  type: 'success',
  message: changePasswordAlertMessages.success,
};

/** The server's own explanation in a 400 answer (ApiProblem.message), when it sends one. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error, 400)) return null;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message.trim() : null;
}

/**
 * docs/product-decisions.md "Texts and values the specification does not give": a 400 shows the password-change error alert with the
 * server's message when it sends one; any other failure shows the generic password-change error
 * alert, with 'please try later' and the contact-support link (a 400 without a message is about what
 * was typed: no support link).
 */
export function changePasswordFailureAlert(error: unknown): AlertRequest {
  const reason = serverMessage(error);
  if (reason) return { type: 'danger', message: changePasswordAlertMessages.errorWithReason, values: { reason } };
  return { type: 'danger', message: changePasswordAlertMessages.error, showContactSupport: !isApiError(error, 400) };
}
