/**
 * Fixed values the Pact consumer tests put in their interactions and the reference API accepts once
 * the matching provider state is set up (provider-states.ts). This module imports nothing, so the
 * consumer tests can import it freely.
 */
export const PACT_ADMIN_EMAIL = 'admin@acme.test';
export const PACT_ADMIN_TOKEN = 'pact-admin-token';
export const PACT_REFRESH_TOKEN = 'pact-refresh-token';
export const PACT_VIEWER_TOKEN = 'pact-viewer-token';
export const PACT_NEWCOMER_TOKEN = 'pact-newcomer-token';
export const PACT_LONELY_TOKEN = 'pact-lonely-token';
/** manager@acme.test, the user with 30 enterprises (state `managerSignedIn`). */
export const PACT_MANAGER_TOKEN = 'pact-manager-token';
/** An access token of admin@acme.test that the API no longer accepts (state `adminTokenExpired`). */
export const PACT_EXPIRED_TOKEN = 'pact-expired-token';
/** The demo password of the accounts (docs/demo-data.md), for the sign-in interactions. */
export const PACT_ADMIN_PASSWORD = 'Portal#2026';
/** A locale with no catalogue (state `noCatalogue`). */
export const PACT_UNKNOWN_LOCALE = 'xx-xx';

export const bearer = (token: string): string => `Bearer ${token}`;

/** The provider-state names, so consumer and provider spell them the same. */
export const PACT_STATES = {
  demoData: 'the demo data',
  adminSignedIn: 'a signed-in user admin@acme.test with a valid token',
  viewerSignedIn: 'a signed-in user viewer@acme.test with a valid token',
  newcomerSignedIn: 'a signed-in user newcomer@acme.test who has not accepted the terms',
  lonelySignedIn: 'a signed-in user lonely@acme.test with no enterprise',
  adminCookiesStored: 'admin@acme.test has stored cookie preferences',
  // ── session and start-up contracts (contracts/session.pact.test.ts, contracts/start-up.pact.test.ts) ──
  adminAccount: 'an account admin@acme.test with the demo password',
  /** Signing in answers 400, and so does revoking one of the account's refresh tokens. */
  adminLocked: 'the account admin@acme.test is locked',
  adminTokenExpired: 'the access token pact-expired-token of admin@acme.test has expired',
  adminRefreshTokenRevoked: 'the refresh token pact-refresh-token has been revoked',
  adminLeftAcme: 'admin@acme.test is no longer a member of Acme Corp',
  ptPtCatalogue: 'the pt-pt catalogue exists',
  noCatalogue: 'no catalogue exists for the locale xx-xx',
  // ── projects contracts (contracts/projects.pact.test.ts) ──
  acmeProjects: 'Acme Corp has its demo projects and requests',
  voiceAssistantCompleted:
    'the project Voice Assistant Prompts is completed, with two reports, job previews and deliverables, one of them unpublished',
  checkoutFlowRunning: 'the project Checkout Flow Translation is running',
  callQualityUnderReview: 'the request Call Quality Study is under review',
  // ── signed-out account flows and cookie preferences (contracts/account.pact.test.ts, contracts/cookies.pact.test.ts) ──
  resetLinkValid: 'a valid reset-password link u-reset/RESET-OK of admin@acme.test',
  createLinkValid: 'a valid create-password link u-create/CREATE-OK of a new account',
  invitationPending: 'a pending invitation INVITE-OK to Acme Corp for invitee@acme.test',
  invitationWithdrawn: 'the invitation INVITE-OK of invitee@acme.test was withdrawn',
  registrationRequested: 'an account request REQ-OK for rita@acme.test',
  subscribed: 'a subscription to API notifications with the unsubscribe token UNSUB-OK',
  sandboxEmailTaken: 'an account with the e-mail taken@acme.test exists',
  sandboxSignedUp: 'a sandbox sign-up of sam@sandbox.test awaits confirmation',
  /** The API cannot read or write its user and account data: calls that need it answer 500. */
  accountStorageDown: 'the API cannot reach its account storage',
  // ── access keys (contracts/access-keys.pact.test.ts) ──
  /** The demo keys CI pipeline, Data export and Staging, and the permissions read-only and read-write. */
  acmeAccessKeys: 'Acme Corp has its demo access keys and permissions',
  /** Only CI pipeline is left (a key that has been used: every field of the list is set). */
  acmeOneUsedAccessKey: 'Acme Corp has one access key, CI pipeline, which has been used',
  acmeNoAccessKeys: 'Acme Corp has no access keys',
  // ── project requests (contracts/requests.pact.test.ts) ──
  /** GET languages/ lists the demo languages (en-us among them) for the request forms. */
  referenceLanguages: 'the provider works with the demo languages, English (United States) among them',
  /** docs/demo-data.md: USD; Translation 0.08 per word, Scripted Speech 95 per speech hour, QoE 0.60 per unit. */
  acmePricing: 'Acme Corp has its demo prices in USD',
  // ── team (contracts/team.pact.test.ts) ──
  /** docs/demo-data.md: 30 members (5 named accounts and member01 … member25) and 3 pending invitations. */
  acmeTeam: 'Acme Corp has its 30 demo members and 3 pending invitations',
  // ── signed-in shell (contracts/shell.pact.test.ts) ──
  managerSignedIn: 'a signed-in user manager@acme.test with 30 enterprises and a valid token',
  // ── settings area (contracts/settings.pact.test.ts) ──
  adminHasPicture: 'admin@acme.test has a profile picture',
  /** docs/demo-data.md: API notifications on, project notifications off. */
  acmeNotificationSettings: 'Acme Corp has API notifications on and project notifications off',
  /** docs/demo-data.md: Acme Corp, United States, no VAT number, USD; contact Accounts Payable, billing@acme.test. */
  acmeBilling: 'Acme Corp has its demo billing information and billing contact',
  acmePrincipal: 'Paula Principal is the principal manager of Acme Corp',
  initechWithoutPrincipal: 'Initech has no principal manager',
  /** The API cannot read or write its enterprise data: calls that need it answer 500. */
  enterpriseStorageDown: 'the API cannot reach its enterprise storage',
} as const;
