/**
 * The Team page's view lives in the URL query (the URL is state), so a link reproduces
 * it and Back restores it:
 *
 *   sort=email&dir=desc   the members' sort (default name, ascending)
 *   page=1                how many pages of members after the first are shown ('Load more')
 *   ipage=1               the same for the pending invitations
 *
 * Anything unreadable in a hand-edited URL is dropped rather than failing the page.
 */
import { DEFAULT_MEMBER_SORT, isMemberSortColumn, type MemberSortColumn } from '../../../domain/team';

export interface TeamView {
  sort: MemberSortColumn;
  descending: boolean;
  /** The last page of members shown (0-based): pages 0..page are loaded and shown. */
  page: number;
  /** The last page of pending invitations shown. */
  invitationsPage: number;
}

/** A deep link may ask for many pages; beyond this it is not a view a person built. */
export const MAX_TEAM_PAGE = 40;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? Math.min(page, MAX_TEAM_PAGE) : 0;
};

export function parseTeamView(search: string): TeamView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    sort: isMemberSortColumn(sort) ? sort : DEFAULT_MEMBER_SORT.column,
    descending: dir === 'desc' ? true : dir === 'asc' ? false : DEFAULT_MEMBER_SORT.descending,
    page: pageOf(params.get('page')),
    invitationsPage: pageOf(params.get('ipage')),
  };
}

/** The query string of a view ('' for the default view), defaults left out. */
export function serializeTeamView(view: TeamView): string {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_MEMBER_SORT.column || view.descending !== DEFAULT_MEMBER_SORT.descending) {
    params.set('sort', view.sort);
    params.set('dir', view.descending ? 'desc' : 'asc');
  }
  if (view.page > 0) params.set('page', String(view.page));
  if (view.invitationsPage > 0) params.set('ipage', String(view.invitationsPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Sorting by a column: the column the list is sorted by turns around; another column sorts ascending.
 * A new sort shows its first page again.
 */
export function sortedBy(view: TeamView, column: MemberSortColumn): TeamView {
  return {
    ...view,
    sort: column,
    descending: column === view.sort ? !view.descending : false,
    page: 0,
  };
}
