/**
 * Enterprise membership, settings, members, invitations and billing. Per docs/product-decisions.md
 * ("The Settings area"): the membership, the members and invitations lists, the e-mail check and the
 * account managers are open to every member role; inviting (and its reminder), the notification
 * settings and the billing calls are the privileged roles' (Admin, Manager, Principal): a Viewer gets 403.
 */
import { findUserById } from '../store';
import type { Schemas } from '../types';
import {
  NOT_A_MEMBER,
  ROLE_NOT_ALLOWED,
  data,
  isPrivileged,
  membershipOf,
  noContent,
  ok,
  problem,
  type HandlerContext,
  type Handlers,
} from './context';

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base' });
}

/**
 * Sorts by the column `sortBy` names (the description's enum; `sortKey` reads that column of a row),
 * ascending unless `descSort`, rows that tie in the order of their e-mail addresses; then one page.
 */
function page<T extends { email: string }, K extends string>(
  rows: T[],
  query: { pageNumber?: number; itemsPerPage?: number; sortBy?: K; descSort?: boolean },
  sortKey: (row: T, column: K) => unknown,
  defaultColumn: K,
): { list: T[]; totalCount: number } {
  const column = query.sortBy ?? defaultColumn;
  const direction = query.descSort ? -1 : 1;
  const sorted = [...rows].sort(
    (a, b) => direction * compareValues(sortKey(a, column), sortKey(b, column)) || compareValues(a.email, b.email),
  );
  const size = query.itemsPerPage ?? 25;
  const start = (query.pageNumber ?? 0) * size;
  return { list: sorted.slice(start, start + size), totalCount: rows.length };
}

type MembersSortBy = Schemas['MembersSortBy'];
type InvitationsSortBy = Schemas['InvitationsSortBy'];

/** The members' sort columns: the Name column shows the full name, first name first. */
const memberSortKey = (row: Schemas['EnterpriseUser'], column: MembersSortBy): unknown =>
  column === 'name' ? `${row.firstName} ${row.lastName}` : row[column];
const invitationSortKey = (row: Schemas['Invitation'], column: InvitationsSortBy): unknown => row[column];

function membersOf(context: HandlerContext, enterpriseId: string): Schemas['EnterpriseUser'][] {
  const store = data(context);
  return store.memberships
    .filter((m) => m.enterpriseId === enterpriseId)
    .flatMap((m) => {
      const user = findUserById(store, m.userId);
      return user
        ? [
            {
              applicationUserId: user.id,
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              role: m.role,
            },
          ]
        : [];
    });
}

const invitationsOf = (context: HandlerContext, enterpriseId: string): Schemas['Invitation'][] =>
  data(context)
    .invitations.filter((i) => i.enterpriseId === enterpriseId)
    .map(({ email, role, invitedAt }) => ({ email, role, invitedAt }));

function emailInUse(
  context: HandlerContext,
  enterpriseId: string,
  email: string,
): { member: boolean; invited: boolean } {
  const wanted = email.toLowerCase();
  return {
    member: membersOf(context, enterpriseId).some((u) => u.email.toLowerCase() === wanted),
    invited: invitationsOf(context, enterpriseId).some((i) => i.email.toLowerCase() === wanted),
  };
}

type EnterpriseOperations =
  | 'getMemberSettings'
  | 'getEnterpriseSettings'
  | 'updateEnterpriseSettings'
  | 'findEnterpriseUserByEmail'
  | 'inviteMember'
  | 'getEnterpriseUsers'
  | 'getEnterpriseInvitations'
  | 'getPrincipalManager'
  | 'getBillingInformation'
  | 'getBillingContact'
  | 'updateBillingContact';

export const enterpriseHandlers: Pick<Handlers, EnterpriseOperations> = {
  getMemberSettings({ path }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    const { enterprise, membership, user } = member;
    return ok({
      company: enterprise.name,
      externalEnterpriseId: enterprise.id,
      isOwner: enterprise.ownerUserId === user.id,
      managers: enterprise.managers.map((m) => ({ ...m })),
      role: membership.role,
    });
  },

  getEnterpriseSettings({ path }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    return ok({ ...member.enterprise.settings });
  },

  updateEnterpriseSettings({ path, body }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    member.enterprise.settings = {
      apiNotifications: body.apiNotifications,
      projectNotifications: body.projectNotifications,
    };
    return noContent();
  },

  findEnterpriseUserByEmail({ path, query }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    const use = emailInUse(context, member.enterprise.id, query.email);
    return ok({ inUse: use.member || use.invited });
  },

  /** A second invitation of the same e-mail is the reminder: it answers 204 and renews the date. */
  inviteMember({ path, body }, context) {
    const member = membershipOf(context, path.enterpriseId);
    // The operation declares no 404: an enterprise the user is not in is forbidden to them.
    if (!member) return problem(403, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    const enterpriseId = member.enterprise.id;
    if (emailInUse(context, enterpriseId, body.email).member)
      return problem(409, 'This person is already a member of the enterprise.');
    const invitations = data(context).invitations;
    const existing = invitations.find(
      (i) => i.enterpriseId === enterpriseId && i.email.toLowerCase() === body.email.toLowerCase(),
    );
    const invitedAt = context.now().toISOString();
    if (existing) Object.assign(existing, { role: body.role, invitedAt });
    else invitations.push({ enterpriseId, email: body.email, role: body.role, invitedAt });
    return noContent();
  },

  getEnterpriseUsers({ path, query }, context) {
    const member = membershipOf(context, path.enterpriseId);
    return member
      ? ok(page(membersOf(context, member.enterprise.id), query, memberSortKey, 'name'))
      : problem(404, NOT_A_MEMBER);
  },

  getEnterpriseInvitations({ path, query }, context) {
    const member = membershipOf(context, path.enterpriseId);
    return member
      ? ok(page(invitationsOf(context, member.enterprise.id), query, invitationSortKey, 'invitedAt'))
      : problem(404, NOT_A_MEMBER);
  },

  /** 404 also for an enterprise without a principal manager (docs/demo-data.md: Initech). */
  getPrincipalManager({ path }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    const principal = member.enterprise.principalManager;
    return principal ? ok({ ...principal }) : problem(404, 'This enterprise has no principal manager.');
  },

  getBillingInformation({ path }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    return ok({ ...member.enterprise.billingInformation });
  },

  getBillingContact({ path }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    return ok({ ...member.enterprise.billingContact });
  },

  updateBillingContact({ path, body }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    member.enterprise.billingContact = { name: body.name, email: body.email, phone: body.phone ?? null };
    return noContent();
  },
};
