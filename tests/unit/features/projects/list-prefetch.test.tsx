import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { SignedInArea } from '../../../../src/app/signed-in-area';
import { projectsListEnterprise } from '../../../../src/features/projects/search-call';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME, acmeProfile, memberOf, row } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const SEARCH = `/enterprises/${ACME}/projects-and-requests/search/`;

beforeEach(() => signedIn());
afterEach(() => signedOut());

/** A server whose profile answer waits until `release` is called; records the order of events. */
function slowProfileServer() {
  const order: string[] = [];
  let release = () => {};
  const profileHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = fakeApi(async (call: Call) => {
    if (call.path === '/users/self/profile/') {
      order.push('profile asked');
      await profileHeld;
      order.push('profile answered');
      return json(acmeProfile());
    }
    if (call.path === SEARCH) {
      order.push('search asked');
      return json({ list: [row({ name: 'Voice Assistant Prompts' })], totalCount: 1 });
    }
    if (call.path === `/enterprise/${ACME}/member-settings/`) return json(memberOf(ACME, 0));
    if (call.path === '/users/self/cookies/') return json({ essentials: null, googleAnalytics: null, mouseFlow: null });
    return json({ message: 'Not found' }, 404, 'Not Found');
  });
  return { order, calls, release: () => release() };
}

describe("the projects list's first page on a cold load (no waterfall behind the profile)", () => {
  it('is asked for while the profile is still on its way, and only once: the page uses the call under way', async () => {
    const server = slowProfileServer();
    renderApp(<SignedInArea />, { path: `/enterprise/${ACME}/?q=voice&sort=name&dir=asc` });
    await waitFor(() => expect(server.order).toContain('search asked'));
    expect(server.order).not.toContain('profile answered');
    server.release();
    expect(await screen.findByText('Found: 1 project')).toBeTruthy();
    const searches = server.calls.filter((c) => c.path === SEARCH);
    expect(searches).toHaveLength(1);
    // Exactly the page's own query: the view of the URL, page 0.
    expect(searches[0]?.body).toEqual({
      itemsPerPage: 25,
      pageNumber: 0,
      sortBy: 'name',
      sortDirection: 0,
      name: 'voice',
    });
  });

  it('is not asked for on other pages of the signed-in area', async () => {
    const server = slowProfileServer();
    renderApp(<SignedInArea />, { path: `/enterprise/${ACME}/profile/password/` });
    await waitFor(() => expect(server.order).toContain('profile asked'));
    server.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
    expect(server.calls.filter((c) => c.path === SEARCH)).toHaveLength(0);
  });

  it('recognises the projects list location only', () => {
    expect(projectsListEnterprise(`/enterprise/${ACME}/`)).toBe(ACME);
    expect(projectsListEnterprise(`/enterprise/${ACME}`)).toBe(ACME);
    expect(projectsListEnterprise(`/enterprise/${ACME}/not-found/`)).toBeNull();
    expect(projectsListEnterprise(`/enterprise/${ACME}/projects/x/report/`)).toBeNull();
    expect(projectsListEnterprise('/enterprise/')).toBeNull();
    expect(projectsListEnterprise('/')).toBeNull();
  });
});
