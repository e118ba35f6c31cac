/** Authentication and the signed-out account flows, with the e-mail links of docs/demo-data.md. */
import { EMAIL_LINKS, ENTERPRISE_IDS, USER_IDS } from '../demo-ids';
import { refreshSession, revokeSession, startSession } from '../sessions';
import { findUserByEmail, findUserById, type StoreData } from '../store';
import { ROLE, type UserRecord } from '../types';
import { isAccountLocked } from '../provider-states';
import { data, noContent, ok, problem, type Handlers } from './context';

const INVITATION = {
  code: EMAIL_LINKS.invitationCode,
  companyName: 'Acme Corp',
  email: 'invitee@acme.test',
  inviterUserDisplayName: 'Ada Admin',
} as const;

const REGISTRATION = { firstName: 'Rita', lastName: 'Requester', companyEmail: 'rita@acme.test' } as const;

const INVALID_LINK = 'This request is no longer valid, please request a new link.';

/** The specification's password rule: 6 or more characters with an upper- and a lower-case letter, a digit and a symbol. */
export function passwordRuleViolation(password: string, confirmPassword?: string): string | null {
  if (confirmPassword !== undefined && password !== confirmPassword)
    return 'The password and confirmation password do not match.';
  const strong =
    password.length >= 6 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  return strong
    ? null
    : "Your password must have 6 or more characters, and have at least an uppercase letter ('A' - 'Z'), a lowercase letter ('a' - 'z'), a number and symbol.";
}

/** The account a reset or create-password link is for, if the link is one of the valid demo links. */
function linkAccount(store: StoreData, userId: string, code: string): UserRecord | undefined {
  const { reset, create } = EMAIL_LINKS;
  if (userId === reset.userId && code === reset.code) return findUserById(store, USER_IDS.admin);
  if (userId === create.userId && code === create.code) return findUserById(store, USER_IDS.created);
  return undefined;
}

/** Creates the account (a member of Acme Corp, Viewer, terms not yet accepted) or updates it. */
function upsertAcmeAccount(
  store: StoreData,
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  password: string,
): void {
  const existing = findUserByEmail(store, email);
  if (existing) {
    Object.assign(existing, { firstName, lastName, password });
    return;
  }
  store.users.push({
    id,
    email,
    firstName,
    lastName,
    role: ROLE.Viewer,
    password,
    termsAccepted: false,
    cookies: { essentials: null, googleAnalytics: null, mouseFlow: null },
  });
  store.memberships.push({ userId: id, enterpriseId: ENTERPRISE_IDS.acme, role: ROLE.Viewer });
}

type AccountOperations =
  | 'createToken'
  | 'refreshToken'
  | 'revokeToken'
  | 'forgotPassword'
  | 'resetPassword'
  | 'getRegistration'
  | 'register'
  | 'getInvitation'
  | 'acceptInvitation'
  | 'unsubscribe'
  | 'inviteEnterprise';

export const accountHandlers: Pick<Handlers, AccountOperations> = {
  createToken({ body }, context) {
    const user = findUserByEmail(data(context), body.userName);
    if (!user || user.password === null || user.password !== body.password) {
      return problem(401, 'The e-mail or the password is not correct.');
    }
    // A locked account is the real case of the spec's 400 on login ('Login failed: please contact us.').
    if (isAccountLocked(data(context), user.id)) return problem(400, 'This account is locked. Please contact us.');
    return ok(startSession(data(context), user.id, context.sessionClock));
  },

  refreshToken({ body }, context) {
    context.countRefreshCall();
    const tokens = refreshSession(data(context), body.refreshToken, context.sessionClock);
    return tokens ? ok(tokens) : problem(401, 'The refresh token is not valid.');
  },

  revokeToken({ body }, context) {
    const owner = data(context).refreshTokens.get(body.refreshToken)?.userId;
    if (owner && isAccountLocked(data(context), owner))
      return problem(400, 'This account is locked. Please contact us.');
    revokeSession(data(context), body.refreshToken);
    return noContent();
  },

  // Always 204: the answer must not tell whether an account exists.
  forgotPassword({ body }, context) {
    // The account is looked up (a real server mails its owner), but the answer is the same whether
    // it exists or not.
    findUserByEmail(data(context), body.email);
    return noContent();
  },

  resetPassword({ body }, context) {
    const account = linkAccount(data(context), body.userId, body.code);
    if (!account) return problem(400, INVALID_LINK, { errorCode: 1 });
    const violation = passwordRuleViolation(body.password, body.confirmPassword);
    if (violation) return problem(400, violation, { errorCode: 1 });
    account.password = body.password;
    return noContent();
  },

  getRegistration({ query }, context) {
    // The requested account is read from the account storage (so the storage-outage provider state
    // makes this answer 500, the outcome after which the register page offers "Try again").
    findUserByEmail(data(context), REGISTRATION.companyEmail);
    return query.requestId === EMAIL_LINKS.registerRequestId ? ok({ ...REGISTRATION }) : problem(400, INVALID_LINK);
  },

  register({ query, body }, context) {
    const requestIds = [body.requestId, query.requestId ?? body.requestId];
    if (requestIds.some((id) => id !== EMAIL_LINKS.registerRequestId)) return problem(400, INVALID_LINK);
    if (body.companyEmail.toLowerCase() !== REGISTRATION.companyEmail)
      return problem(400, 'The e-mail does not match the request.');
    const violation = passwordRuleViolation(body.password);
    if (violation) return problem(400, violation);
    upsertAcmeAccount(data(context), 'u-rita', REGISTRATION.companyEmail, body.firstName, body.lastName, body.password);
    return noContent();
  },

  getInvitation({ query }, context) {
    // The inviter is read from the account storage (so the storage-outage provider state makes this
    // answer 500, the outcome after which the invitation page offers "Try again").
    findUserById(data(context), USER_IDS.admin);
    return query.code === INVITATION.code ? ok({ ...INVITATION }) : problem(400, INVALID_LINK);
  },

  acceptInvitation({ query, body }, context) {
    const codes = [body.code, query.code ?? body.code];
    if (codes.some((code) => code !== INVITATION.code)) return problem(400, INVALID_LINK);
    if (body.email.toLowerCase() !== INVITATION.email) return problem(400, 'The e-mail does not match the invitation.');
    const violation = passwordRuleViolation(body.password);
    if (violation) return problem(400, violation);
    const store = data(context);
    const invitationIndex = store.invitations.findIndex(
      (i) => i.email === INVITATION.email && i.enterpriseId === ENTERPRISE_IDS.acme,
    );
    if (invitationIndex < 0 && !findUserByEmail(store, INVITATION.email))
      return problem(404, 'The member id was not found.');
    if (invitationIndex >= 0) store.invitations.splice(invitationIndex, 1);
    upsertAcmeAccount(store, 'u-invitee', INVITATION.email, body.firstName, body.lastName, body.password);
    return noContent();
  },

  unsubscribe({ query }, context) {
    if (query.token !== EMAIL_LINKS.unsubscribeToken) return problem(400, 'You are not subscribed in our platform.');
    data(context).unsubscribedTokens.add(query.token);
    return noContent();
  },

  inviteEnterprise({ body }, context) {
    const email = body.CompanyEmail.toLowerCase();
    if (email === EMAIL_LINKS.takenSandboxEmail || findUserByEmail(data(context), email)) {
      return problem(409, 'Your email matches an existing account.');
    }
    data(context).sandboxSignUps.add(email);
    return noContent();
  },
};
