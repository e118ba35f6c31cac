/**
 * What a screen reader says (decision 0062), through the screen-reader simulator of
 * ../support/screen-reader.ts over the pages as the component tests render them: the projects list's
 * sort buttons, its announcements and its table; a dialog opening and closing; a field with an
 * error; an alert; the enterprise switcher; the login page's failure.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route } from 'wouter';
import { createQueryClient } from '../../../src/api/query-client';
import LoginPage from '../../../src/features/account/login-page';
import ProjectsPage from '../../../src/features/projects/projects-page';
import { profileQuery } from '../../../src/features/shell/api';
import { MembersTable } from '../../../src/features/settings/team/team-tables';
import { EnterpriseSwitcher } from '../../../src/features/shell/enterprise-switcher';
import { defineMessages } from '../../../src/i18n/define-messages';
import { AlertArea } from '../../../src/ui/alert-area';
import { Button } from '../../../src/ui/button';
import { ModalDialog } from '../../../src/ui/dialog';
import { clearAlerts, showAlert } from '../../../src/ui/alert-store';
import { ACME, memberOf, profileOf, row, userRoutes, type Row } from '../support/demo-data';
import { fakeApi, json, problem, signedIn, signedOut, type Call } from '../support/fake-api';
import { renderApp } from '../support/render';
import { focusAndHear, heard, readUntil, settle, startScreenReader, stopScreenReader } from '../support/screen-reader';

afterEach(async () => {
  await stopScreenReader();
  clearAlerts();
  signedOut();
});

const SEARCH = `/enterprises/${ACME}/projects-and-requests/search/`;

/**
 * Acme Corp with `count` projects, `perPage` a page. The portal asks for 25 a page; a server that
 * answers fewer keeps the page small here (the simulator walks the whole document on every change,
 * about half a second with 25 rows in happy-dom). The portal counts pages of 25 from the total, so
 * with 30 projects and 2 a page, pages 0 and 1 load: 4 rows.
 */
function projectsServer(count: number, perPage: number) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => row({ name: `Project ${i + 1}` }));
  return fakeApi((call: Call) => {
    if (call.path === SEARCH) {
      const { pageNumber } = call.body as { pageNumber: number };
      return json({ list: rows.slice(pageNumber * perPage, (pageNumber + 1) * perPage), totalCount: rows.length });
    }
    return userRoutes()(call);
  });
}

async function renderProjects(count: number, perPage = count) {
  projectsServer(count, perPage);
  renderApp(
    <Route path="/enterprise/:enterpriseId/">
      <ProjectsPage />
    </Route>,
    { path: `/enterprise/${ACME}/` },
  );
  const table = await screen.findByRole('table', { name: 'Projects and project requests' });
  await startScreenReader();
  return table;
}

/** Waits until the list shows `rows` rows and no longer says it is updating. */
async function listSettled(rows: number) {
  await waitFor(
    () => {
      expect(screen.getAllByRole('row')).toHaveLength(rows + 1);
      expect(screen.queryByText('Updating the list…')).toBeNull();
    },
    { timeout: 5000 },
  );
  await settle();
}

