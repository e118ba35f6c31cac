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
/** An access token of admin@acme.test that the API no longer accepts (state `adminTokenExpired`). */
export const PACT_EXPIRED_TOKEN = 'pact-expired-token';
/** The demo password of the accounts (shared/DEMO-DATA.md), for the sign-in interactions. */
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
} as const;
