import { hrefOf, routes, settingsHome, withQuery, type Href, type RouteId, type Routes } from './route-table';
import { startUpPaths } from './start-up-routes';

/** Every route's href, from its pattern (src/config/route-table.ts): `paths.changePassword(enterpriseId)`. */
const derived = Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, hrefOf(route.pattern)])) as {
  [K in RouteId]: Href<Routes[K]['pattern']>;
};

type ItemType = 'p' | 'pr';
/** A tab of the project details (`itemId` is the project id for type 'p', the request id for 'pr'). */
const detailsTab = (tab?: string) => (enterpriseId: string, itemId: string, type: ItemType) =>
  `${derived.projectDetails(enterpriseId, itemId, tab)}?type=${type}`;

const requestForms = {
  translation: derived.translationRequest,
  'scripted-speech': derived.scriptedSpeechRequest,
  'quality-of-experience': derived.qualityRequest,
} as const;

/**
 * The one place that builds the portal's hrefs: one per route of the route table, and these with a
 * query or a choice between routes. Paths are relative to the router base, which is the locale
 * segment when the URL carries one (`/pt-pt`), so every path works in every locale. The modules in
 * the login page's start-up bundle take theirs from startUpPaths (./start-up-routes.ts) instead:
 * this module, with the signed-in area's part of the route table, loads with the area.
 */
export const paths = {
  ...derived,
  ...startUpPaths,
  resetPassword: (userId: string, code: string) => withQuery(derived.resetPassword(), { userId, code }),
  createPassword: (userId: string, code: string) => withQuery(derived.createPassword(), { userId, code }),
  acceptInvitation: (code: string) => withQuery(derived.acceptInvitation(), { code }),
  register: (requestId: string) => withQuery(derived.register(), { requestId }),
  unsubscribe: (token: string) => withQuery(`${derived.unsubscribe()}/`, { token }),
  notFound: (enterpriseId?: string) => (enterpriseId ? derived.enterpriseNotFound(enterpriseId) : derived.notFound()),
  error: (enterpriseId?: string) => (enterpriseId ? derived.enterpriseError(enterpriseId) : derived.error()),
  /** The projects list with a view's query string (`?q=…`, see features/projects/list-view.ts). */
  projects: (enterpriseId: string, search = '') => `${derived.projects(enterpriseId)}${search}`,
  /** `permission` pre-selects a permission by its title key (spec document 2 section 2). */
  accessKeyCreate: (enterpriseId: string, permission?: string) =>
    withQuery(derived.accessKeyCreate(enterpriseId), { permission: permission || undefined }),
  accessKeyEdit: (enterpriseId: string, accessKeyID: string) =>
    withQuery(derived.accessKeyEdit(enterpriseId), { apiKeyID: accessKeyID }),
  projectRequestForm: (enterpriseId: string, type: keyof typeof requestForms) => requestForms[type](enterpriseId),
  /** The user menu's 'Settings': the Settings area's first page (src/config/route-table.ts settingsHome). */
  settings: (enterpriseId: string) => (derived[settingsHome] as (enterpriseId: string) => string)(enterpriseId),
  /** Project details; the page picks its tab. */
  projectDetails: detailsTab(),
  projectReport: detailsTab('report'),
  /**
   * A request's details: one address, the request's id with type 'pr' (spec document 2 section 2,
   * "The request-details route uses type 'pr'"), whether a row, its menu or the details' tab links it.
   */
  projectRequestDetails: (enterpriseId: string, projectRequestId: string) =>
    detailsTab('request-details')(enterpriseId, projectRequestId, 'pr'),
  projectDeliverables: detailsTab('deliverables'),
} as const;
