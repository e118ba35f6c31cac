/**
 * The enterprise switcher, read by a screen reader (decision 0062): the screen-reader simulator of tests/unit/support/screen-reader.ts over
 * the enterprise switcher as the component tests render it.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { createQueryClient } from '../../../../src/api/query-client';
import { profileQuery } from '../../../../src/features/shell/api';
import { EnterpriseSwitcher } from '../../../../src/features/shell/enterprise-switcher';
import { clearAlerts } from '../../../../src/ui/alert-store';
import { ACME, memberOf, profileOf } from '../../support/demo-data';
import { fakeApi, json, signedIn, signedOut } from '../../support/fake-api';
import { renderApp } from '../../support/render';
import { focusAndHear, readUntil, settle, startScreenReader, stopScreenReader } from '../../support/screen-reader';

afterEach(async () => {
  await stopScreenReader();
  clearAlerts();
  signedOut();
});

describe('the enterprise switcher, read by a screen reader', () => {
  it('says the current enterprise with the button, and checks it in the menu', async () => {
    signedIn();
    const enterprises = [
      { externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' },
      { externalEnterpriseId: '10000000-0000-4000-8000-000000000102', enterpriseName: 'Globex' },
    ];
    const profile = profileOf({ enterprises, totalCount: 2 });
    fakeApi((call) => {
      if (call.path === '/users/self/profile/') return json(profile);
      if (call.path === `/enterprise/${ACME}/member-settings/`) return json(memberOf(ACME, 0));
      if (call.path === '/users/self/enterprises/') return json({ enterprises, totalCount: 2 });
      return undefined;
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQuery().queryKey, profile);
    renderApp(
      <Route path="/*?">
        <EnterpriseSwitcher profile={profile} enterpriseId={ACME} />
      </Route>,
      { path: `/enterprise/${ACME}/`, queryClient },
    );
    await startScreenReader();
    const button = screen.getByRole('button', { name: 'Enterprise: Acme Corp' });
    expect(await focusAndHear(button)).toEqual(['button, Enterprise: Acme Corp, not expanded, has popup menu']);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await screen.findByRole('menu', {}, { timeout: 3000 });
    await settle();
    expect(await readUntil('menuitemradio')).toBe('menuitemradio, Acme Corp, checked, position 1, set size 2');
  });
});
