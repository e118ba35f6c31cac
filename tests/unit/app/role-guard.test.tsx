import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { RoleGuard } from '../../../src/app/role-guard';
import type { Role } from '../../../src/domain/roles';
import { fakeApi, json, signedIn, signedOut } from '../support/fake-api';
import { ACME, memberOf, profileOf } from '../support/demo-data';
import { currentPath, renderApp } from '../support/render';

afterEach(() => signedOut());

function guardedPage() {
  return (
    <Route path="/enterprise/:enterpriseId/accesskey/home/">
      <RoleGuard capability="manageAccessKeys">
        <h1>Access keys</h1>
      </RoleGuard>
    </Route>
  );
}

/** A server where the user's profile role and member role (in Acme) are given; member settings can wait. */
function server(profileRole: Role, memberRole: Role, memberGate?: Promise<void>) {
  return fakeApi(async (call) => {
    if (call.path === '/users/self/profile/') return json(profileOf({ role: profileRole }));
    if (call.path === `/enterprise/${ACME}/member-settings/`) {
      await memberGate;
      return json(memberOf(ACME, memberRole));
    }
    return undefined;
  });
}

describe('the role guard (spec document 2 section 6, docs/product-decisions.md "Roles and permissions")', () => {
  it('shows a loader while the profile and membership load, then redirects a Viewer to the enterprise page', async () => {
    signedIn();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server(1, 1, gate);
    const { location } = renderApp(guardedPage(), { path: `/enterprise/${ACME}/accesskey/home/` });
    expect(await screen.findByRole('progressbar', { name: 'Checking your access' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access keys' })).toBeNull();
    release();
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/`));
    expect(screen.queryByRole('heading', { name: 'Access keys' })).toBeNull();
  });

  it('lets an Admin in', async () => {
    signedIn();
    server(0, 0);
    const { location } = renderApp(guardedPage(), { path: `/enterprise/${ACME}/accesskey/home/` });
    expect(await screen.findByRole('heading', { name: 'Access keys' })).toBeTruthy();
    expect(currentPath(location)).toBe(`/enterprise/${ACME}/accesskey/home/`);
  });

  it('counts the member role in the enterprise before the profile role', async () => {
    signedIn();
    server(0, 1); // an Admin by profile, a Viewer in Acme Corp
    const { location } = renderApp(guardedPage(), { path: `/enterprise/${ACME}/accesskey/home/` });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/`));
  });

  it('falls back to the profile role when the member settings fail', async () => {
    signedIn();
    fakeApi((call) => (call.path === '/users/self/profile/' ? json(profileOf({ role: 2 })) : undefined));
    renderApp(guardedPage(), { path: `/enterprise/${ACME}/accesskey/home/` });
    expect(await screen.findByRole('heading', { name: 'Access keys' })).toBeTruthy();
  });
});
