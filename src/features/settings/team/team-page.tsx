import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { can } from '../../../domain/roles';
import { TEAM_PAGE_SIZE, type MemberSortColumn } from '../../../domain/team';
import { useIntl } from '../../../i18n/intl';
import type { Message } from '../../../i18n/define-messages';
import { Button } from '../../../ui/button';
import { Loader } from '../../../ui/loader';
import { PageHeading } from '../../../ui/page-heading';
import { profileQuery, useEffectiveRole, useProfilePhoto } from '../../shell/api';
import { usePageFailure } from '../../shell/page-failure';
import { invitationsPageQuery, membersPageQuery, type Invitation, type Member } from './api';
import { InviteDialog } from './invite-dialog';
import { teamMessages } from './messages';
import { InvitationsTable, MembersTable } from './team-tables';
import { parseTeamView, serializeTeamView, sortedBy, type TeamView } from './team-view';
import './team.css';

interface Page<T> {
  list: T[];
  totalCount: number;
}

interface PageResult<T> {
  data?: Page<T>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
}

/** How many pages after the first to load: up to the last one shown, never past the last that exists. */
function morePages(first: PageResult<unknown>, lastShown: number): number[] {
  const total = first.isPlaceholderData ? undefined : first.data?.totalCount;
  const lastPage = total === undefined ? 0 : Math.max(0, Math.ceil(total / TEAM_PAGE_SIZE) - 1);
  return Array.from({ length: Math.min(lastShown, lastPage) }, (_, i) => i + 1);
}

/** Pages 0..n as one list: its rows, total, and whether it loads, updates, has more or failed. */
function pagedList<T>(first: PageResult<T>, more: PageResult<T>[]) {
  const total = first.isPlaceholderData ? undefined : first.data?.totalCount;
  const rows = [first.data, ...more.map((q) => q.data)].flatMap((page) => page?.list ?? []);
  const all = [first, ...more];
  const loadingMore = more.some((q) => q.isPending);
  return {
    rows,
    total,
    isPending: first.isPending,
    updating: first.isPlaceholderData,
    loadingMore,
    hasMore: total !== undefined && rows.length < total && !loadingMore,
    error: all.find((q) => q.isError)?.error,
    failed: all.some((q) => q.isError),
  };
}

function useMembers(enterpriseId: string, view: TeamView) {
  const page = (pageNumber: number) =>
    membersPageQuery(enterpriseId, { pageNumber, sortBy: view.sort, descSort: view.descending });
  // Page 0 keeps the previous sort's rows while the new sort loads (no loader flashing in between).
  const first = useQuery({ ...page(0), placeholderData: keepPreviousData });
  const more = useQueries({ queries: morePages(first, view.page).map(page) });
  return pagedList<Member>(first, more);
}

function useInvitations(enterpriseId: string, view: TeamView) {
  const page = (pageNumber: number) => invitationsPageQuery(enterpriseId, pageNumber);
  const first = useQuery(page(0));
  const more = useQueries({ queries: morePages(first, view.invitationsPage).map(page) });
  return pagedList<Invitation>(first, more);
}

/** After 'Load more', focus moves to the first appended row (the button may be gone), not back to the top. */
function useFocusAppended(rowCount: number) {
  const area = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null || rowCount <= index) return;
    pending.current = null;
    area.current?.querySelectorAll<HTMLElement>('tbody tr')[index]?.focus();
  }, [rowCount]);
  const expectRowAt = (index: number) => {
    pending.current = index;
  };
  return [area, expectRowAt] as const;
}

function TeamSection({
  id,
  heading,
  count,
  children,
}: {
  id: string;
  heading: Message;
  count: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="team-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="team-section__heading">
        {intl.formatMessage(heading)}
      </h2>
      {count !== null ? <p className="team-section__count">{count}</p> : null}
      {children}
    </section>
  );
}

function LoadMore({ loading, onPress }: { loading: boolean; onPress: () => void }) {
  const intl = useIntl();
  return (
    <div className="team-section__more">
      <Button variant="secondary" isDisabled={loading} onPress={onPress}>
        {intl.formatMessage(loading ? teamMessages.loadingMore : teamMessages.loadMore)}
      </Button>
    </div>
  );
}

