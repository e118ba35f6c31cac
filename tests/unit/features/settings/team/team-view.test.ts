import { describe, expect, it } from '@rstest/core';
import {
  MAX_TEAM_PAGE,
  parseTeamView,
  serializeTeamView,
  sortedBy,
} from '../../../../../src/features/settings/team/team-view';
import { teamMessages } from '../../../../../src/features/settings/team/messages';
import { shouldCheckEmail, TEAM_PAGE_SIZE } from '../../../../../src/domain/team';
import { createPortalIntl } from '../../../../../src/i18n/intl';

const english = createPortalIntl('en-us', null);

describe('the Team view in the URL', () => {
  it('is sorted by name, ascending, on its first pages without a query', () => {
    const view = parseTeamView('');
    expect(view).toEqual({ sort: 'name', descending: false, page: 0, invitationsPage: 0 });
    expect(serializeTeamView(view)).toBe('');
  });

  it('round-trips a sort, a direction and the pages shown', () => {
    const search = '?sort=email&dir=desc&page=1&ipage=2';
    expect(parseTeamView(search)).toEqual({ sort: 'email', descending: true, page: 1, invitationsPage: 2 });
    expect(serializeTeamView(parseTeamView(search))).toBe(search);
  });

  it('drops what a hand-edited URL cannot mean', () => {
    expect(parseTeamView('?sort=status&dir=up&page=-3&ipage=1.5')).toEqual(parseTeamView(''));
    expect(parseTeamView('?page=9999').page).toBe(MAX_TEAM_PAGE);
  });

  it('turns the sorted column around, sorts another column ascending, and starts again from the first page', () => {
    const byName = { sort: 'name', descending: false, page: 1, invitationsPage: 1 } as const;
    expect(sortedBy(byName, 'name')).toEqual({ ...byName, descending: true, page: 0 });
    expect(sortedBy({ ...byName, descending: true }, 'role')).toEqual({ ...byName, sort: 'role', page: 0 });
  });
});

describe('the Team rules', () => {
  it('shows 25 rows a page', () => {
    expect(TEAM_PAGE_SIZE).toBe(25);
  });

  it.each([
    [1, '1 member', '1 pending invitation'],
    [2, '2 members', '2 pending invitations'],
    [30, '30 members', '30 pending invitations'],
  ])('counts %i as %s and %s', (count, members, invitations) => {
    expect(english.formatMessage(teamMessages.membersCount, { count })).toBe(members);
    expect(english.formatMessage(teamMessages.invitationsCount, { count })).toBe(invitations);
  });

  it.each([
    ['newhire@acme.test', true],
    ['newhire@', false],
    ['', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('checks the e-mail %s against the members: %s', (email, checked) => {
    expect(shouldCheckEmail(email)).toBe(checked);
  });
});
