import { parse } from 'regexparam';
import type { Capability } from '../domain/roles';

/**
 * Where a route renders (spec document 1 section 2, docs/product-decisions.md "Deployment and configuration"): in the signed-out
 * shell; in the signed-in area (its shell, the membership check, the role guard); or on its own,
 * outside both shells.
 */
export type Shell = 'signed-out' | 'signed-in' | 'bare';

export interface RouteSpec {
  /** The wouter pattern (regexparam) of the route, relative to the router base (the locale segment). */
  readonly pattern: string;
  readonly shell: Shell;
  /** What the role guard asks of the user's role (src/domain/roles.ts); none: every signed-in user. */
  readonly capability?: Capability;
  /** Links and menu items to the route start loading its page's code on hover or focus (signed-in area). */
  readonly preload?: true;
  /** A status page (not found, error): the enterprise in its path is not checked (it shows its refusal). */
  readonly status?: true;
  /**
   * A page of the Settings area (docs/product-decisions.md "The Settings area"): it shows beside the area's side
   * navigation, whose entries are these routes in the table's order (src/config/settings-pages.ts).
   */
  readonly area?: 'settings';
  /**
   * A signed-out route is rendered to HTML at build time (decision 0049) unless this is
   * false: a page whose first render depends on the deployment's config.json.
   */
  readonly prerender?: false;
}

export const ENTERPRISE = '/enterprise/:enterpriseId';

/**
 * The part of the route table (src/config/route-table.ts) that start-up needs, in the login page's
 * bundle: the signed-out shell's routes, the bare routes (start-up tells the signed-in area's
 * locations from theirs) and the projects page, the way into the area. The rest of the table, the
 * signed-in area's routes, loads with the area: the login page's budget has no room for it
 * (scripts/bench/budgets.ts).
 */
export const startUpRoutes = {
  // The signed-out shell (spec document 1 section 2 "Signed-out routes").
  login: { pattern: '/account/login', shell: 'signed-out' },
  logoff: { pattern: '/account/logoff', shell: 'signed-out' },
  forgotPassword: { pattern: '/account/forgotpassword', shell: 'signed-out' },
  resetPassword: { pattern: '/account/resetpassword', shell: 'signed-out' },
  resetPasswordConfirmation: { pattern: '/account/resetpasswordconfirmation', shell: 'signed-out' },
  createPassword: { pattern: '/account/createpassword', shell: 'signed-out' },
  acceptInvitation: { pattern: '/account/acceptinvitation', shell: 'signed-out' },
  register: { pattern: '/account/register', shell: 'signed-out' },
  /** Only with the invite-enterprise flag on (the app's page map decides). */
  registerSandbox: { pattern: '/account/register-sandbox', shell: 'signed-out', prerender: false },
  unsubscribe: { pattern: '/unsubscribe', shell: 'signed-out' },
  accountNotFound: { pattern: '/account/not-found', shell: 'signed-out' },
  // Outside both shells: opens in a new tab.
  projectPreview: { pattern: `${ENTERPRISE}/projects/:projectId/preview`, shell: 'bare' },
  /** The projects list, the enterprise's page. */
  projects: { pattern: `${ENTERPRISE}/`, shell: 'signed-in' },
} as const satisfies Record<string, RouteSpec>;

/** Whether `path` (no query) is on `pattern`, as wouter's Switch decides (the same parser, regexparam). */
export const matches = (pattern: string, path: string): boolean => parse(pattern).pattern.test(path);

type StartUpRouteId = keyof typeof startUpRoutes;
/** The ids of the start-up routes a shell renders. */
type StartUpIdOf<S extends Shell> = {
  [K in StartUpRouteId]: (typeof startUpRoutes)[K]['shell'] extends S ? K : never;
}[StartUpRouteId];
const startUpEntries = Object.entries(startUpRoutes) as [StartUpRouteId, RouteSpec][];

/** The signed-out shell's routes and the bare ones, in the table's order (the switches try them in this order). */
export const signedOutRoutes = startUpEntries.filter(([, route]) => route.shell === 'signed-out') as [
  StartUpIdOf<'signed-out'>,
  RouteSpec,
][];
export const bareRoutes = startUpEntries.filter(([, route]) => route.shell === 'bare') as [
  StartUpIdOf<'bare'>,
  RouteSpec,
][];

/**
 * The paths (relative to the locale segment) the build renders to HTML: the signed-out shell's routes.
 * Only the build's prerendering reads it: marked pure, the browser's bundle leaves it out.
 */
export const prerenderedRoutes = /* @__PURE__ */ (() =>
  signedOutRoutes.filter(([, route]) => route.prerender !== false).map(([, route]) => route.pattern))();

/** The signed-out shell's prefixes (`/account`, `/unsubscribe`): every path under one is that shell's. */
export const signedOutPrefixes = [
  ...new Set(signedOutRoutes.map(([, route]) => route.pattern.split('/', 2).join('/'))),
];

/** Whether the location (relative to the router base) renders the signed-in area (src/app/app-routes.tsx). */
export function rendersSignedInArea(location: string): boolean {
  return (
    !signedOutPrefixes.some((prefix) => matches(`${prefix}/*?`, location)) &&
    !bareRoutes.some(([, route]) => matches(route.pattern, location))
  );
}

/** The hrefs start-up's own modules build (src/config/paths.ts has them all, and these). */
export const startUpPaths = {
  index: () => '/',
  login: (redirect?: string) =>
    redirect
      ? `${startUpRoutes.login.pattern}?${new URLSearchParams({ redirect }).toString()}`
      : startUpRoutes.login.pattern,
  forgotPassword: () => startUpRoutes.forgotPassword.pattern,
  registerSandbox: () => startUpRoutes.registerSandbox.pattern,
  accountNotFound: () => startUpRoutes.accountNotFound.pattern,
  enterprise: (enterpriseId: string) => startUpRoutes.projects.pattern.replace(':enterpriseId', () => enterpriseId),
};