/**
 * The Team page (`enterprise/{id}/team/`; spec document 1 sections 1 and 7; docs/product-decisions.md "The Settings
 * area"): the members (sortable by Name, Email and Role through the API) and the pending invitations,
 * each 25 a page with 'Load more' appending the next. The view (sort, pages) is the URL query
 * (./team-view.ts): a sort pushes a history entry, 'Load more' replaces it, as on the projects list.
 * Inviters (./../../domain/roles.ts `inviteMembers`) get 'Invite member' and 'Send reminder'; a Viewer
 * sees both lists and neither. A failed load of either list goes to the enterprise's error page once
 * the membership stands (usePageFailure; a refused membership decides the page itself).
 */
export default function TeamPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => parseTeamView(search), [search]);
  const [inviting, setInviting] = useState(false);
  const profile = useQuery(profileQuery());
  const photoUrl = useProfilePhoto();
  const { role } = useEffectiveRole(enterpriseId);
  const mayInvite = can(role, 'inviteMembers');

  const members = useMembers(enterpriseId, view);
  const invitations = useInvitations(enterpriseId, view);
  // A failed load of either list goes to the enterprise's error page, once the membership stands.
  usePageFailure(
    [
      { isError: members.failed, error: members.error },
      { isError: invitations.failed, error: invitations.error },
    ],
    { scope: 'enterprise' },
  );
  const [membersArea, expectMemberRow] = useFocusAppended(members.rows.length);
  const [invitationsArea, expectInvitationRow] = useFocusAppended(invitations.rows.length);

  const setView = (next: TeamView, replace: boolean) =>
    navigate(`${paths.team(enterpriseId)}${serializeTeamView(next)}`, { replace });

  const header = (
    <div className="team-page__header">
      <PageHeading title={intl.formatMessage(teamMessages.title)} />
      {mayInvite ? (
        <Button onPress={() => setInviting(true)}>{intl.formatMessage(teamMessages.inviteMember)}</Button>
      ) : null}
    </div>
  );

  if (members.isPending || invitations.isPending || members.failed || invitations.failed) {
    return (
      <main id="main" className="page team-page">
        {header}
        <Loader label={intl.formatMessage(teamMessages.loading)} />
      </main>
    );
  }

  return (
    <main id="main" className="page team-page">
      {header}
      <TeamSection
        id="team-members"
        heading={teamMessages.membersHeading}
        count={intl.formatMessage(teamMessages.membersCount, { count: members.total ?? members.rows.length })}
      >
        <div
          ref={membersArea}
          className="table-scroll"
          role="region"
          aria-label={intl.formatMessage(teamMessages.membersTable)}
          // A keyboard user can scroll a table wider than the screen (WCAG 1.4.10, 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-busy={members.updating}
        >
          <MembersTable
            members={members.rows}
            currentUserId={profile.data?.applicationUserId}
            currentUserPhoto={photoUrl}
            sort={view.sort}
            descending={view.descending}
            onSort={(column: MemberSortColumn) => setView(sortedBy(view, column), false)}
          />
        </div>
        {members.hasMore || members.loadingMore ? (
          <LoadMore
            loading={members.loadingMore}
            onPress={() => {
              expectMemberRow(members.rows.length);
              setView({ ...view, page: view.page + 1 }, true);
            }}
          />
        ) : null}
      </TeamSection>
      <TeamSection
        id="team-invitations"
        heading={teamMessages.invitationsHeading}
        count={
          invitations.rows.length > 0
            ? intl.formatMessage(teamMessages.invitationsCount, { count: invitations.total ?? invitations.rows.length })
            : null
        }
      >
        {invitations.rows.length === 0 ? (
          <p className="team-section__empty">{intl.formatMessage(teamMessages.noInvitations)}</p>
        ) : (
          <div
            ref={invitationsArea}
            className="table-scroll"
            role="region"
            aria-label={intl.formatMessage(teamMessages.invitationsTable)}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <InvitationsTable enterpriseId={enterpriseId} invitations={invitations.rows} mayInvite={mayInvite} />
          </div>
        )}
        {invitations.hasMore || invitations.loadingMore ? (
          <LoadMore
            loading={invitations.loadingMore}
            onPress={() => {
              expectInvitationRow(invitations.rows.length);
              setView({ ...view, invitationsPage: view.invitationsPage + 1 }, true);
            }}
          />
        ) : null}
      </TeamSection>
      {mayInvite ? <InviteDialog enterpriseId={enterpriseId} isOpen={inviting} onOpenChange={setInviting} /> : null}
    </main>
  );
}
