import { parse } from 'regexparam';
import { ENTERPRISE, matches, startUpRoutes, type RouteSpec, type Shell } from './start-up-routes';

/**
 * THE route table: each route of the portal once, by id. Its first part, the routes start-up needs,
 * is in ./start-up-routes.ts (in the login page's bundle); the signed-in area's routes follow here.
 * Derived from it: the route switches and their role guards (src/app/app-routes.tsx,
 * src/app/signed-in-area.tsx, which map each id to its page: the compiler asks for one page per id),
 * the link preloads, the hrefs (src/config/paths.ts), and which area and which enterprise a location
 * belongs to. A new screen is one entry here, its page in the app's page map, and the page itself.
 */
export const routes = {
  ...startUpRoutes,
  // The signed-in area (spec document 2 section 2).
  termsConsent: { pattern: '/terms-consent/', shell: 'signed-in', preload: true },
  notFound: { pattern: '/not-found/', shell: 'signed-in', status: true },
  error: { pattern: '/error/', shell: 'signed-in', status: true },
  enterpriseNotFound: { pattern: `${ENTERPRISE}/not-found/`, shell: 'signed-in', status: true },
  enterpriseError: { pattern: `${ENTERPRISE}/error/`, shell: 'signed-in', status: true },
  /** report/, request-details/ and deliverables/ with ?type; without a tab the page picks one. */
  projectDetails: { pattern: `${ENTERPRISE}/projects/:projectId/:tab?/`, shell: 'signed-in', preload: true },
  // The Settings area, in the order of its side navigation.
  profile: { pattern: `${ENTERPRISE}/profile/`, shell: 'signed-in', preload: true, area: 'settings' },
  changePassword: { pattern: `${ENTERPRISE}/profile/password/`, shell: 'signed-in', preload: true, area: 'settings' },
  team: { pattern: `${ENTERPRISE}/team/`, shell: 'signed-in', preload: true, area: 'settings' },
  notifications: {
    pattern: `${ENTERPRISE}/notifications/`,
    shell: 'signed-in',
    capability: 'manageNotificationsAndBilling',
    preload: true,
    area: 'settings',
  },
  billing: {
    pattern: `${ENTERPRISE}/billing/`,
    shell: 'signed-in',
    capability: 'manageNotificationsAndBilling',
    preload: true,
    area: 'settings',
  },
  accessKeyHome: {
    pattern: `${ENTERPRISE}/accesskey/home/`,
    shell: 'signed-in',
    capability: 'manageAccessKeys',
    preload: true,
  },
  accessKeyCreate: {
    pattern: `${ENTERPRISE}/accesskey/create/`,
    shell: 'signed-in',
    capability: 'manageAccessKeys',
    preload: true,
  },
  accessKeyEdit: {
    pattern: `${ENTERPRISE}/accesskey/edit/`,
    shell: 'signed-in',
    capability: 'manageAccessKeys',
    preload: true,
  },
  projectRequest: {
    pattern: `${ENTERPRISE}/project-request/`,
    shell: 'signed-in',
    capability: 'requestProjects',
    preload: true,
  },
  translationRequest: {
    pattern: `${ENTERPRISE}/project-request/translation/`,
    shell: 'signed-in',
    capability: 'requestProjects',
    preload: true,
  },
  scriptedSpeechRequest: {
    pattern: `${ENTERPRISE}/project-request/scripted-speech/`,
    shell: 'signed-in',
    capability: 'requestProjects',
    preload: true,
  },
  qualityRequest: {
    pattern: `${ENTERPRISE}/project-request/quality-of-experience/`,
    shell: 'signed-in',
    capability: 'requestProjects',
    preload: true,
  },
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;

/**
 * The Settings area's first page, the first route marked area 'settings' above: the user menu's
 * 'Settings' opens it. It is open to every role (docs/product-decisions.md "The Settings area": Profile, then Change
 * Password), so the menu needs no role to link it. Named, not searched for, to keep the area's chunk
 * within its budget: tests/unit/config/route-table.test.ts keeps it the first of the area.
 */
export const settingsHome = 'profile' satisfies RouteId;
export type RouteId = keyof Routes;
/** The ids of the routes a shell renders. */
export type RouteIdOf<S extends Shell> = { [K in RouteId]: Routes[K]['shell'] extends S ? K : never }[RouteId];

/** The routes of a shell, in the table's order (the switches try them in this order). */
export function routesOf<S extends Shell>(shell: S): [RouteIdOf<S>, RouteSpec][] {
  return (Object.entries(routes) as [RouteId, RouteSpec][]).filter(
    (entry): entry is [RouteIdOf<S>, RouteSpec] => entry[1].shell === shell,
  );
}

/**
 * The parameters of `path` (no query) on `pattern`, or null when it is not on it: as wouter's Switch
 * decides (the same parser, regexparam).
 */
export function paramsOf(pattern: string, path: string): Record<string, string | undefined> | null {
  const { keys, pattern: regexp } = parse(pattern);
  const match = regexp.exec(path);
  return match && Object.fromEntries(keys.map((key, index) => [key, match[index + 1]]));
}

/** The enterprise id of an `/enterprise/{id}/...` location, else null. */
export function enterpriseOf(location: string): string | null {
  return paramsOf(`${ENTERPRISE}/*?`, location)?.enterpriseId ?? null;
}

/**
 * The enterprise whose membership the signed-in area checks at this location: the enterprise in
 * the path, except on its own status pages (they show its refusal).
 */
export function checkedEnterpriseOf(location: string): string | null {
  const status = routesOf('signed-in').some(([, route]) => route.status && matches(route.pattern, location));
  return status ? null : enterpriseOf(location);
}

/** The path parameters of a pattern, in order (`:tab?` optional). */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [...ParamOf<Name>, ...ParamsOf<Rest>]
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : [];
type ParamOf<Name extends string> = Name extends `${string}?` ? [string?] : [string];

/** A route's href builder: its path parameters in the pattern's order. */
export type Href<P extends string> = (...values: ParamsOf<P>) => string;

/**
 * The href builder of a pattern: its parameters fill it in order; an optional one left out drops its
 * segment (`/projects/:projectId/:tab?/` without a tab is `/projects/{id}/`).
 */
export function hrefOf<P extends string>(pattern: P): Href<P> {
  return ((...values: (string | undefined)[]) => {
    let index = 0;
    return pattern.replace(/\/:\w+\??/g, () => {
      const value = values[index++];
      return value === undefined ? '' : `/${value}`;
    });
  }) as Href<P>;
}

/** `path?query` with the query's defined values, or `path` when it has none. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}
