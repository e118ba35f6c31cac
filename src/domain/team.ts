/**
 * The Team page's rules (spec document 1 sections 1 and 7; docs/product-decisions.md "The Settings area"): the lists'
 * page size, their sort columns and orders, and when an invitation's e-mail may be checked against the members.
 * Who may invite and which roles an inviter offers are in ./roles.ts (the one capability table).
 */
import { isEmail } from './email-address';

/** The members and the pending invitations come 25 a page, each further page appended ('Load more'). */
export const TEAM_PAGE_SIZE = 25;

/** The members' sortable columns (the API's `sortBy`); the Name column sorts by the full name. */
export const MEMBER_SORT_COLUMNS = ['name', 'email', 'role'] as const;
export type MemberSortColumn = (typeof MEMBER_SORT_COLUMNS)[number];

/** The members list opens sorted by name, ascending. */
export const DEFAULT_MEMBER_SORT: { column: MemberSortColumn; descending: boolean } = {
  column: 'name',
  descending: false,
};

/**
 * The pending invitations have no sortable column: they are asked for in this one order, the
 * description's default (`invitedAt`, ascending), oldest first.
 */
export const INVITATION_SORT = { column: 'invitedAt', descending: false } as const;

export const isMemberSortColumn = (value: unknown): value is MemberSortColumn =>
  typeof value === 'string' && (MEMBER_SORT_COLUMNS as readonly string[]).includes(value);

/** The invitation dialog waits this long after the last keystroke before it checks the address. */
export const EMAIL_CHECK_DEBOUNCE_MS = 300;

/** The e-mail check runs only for an address that is valid (spec: "once the address is valid"). */
export const shouldCheckEmail = (email: string): boolean => isEmail(email);
