/**
 * 'Export CSV' on the projects list: every page of the view, 100 at a time, with
 * progress, cancel and failure, written as the table shows it; the list on the screen never changes.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import ProjectsPage from '../../../../src/features/projects/projects-page';
import { fakeApi, json, problem, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME, row, userRoutes, type Row } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const SEARCH = `/enterprises/${ACME}/projects-and-requests/search/`;
type Query = { itemsPerPage: number; pageNumber: number; name?: string; sortBy: string; sortDirection: number };

/** A page the test answers when it chooses. */
function held() {
  let release!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

/** A server with these rows, in the asked page size; `answer` may answer a page its own way first. */
function server(rows: Row[], answer: (query: Query) => Response | Promise<Response> | undefined = () => undefined) {
  return fakeApi((call: Call) => {
    if (call.path !== SEARCH) return userRoutes()(call);
    const query = call.body as Query;
    const start = query.pageNumber * query.itemsPerPage;
    return answer(query) ?? json({ list: rows.slice(start, start + query.itemsPerPage), totalCount: rows.length });
  });
}

const searches = (calls: Call[]) => calls.filter((c) => c.path === SEARCH).map((c) => c.body as Query);
const exportPages = (calls: Call[]) =>
  searches(calls)
    .filter((q) => q.itemsPerPage === 100)
    .map((q) => q.pageNumber);

/** What the page saved: the file's text and name (the object URL and the link's click are the browser's). */
let saved: { blob: Blob; url: string; fileName?: string }[] = [];
let revoked: string[] = [];
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
const originalClick = HTMLAnchorElement.prototype.click;

beforeEach(() => {
  signedIn();
  saved = [];
  revoked = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://portal.test/${saved.length + 1}`;
    saved.push({ blob: blob, url });
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const file = saved.find((entry) => entry.url === this.href);
    if (file) file.fileName = this.download;
  };
});
afterEach(() => {
  signedOut();
  URL.createObjectURL = original.createObjectURL;
  URL.revokeObjectURL = original.revokeObjectURL;
  HTMLAnchorElement.prototype.click = originalClick;
});

function renderList(path = `/enterprise/${ACME}/`) {
  return renderApp(
    <Route path="/enterprise/:enterpriseId/">
      <ProjectsPage />
    </Route>,
    { path },
  );
}

const manyRows = (count: number) => Array.from({ length: count }, () => row());
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const lines = async (blob: Blob) => (await blob.text()).split('\r\n');

