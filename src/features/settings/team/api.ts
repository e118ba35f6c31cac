/**
 * The Team page's calls (spec document 1 section 7; docs/product-decisions.md "The Settings area"): the members and the
 * pending invitations a page at a time, the e-mail check, and the invitation (which is also the
 * reminder). Every call is in openapi/enterprise-api.yaml and has its Pact interactions in
 * contracts/team.pact.test.ts.
 */
import { api } from '../../../api/client';
import { $api } from '../../../api/query-hooks';
import type { components } from '../../../api/schema';
import { INVITATION_SORT, TEAM_PAGE_SIZE } from '../../../domain/team';

type Schemas = components['schemas'];
export type Member = Schemas['EnterpriseUser'];
export type Invitation = Schemas['Invitation'];
export type MembersSortBy = Schemas['MembersSortBy'];
export type InvitationsSortBy = Schemas['InvitationsSortBy'];
export type InvitationRequest = Schemas['MemberInvitationRequest'];

export interface MembersView {
  /** Zero-based. */
  pageNumber: number;
  sortBy: MembersSortBy;
  descSort: boolean;
}

/** GET enterprises/{id}/enterprise-users/?pageNumber&itemsPerPage&sortBy&descSort: one page of members. */
export const membersPageQuery = (enterpriseId: string, { pageNumber, sortBy, descSort }: MembersView) =>
  $api.queryOptions('get', '/enterprises/{enterpriseId}/enterprise-users/', {
    params: { path: { enterpriseId }, query: { pageNumber, itemsPerPage: TEAM_PAGE_SIZE, sortBy, descSort } },
  });

/**
 * GET enterprises/{id}/invitations/?pageNumber&itemsPerPage&sortBy&descSort: one page of pending
 * invitations in the one order the page shows them (`INVITATION_SORT`: oldest first).
 */
export const invitationsPageQuery = (enterpriseId: string, pageNumber: number) =>
  $api.queryOptions('get', '/enterprises/{enterpriseId}/invitations/', {
    params: {
      path: { enterpriseId },
      query: {
        pageNumber,
        itemsPerPage: TEAM_PAGE_SIZE,
        sortBy: INVITATION_SORT.column satisfies InvitationsSortBy,
        descSort: INVITATION_SORT.descending,
      },
    },
  });

/** GET enterprise/{id}/users/email/?email: whether the address is already a member's or invited. */
export const emailInUseQuery = (enterpriseId: string, email: string) =>
  $api.queryOptions('get', '/enterprise/{enterpriseId}/users/email/', {
    params: { path: { enterpriseId }, query: { email } },
  });

/**
 * POST enterprise/{id}/invitation/ (204): invites the address with the role; for an address already
 * invited it sends the invitation again, which is the reminder (docs/product-decisions.md "The Settings area").
 * 409: the address is a member's. 403: the user's role may not invite.
 */
export async function inviteMember(enterpriseId: string, body: InvitationRequest): Promise<void> {
  await api.POST('/enterprise/{enterpriseId}/invitation/', { params: { path: { enterpriseId } }, body });
}
