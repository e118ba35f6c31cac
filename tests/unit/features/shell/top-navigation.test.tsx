import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../../src/config/runtime-config';
import { TopNavigation } from '../../../../src/features/shell/top-navigation';
import { avatarColour } from '../../../../src/domain/initials-avatar';
import type { Role } from '../../../../src/domain/roles';
import { describeCall, fakeApi, json, signedIn, signedOut } from '../../support/fake-api';
import { ACME, memberOf, profileOf, type Profile } from '../../support/demo-data';
import { renderApp } from '../../support/render';

afterEach(() => {
  signedOut();
  setRuntimeConfig(structuredClone(defaultRuntimeConfig));
});

function renderNavigation(
  path: string,
  { profile = profileOf(), memberRole = 0 }: { profile?: Profile; memberRole?: Role } = {},
) {
  signedIn();
  const api = fakeApi((call) => {
    if (call.path === '/users/self/profile/') return json(profile);
    if (call.path === `/enterprise/${ACME}/member-settings/`) return json(memberOf(ACME, memberRole));
    return undefined;
  });
  const view = renderApp(
    <Route path="/*?">
      <header>
        <TopNavigation profile={profile} enterpriseId={ACME} />
      </header>
    </Route>,
    { path },
  );
  return { ...view, api };
}

const publicApi = () => screen.queryByRole('button', { name: 'Public API' });

describe('the top navigation (spec document 2 section 2 "Top navigation")', () => {
  it('links the logo and the Projects tab to the projects page, current on the enterprise page', async () => {
    renderNavigation(`/enterprise/${ACME}/`);
    expect(screen.getByRole('link', { name: 'Customer Portal' }).getAttribute('href')).toBe(`/enterprise/${ACME}/`);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const tab = within(nav).getByRole('link', { name: 'Projects' });
    expect(tab.getAttribute('href')).toBe(`/enterprise/${ACME}/`);
    expect(tab.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(publicApi()).not.toBeNull());
  });

  it.each(['project-request/', 'project-request/translation/', 'project-request/quality-of-experience/'])(
    'marks Projects current on /enterprise/{id}/%s and hides the Public API dropdown there',
    async (rest) => {
      const { api } = renderNavigation(`/enterprise/${ACME}/${rest}`);
      expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
      await waitFor(() => expect(api.map(describeCall)).toContain(`GET /enterprise/${ACME}/member-settings/`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(publicApi()).toBeNull();
    },
  );

  it('does not mark Projects current elsewhere (the change password page)', () => {
    renderNavigation(`/enterprise/${ACME}/profile/password/`);
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBeNull();
  });

  it('hides the Public API dropdown from a Viewer (docs/product-decisions.md: API access keys are for the privileged roles)', async () => {
    const { api } = renderNavigation(`/enterprise/${ACME}/`, { memberRole: 1 });
    await waitFor(() => expect(api.map(describeCall)).toContain(`GET /enterprise/${ACME}/member-settings/`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(publicApi()).toBeNull();
  });

  it('waits for the role in the enterprise: no flash of the dropdown for a Viewer whose profile role is Admin', async () => {
    signedIn();
    const profile = profileOf({ role: 0 });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi(async (call) => {
      if (call.path === '/users/self/profile/') return json(profile);
      if (call.path === `/enterprise/${ACME}/member-settings/`) {
        await gate;
        return json(memberOf(ACME, 1));
      }
      return undefined;
    });
    renderApp(<TopNavigation profile={profile} enterpriseId={ACME} />, { path: `/enterprise/${ACME}/` });
    await waitFor(() => expect(api.map(describeCall)).toContain(`GET /enterprise/${ACME}/member-settings/`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(publicApi()).toBeNull();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(publicApi()).toBeNull();
  });

  it.each([
    [0 as Role, 'Admin'],
    [2 as Role, 'Manager'],
    [3 as Role, 'Principal'],
  ])('shows the Public API dropdown to role %i (%s)', async (role) => {
    renderNavigation(`/enterprise/${ACME}/`, { memberRole: role });
    await waitFor(() => expect(publicApi()).not.toBeNull());
  });

  it('hides the Public API dropdown when the hide-request-project flag is on', async () => {
    setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), hideRequestProject: true });
    const { api } = renderNavigation(`/enterprise/${ACME}/`);
    await waitFor(() => expect(api.map(describeCall)).toContain(`GET /enterprise/${ACME}/member-settings/`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(publicApi()).toBeNull();
  });

  it('offers the enterprise switcher with more than one enterprise, naming the current one', () => {
    renderNavigation(`/enterprise/${ACME}/`);
    expect(screen.getByRole('button', { name: 'Enterprise: Acme Corp' })).toBeTruthy();
  });

  it('shows no switcher to a user with a single enterprise, only its name', () => {
    const profile = profileOf({ enterprises: [{ externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' }] });
    renderNavigation(`/enterprise/${ACME}/`, { profile });
    expect(screen.queryByRole('button', { name: /Enterprise/ })).toBeNull();
    expect(screen.getByText('Acme Corp')).toBeTruthy();
  });

  it("shows the user's initials on their colour in the user menu button", () => {
    const profile = profileOf();
    const { container } = renderNavigation(`/enterprise/${ACME}/`, { profile });
    const button = screen.getByRole('button', { name: 'User menu: Ada Admin' });
    const avatar = button.querySelector<HTMLElement>('.avatar');
    expect(avatar?.textContent).toBe('AA');
    const colour = avatarColour(profile.applicationUserId);
    const probe = container.ownerDocument.createElement('span');
    probe.style.backgroundColor = colour.background;
    probe.style.color = colour.text;
    expect(avatar?.style.backgroundColor).toBe(probe.style.backgroundColor);
    expect(avatar?.style.color).toBe(probe.style.color);
  });
});
