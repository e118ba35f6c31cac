import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import TeamPage from '../../../../../src/features/settings/team/team-page';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../../support/fake-api';
import { ACME, userRoutes } from '../../../support/demo-data';
import { currentPath, renderApp } from '../../../support/render';

/** The Team page (docs/product-decisions.md "The Settings area") against a scripted API. */

const PAGE = `/enterprise/${ACME}/team/`;
const member = (n: number, role = 1) => ({
  applicationUserId: n === 1 ? '20000000-0000-4000-8000-000000000001' : `u-${n}`,
  firstName: n === 1 ? 'Ada' : `First${n}`,
  lastName: n === 1 ? 'Admin' : `Last${n}`,
  email: n === 1 ? 'admin@acme.test' : `m${n}@acme.test`,
  role,
});
const invitation = (email: string) => ({ email, role: 1, invitedAt: '2026-01-20T09:00:00.000Z' });

function api(role: number, { members = 30, invitations = 1 } = {}) {
  return fakeApi((call: Call) => {
    const user = userRoutes(role)(call);
    if (user) return user;
    const params = new URLSearchParams(call.search);
    const page = Number(params.get('pageNumber') ?? 0);
    if (call.path === `/enterprises/${ACME}/enterprise-users/`) {
      const all = Array.from({ length: members }, (_, i) => member(i + 1, i === 0 ? 0 : 1));
      return json({ list: all.slice(page * 25, page * 25 + 25), totalCount: members });
    }
    if (call.path === `/enterprises/${ACME}/invitations/`) {
      const all = Array.from({ length: invitations }, (_, i) => invitation(`i${i}@acme.test`));
      return json({ list: all.slice(page * 25, page * 25 + 25), totalCount: invitations });
    }
    return undefined;
  });
}

function renderTeam(search = '') {
  return renderApp(
    <Route path="/enterprise/:enterpriseId/team/">
      <TeamPage />
    </Route>,
    { path: `${PAGE}${search}` },
  );
}

afterEach(() => signedOut());

describe('the Team page', () => {
  it("counts the members and the invitations, marks the user '(you)', and offers inviting to an Admin", async () => {
    signedIn();
    api(0);
    renderTeam();
    expect(await screen.findByText('30 members')).toBeTruthy();
    expect(screen.getByText('1 pending invitation')).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getAllByRole('row')).toHaveLength(26); // the header and 25 rows
    expect(within(members).getByText('(you)').closest('tr')?.textContent).toContain('admin@acme.test');
    expect(await screen.findByRole('button', { name: 'Invite member' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reminder to i0@acme.test' })).toBeTruthy();
  });

  it('asks the API for the next page and the sort, and keeps both in the URL', async () => {
    signedIn();
    const calls = api(0);
    const { location } = renderTeam();
    await screen.findByText('30 members');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(currentPath(location)).toBe(`${PAGE}?page=1`);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row')).toHaveLength(31),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Email/ })));
    expect(currentPath(location)).toBe(`${PAGE}?sort=email&dir=asc`);
    await waitFor(() =>
      expect(calls.map((c) => c.search)).toContain('?pageNumber=0&itemsPerPage=25&sortBy=email&descSort=false'),
    );
  });

  it('asks the API for the pending invitations a page at a time, oldest first (their one order)', async () => {
    signedIn();
    const calls = api(0, { members: 1, invitations: 30 });
    const { location } = renderTeam();
    expect(await screen.findByText('30 pending invitations')).toBeTruthy();
    const invitationCalls = () =>
      calls.filter((c) => c.path === `/enterprises/${ACME}/invitations/`).map((c) => c.search);
    await waitFor(() =>
      expect(invitationCalls()).toEqual(['?pageNumber=0&itemsPerPage=25&sortBy=invitedAt&descSort=false']),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(currentPath(location)).toBe(`${PAGE}?ipage=1`);
    await waitFor(() =>
      expect(invitationCalls()).toEqual([
        '?pageNumber=0&itemsPerPage=25&sortBy=invitedAt&descSort=false',
        '?pageNumber=1&itemsPerPage=25&sortBy=invitedAt&descSort=false',
      ]),
    );
  });

  it("says 'No pending invitations' and offers a Viewer neither inviting nor reminders", async () => {
    signedIn();
    const calls = api(1, { members: 1, invitations: 0 });
    renderTeam();
    expect(await screen.findByText('1 member')).toBeTruthy();
    expect(screen.getByText('No pending invitations')).toBeTruthy();
    // The role has been read (the member settings answered) before the absence is asserted.
    await waitFor(() => expect(calls.some((c) => c.path === `/enterprise/${ACME}/member-settings/`)).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send reminder/ })).toBeNull();
  });
});
