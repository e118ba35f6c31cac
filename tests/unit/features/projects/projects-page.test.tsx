import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../../src/config/runtime-config';
import ProjectsPage from '../../../../src/features/projects/projects-page';
import { modalMessages } from '../../../../src/features/projects/project-modals';
import { alerts, clearAlerts, showAlert } from '../../../../src/ui/alert-store';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME, row, userRoutes, type Row } from '../../support/demo-data';
import { currentPath, renderApp } from '../../support/render';

const SEARCH = `/enterprises/${ACME}/projects-and-requests/search/`;
type Query = { pageNumber: number; name?: string; projectId?: string; sortBy: string; sortDirection: number };

/** A server with `total` rows, 25 a page, in the order given. */
function server(rows: Row[], total = rows.length, role = 0) {
  return fakeApi((call: Call) => {
    if (call.path === SEARCH) {
      const query = call.body as Query;
      return json({ list: rows.slice(query.pageNumber * 25, query.pageNumber * 25 + 25), totalCount: total });
    }
    return userRoutes(role)(call);
  });
}

const searches = (calls: Call[]) => calls.filter((c) => c.path === SEARCH).map((c) => c.body as Query);

function renderList(path = `/enterprise/${ACME}/`) {
  return renderApp(
    <Route path="/enterprise/:enterpriseId/">
      <ProjectsPage />
    </Route>,
    { path },
  );
}

beforeEach(() => signedIn());
afterEach(() => {
  signedOut();
  setRuntimeConfig(structuredClone(defaultRuntimeConfig));
  clearAlerts();
});

