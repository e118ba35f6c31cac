import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import { SignedInArea } from '../../../src/app/signed-in-area';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../src/config/runtime-config';
import { profileQuery } from '../../../src/features/shell/api';
import { rememberedEnterprise, rememberEnterprise } from '../../../src/session/selected-enterprise';
import { startSession } from '../../../src/session/start-session';
import { fakeApi, json, signedIn, signedOut } from '../support/fake-api';
import { ACME, GLOBEX, memberOf, profileOf, type Profile } from '../support/demo-data';
import { currentPath, renderApp } from '../support/render';

// The pages of other features are theirs to test; here they only show where the user landed.
rs.mock('../../../src/features/projects/projects-page', () => ({
  default: function ProjectsPage() {
    // Its renders, counted: a page rendered again can be mounted again (src/ui/preloadable.tsx).
    (globalThis as { projectsPageRenders?: number }).projectsPageRenders =
      ((globalThis as { projectsPageRenders?: number }).projectsPageRenders ?? 0) + 1;
    return (
      <main id="main">
        <h1>Projects page</h1>
      </main>
    );
  },
}));

afterEach(() => {
  signedOut();
  setRuntimeConfig(structuredClone(defaultRuntimeConfig));
  window.history.replaceState(null, '', '/');
});

const USER = profileOf().applicationUserId;

function server(
  profile: Profile | Response,
  member: (enterpriseId: string) => Response = (id) => json(memberOf(id, 0)),
  onUnauthorized?: () => void,
) {
  return fakeApi(
    (call) => {
      if (call.path === '/users/self/profile/') return profile instanceof Response ? profile : json(profile);
      // The cookie consent in the footer reads the stored preferences: none stored.
      if (call.path === '/users/self/cookies/')
        return json({ essentials: null, googleAnalytics: null, mouseFlow: null });
      const match = /^\/enterprise\/([^/]+)\/member-settings\/$/.exec(call.path);
      if (match?.[1]) return member(match[1]);
      return undefined;
    },
    { onUnauthorized },
  );
}

