import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { createQueryClient } from '../../../../src/api/query-client';
import {
  ENTERPRISE_SEARCH_DEBOUNCE_MS,
  ENTERPRISE_SEARCH_THRESHOLD,
  profileQuery,
} from '../../../../src/features/shell/api';
import { EnterpriseSwitcher } from '../../../../src/features/shell/enterprise-switcher';
import { describeCall, fakeApi, json, signedIn, signedOut } from '../../support/fake-api';
import { ACME, memberOf, profileOf } from '../../support/demo-data';
import { currentPath, renderApp } from '../../support/render';

/** The enterprise switcher (spec document 2 sections 2 and 9): the search box above 20, debounced 300 ms. */

afterEach(() => {
  rs.useRealTimers();
  signedOut();
});

const enterpriseNumber = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const enterprises = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    externalEnterpriseId: i === 0 ? ACME : enterpriseNumber(100 + i),
    enterpriseName: i === 0 ? 'Acme Corp' : `Enterprise ${i + 1}`,
  }));

function renderSwitcher(count: number, path = `/enterprise/${ACME}/`) {
  signedIn();
  const profile = profileOf({ enterprises: enterprises(count), totalCount: count });
  const api = fakeApi((call) => {
    if (call.path === '/users/self/profile/') return json(profile);
    if (call.path === `/enterprise/${ACME}/member-settings/`) return json(memberOf(ACME, 0));
    if (call.path === '/users/self/enterprises/') {
      const term = new URLSearchParams(call.search).get('searchTerm') ?? '';
      const found = profile.enterprises.filter((e) => e.enterpriseName.includes(term));
      return json({ enterprises: found.slice(0, 25), totalCount: found.length });
    }
    return undefined;
  });
  // As in the app: the signed-in area has loaded the profile before the header shows.
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQuery().queryKey, profile);
  const view = renderApp(
    <Route path="/*?">
      <EnterpriseSwitcher profile={profile} enterpriseId={ACME} />
    </Route>,
    { path, queryClient },
  );
  return { ...view, api };
}

/** Opens the switcher as a keyboard user does (ArrowDown on its button); the popover loads lazily. */
async function openSwitcher() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Enterprise: Acme Corp' }), { key: 'ArrowDown' });
  return screen.findByRole('menu', {}, { timeout: 3000 });
}

const searches = (calls: string[]) => calls.filter((call) => call.startsWith('GET /users/self/enterprises/'));

describe('the enterprise switcher', () => {
  it('has no search box with 20 enterprises, the threshold', async () => {
    expect(ENTERPRISE_SEARCH_THRESHOLD).toBe(20);
    renderSwitcher(20);
    const menu = await openSwitcher();
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(20);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('has a search box with 21 enterprises', async () => {
    renderSwitcher(21);
    const menu = await openSwitcher();
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(21);
    expect(screen.getByRole('searchbox', { name: 'Search enterprises' })).toBeTruthy();
  });

  it('searches 300 ms after the last keystroke: not at 299 ms, once at 300 ms', async () => {
    expect(ENTERPRISE_SEARCH_DEBOUNCE_MS).toBe(300);
    const { api } = renderSwitcher(21);
    await openSwitcher();
    // The first page came with the profile: opening asks for nothing.
    expect(searches(api.map(describeCall))).toEqual([]);
    const search = screen.getByRole('searchbox', { name: 'Search enterprises' });
    rs.useFakeTimers();
    fireEvent.change(search, { target: { value: 'Enterprise 2' } });
    await act(async () => {
      await rs.advanceTimersByTimeAsync(200);
    });
    // Another keystroke before 300 ms starts the wait again.
    fireEvent.change(search, { target: { value: 'Enterprise 21' } });
    await act(async () => {
      await rs.advanceTimersByTimeAsync(299);
    });
    expect(searches(api.map(describeCall))).toEqual([]);
    await act(async () => {
      await rs.advanceTimersByTimeAsync(1);
    });
    expect(searches(api.map(describeCall))).toEqual([
      'GET /users/self/enterprises/?numberOfItemsPerPage=25&searchTerm=Enterprise%2021&pageIndex=0',
    ]);
  });

  it('opens the projects page of the enterprise picked, the current one too (here from the change password page)', async () => {
    const { location } = renderSwitcher(3, `/enterprise/${ACME}/profile/password/`);
    const menu = await openSwitcher();
    await act(async () => fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Acme Corp' })));
    expect(currentPath(location)).toBe(`/enterprise/${ACME}/`);
  });
});
