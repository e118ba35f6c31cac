import { describe, expect, it } from '@rstest/core';
import { ApiError, NetworkError, requestErrorMessages, TimeoutError } from '../../../../src/api/errors';
import {
  failureMessages,
  forgotPasswordFailure,
  invitationLoadFailure,
  invitationSubmitFailure,
  isRetryable,
  passwordLinkFailure,
  registerSubmitFailure,
  registrationLoadFailure,
  sandboxFailure,
  unsubscribeFailure,
} from '../../../../src/features/account/failures';

const text = (message: { defaultMessage: string }) => message.defaultMessage;

describe('the failure texts of the signed-out flows (spec document 1 section 8)', () => {
  it('reset and create password: bad request, anything else', () => {
    expect(text(passwordLinkFailure(new ApiError(400, 'Bad Request')))).toBe(
      'This request is no longer valid, please request a new link',
    );
    expect(text(passwordLinkFailure(new ApiError(500, 'Server Error')))).toBe(
      'Something went wrong, please try again later.',
    );
    expect(text(passwordLinkFailure(new ApiError(404, 'Not Found')))).toBe(
      'Something went wrong, please try again later.',
    );
  });

  it('invitation: the bad-request text on load, the member-not-found text on submit', () => {
    expect(invitationLoadFailure(new ApiError(400, 'x'))).toBe(failureMessages.linkNoLongerValid);
    expect(invitationSubmitFailure(new ApiError(404, 'x'))).toBe(failureMessages.memberNotFound);
  });

  it('register: load and submit texts', () => {
    expect(text(registrationLoadFailure(new ApiError(400, 'x')))).toBe(
      'This request is no longer valid, please request a new link.',
    );
    expect(text(registerSubmitFailure(new ApiError(400, 'x')))).toBe('Something went wrong. Please try again.');
  });

  it('sandbox: a conflict is the existing-account case; anything else is the alert', () => {
    expect(sandboxFailure(new ApiError(409, 'Conflict'))).toEqual({ kind: 'emailTaken' });
    expect(sandboxFailure(new ApiError(400, 'x'))).toEqual({ kind: 'alert', message: failureMessages.sandboxFailed });
    expect(text(failureMessages.sandboxFailed)).toBe('Something went wrong, please try again.');
    expect(text(failureMessages.sandboxEmailTaken)).toBe(
      'Your email matches an existing account. Do you want to {logIn} or use {forgotPassword}?',
    );
  });

  it('unsubscribe: a bad request is the not-subscribed view; anything else is the alert', () => {
    expect(unsubscribeFailure(new ApiError(400, 'x'))).toEqual({ kind: 'notSubscribed' });
    expect(unsubscribeFailure(new ApiError(500, 'x'))).toEqual({
      kind: 'alert',
      message: failureMessages.unsubscribeFailed,
    });
    expect(text(failureMessages.unsubscribeFailed)).toBe(
      'Looks like something went wrong. Refresh the page or try again later.',
    );
  });

  it("a time-out or an unreachable server shows the request layer's own text everywhere", () => {
    for (const map of [
      passwordLinkFailure,
      forgotPasswordFailure,
      invitationLoadFailure,
      invitationSubmitFailure,
      registrationLoadFailure,
      registerSubmitFailure,
    ]) {
      expect(map(new TimeoutError(30_000))).toBe(requestErrorMessages.timeout);
      expect(map(new NetworkError('down'))).toBe(requestErrorMessages.network);
    }
    expect(sandboxFailure(new NetworkError('down'))).toEqual({ kind: 'alert', message: requestErrorMessages.network });
    expect(unsubscribeFailure(new TimeoutError(1))).toEqual({ kind: 'alert', message: requestErrorMessages.timeout });
  });

  it('only a server or network failure is worth retrying', () => {
    expect(isRetryable(new ApiError(400, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(500, 'x'))).toBe(true);
    expect(isRetryable(new NetworkError('down'))).toBe(true);
  });
});