describe('the projects list', () => {
  it("says 'No projects yet' for an enterprise without projects, with no search or table", async () => {
    server([]);
    renderList();
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it("links to the project type selection with 'Request a project' for a user who may request projects, even with no projects yet", async () => {
    server([]);
    renderList();
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Request a project' });
    expect(link.getAttribute('href')).toBe(`/enterprise/${ACME}/project-request/`);
  });

  it("has no 'Request a project' for a Viewer, nor with the hide-request-project flag", async () => {
    const viewer = server([row()], 1, 1);
    const first = renderList();
    await screen.findByText('1 project');
    await waitFor(() => expect(viewer.some((c) => c.path.endsWith('/member-settings/'))).toBe(true));
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('link', { name: 'Request a project' })).toBeNull();
    first.unmount();

    setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), hideRequestProject: true });
    const admin = server([row()]);
    const second = renderList();
    await screen.findByText('1 project');
    await waitFor(() => expect(admin.some((c) => c.path.endsWith('/member-settings/'))).toBe(true));
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('link', { name: 'Request a project' })).toBeNull();
  });

  it("shows the count line ('1 project', 'N projects') and the first page, newest first", async () => {
    const calls = server([row({ name: 'Only one' })]);
    renderList();
    expect(await screen.findByText('1 project')).toBeTruthy();
    expect(searches(calls)[0]).toEqual({ itemsPerPage: 25, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1 });
  });

  it("renders the name cell with 'ID: ', progress as a rounded percent or '-', two languages then '+N', greyed rows", async () => {
    server([
      row({
        name: 'Running one',
        projectId: '30000000-0000-4000-8000-0000000000aa',
        progress: 0.426,
        languages: ['en-us', 'de-de', 'fr-fr', 'ja-jp'],
      }),
      row({ name: 'Request only', projectId: null, status: 10, progress: null, startDate: null }),
      row({ name: 'Cancelled one', status: 5000, progress: 0.3 }),
      row({ name: 'Uploading', status: 500, progress: 0 }),
    ]);
    renderList();
    const table = await screen.findByRole('table', { name: 'Projects and project requests' });
    const [, running, requestOnly, cancelled, uploading] = within(table).getAllByRole('row');
    expect(running?.textContent).toContain('ID: 30000000-0000-4000-8000-0000000000aa');
    expect(within(running as HTMLElement).getByText('43%')).toBeTruthy();
    expect(within(running as HTMLElement).getByText('+2')).toBeTruthy();
    expect(within(running as HTMLElement).getByRole('img', { name: '2 more: fr-fr, ja-jp' })).toBeTruthy();
    expect(requestOnly?.textContent).toContain('ID: -');
    expect(within(requestOnly as HTMLElement).getByText('Not Approved')).toBeTruthy();
    expect(requestOnly?.className).toContain('is-greyed');
    expect(cancelled?.className).toContain('is-greyed');
    expect(running?.className).not.toContain('is-greyed');
    expect(within(uploading as HTMLElement).getAllByText('-').length).toBeGreaterThan(0);
    expect(within(uploading as HTMLElement).queryByText('0%')).toBeNull();
  });

  it('links a project row to its report and a request-only row to its request details', async () => {
    const project = row({ name: 'A project' });
    const request = row({ name: 'A request', projectId: null, status: 0 });
    server([project, request]);
    renderList();
    const link = await screen.findByRole('link', { name: 'A project' });
    expect(link.getAttribute('href')).toBe(`/enterprise/${ACME}/projects/${project.projectId}/report/?type=p`);
    expect(screen.getByRole('link', { name: 'A request' }).getAttribute('href')).toBe(
      `/enterprise/${ACME}/projects/${request.projectRequestId}/request-details/?type=pr`,
    );
  });

  it('starts what a row opens once the pointer or the focus rests on its link (100 ms) or a press starts, and not when merely passing over', async () => {
    const project = row({ name: 'A project' });
    const request = row({ name: 'A request', projectId: null, status: 0 });
    const calls = fakeApi((call) => {
      if (call.path === SEARCH) return json({ list: [project, request], totalCount: 2 });
      // Any answer will do: the list only starts these calls, the details page reads them.
      if (call.path.endsWith('/details/') || call.path.endsWith('/report/configuration/')) return json({});
      return userRoutes(0)(call);
    });
    renderList();
    const projectLink = await screen.findByRole('link', { name: 'A project' });
    const requestLink = screen.getByRole('link', { name: 'A request' });
    const detailsOf = (id: string | null) =>
      calls.filter((c) => c.path === `/enterprises/${ACME}/projects-and-requests/${id}/details/`);
    const configOf = (id: string | null) =>
      calls.filter((c) => c.path === `/${ACME}/projects/${id}/report/configuration/`);
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

    // Passing over the rows on the way elsewhere, or tabbing through them: nothing.
    fireEvent.pointerMove(projectLink);
    await pause(60);
    fireEvent.pointerLeave(projectLink);
    fireEvent.focus(requestLink);
    await pause(60);
    fireEvent.blur(requestLink);
    await pause(100);
    expect(detailsOf(project.projectId)).toHaveLength(0);
    expect(detailsOf(request.projectRequestId)).toHaveLength(0);

    // A row appearing under a pointer that stays put is no intent; moving onto it and resting is.
    fireEvent.pointerEnter(projectLink);
    await pause(150);
    expect(detailsOf(project.projectId)).toHaveLength(0);
    // Resting on a project's link: its details and its report configuration, as the page asks for them.
    fireEvent.pointerMove(projectLink);
    await waitFor(() => expect(detailsOf(project.projectId)).toHaveLength(1));
    expect(detailsOf(project.projectId)[0]?.search).toBe('?type=p');
    await waitFor(() => expect(configOf(project.projectId)).toHaveLength(1));

    // A press on a request's link starts at once: its details only (the page finds the project in them).
    fireEvent.pointerDown(requestLink);
    await waitFor(() => expect(detailsOf(request.projectRequestId)).toHaveLength(1));
    expect(detailsOf(request.projectRequestId)[0]?.search).toBe('?type=pr');
    expect(configOf(request.projectRequestId)).toHaveLength(0);

    // Resting by keyboard on a link whose details are already fetched and fresh: no call again.
    fireEvent.pointerLeave(projectLink);
    fireEvent.focus(projectLink);
    await pause(150);
    expect(detailsOf(project.projectId)).toHaveLength(1);
    expect(configOf(project.projectId)).toHaveLength(1);
  });

  it("refuses a Project ID that is not a GUID with 'Invalid Project ID, wrong format', sends nothing, and clears the flag on typing", async () => {
    const calls = server([row()]);
    const { location } = renderList();
    await screen.findByText('1 project');
    fireEvent.click(screen.getByRole('radio', { name: 'Project ID' }));
    const box = screen.getByRole('searchbox', { name: 'Project ID' });
    fireEvent.change(box, { target: { value: 'not-a-guid' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Invalid Project ID, wrong format')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(searches(calls)).toHaveLength(1);
    expect(currentPath(location)).toBe(`/enterprise/${ACME}/`);
    fireEvent.change(box, { target: { value: 'not-a-guid!' } });
    expect(screen.queryByText('Invalid Project ID, wrong format')).toBeNull();
  });

  it("hides the alerts when 'Invalid Project ID, wrong format' is set (spec document 2 section 4)", async () => {
    server([row()]);
    renderList();
    await screen.findByText('1 project');
    act(() => {
      showAlert({ type: 'success', message: modalMessages.deleted, values: { name: 'Old Study' } });
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Project ID' }));
    const box = screen.getByRole('searchbox', { name: 'Project ID' });
    fireEvent.change(box, { target: { value: 'not-a-guid' } });
    expect(alerts.list).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Invalid Project ID, wrong format')).toBeTruthy();
    expect(alerts.list).toEqual([]);
  });

  it("searches a GUID by Project ID into the URL, says 'Found:', and clearing resets it", async () => {
    const id = '30000000-0000-4000-8000-000000000001';
    const calls = server([row({ projectId: id })]);
    const { location } = renderList();
    await screen.findByText('1 project');
    fireEvent.click(screen.getByRole('radio', { name: 'Project ID' }));
    const box = screen.getByRole('searchbox', { name: 'Project ID' });
    fireEvent.change(box, { target: { value: `{${id.toUpperCase()}}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/?by=id&q=%7B${id.toUpperCase()}%7D`));
    expect(await screen.findByText('Found: 1 project')).toBeTruthy();
    expect(searches(calls).at(-1)).toMatchObject({ projectId: id, pageNumber: 0 });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Project ID' }), { key: 'Escape' });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/?by=id`));
    expect(await screen.findByText('1 project')).toBeTruthy();
  });

  it('limits the search text to 80 characters', async () => {
    server([row()]);
    renderList();
    await screen.findByText('1 project');
    expect(screen.getByRole('searchbox', { name: 'Project name' }).getAttribute('maxlength')).toBe('80');
  });

  it('sorts by a column into the URL: ascending first, then descending, page reset', async () => {
    const calls = server([row()]);
    const { location } = renderList(`/enterprise/${ACME}/?page=1`);
    await screen.findByText('1 project');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/?sort=name&dir=asc`));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ sortBy: 'name', sortDirection: 0, pageNumber: 0 }),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/?sort=name&dir=desc`));
    expect(screen.queryByRole('button', { name: 'Languages' })).toBeNull();
  });

  it('appends the next 25 with Load more (page 1 in the URL) and stops at the total', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row({ name: `Row ${i + 1}` }));
    const calls = server(rows);
    const { location } = renderList();
    expect(await screen.findByText('Showing 25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 of 30')).toBeTruthy();
    expect(currentPath(location)).toBe(`/enterprise/${ACME}/?page=1`);
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(searches(calls).map((q) => q.pageNumber)).toEqual([0, 1]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 26'));
  });

  it("keeps every row shown while a sort's first page loads, not only the first page's, and then shows the sorted page", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => row({ name: `Row ${i + 1}` }));
    let answerSorted: (() => void) | undefined;
    const sortedAnswered = new Promise<void>((resolve) => (answerSorted = resolve));
    fakeApi(async (call: Call) => {
      if (call.path !== SEARCH) return userRoutes(0)(call);
      const query = call.body as Query;
      if (query.sortBy === 'name') {
        await sortedAnswered;
        return json({ list: [...rows].reverse().slice(0, 25), totalCount: 60 });
      }
      return json({ list: rows.slice(query.pageNumber * 25, query.pageNumber * 25 + 25), totalCount: 60 });
    });
    renderList(`/enterprise/${ACME}/?page=2`);
    expect(await screen.findByText('Showing 60 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true'));
    expect(screen.getAllByRole('row')).toHaveLength(61);
    expect(screen.getByText('Showing 60 of 60')).toBeTruthy();
    answerSorted?.();
    expect(await screen.findByText('Showing 25 of 60')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Row 60');
  });

  it('loads every page of a deep link at once (no waterfall)', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => row({ name: `Row ${i + 1}` }));
    const calls = server(rows);
    renderList(`/enterprise/${ACME}/?page=2`);
    expect(await screen.findByText('Showing 60 of 60')).toBeTruthy();
    expect(
      searches(calls)
        .map((q) => q.pageNumber)
        .sort(),
    ).toEqual([0, 1, 2]);
  });

  it('does not fire a call per page for a hand-edited page far beyond the total', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => row({ name: `Row ${i + 1}` }));
    const calls = server(rows);
    renderList(`/enterprise/${ACME}/?page=40`);
    expect(await screen.findByText('Showing 60 of 60')).toBeTruthy();
    const pages = searches(calls).map((q) => q.pageNumber);
    expect(Math.max(...pages)).toBeLessThanOrEqual(4);
    expect(pages).toEqual(expect.arrayContaining([0, 1, 2]));
  });

  it('leaves the page to the membership when the enterprise refuses the user: no generic error page for its failed search', async () => {
    const calls = fakeApi((call) => {
      if (call.path === SEARCH) return json({ message: 'Not a member of this enterprise.' }, 404, 'Not Found');
      if (call.path === `/enterprise/${ACME}/member-settings/`)
        return json({ message: 'No such enterprise for this user.' }, 404, 'Not Found');
      return userRoutes()(call);
    });
    const { location } = renderList();
    // Both calls failed (a 4xx is not retried); the page waits for the signed-in area to show the
    // membership's page (the enterprise's error page) instead of going to /error/ itself.
    await waitFor(() => expect(calls.filter((c) => c.path === SEARCH)).toHaveLength(1));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/member-settings/'))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath(location)).toBe(`/enterprise/${ACME}/`);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('goes to the generic error page when the first page fails', async () => {
    fakeApi((call) =>
      call.path === SEARCH ? json({ message: 'boom' }, 500, 'Internal Server Error') : userRoutes()(call),
    );
    const { location } = renderList();
    await waitFor(() => expect(currentPath(location)).toBe('/error/'), { timeout: 5000 });
  });

  it('shows filter chips for the applied filters; removing one updates the URL', async () => {
    server([row()]);
    const { location } = renderList(`/enterprise/${ACME}/?ps=1000&cf=2025-03-05&ct=2025-03-20&st=2025-04-02`);
    expect(await screen.findByText('Found: 1 project')).toBeTruthy();
    const chips = await screen.findByRole('grid', { name: 'Active filters' });
    expect(within(chips).getByRole('row', { name: 'Running' })).toBeTruthy();
    expect(screen.getByText('Created: Mar 05, 2025 – Mar 20, 2025')).toBeTruthy();
    expect(screen.getByText('Started: Apr 02, 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    const chip = within(chips).getByRole('row', { name: /Created: Mar 05, 2025/ });
    await act(async () => {
      fireEvent.click(within(chip).getByRole('button', { name: /^Remove filter/ }));
    });
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/?ps=1000&st=2025-04-02`));
  });
});
