/**
 * Pact provider states: a name → a function that prepares the store. The reference API resets the
 * store before the first state of each interaction (app.ts), so a state only adds to the demo data.
 * To add one: a name in PACT_STATES (pact-fixtures.ts) and an entry here.
 */
import { ENTERPRISE_IDS } from './demo-ids';
import {
  PACT_ADMIN_TOKEN,
  PACT_EXPIRED_TOKEN,
  PACT_LONELY_TOKEN,
  PACT_NEWCOMER_TOKEN,
  PACT_REFRESH_TOKEN,
  PACT_STATES,
  PACT_VIEWER_TOKEN,
} from './pact-fixtures';
import { grantFixedTokens, revokeSession } from './sessions';
import { findUserByEmail, type StoreData } from './store';
import type { UserRecord } from './types';

export interface ProviderStateContext {
  data: StoreData;
  /** From Pact's state-change body. */
  params: Record<string, unknown>;
  now: () => Date;
}

/** May return values for the consumer's `fromProviderState` expressions. */
export type ProviderState = (context: ProviderStateContext) => Record<string, unknown> | void;

const FIXED_TOKEN_LIFETIME_MS = 24 * 3_600_000;

function signedIn(email: string, accessToken: string, refreshToken?: string): ProviderState {
  return ({ data, now }) => {
    const user = findUserByEmail(data, email);
    if (!user) throw new Error(`Provider state: no demo account ${email}.`);
    grantFixedTokens(data, user.id, { accessToken, refreshToken }, now().getTime() + FIXED_TOKEN_LIFETIME_MS);
    return { token: accessToken, ...(refreshToken ? { refreshToken } : {}), userId: user.id };
  };
}

function demoAccount(data: StoreData, email: string): UserRecord {
  const user = findUserByEmail(data, email);
  if (!user) throw new Error(`Provider state: no demo account ${email}.`);
  return user;
}

// ── Locked accounts ──
// A locked account cannot sign in (400, "Login failed: please contact us." in the portal) and its
// refresh tokens cannot be revoked (400; the portal then clears only the access token). The flag
// lives beside the store's data, so the reset before each interaction's states drops it.
const lockedAccounts = new WeakMap<StoreData, Set<string>>();

/** Whether a provider state locked the account (handlers/account.ts: createToken, revokeToken). */
export function isAccountLocked(data: StoreData, userId: string): boolean {
  return lockedAccounts.get(data)?.has(userId) ?? false;
}

function lockAccount(data: StoreData, userId: string): void {
  const locked = lockedAccounts.get(data) ?? new Set<string>();
  locked.add(userId);
  lockedAccounts.set(data, locked);
}

export const providerStates: Record<string, ProviderState> = {
  [PACT_STATES.demoData]: () => undefined,
  [PACT_STATES.adminSignedIn]: signedIn('admin@acme.test', PACT_ADMIN_TOKEN, PACT_REFRESH_TOKEN),
  [PACT_STATES.viewerSignedIn]: signedIn('viewer@acme.test', PACT_VIEWER_TOKEN),
  [PACT_STATES.newcomerSignedIn]: signedIn('newcomer@acme.test', PACT_NEWCOMER_TOKEN),
  [PACT_STATES.lonelySignedIn]: signedIn('lonely@acme.test', PACT_LONELY_TOKEN),
  [PACT_STATES.adminCookiesStored]: ({ data }) => {
    const admin = findUserByEmail(data, 'admin@acme.test');
    if (admin) admin.cookies = { essentials: true, googleAnalytics: true, mouseFlow: false };
  },

  // ── session and start-up contracts ──
  /** The demo account as seeded (password Portal#2026); checked so a changed seed fails here, not in a mismatch. */
  [PACT_STATES.adminAccount]: ({ data }) => {
    demoAccount(data, 'admin@acme.test');
  },
  [PACT_STATES.adminLocked]: ({ data }) => {
    lockAccount(data, demoAccount(data, 'admin@acme.test').id);
  },
  /** The portal still holds the token (its clock says valid); the API knows it and says it has expired. */
  [PACT_STATES.adminTokenExpired]: ({ data, now }) => {
    const admin = demoAccount(data, 'admin@acme.test');
    grantFixedTokens(data, admin.id, { accessToken: PACT_EXPIRED_TOKEN }, now().getTime() - 60_000);
    return { token: PACT_EXPIRED_TOKEN, userId: admin.id };
  },
  /** The session existed and was revoked (e.g. signed out in another tab): refresh answers 401. */
  [PACT_STATES.adminRefreshTokenRevoked]: ({ data, now }) => {
    const admin = demoAccount(data, 'admin@acme.test');
    grantFixedTokens(data, admin.id, { refreshToken: PACT_REFRESH_TOKEN }, now().getTime() + FIXED_TOKEN_LIFETIME_MS);
    revokeSession(data, PACT_REFRESH_TOKEN);
  },
  /** Membership removed; Acme Corp itself still exists (member settings answer 404). */
  [PACT_STATES.adminLeftAcme]: ({ data }) => {
    const admin = demoAccount(data, 'admin@acme.test');
    const index = data.memberships.findIndex((m) => m.userId === admin.id && m.enterpriseId === ENTERPRISE_IDS.acme);
    if (index < 0) throw new Error('Provider state: admin@acme.test is not a member of Acme Corp in the demo data.');
    data.memberships.splice(index, 1);
  },
  // The catalogues are files (localization/); the seed serves en-us and pt-pt and nothing else.
  [PACT_STATES.ptPtCatalogue]: () => undefined,
  [PACT_STATES.noCatalogue]: () => undefined,
};
