/**
 * Pact provider states: a name → a function that prepares the store. The reference API resets the
 * store before the first state of each interaction (app.ts), so a state only adds to the demo data.
 * To add one: a name in PACT_STATES (pact-fixtures.ts) and an entry here.
 */
import {
  DEMO_PICTURE_PNG_BASE64,
  EMAIL_LINKS,
  ENTERPRISE_IDS,
  NAMED_ITEMS,
  UNPUBLISHED_DELIVERABLE_ID,
  USER_IDS,
} from './demo-ids';
import {
  PACT_ADMIN_TOKEN,
  PACT_EXPIRED_TOKEN,
  PACT_LONELY_TOKEN,
  PACT_NEWCOMER_TOKEN,
  PACT_REFRESH_TOKEN,
  PACT_STATES,
  PACT_VIEWER_TOKEN,
  PACT_MANAGER_TOKEN,
} from './pact-fixtures';
import { DEMO_PRICING } from './seed';
import { grantFixedTokens, revokeSession } from './sessions';
import {
  findProject,
  findRequest,
  findUserByEmail,
  findUserById,
  storePhoto,
  visibleItems,
  type StoreData,
} from './store';
import {
  DELIVERABLE_STATUS,
  PROJECT_STATUS,
  REQUEST_STATUS,
  type EnterpriseRecord,
  type ProjectPart,
  type UserRecord,
} from './types';

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

function demoEnterprise(data: StoreData, enterpriseId: string): EnterpriseRecord {
  const enterprise = data.enterprises.find((e) => e.id === enterpriseId);
  if (!enterprise) throw new Error(`Provider state: no demo enterprise ${enterpriseId}.`);
  return enterprise;
}

