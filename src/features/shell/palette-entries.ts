import { paths } from '../../config/paths';
import { routes } from '../../config/route-table';
import { settingsMessages } from '../../config/settings-pages';
import type { RouteSpec } from '../../config/start-up-routes';
import { PROJECT_TYPES } from '../../domain/project-types';
import { can } from '../../domain/roles';
import type { Message } from '../../i18n/define-messages';
import { paletteMessages } from './palette-messages';
import { publicApiMessages } from './public-api-menu';

/**
 * The command palette's fixed entries (docs/product-decisions.md "Theme, command palette and saved views"): the
 * pages of the route table a role may open and the request types, and how typed text matches them.
 */

/** A place the palette opens: its key among its section's, its text and its in-app href. */
export interface PaletteEntry {
  key: string;
  label: string;
  href: string;
}

/** The pages the palette offers, in its order, each with the label its link has elsewhere ('Projects' as its section). */
const PAGES = [
  { id: 'projects', label: paletteMessages.projects },
  { id: 'team', label: settingsMessages.team },
  { id: 'profile', label: settingsMessages.profile },
  { id: 'notifications', label: settingsMessages.notifications },
  { id: 'billing', label: settingsMessages.billing },
  { id: 'accessKeyHome', label: publicApiMessages.accessKeys },
  { id: 'changePassword', label: settingsMessages.changePassword },
] as const satisfies readonly { id: keyof typeof routes; label: Message }[];

/**
 * The pages a role may open: those whose route asks no capability, and those whose capability the
 * role has (the route table's, as the role guard reads it: src/domain/roles.ts). While the role is
 * unknown (null), only the pages every role may open.
 */
export function pagesFor(role: unknown): { id: (typeof PAGES)[number]['id']; label: Message }[] {
  return PAGES.filter(({ id }) => {
    const { capability }: RouteSpec = routes[id];
    return capability === undefined || can(role, capability);
  });
}

/** The href of a page of the palette in an enterprise. */
export const pageHref = (id: (typeof PAGES)[number]['id'], enterpriseId: string): string => paths[id](enterpriseId);

/** The request types a role may request (none without 'requestProjects', or with the hide-request-project flag). */
export function requestTypesFor(role: unknown): { slug: (typeof PROJECT_TYPES)[number]['slug']; label: Message }[] {
  if (!can(role, 'requestProjects')) return [];
  return PROJECT_TYPES.filter((type) => !type.disabled).map((type) => ({ slug: type.slug, label: type.title }));
}

/** Text as typed text matches it: no accents, no case, single spaces. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether `text` contains what was typed (ignoring case, accents and extra spaces); nothing typed matches all. */
export function matches(text: string, typed: string): boolean {
  const term = folded(typed);
  return term === '' || folded(text).includes(term);
}
