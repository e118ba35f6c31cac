import { isApiError, requestErrorMessage } from '../../api/errors';
import { defineMessages, type Message } from '../../i18n/define-messages';

/**
 * The failure texts of the signed-out flows (spec document 1 section 8), and the one place that
 * decides which text a failure shows. A time-out or an unreachable server always shows the request
 * layer's own text (docs/product-decisions.md), which tells the user more than a generic one.
 */
export const failureMessages = defineMessages({
  linkNoLongerValid: {
    id: 'account.error.linkNoLongerValid',
    defaultMessage: 'This request is no longer valid, please request a new link',
  },
  tryAgainLater: { id: 'account.error.tryAgainLater', defaultMessage: 'Something went wrong, please try again later.' },
  // Spec: "the e-mail field is flagged invalid with the forgot-password submission error message"
  // (its text is not given).
  forgotPasswordFailed: {
    id: 'forgotPassword.error.failed',
    defaultMessage: 'We could not send the reset email to this address. Check it and try again.',
  },
  // Spec: "Submit failure: the 'member id not found' message" (its text is not given).
  memberNotFound: {
    id: 'invitation.error.memberNotFound',
    defaultMessage: 'We could not find the team member this invitation is for. Please ask for a new invitation.',
  },
  registerLinkNoLongerValid: {
    id: 'register.error.linkNoLongerValid',
    defaultMessage: 'This request is no longer valid, please request a new link.',
  },
  registerFailed: { id: 'register.error.failed', defaultMessage: 'Something went wrong. Please try again.' },
  sandboxEmailTaken: {
    id: 'sandbox.error.emailTaken',
    defaultMessage: 'Your email matches an existing account. Do you want to {logIn} or use {forgotPassword}?',
  },
  sandboxEmailTakenLogIn: { id: 'sandbox.error.emailTaken.logIn', defaultMessage: 'log in' },
  sandboxEmailTakenForgotPassword: { id: 'sandbox.error.emailTaken.forgotPassword', defaultMessage: 'forgot password' },
  sandboxFailed: { id: 'sandbox.error.failed', defaultMessage: 'Something went wrong, please try again.' },
  notSubscribed: {
    id: 'unsubscribe.error.notSubscribed',
    defaultMessage:
      'Something went wrong. Unfortunately it is not possible to unsubscribe since you are not subscribed in our platform',
  },
  unsubscribeFailed: {
    id: 'unsubscribe.error.failed',
    defaultMessage: 'Looks like something went wrong. Refresh the page or try again later.',
  },
});

/** Reset and create password: a bad request means the link is no longer valid; anything else is generic. */
export function passwordLinkFailure(error: unknown): Message {
  return (
    requestErrorMessage(error) ??
    (isApiError(error, 400) ? failureMessages.linkNoLongerValid : failureMessages.tryAgainLater)
  );
}

/** Forgot password: the text the e-mail field is flagged with. */
export function forgotPasswordFailure(error: unknown): Message {
  return requestErrorMessage(error) ?? failureMessages.forgotPasswordFailed;
}

/** Accept invitation: the invitation could not be read. */
export function invitationLoadFailure(error: unknown): Message {
  return requestErrorMessage(error) ?? failureMessages.linkNoLongerValid;
}

/** Accept invitation: the acceptance failed. */
export function invitationSubmitFailure(error: unknown): Message {
  return requestErrorMessage(error) ?? failureMessages.memberNotFound;
}

/** Register: the requested account could not be read. */
export function registrationLoadFailure(error: unknown): Message {
  return requestErrorMessage(error) ?? failureMessages.registerLinkNoLongerValid;
}

/** Register: the registration failed. */
export function registerSubmitFailure(error: unknown): Message {
  return requestErrorMessage(error) ?? failureMessages.registerFailed;
}

/** Sandbox sign-up: a conflict (the e-mail has an account) is shown in the form; anything else as an alert. */
export function sandboxFailure(error: unknown): { kind: 'emailTaken' } | { kind: 'alert'; message: Message } {
  if (isApiError(error, 409)) return { kind: 'emailTaken' };
  return { kind: 'alert', message: requestErrorMessage(error) ?? failureMessages.sandboxFailed };
}

/** Unsubscribe: a bad request has its own view (with a report link); anything else is an alert. */
export function unsubscribeFailure(error: unknown): { kind: 'notSubscribed' } | { kind: 'alert'; message: Message } {
  if (isApiError(error, 400)) return { kind: 'notSubscribed' };
  return { kind: 'alert', message: requestErrorMessage(error) ?? failureMessages.unsubscribeFailed };
}

/** Whether a failed load is worth retrying (not a definitive 4xx answer). */
export const isRetryable = (error: unknown): boolean =>
  !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500);