/** A named demo project of Acme Corp (demo-ids.ts NAMED_ITEMS). */
function demoProject(data: StoreData, projectId: string): ProjectPart {
  const project = findProject(data, ENTERPRISE_IDS.acme, projectId)?.project;
  if (!project) throw new Error(`Provider state: no demo project ${projectId} in Acme Corp.`);
  return project;
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
  // ── projects contracts ──
  /** The listed rows of Acme Corp (at least one page of 25). */
  [PACT_STATES.acmeProjects]: ({ data }) => {
    const listed = visibleItems(data, ENTERPRISE_IDS.acme).length;
    if (listed < 26)
      throw new Error(`Provider state: Acme Corp lists ${listed} rows; the contracts need more than one page.`);
  },
  [PACT_STATES.voiceAssistantCompleted]: ({ data }) => {
    const { projectId } = NAMED_ITEMS.voiceAssistantPrompts;
    const project = demoProject(data, projectId);
    project.status = PROJECT_STATUS.Completed;
    project.workflowStatus = PROJECT_STATUS.Completed;
    if (project.projectReportIds.length === 0 || project.jobs.length === 0)
      throw new Error('Provider state: Voice Assistant Prompts has no report or job.');
    if (
      !project.deliverables.some(
        (d) => d.deliverableId === UNPUBLISHED_DELIVERABLE_ID && d.deliverableStatus === DELIVERABLE_STATUS.Unpublished,
      )
    ) {
      throw new Error('Provider state: Voice Assistant Prompts has no unpublished deliverable.');
    }
  },
  [PACT_STATES.checkoutFlowRunning]: ({ data }) => {
    const project = demoProject(data, NAMED_ITEMS.checkoutFlowTranslation.projectId);
    project.status = PROJECT_STATUS.Running;
    project.workflowStatus = PROJECT_STATUS.Running;
  },
  [PACT_STATES.callQualityUnderReview]: ({ data }) => {
    const item = findRequest(data, ENTERPRISE_IDS.acme, NAMED_ITEMS.callQualityStudy.projectRequestId);
    if (!item?.request || item.project)
      throw new Error('Provider state: Call Quality Study is not a request only of Acme Corp.');
    item.request.status = REQUEST_STATUS.UnderReview;
  },
  // The catalogues are files (localization/); the seed serves en-us and pt-pt and nothing else.
  [PACT_STATES.ptPtCatalogue]: () => undefined,
  [PACT_STATES.noCatalogue]: () => undefined,

  // ── signed-out account flows and cookie preferences (contracts/account.pact.test.ts, cookies.pact.test.ts) ──
  // The e-mail links are demo data (docs/demo-data.md "Links from e-mails"): these states check that
  // the seed still has what they name, so a changed seed fails here rather than in a mismatch.
  [PACT_STATES.resetLinkValid]: ({ data }) => {
    demoAccount(data, 'admin@acme.test');
  },
  [PACT_STATES.createLinkValid]: ({ data }) => {
    const account = findUserById(data, USER_IDS.created);
    if (!account || account.password !== null)
      throw new Error('Provider state: the create-password account is missing or already has a password.');
  },
  [PACT_STATES.invitationPending]: ({ data }) => {
    if (!data.invitations.some((i) => i.email === 'invitee@acme.test' && i.enterpriseId === ENTERPRISE_IDS.acme)) {
      throw new Error('Provider state: the demo invitation of invitee@acme.test to Acme Corp is missing.');
    }
  },
  /** The invitation's code is still recognised, but the member it was for no longer exists (404). */
  [PACT_STATES.invitationWithdrawn]: ({ data }) => {
    data.invitations = data.invitations.filter(
      (i) => !(i.email === 'invitee@acme.test' && i.enterpriseId === ENTERPRISE_IDS.acme),
    );
    if (findUserByEmail(data, 'invitee@acme.test'))
      throw new Error('Provider state: invitee@acme.test already has an account.');
  },
  [PACT_STATES.registrationRequested]: ({ data }) => {
    if (findUserByEmail(data, 'rita@acme.test'))
      throw new Error('Provider state: rita@acme.test already has an account.');
  },
  [PACT_STATES.subscribed]: ({ data }) => {
    data.unsubscribedTokens.delete(EMAIL_LINKS.unsubscribeToken);
  },
  [PACT_STATES.sandboxEmailTaken]: () => undefined, // handlers/account.ts answers 409 for EMAIL_LINKS.takenSandboxEmail
  [PACT_STATES.sandboxSignedUp]: ({ data }) => {
    data.sandboxSignUps.add('sam@sandbox.test');
  },
  // ── access keys (contracts/access-keys.pact.test.ts) ──
  [PACT_STATES.acmeAccessKeys]: ({ data }) => {
    const names = data.accessKeys.filter((k) => k.enterpriseId === ENTERPRISE_IDS.acme).map((k) => k.accessKeyName);
    for (const name of ['CI pipeline', 'Data export', 'Staging']) {
      if (!names.includes(name))
        throw new Error(`Provider state: Acme Corp has no access key "${name}" in the demo data.`);
    }
    const permissions = data.permissions.map((p) => p.permissionId);
    if (permissions[0] !== 'read-only' || !permissions.includes('read-write')) {
      throw new Error('Provider state: the demo permissions are not read-only (first) and read-write.');
    }
  },
  [PACT_STATES.acmeOneUsedAccessKey]: ({ data }) => {
    data.accessKeys = data.accessKeys.filter(
      (k) => k.enterpriseId !== ENTERPRISE_IDS.acme || k.accessKeyName === 'CI pipeline',
    );
    const key = data.accessKeys.find((k) => k.enterpriseId === ENTERPRISE_IDS.acme);
    if (!key?.lastUsed) throw new Error('Provider state: CI pipeline of Acme Corp is missing or was never used.');
  },
  [PACT_STATES.acmeNoAccessKeys]: ({ data }) => {
    data.accessKeys = data.accessKeys.filter((k) => k.enterpriseId !== ENTERPRISE_IDS.acme);
  },
  // ── project requests (contracts/requests.pact.test.ts) ──
  [PACT_STATES.acmePricing]: ({ data }) => {
    data.pricing = structuredClone(DEMO_PRICING);
  },
  [PACT_STATES.referenceLanguages]: ({ data }) => {
    if (!data.languages.some((l) => l.languageCode === 'en-us'))
      throw new Error('Provider state: the demo languages have no en-us.');
  },
  /**
   * A storage outage: reading the users, the unsubscribe tokens or the sandbox sign-ups throws, so
   * every call that needs them (signed-in calls look the user up) fails as a real server would,
   * with 500. Apply it after the states that set up data (e.g. a signed-in user). The reset before
   * the next interaction replaces the data, and the outage with it.
   */
  [PACT_STATES.accountStorageDown]: ({ data }) => {
    for (const key of ['users', 'unsubscribedTokens', 'sandboxSignUps'] as const) {
      Object.defineProperty(data, key, {
        configurable: true,
        get() {
          throw new Error(`Provider state "${PACT_STATES.accountStorageDown}": ${key} cannot be read.`);
        },
      });
    }
  },
  // ── signed-in shell ──
  /** Mia Manager belongs to 30 enterprises: the profile carries 25, the switcher loads the other 5. */
  [PACT_STATES.managerSignedIn]: signedIn('manager@acme.test', PACT_MANAGER_TOKEN),
  // ── settings area (contracts/settings.pact.test.ts): each state makes what it names true ──
  [PACT_STATES.adminHasPicture]: ({ data }) => {
    const picture = { contentType: 'image/png', bytes: Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64') };
    storePhoto(data, demoAccount(data, 'admin@acme.test').id, picture);
  },
  [PACT_STATES.acmeNotificationSettings]: ({ data }) => {
    demoEnterprise(data, ENTERPRISE_IDS.acme).settings = { apiNotifications: true, projectNotifications: false };
  },
  [PACT_STATES.acmeBilling]: ({ data }) => {
    const acme = demoEnterprise(data, ENTERPRISE_IDS.acme);
    acme.billingInformation = { companyName: 'Acme Corp', countryCode: 'US', vatNumber: null, currency: 'USD' };
    acme.billingContact = { name: 'Accounts Payable', email: 'billing@acme.test', phone: '+1 555 0100' };
  },
  [PACT_STATES.acmePrincipal]: ({ data }) => {
    const principal = { firstName: 'Paula', lastName: 'Principal', email: 'principal@acme.test' };
    demoEnterprise(data, ENTERPRISE_IDS.acme).principalManager = principal;
  },
  [PACT_STATES.initechWithoutPrincipal]: ({ data }) => {
    demoEnterprise(data, ENTERPRISE_IDS.initech).principalManager = null;
  },
  /** As accountStorageDown, for the enterprises: every call about an enterprise fails with 500. */
  [PACT_STATES.enterpriseStorageDown]: ({ data }) => {
    Object.defineProperty(data, 'enterprises', {
      configurable: true,
      get() {
        throw new Error(`Provider state "${PACT_STATES.enterpriseStorageDown}": enterprises cannot be read.`);
      },
    });
  },
  [PACT_STATES.acmeTeam]: ({ data }) => {
    const members = data.memberships.filter((m) => m.enterpriseId === ENTERPRISE_IDS.acme).length;
    const invited = data.invitations
      .filter((i) => i.enterpriseId === ENTERPRISE_IDS.acme)
      .map((i) => i.email)
      .sort();
    if (members !== 30) throw new Error(`Provider state: Acme Corp has ${members} members in the demo data, not 30.`);
    if (invited.join() !== 'auditor@acme.test,contractor@acme.test,invitee@acme.test') {
      throw new Error(`Provider state: Acme Corp's pending invitations are ${invited.join()}, not the demo ones.`);
    }
  },
};
