/**
 * The Settings area's side navigation (docs/product-decisions.md "The Settings area": Profile, Change Password, Team,
 * Notifications, Billing, each shown only to the roles that may open it): the routes of the table
 * (./routes.ts) whose `area` is 'settings', in the table's order, each with its entry's label. The
 * user menu's 'Settings' opens the first one the user may open.
 */
import type { Capability } from '../domain/roles';
import { defineMessages, type Message } from '../i18n/define-messages';
import { paths } from './paths';
import { routes, type RouteId } from './route-table';
import type { RouteSpec } from './start-up-routes';

export const settingsMessages = defineMessages({
  navigation: { id: 'settings.navigation', defaultMessage: 'Settings' },
  profile: { id: 'settings.profile', defaultMessage: 'Profile' },
  changePassword: { id: 'settings.changePassword', defaultMessage: 'Change Password' },
  team: { id: 'settings.team', defaultMessage: 'Team' },
  notifications: { id: 'settings.notifications', defaultMessage: 'Notifications' },
  billing: { id: 'settings.billing', defaultMessage: 'Billing' },
});

/** The routes of the Settings area. */
type SettingsRouteId = { [K in RouteId]: (typeof routes)[K] extends { area: 'settings' } ? K : never }[RouteId];

/** Each Settings page's entry in the navigation: the compiler asks for one per route of the area. */
const labels: Record<SettingsRouteId, Message> = {
  profile: settingsMessages.profile,
  changePassword: settingsMessages.changePassword,
  team: settingsMessages.team,
  notifications: settingsMessages.notifications,
  billing: settingsMessages.billing,
};

export interface SettingsPage {
  id: SettingsRouteId;
  label: Message;
  href: (enterpriseId: string) => string;
  /** The capability that opens it (src/domain/roles.ts); none: every role. */
  capability?: Capability;
}

export const SETTINGS_PAGES: readonly SettingsPage[] = (Object.keys(labels) as SettingsRouteId[])
  .sort((a, b) => Object.keys(routes).indexOf(a) - Object.keys(routes).indexOf(b))
  .map((id) => {
    const route: RouteSpec = routes[id];
    return { id, label: labels[id], href: paths[id], capability: route.capability };
  });
