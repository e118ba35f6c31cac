/**
 * The projects list, read by a screen reader (decision 0062): the screen-reader simulator of tests/unit/support/screen-reader.ts over
 * the projects page as the component tests render it.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import ProjectsPage from '../../../../src/features/projects/projects-page';
import { clearAlerts } from '../../../../src/ui/alert-store';
import { ACME, row, userRoutes, type Row } from '../../support/demo-data';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { renderApp } from '../../support/render';
import {
  focusAndHear,
  heard,
  readUntil,
  settle,
  startScreenReader,
  stopScreenReader,
} from '../../support/screen-reader';

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
