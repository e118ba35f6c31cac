import { runtimeConfig } from '../config/runtime-config';
import { defineMessages, type Message } from '../i18n/define-messages';

/** Spec document 1 section 6: roles by number. */
export const Role = {
  Admin: 0,
  Viewer: 1,
  CustomerSuccess: 2,
  CustomerSuccessPrincipal: 3,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const roleMessages = defineMessages({
  admin: { id: 'role.admin', defaultMessage: 'Admin' },
  viewer: { id: 'role.viewer', defaultMessage: 'Viewer' },
  manager: { id: 'role.manager', defaultMessage: 'Manager' },
  principal: { id: 'role.principal', defaultMessage: 'Principal' },
});

const labels: Record<Role, Message> = {
  [Role.Admin]: roleMessages.admin,
  [Role.Viewer]: roleMessages.viewer,
  [Role.CustomerSuccess]: roleMessages.manager,
  [Role.CustomerSuccessPrincipal]: roleMessages.principal,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && Object.values(Role).includes(value as Role);
}

/** The role's label; a number outside the list is invalid and has no label. */
export function roleLabel(role: unknown): Message | null {
  return isRole(role) ? labels[role] : null;
}

/** The privileged set: Admin, CustomerSuccess and CustomerSuccessPrincipal; Viewer is outside it. */
export const PRIVILEGED_ROLES: readonly Role[] = [Role.Admin, Role.CustomerSuccess, Role.CustomerSuccessPrincipal];

export function isPrivileged(role: unknown): boolean {
  return isRole(role) && PRIVILEGED_ROLES.includes(role);
}

/**
 * docs/product-decisions.md "Roles and permissions": the one table of who may do what, and the one place that reads the
 * hide-request-project flag. Screens and guards ask `can()` (or `requestProjectHidden()`), never
 * compare role numbers or read the flag themselves (tests/unit/domain/roles.test.ts checks it).
 */
export const capabilityRoles = {
  /** Project request pages: type selection and the three forms. */
  requestProjects: PRIVILEGED_ROLES,
  /** API access key pages and the "API Access Keys" menu entry. */
  manageAccessKeys: PRIVILEGED_ROLES,
  /**
   * The 'Public API' dropdown: hidden "for users without permission" (spec document 2 section 2),
   * that is for those who may not manage access keys, its first entry.
   */
  publicApiMenu: PRIVILEGED_ROLES,
  /** Delete a project or request; cancel a project. */
  deleteOrCancelProjects: PRIVILEGED_ROLES,
  /** docs/product-decisions.md "The Settings area": invite a member, send a reminder (the Team list itself is every role's). */
  inviteMembers: PRIVILEGED_ROLES,
  /** docs/product-decisions.md "The Settings area": the Notifications and Billing pages, to read and to change. */
  manageNotificationsAndBilling: PRIVILEGED_ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof capabilityRoles;

/**
 * The hide-request-project flag (runtime configuration) hides the request-project feature and the API
 * menu for every user, whatever the role (docs/product-decisions.md "Roles and permissions"); the index then opens the access-key
 * home (spec document 2 section 2).
 */
export function requestProjectHidden(): boolean {
  return runtimeConfig().hideRequestProject;
}

/** What the hide-request-project flag takes away. */
const hiddenWithRequestProject: ReadonlySet<Capability> = new Set<Capability>(['requestProjects', 'publicApiMenu']);

export function can(role: unknown, capability: Capability): boolean {
  if (hiddenWithRequestProject.has(capability) && requestProjectHidden()) return false;
  return isRole(role) && capabilityRoles[capability].includes(role);
}

/** The role that counts: the member role in the selected enterprise, else the profile's role. */
export function effectiveRole(memberRole: unknown, profileRole: unknown): Role | null {
  if (isRole(memberRole)) return memberRole;
  return isRole(profileRole) ? profileRole : null;
}

/**
 * docs/product-decisions.md "The Settings area": an inviter offers the customer roles only, Admin and Viewer, Viewer
 * first chosen; Manager and Principal are the provider's staff and are never offered.
 */
export const INVITABLE_ROLES: readonly Role[] = [Role.Admin, Role.Viewer];
export const DEFAULT_INVITED_ROLE: Role = Role.Viewer;
