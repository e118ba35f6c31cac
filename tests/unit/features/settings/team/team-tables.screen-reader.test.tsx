/**
 * The team's members table, read by a screen reader (decision 0062): the screen-reader simulator of tests/unit/support/screen-reader.ts over
 * the members table as the component tests render it.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { MembersTable } from '../../../../../src/features/settings/team/team-tables';
import { clearAlerts } from '../../../../../src/ui/alert-store';
import { signedOut } from '../../../support/fake-api';
import { renderApp } from '../../../support/render';
import { focusAndHear, startScreenReader, stopScreenReader } from '../../../support/screen-reader';

afterEach(async () => {
  await stopScreenReader();
  clearAlerts();
  signedOut();
});

describe("the team's members table, read by a screen reader", () => {
  it('says the sorted column with its direction, the others by name', async () => {
    renderApp(
      <MembersTable
        members={[]}
        currentUserId={undefined}
        currentUserPhoto={null}
        sort="email"
        descending
        onSort={() => undefined}
      />,
    );
    await startScreenReader();
    expect(await focusAndHear(screen.getByRole('button', { name: 'Email' }))).toEqual([
      'button, Email, Sorted descending',
    ]);
    expect(await focusAndHear(screen.getByRole('button', { name: 'Name' }))).toEqual(['button, Name']);
  });
});
