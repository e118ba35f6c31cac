import { matches } from '../config/start-up-routes';
import { routes } from '../config/route-table';
import { localeFromPath } from '../i18n/locale';

const patterns = Object.values(routes).map((route) => route.pattern);

/**
 * The route pattern of a path, as the route table writes it (`/enterprise/:enterpriseId/projects/:projectId/:tab?/`),
 * the first that matches in the table's order, as the switches decide; never the path itself, whose
 * segments are ids. A path of no route is `(unknown)`. The locale segment is left out.
 */
export function routePattern(pathname: string): string {
  const { base } = localeFromPath(pathname);
  const path = pathname.slice(base.length) || '/';
  return patterns.find((pattern) => matches(pattern, path)) ?? (path === '/' ? '/' : '(unknown)');
}
