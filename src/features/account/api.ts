import { api } from '../../api/client';
import { $api } from '../../api/query-hooks';
import type { components } from '../../api/schema';

/**
 * The calls of the signed-out account flows (spec document 1 section 7 "Auth and account"). Each
 * resolves when the API accepted it and rejects with the client's ApiError / TimeoutError /
 * NetworkError otherwise; the screens map a failure to its text with ./failures.ts.
 */

export type ResetPasswordBody = components['schemas']['ResetPasswordRequest'];
export type AcceptInvitationBody = components['schemas']['AcceptInvitationRequest'];
export type RegisterBody = components['schemas']['RegisterRequest'];
export type SandboxSignUpBody = components['schemas']['SandboxSignUpRequest'];

/** POST account/forgot/password/: sends the reset e-mail. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.POST('/account/forgot/password/', { body: { email } });
}

/** POST account/reset/password/: sets the password from a reset or a create-password link. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.POST('/account/reset/password/', { body });
}

/** GET account/invitation/accept/?code: the invitation's company, e-mail and inviter. */
export const invitationQuery = (code: string) =>
  $api.queryOptions('get', '/account/invitation/accept/', { params: { query: { code } } });

/** POST account/invitation/accept/?code */
export async function acceptInvitation(body: AcceptInvitationBody): Promise<void> {
  await api.POST('/account/invitation/accept/', { params: { query: { code: body.code } }, body });
}

/** GET account/register/?requestId: the requested account's names and company e-mail. */
export const registrationQuery = (requestId: string) =>
  $api.queryOptions('get', '/account/register/', { params: { query: { requestId } } });

/** POST account/register/?requestId */
export async function register(body: RegisterBody): Promise<void> {
  await api.POST('/account/register/', { params: { query: { requestId: body.requestId } }, body });
}

/** POST enterprise/invite/: the sandbox sign-up; the same call with the same body resends the e-mail. */
export async function signUpSandbox(body: SandboxSignUpBody): Promise<void> {
  await api.POST('/enterprise/invite/', { body });
}

/** POST subscriptions/?token: unsubscribes from API notifications (no body). */
export async function unsubscribe(token: string): Promise<void> {
  await api.POST('/subscriptions/', { params: { query: { token } } });
}