describe('entering the signed-in area (spec document 1 section 2, document 2 section 2)', () => {
  it('sends a signed-out user to login with the encoded path and query as redirect', async () => {
    signedOut();
    server(profileOf());
    window.history.replaceState(null, '', `/enterprise/${ACME}/profile/password/?tab=a&b=1`);
    renderApp(<SignedInArea />, { path: `/enterprise/${ACME}/profile/password/` });
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      `/enterprise/${ACME}/profile/password/?tab=a&b=1`,
    );
    expect(window.location.search).toBe(
      `?redirect=${encodeURIComponent(`/enterprise/${ACME}/profile/password/?tab=a&b=1`)}`,
    );
  });

  it('shows a loader while the profile loads, then the first enterprise projects page', async () => {
    signedIn();
    server(profileOf());
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    expect(screen.getByRole('progressbar', { name: 'Loading your portal' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Projects page' })).toBeTruthy();
    expect(currentPath(location)).toBe(`/enterprise/${ACME}/`);
  });

  it('sends a user who has not consented to the terms to terms-consent, from any page', async () => {
    signedIn();
    server(profileOf({ terms: { privacyAndTerms: false } }));
    const { location } = renderApp(<SignedInArea />, { path: `/enterprise/${ACME}/profile/password/` });
    expect(await screen.findByRole('heading', { name: 'Terms of Use and Privacy Policy' })).toBeTruthy();
    expect(currentPath(location)).toBe('/terms-consent/');
    // No navigation to work in before consenting: no Projects tab, no switcher.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('goes on from terms-consent to the index and then the enterprise page once the terms are consented', async () => {
    signedIn();
    server(profileOf({ terms: { privacyAndTerms: false } }));
    const { location, queryClient } = renderApp(<SignedInArea />, { path: '/terms-consent/' });
    expect(await screen.findByRole('heading', { name: 'Terms of Use and Privacy Policy' })).toBeTruthy();
    // What the terms page does on success: the profile now says consented (a chain of two redirects).
    act(() => queryClient.setQueryData(profileQuery().queryKey, profileOf()));
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/`));
  });

  it('shows the empty-enterprise page to a user with no enterprise', async () => {
    signedIn();
    server(profileOf({ enterprises: [], totalCount: 0 }));
    renderApp(<SignedInArea />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Your account is not assigned to an enterprise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact us/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Public API' })).toBeNull();
  });

  it('does not render the page again when a refresh replaces the tokens, and goes to login when the session ends', async () => {
    signedIn();
    server(profileOf());
    renderApp(<SignedInArea />, { path: `/enterprise/${ACME}/` });
    expect(await screen.findByRole('heading', { name: 'Projects page' })).toBeTruthy();
    const renders = () => (globalThis as { projectsPageRenders?: number }).projectsPageRenders ?? 0;
    const before = renders();
    await act(async () => startSession({ token: 'refreshed-token', refreshToken: 'refreshed', expiresIn: 3600 }));
    expect(renders()).toBe(before);
    await act(async () => signedOut());
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
  });

  it('takes the enterprise remembered for the user', async () => {
    signedIn();
    rememberEnterprise(USER, GLOBEX);
    server(profileOf());
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${GLOBEX}/`));
  });

  it('does not take an enterprise remembered for another user', async () => {
    signedIn();
    rememberEnterprise('someone-else', GLOBEX);
    server(profileOf());
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/`));
  });

  it('takes the first enterprise when the remembered one is no longer among them', async () => {
    signedIn();
    rememberEnterprise(USER, '10000000-0000-4000-8000-000000000099');
    server(profileOf());
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/`));
  });

  it('takes a remembered enterprise beyond the first page of 25 the profile carries', async () => {
    signedIn();
    const later = '10000000-0000-4000-8000-000000000030';
    rememberEnterprise(USER, later);
    server(profileOf({ totalCount: 30 }));
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${later}/`));
  });

  it('remembers the enterprise of the path once its membership loads', async () => {
    signedIn();
    server(profileOf());
    renderApp(<SignedInArea />, { path: `/enterprise/${GLOBEX}/` });
    await waitFor(() => expect(rememberedEnterprise(USER)).toBe(GLOBEX));
  });

  it('sends the index to the access-key home with the hide-request-project flag', async () => {
    signedIn();
    setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), hideRequestProject: true });
    server(profileOf());
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    await waitFor(() => expect(location.history).toContain(`/enterprise/${ACME}/accesskey/home/`));
  });

  it('sends unknown paths to the enterprise page', async () => {
    signedIn();
    server(profileOf());
    const first = renderApp(<SignedInArea />, { path: '/no/such/page' });
    await waitFor(() => expect(currentPath(first.location)).toBe(`/enterprise/${ACME}/`));
    first.unmount();
    const second = renderApp(<SignedInArea />, { path: `/enterprise/${GLOBEX}/no-such-page/` });
    await waitFor(() => expect(currentPath(second.location)).toBe(`/enterprise/${GLOBEX}/`));
  });

  it('shows the not-found page when the member settings answer 401, without sending the user to login', async () => {
    signedIn();
    let unauthorized = 0;
    server(
      profileOf(),
      () => json({ message: 'Unauthorized' }, 401, 'Unauthorized'),
      () => (unauthorized += 1),
    );
    const { location } = renderApp(<SignedInArea />, { path: `/enterprise/${GLOBEX}/` });
    await waitFor(() => expect(currentPath(location)).toBe('/not-found/'));
    expect(
      await screen.findByRole('heading', { name: "We're Sorry. We can't find the page you're looking for" }),
    ).toBeTruthy();
    expect(unauthorized).toBe(0);
  });

  it("shows the enterprise's error page for any other member settings failure, and forgets it", async () => {
    signedIn();
    rememberEnterprise(USER, GLOBEX);
    server(profileOf(), () => json({ message: 'Not a member' }, 404, 'Not Found'));
    const { location } = renderApp(<SignedInArea />, { path: `/enterprise/${GLOBEX}/` });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${GLOBEX}/error/`));
    expect(await screen.findByRole('heading', { name: "We've got a glitch..." })).toBeTruthy();
    // Not back to the enterprise that just failed (a loop): to the one the user now works in.
    expect(screen.getByRole('link', { name: 'Go to Projects' }).getAttribute('href')).toBe(`/enterprise/${ACME}/`);
    expect(rememberedEnterprise(USER)).toBe(ACME);
  });

  it('remembers another enterprise when the first one, taken for want of a remembered one, is refused', async () => {
    signedIn();
    server(profileOf(), (id) =>
      id === ACME ? json({ message: 'Not a member' }, 404, 'Not Found') : json(memberOf(id, 0)),
    );
    const { location } = renderApp(<SignedInArea />, { path: '/' });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/error/`));
    expect(await screen.findByRole('heading', { name: "We've got a glitch..." })).toBeTruthy();
    expect(rememberedEnterprise(USER)).toBe(GLOBEX);
    expect(screen.getByRole('link', { name: 'Go to Projects' }).getAttribute('href')).toBe(`/enterprise/${GLOBEX}/`);
  });

  it("leads an enterprise's error page back to that enterprise when it is the one the user works in", async () => {
    signedIn();
    rememberEnterprise(USER, GLOBEX);
    server(profileOf());
    renderApp(<SignedInArea />, { path: `/enterprise/${GLOBEX}/error/` });
    expect(await screen.findByRole('heading', { name: "We've got a glitch..." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Projects' }).getAttribute('href')).toBe(`/enterprise/${GLOBEX}/`);
  });

  it('shows the generic error page without an enterprise when the profile fails', async () => {
    signedIn();
    server(json({ message: 'Boom' }, 500, 'Internal Server Error'));
    renderApp(<SignedInArea />, { path: `/enterprise/${ACME}/` });
    expect(await screen.findByRole('heading', { name: "We've got a glitch..." }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Projects' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    // Without the profile there is no user menu; the user can still log out.
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/account/logoff');
  });
});

describe('a session that ends in this tab (a failed refresh, an expired token)', () => {
  it('leaves nothing of the user in memory for the next sign-in in this tab', async () => {
    signedIn();
    server(profileOf());
    const { queryClient } = renderApp(<SignedInArea />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Projects page' })).toBeTruthy();
    expect(queryClient.getQueryData(profileQuery().queryKey)).toMatchObject({ applicationUserId: USER });
    act(() => signedOut());
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
    // Another user signing in here next would otherwise be shown this user's profile and lists.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.data !== undefined)
          .map((query) => query.queryKey),
      ).toEqual([]),
    );
  });
});
