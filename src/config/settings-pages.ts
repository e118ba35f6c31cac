/**
 * The Settings area's pages, in the order of its side navigation (DECISIONS.md "Settings area":
 * Profile, Change Password, Team, Notifications, Billing; each shown only to the roles that may open
 * it, and only once its page exists). The user menu's 'Settings' opens the first one the user may open.
 */
import type { Capability } from '../domain/roles';
import { defineMessages, type Message } from '../i18n/messages';
import { paths } from './paths';

export const settingsMessages = defineMessages({
  navigation: { id: 'settings.navigation', defaultMessage: 'Settings' },
  changePassword: { id: 'settings.changePassword', defaultMessage: 'Change Password' },
  team: { id: 'settings.team', defaultMessage: 'Team' },
});

export interface SettingsPage {
  id: string;
  label: Message;
  href: (enterpriseId: string) => string;
  /** The capability that opens it (src/domain/roles.ts); none: every role. */
  capability?: Capability;
}

export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { id: 'change-password', label: settingsMessages.changePassword, href: paths.changePassword },
  { id: 'team', label: settingsMessages.team, href: paths.team },
];
