/**
 * The signed-out account flows (spec document 1 sections 4, 7 and 8): forgot, reset and create
 * password, accept invitation, register from a request, sandbox sign-up and its resend, unsubscribe,
 * and sign-in with a captcha token. Each test drives the portal's own code (the call functions and
 * query options of src/features/account/api.ts, the failure texts of failures.ts, through the
 * generated client) against the Pact mock server: one interaction per outcome the pages handle.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import {
  acceptInvitation,
  invitationQuery,
  register,
  registrationQuery,
  requestPasswordReset,
  resetPassword,
  signUpSandbox,
  unsubscribe,
} from '../src/features/account/api';
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
} from '../src/features/account/failures';
import { sandboxBody } from '../src/features/account/sandbox-sign-up-page';
import { requestSession } from '../src/features/account/session-calls';
import { session } from '../src/session/session-store';
import { EMAIL_LINKS } from '../scripts/dev-api/demo-ids';
import {
  PACT_ADMIN_EMAIL,
  PACT_ADMIN_PASSWORD,
  PACT_ADMIN_TOKEN,
  PACT_REFRESH_TOKEN,
  PACT_STATES,
} from '../scripts/dev-api/pact-fixtures';
import { clock, freshSession, newPact, useMockApi } from './support';

const { like, integer } = MatchersV3;

const pact = newPact();
const NEW_PASSWORD = 'Fresh#2027';
const text = (message: { defaultMessage: string }) => message.defaultMessage;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

describe('POST /api/account/forgot/password/', () => {
  it('accepts the address of an account (the confirmation view follows)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminAccount)
      .uponReceiving('a request for a password-reset e-mail')
      .withRequest('POST', '/api/account/forgot/password/', (b) => b.jsonBody({ email: PACT_ADMIN_EMAIL }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(requestPasswordReset(PACT_ADMIN_EMAIL)).resolves.toBeUndefined();
      });
  });

  it('fails with a server error when the API cannot reach its storage (the e-mail field is flagged)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminAccount)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a request for a password-reset e-mail while the account storage is down')
      .withRequest('POST', '/api/account/forgot/password/', (b) => b.jsonBody({ email: PACT_ADMIN_EMAIL }))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(requestPasswordReset(PACT_ADMIN_EMAIL));
        expect(isApiError(error, 500)).toBe(true);
        expect(forgotPasswordFailure(error)).toBe(failureMessages.forgotPasswordFailed);
      });
  });
});

describe('POST /api/account/reset/password/ (reset and create password)', () => {
  const body = (userId: string, code: string) => ({
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    userId,
    code,
  });

  it('sets the password from a valid reset link', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.resetLinkValid)
      .uponReceiving('a new password from a valid reset-password link')
      .withRequest('POST', '/api/account/reset/password/', (b) =>
        b.jsonBody(body(EMAIL_LINKS.reset.userId, EMAIL_LINKS.reset.code)),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(resetPassword(body(EMAIL_LINKS.reset.userId, EMAIL_LINKS.reset.code))).resolves.toBeUndefined();
      });
  });

  it('sets the first password from a valid create-password link', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.createLinkValid)
      .uponReceiving('a first password from a valid create-password link')
      .withRequest('POST', '/api/account/reset/password/', (b) =>
        b.jsonBody(body(EMAIL_LINKS.create.userId, EMAIL_LINKS.create.code)),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(resetPassword(body(EMAIL_LINKS.create.userId, EMAIL_LINKS.create.code))).resolves.toBeUndefined();
      });
  });

  it('refuses a link that is no longer valid as a bad request: "This request is no longer valid, ..."', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.resetLinkValid)
      .uponReceiving('a new password from a reset-password link whose code has expired')
      .withRequest('POST', '/api/account/reset/password/', (b) => b.jsonBody(body(EMAIL_LINKS.reset.userId, 'EXPIRED')))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(resetPassword(body(EMAIL_LINKS.reset.userId, 'EXPIRED')));
        expect(isApiError(error, 400)).toBe(true);
        expect(text(passwordLinkFailure(error))).toBe('This request is no longer valid, please request a new link');
      });
  });

  it('fails with a server error when the API cannot reach its storage: "Something went wrong, please try again later."', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.resetLinkValid)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a new password while the account storage is down')
      .withRequest('POST', '/api/account/reset/password/', (b) =>
        b.jsonBody(body(EMAIL_LINKS.reset.userId, EMAIL_LINKS.reset.code)),
      )
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(resetPassword(body(EMAIL_LINKS.reset.userId, EMAIL_LINKS.reset.code)));
        expect(isApiError(error, 500)).toBe(true);
        expect(text(passwordLinkFailure(error))).toBe('Something went wrong, please try again later.');
      });
  });
});

describe('account/invitation/accept/', () => {
  const acceptance = {
    code: EMAIL_LINKS.invitationCode,
    email: 'invitee@acme.test',
    firstName: 'Ivy',
    lastName: 'Invitee',
    password: NEW_PASSWORD,
  };

  it('GET gives the company, the e-mail and the inviter of a pending invitation', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.invitationPending)
      .uponReceiving('a request for a pending invitation')
      .withRequest('GET', '/api/account/invitation/accept/', (b) => b.query({ code: EMAIL_LINKS.invitationCode }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: like(EMAIL_LINKS.invitationCode),
          companyName: like('Acme Corp'),
          email: like('invitee@acme.test'),
          inviterUserDisplayName: like('Ada Admin'),
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const invitation = await createQueryClient().fetchQuery(invitationQuery(EMAIL_LINKS.invitationCode));
        expect(invitation).toEqual({
          code: EMAIL_LINKS.invitationCode,
          companyName: 'Acme Corp',
          email: 'invitee@acme.test',
          inviterUserDisplayName: 'Ada Admin',
        });
      });
  });

  it('GET refuses an unknown code as a bad request: the bad-request text, no form', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.invitationPending)
      .uponReceiving('a request for an invitation with an unknown code')
      .withRequest('GET', '/api/account/invitation/accept/', (b) => b.query({ code: 'NOT-AN-INVITATION' }))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(createQueryClient().fetchQuery(invitationQuery('NOT-AN-INVITATION')));
        expect(isApiError(error, 400)).toBe(true);
        expect(text(invitationLoadFailure(error))).toBe('This request is no longer valid, please request a new link');
        expect(isRetryable(error)).toBe(false); // a definitive answer: no "Try again"
      });
  });

  it('GET fails with a server error when the API cannot reach its storage: the bad-request text and "Try again"', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.invitationPending)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a request for a pending invitation while the account storage is down')
      .withRequest('GET', '/api/account/invitation/accept/', (b) => b.query({ code: EMAIL_LINKS.invitationCode }))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        // The app's QueryClient, as the page's useQuery runs it (a server error is retried once).
        const error = await failureOf(createQueryClient().fetchQuery(invitationQuery(EMAIL_LINKS.invitationCode)));
        expect(isApiError(error, 500)).toBe(true);
        expect(text(invitationLoadFailure(error))).toBe('This request is no longer valid, please request a new link');
        expect(isRetryable(error)).toBe(true); // the page offers "Try again"
      });
  });

  it('POST accepts the invitation with the names and the new password (then to login)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.invitationPending)
      .uponReceiving('an acceptance of a pending invitation')
      .withRequest('POST', '/api/account/invitation/accept/', (b) =>
        b.query({ code: EMAIL_LINKS.invitationCode }).jsonBody(acceptance),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(acceptInvitation(acceptance)).resolves.toBeUndefined();
      });
  });

  it('POST fails as not found when the member is gone: the member-not-found text', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.invitationWithdrawn)
      .uponReceiving('an acceptance of an invitation that was withdrawn')
      .withRequest('POST', '/api/account/invitation/accept/', (b) =>
        b.query({ code: EMAIL_LINKS.invitationCode }).jsonBody(acceptance),
      )
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(acceptInvitation(acceptance));
        expect(isApiError(error, 404)).toBe(true);
        expect(text(invitationSubmitFailure(error))).toBe(
          'We could not find the team member this invitation is for. Please ask for a new invitation.',
        );
      });
  });
});

describe('account/register/', () => {
  const registration = (requestId: string) => ({
    requestId,
    firstName: 'Rita',
    lastName: 'Requester',
    companyEmail: 'rita@acme.test',
    password: NEW_PASSWORD,
  });

  it('GET gives the names and the company e-mail of a requested account', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.registrationRequested)
      .uponReceiving('a request for a requested account')
      .withRequest('GET', '/api/account/register/', (b) => b.query({ requestId: EMAIL_LINKS.registerRequestId }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ firstName: like('Rita'), lastName: like('Requester'), companyEmail: like('rita@acme.test') }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const details = await createQueryClient().fetchQuery(registrationQuery(EMAIL_LINKS.registerRequestId));
        expect(details).toEqual({ firstName: 'Rita', lastName: 'Requester', companyEmail: 'rita@acme.test' });
      });
  });

  it('GET refuses a request that is no longer valid: "This request is no longer valid, please request a new link."', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.registrationRequested)
      .uponReceiving('a request for an account request that is no longer valid')
      .withRequest('GET', '/api/account/register/', (b) => b.query({ requestId: 'REQ-GONE' }))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(createQueryClient().fetchQuery(registrationQuery('REQ-GONE')));
        expect(isApiError(error, 400)).toBe(true);
        expect(text(registrationLoadFailure(error))).toBe(
          'This request is no longer valid, please request a new link.',
        );
        expect(isRetryable(error)).toBe(false); // a definitive answer: no "Try again"
      });
  });

  it('GET fails with a server error when the API cannot reach its storage: the no-longer-valid text and "Try again"', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.registrationRequested)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a request for a requested account while the account storage is down')
      .withRequest('GET', '/api/account/register/', (b) => b.query({ requestId: EMAIL_LINKS.registerRequestId }))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        // The app's QueryClient, as the page's useQuery runs it (a server error is retried once).
        const error = await failureOf(createQueryClient().fetchQuery(registrationQuery(EMAIL_LINKS.registerRequestId)));
        expect(isApiError(error, 500)).toBe(true);
        expect(text(registrationLoadFailure(error))).toBe(
          'This request is no longer valid, please request a new link.',
        );
        expect(isRetryable(error)).toBe(true); // the page offers "Try again"
      });
  });

  it('POST registers the requested account (then to login)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.registrationRequested)
      .uponReceiving('a registration of a requested account')
      .withRequest('POST', '/api/account/register/', (b) =>
        b.query({ requestId: EMAIL_LINKS.registerRequestId }).jsonBody(registration(EMAIL_LINKS.registerRequestId)),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(register(registration(EMAIL_LINKS.registerRequestId))).resolves.toBeUndefined();
      });
  });

  it('POST fails as a bad request once the request is gone: "Something went wrong. Please try again."', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.registrationRequested)
      .uponReceiving('a registration of an account request that is no longer valid')
      .withRequest('POST', '/api/account/register/', (b) =>
        b.query({ requestId: 'REQ-GONE' }).jsonBody(registration('REQ-GONE')),
      )
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(register(registration('REQ-GONE')));
        expect(isApiError(error, 400)).toBe(true);
        expect(text(registerSubmitFailure(error))).toBe('Something went wrong. Please try again.');
      });
  });
});

describe('POST /api/enterprise/invite/ (sandbox sign-up and resend)', () => {
  const form = {
    firstName: ' Sam ',
    lastName: 'Sandbox',
    companyName: 'Sandbox Ltd ',
    companyEmail: 'sam@sandbox.test',
  };
  const sent = { FirstName: 'Sam', LastName: 'Sandbox', CompanyName: 'Sandbox Ltd', CompanyEmail: 'sam@sandbox.test' };

  it('signs up with the trimmed fields ("Check your email" follows)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.demoData)
      .uponReceiving('a sandbox sign-up with a new company e-mail')
      .withRequest('POST', '/api/enterprise/invite/', (b) => b.jsonBody(sent))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(signUpSandbox(sandboxBody(form))).resolves.toBeUndefined();
      });
  });

  it('resends the confirmation with the same body: "Your confirmation email has been resent"', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.sandboxSignedUp)
      .uponReceiving('a sandbox sign-up sent again to resend the confirmation e-mail')
      .withRequest('POST', '/api/enterprise/invite/', (b) => b.jsonBody(sent))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(signUpSandbox(sandboxBody(form))).resolves.toBeUndefined();
      });
  });

  it('answers 409 for an e-mail that has an account: the existing-account text with its two links', async () => {
    const taken = { ...sent, CompanyEmail: EMAIL_LINKS.takenSandboxEmail };
    await pact
      .addInteraction()
      .given(PACT_STATES.sandboxEmailTaken)
      .uponReceiving('a sandbox sign-up with the e-mail of an existing account')
      .withRequest('POST', '/api/enterprise/invite/', (b) => b.jsonBody(taken))
      .willRespondWith(409)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const error = await failureOf(signUpSandbox(taken));
        expect(isApiError(error, 409)).toBe(true);
        expect(sandboxFailure(error)).toEqual({ kind: 'emailTaken' });
      });
  });

  it('fails with a server error when the API cannot reach its storage: the alert "Something went wrong, please try again."', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a sandbox sign-up while the account storage is down')
      .withRequest('POST', '/api/enterprise/invite/', (b) => b.jsonBody(sent))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const failure = sandboxFailure(await failureOf(signUpSandbox(sent)));
        expect(failure.kind === 'alert' && text(failure.message)).toBe('Something went wrong, please try again.');
      });
  });
});

describe('POST /api/subscriptions/?token (unsubscribe)', () => {
  it('unsubscribes with the token of the e-mail link, without a body', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.subscribed)
      .uponReceiving('an unsubscribe with a valid token')
      .withRequest('POST', '/api/subscriptions/', (b) => b.query({ token: EMAIL_LINKS.unsubscribeToken }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await expect(unsubscribe(EMAIL_LINKS.unsubscribeToken)).resolves.toBeUndefined();
      });
  });

  it('refuses a token that is not subscribed as a bad request: the not-subscribed view', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.subscribed)
      .uponReceiving('an unsubscribe with a token that is not subscribed')
      .withRequest('POST', '/api/subscriptions/', (b) => b.query({ token: 'NOT-SUBSCRIBED' }))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        expect(unsubscribeFailure(await failureOf(unsubscribe('NOT-SUBSCRIBED')))).toEqual({ kind: 'notSubscribed' });
      });
  });

  it('fails with a server error when the API cannot reach its storage: the other-error alert', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('an unsubscribe while the account storage is down')
      .withRequest('POST', '/api/subscriptions/', (b) => b.query({ token: EMAIL_LINKS.unsubscribeToken }))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        const failure = unsubscribeFailure(await failureOf(unsubscribe(EMAIL_LINKS.unsubscribeToken)));
        expect(failure.kind === 'alert' && text(failure.message)).toBe(
          'Looks like something went wrong. Refresh the page or try again later.',
        );
      });
  });
});

describe('POST /api/authentication/token/ with the invisible captcha on', () => {
  it('sends the captcha token and the safe redirect target with the credentials', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminAccount)
      .uponReceiving('a sign-in with a captcha token and a redirect target')
      .withRequest('POST', '/api/authentication/token/', (b) =>
        b.jsonBody({
          userName: PACT_ADMIN_EMAIL,
          password: PACT_ADMIN_PASSWORD,
          captchaToken: 'captcha-token-1',
          redirectUrl: '/not-found/',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ token: like(PACT_ADMIN_TOKEN), refreshToken: like(PACT_REFRESH_TOKEN), expiresIn: integer(3600) }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        await requestSession(
          { email: PACT_ADMIN_EMAIL, password: PACT_ADMIN_PASSWORD, captchaToken: 'captcha-token-1' },
          '/not-found/',
        );
        expect(session.accessToken).toBe(PACT_ADMIN_TOKEN);
      });
  });
});