describe('the CSV export of the projects list', () => {
  it('fetches every page of the current search and sort, 100 at a time, and saves them as a CSV', async () => {
    const rows = manyRows(250);
    rows[0] = {
      ...rows[0]!,
      name: 'Museum, "Phase 3"',
      status: 3000,
      progress: 1,
      creationDate: '2026-06-21T16:00:00Z',
    };
    rows[1] = { ...rows[1]!, name: '=HYPERLINK("x")', projectId: null, status: 0, progress: null, startDate: null };
    rows[2] = { ...rows[2]!, languages: ['en-us', 'de-de', 'fr-fr'], status: 500, progress: 0.2 };
    const calls = server(rows);
    renderList(`/enterprise/${ACME}/?q=Project&sort=name&dir=asc`);
    await screen.findByText('Found: 250 projects');
    fireEvent.click(exportButton());

    const today = new Date();
    const fileName = `projects-${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}.csv`;
    expect(await screen.findByText(`Exported 250 rows to ${fileName}.`)).toBeTruthy();
    const pages = searches(calls).filter((q) => q.itemsPerPage === 100);
    expect(pages).toEqual([0, 1, 2].map((pageNumber) => ({ ...pages[0], pageNumber })));
    expect(pages[0]).toEqual({ itemsPerPage: 100, pageNumber: 0, name: 'Project', sortBy: 'name', sortDirection: 0 });

    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file?.fileName).toBe(fileName);
    expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    const text = await lines(file!.blob);
    expect(text[0]).toBe('\uFEFFName,Project ID,Status,Progress,Languages,Creation Date,Start Date');
    expect(text).toHaveLength(1 + 250 + 1); // the header, the rows, and the empty string after the last CRLF
    expect(text.at(-1)).toBe('');
    expect(text[1]).toBe(`"Museum, ""Phase 3""",${rows[0]!.projectId},Completed,100%,en-us,2026-06-21,2025-03-17`);
    expect(text[2]).toBe(`"'=HYPERLINK(""x"")",,Under Review,,en-us,2025-03-10,`);
    expect(text[3]).toBe(
      `${rows[2]!.name},${rows[2]!.projectId},Processing Data Uploads,,"en-us, de-de, fr-fr",2025-03-10,2025-03-17`,
    );
    await waitFor(() => expect(revoked).toEqual([file!.url]));
  });

  it("shows the progress, the button pending, and 'Cancel' stops the export: no further page, no file", async () => {
    const second = held();
    const calls = server(manyRows(250), (query) =>
      query.itemsPerPage === 100 && query.pageNumber === 1 ? second.response : undefined,
    );
    renderList();
    await screen.findByText('250 projects');
    fireEvent.click(exportButton());

    expect(await screen.findByText('Exporting… 100 of 250 rows')).toBeTruthy();
    expect(screen.getByText('Exporting… 100 of 250 rows').getAttribute('role')).toBe('status');
    expect(exportButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));

    expect(await screen.findByText('Export cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
    expect(document.activeElement).toBe(exportButton());
    expect(exportButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The page in flight answers after all: nothing more is asked, saved or said.
    second.release(json({ list: manyRows(100), totalCount: 250 }));
    await waitFor(() => expect(exportPages(calls)).toEqual([0, 1]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exportPages(calls)).toEqual([0, 1]);
    expect(saved).toHaveLength(0);
    expect(screen.getByText('Export cancelled.')).toBeTruthy();
  });

  it("keeps 'Cancel' while the export runs, even when the list changes to a view without rows", async () => {
    const second = held();
    server(manyRows(250), (query) => {
      if (query.itemsPerPage === 100 && query.pageNumber === 1) return second.response;
      return query.name === 'nothing' ? json({ list: [], totalCount: 0 }) : undefined;
    });
    renderList();
    await screen.findByText('250 projects');
    fireEvent.click(exportButton());
    expect(await screen.findByText('Exporting… 100 of 250 rows')).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Project name' });
    fireEvent.change(box, { target: { value: 'nothing' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('No projects match your search and filters.', { selector: 'p' });
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled.')).toBeTruthy();
    // With no rows and no export running, the controls go.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    second.release(json({ list: [], totalCount: 250 }));
  });

  it('says so in an alert when a page fails, and keeps the list exactly as it was', async () => {
    const calls = server(manyRows(250), (query) =>
      query.itemsPerPage === 100 && query.pageNumber === 1 ? problem(500, 'Internal Server Error') : undefined,
    );
    const { queryClient } = renderList();
    await screen.findByText('250 projects');
    const table = screen.getByRole('table', { name: 'Projects and project requests' });
    // The table paints the rows in view first, the rest right after (projects-table.tsx): the whole page.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    const before = table.innerHTML;
    const cached = queryClient.getQueryCache().getAll().length;
    fireEvent.click(exportButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The export failed. Please try again.');
    expect(exportPages(calls)).toEqual([0, 1]);
    expect(saved).toHaveLength(0);
    expect(screen.getByText('250 projects')).toBeTruthy();
    expect(screen.getByText('Showing 25 of 250')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Projects and project requests' }).innerHTML).toBe(before);
    // The export's pages never entered the cache, and the list's own page was not fetched again.
    expect(queryClient.getQueryCache().getAll().length).toBe(cached);
    expect(searches(calls).filter((q) => q.itemsPerPage === 25)).toHaveLength(1);
    expect(exportButton().getAttribute('aria-disabled')).toBeNull();

    // 'Export CSV' again starts over; the alert goes once it succeeds.
    server(manyRows(250));
    fireEvent.click(exportButton());
    expect(await screen.findByText(/^Exported 250 rows to projects-/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the headers and the status labels in the user’s language (the catalogue’s texts)', async () => {
    const { createPortalIntl } = await import('../../../../src/i18n/intl');
    const { projectsCsv } = await import('../../../../src/features/projects/csv-export');
    const intl = createPortalIntl('pt-pt', {
      'projects.column.name': 'Nome',
      'projects.export.column.projectId': 'ID do projeto',
      'projects.column.status': 'Estado',
      'projects.column.progress': 'Progresso',
      'projects.column.languages': 'Idiomas',
      'projects.column.creationDate': 'Data de criação',
      'projects.column.startDate': 'Data de início',
      'status.project.running': 'Em execução',
      'status.request.underReview': 'Em análise',
    });
    const text = projectsCsv([row({ name: 'Um', projectId: null, status: 0, progress: null, startDate: null })], intl);
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFNome,ID do projeto,Estado,Progresso,Idiomas,Data de criação,Data de início',
      'Um,,Em análise,,en-us,2025-03-10,',
    ]);
    const project = row({ name: 'Dois', projectRequestId: null, status: 1000, progress: 0.426 });
    expect(projectsCsv([project], intl).split('\r\n')[1]).toBe(
      `Dois,${project.projectId},Em execução,43%,en-us,2025-03-10,2025-03-17`,
    );
  });

  it('has no Export CSV button while the view has no rows', async () => {
    server([]);
    renderList(`/enterprise/${ACME}/?q=nothing`);
    await screen.findByText('No projects match your search and filters.', { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(within(document.body).queryByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});