describe('the projects list, read by a screen reader', () => {
  beforeEach(() => signedIn());

  it('says a sort button with its column, and the sorted one with its direction; a sort is said as one sentence, once', async () => {
    const table = await renderProjects(3);
    const name = within(table).getByRole('button', { name: 'Name' });
    // The list opens sorted by creation date, newest first.
    expect(await focusAndHear(within(table).getByRole('button', { name: 'Creation Date' }))).toEqual([
      'button, Creation Date, Sorted descending',
    ]);
    expect(await focusAndHear(name)).toEqual(['button, Name']);

    fireEvent.click(name);
    await listSettled(3);
    // One sentence: not the count line and 'Updating the list…' run together; focus stays on the button.
    expect(await heard()).toEqual(['polite: Showing 3 of 3 projects.']);
    expect(await focusAndHear(within(table).getByRole('button', { name: 'Creation Date' }))).toEqual([
      'button, Creation Date',
    ]);
    expect(await focusAndHear(name)).toEqual(['button, Name, Sorted ascending']);

    // The same sentence again after the next sort: said again, once.
    fireEvent.click(name);
    await waitFor(() => expect(name.getAttribute('aria-describedby')).not.toBeNull());
    await listSettled(3);
    expect(await heard()).toEqual(['polite: Showing 3 of 3 projects.']);
    expect(await focusAndHear(within(table).getByRole('button', { name: 'Creation Date' }))).toEqual([
      'button, Creation Date',
    ]);
    expect(await focusAndHear(name)).toEqual(['button, Name, Sorted descending']);
  }, 15_000);

  it("after 'Load more' says where focus went (the first new row) and how many are shown, each once, and not the button again", async () => {
    await renderProjects(30, 2);
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    expect(await focusAndHear(loadMore)).toEqual(['button, Load more']);
    fireEvent.click(loadMore);
    await listSettled(4);
    expect((await heard()).sort()).toEqual(['link, Project 3', 'polite: Showing 4 of 30 projects.']);
  }, 15_000);

  it("names the table and says how many rows the whole list has, not only the page's", async () => {
    await renderProjects(30, 2);
    // 30 projects and the header row, of which 2 rows are in the page.
    expect(await readUntil('table')).toBe('table, Projects and project requests, row count 31');
  });
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

describe('a dialog, read by a screen reader', () => {
  /** The portal's modal dialog (src/ui/dialog.tsx, the one every modal uses), opened by a button. */
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Delete project</Button>
        <ModalDialog title="Delete this project?" isOpen={open} onOpenChange={setOpen}>
          <p>It cannot be undone.</p>
          <Button onPress={() => setOpen(false)}>Cancel</Button>
        </ModalDialog>
      </>
    );
  }

  it('says its name when it opens, and the button that opened it when it closes (focus back where it was)', async () => {
    renderApp(<Opener />);
    await startScreenReader();
    const opener = screen.getByRole('button', { name: 'Delete project' });
    expect(await focusAndHear(opener)).toEqual(['button, Delete project']);
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await settle();
    expect(await heard()).toEqual(['dialog, Delete this project?']);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settle();
    expect(document.activeElement).toBe(opener);
    expect(await heard()).toEqual(['button, Delete project']);
  });
});

describe('the login page, read by a screen reader', () => {
  function renderLogin() {
    renderApp(<LoginPage />, { path: '/account/login' });
  }

  it('reads a field with its error', async () => {
    renderLogin();
    await startScreenReader();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'admin@acme' } });
    fireEvent.blur(email);
    expect(await focusAndHear(email)).toEqual([
      'textbox, Email, admin@acme, Enter a valid email address., invalid, required',
    ]);
  });

  it("announces 'Invalid login attempt.' once, through the live region that was there from the start, where it shows", async () => {
    fakeApi(() => problem(401));
    renderLogin();
    // The region is in the page before anything went wrong (in the prerendered HTML too), empty.
    const region = within(screen.getByRole('main')).getByRole('alert');
    expect(region.textContent).toBe('');
    await startScreenReader();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong#2026' } });
    await heard();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(region.textContent).toBe('Invalid login attempt.'), { timeout: 3000 });
    await settle();
    expect(await heard()).toEqual(['assertive: Invalid login attempt.']);
    // Shown where it was: above the form, below the heading.
    const form = screen.getByLabelText('Email').closest('form') as HTMLFormElement;
    expect(region.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A field change clears it, silently.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Other#2026' } });
    await settle();
    expect(region.textContent).toBe('');
    expect(await heard()).toEqual([]);
  });
});

describe('the alerts, read by a screen reader', () => {
  const messages = defineMessages({
    failed: { id: 'test.failed', defaultMessage: 'We could not execute the action.' },
    saved: { id: 'test.saved', defaultMessage: 'Saved.' },
  });

  it('announces an alert once through its live region, its text alone (not the dismiss button)', async () => {
    renderApp(<AlertArea contactSupportUrl="https://support.example.test/" />);
    await startScreenReader();
    await act(async () => {
      showAlert({ type: 'danger', message: messages.failed });
    });
    await settle();
    expect(await heard()).toEqual(['assertive: We could not execute the action.']);
    await act(async () => {
      showAlert({ type: 'success', message: messages.saved });
    });
    await settle();
    expect(await heard()).toEqual(['polite: Saved.']);
  });
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
