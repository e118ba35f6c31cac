/**
 * 'Export CSV' on the projects list in the browser, keyboard only: Acme Corp's 63
 * rows (one page of 100) downloaded as the table shows them, in English and in pt-pt, 0 axe
 * violations while the export runs; a failure keeps the list; and, with a page route answering a
 * view of 250 rows, the pages of 100 one after another with their progress, and 'Cancel' aborting
 * the call in flight.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page, Route } from '@playwright/test';
import { api, faultCases, openList as openProjects } from '../support/fault-cases';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { SEARCH_PATH, VOICE, bodyRows, countLine, openList, openSignedIn, table } from '../support/projects-pages';
import { tabTo } from '../support/requests';

const FILE_NAME = /^projects-\d{4}-\d{2}-\d{2}\.csv$/;
const exportButton = (page: Page, name = 'Export CSV') => page.getByRole('button', { name, exact: true });
const exportStatus = (page: Page) => page.locator('.projects-export__status');
const exportAlert = (page: Page) => page.locator('.projects-export').getByRole('alert');
/** 'Exported N rows to projects-YYYY-MM-DD.csv.' */
const exportedText = (count: number) =>
  new RegExp(`^Exported ${count} rows to projects-\\d{4}-\\d{2}-\\d{2}\\.csv\\.$`);

/** The downloaded file's records (the byte order mark kept on the first, the empty string after the last CRLF dropped). */
async function records(download: Download): Promise<string[]> {
  expect(download.suggestedFilename()).toMatch(FILE_NAME);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.split('\r\n').slice(0, -1);
}

/** A gate a routed call waits at until the test opens it. */
function closedGate(): { passed: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

/** Tabs to 'Export CSV' and presses Enter; `download` is the download it starts (in a box: an async function's promise would wait for it). */
async function exportByKeyboard(page: Page, name?: string): Promise<{ download: Promise<Download> }> {
  await tabTo(page, exportButton(page, name), { limit: 40 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  return { download };
}

test("downloads Acme's 63 rows by keyboard with the table's headers, status labels and dates; 0 axe violations while it runs", async ({
  page,
}) => {
  await openList(page);
  await expect(countLine(page)).toHaveText('63 projects');
  // The export's one call is held until the progress has been checked, then goes to the API.
  const gate = closedGate();
  await page.route(`**${SEARCH_PATH}`, async (route: Route) => {
    await gate.passed;
    await route.fallback();
  });
  const searches: unknown[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SEARCH_PATH) searches.push(r.postDataJSON());
  });
  const { download } = await exportByKeyboard(page);
  await expect(exportStatus(page)).toHaveText('Exporting…');
  await expect(exportButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Cancel export' })).toBeVisible();
  await expectNoAxeViolations(page);
  gate.open();

  const lines = await records(await download);
  expect(searches).toEqual([{ itemsPerPage: 100, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1 }]);
  expect(lines[0]).toBe('\uFEFFName,Project ID,Status,Progress,Languages,Creation Date,Start Date');
  expect(lines).toHaveLength(1 + 63);
  expect(lines).toContain(
    `Voice Assistant Prompts,${VOICE.projectId},Completed,100%,"en-us, en-gb, de-de",2025-03-10,2025-03-17`,
  );
  // Newest first, as the list: its first row, a request only (no project id, progress or start date).
  expect(lines[1]).toMatch(/^Museum Audio Recordings Phase 3,,Not Approved,,"[a-z, -]+",2026-06-21,$/);
  await expect(exportStatus(page)).toHaveText(exportedText(63));
  await expect(exportButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(exportButton(page)).toBeFocused();
});

test('writes the pt-pt headers and status labels on the pt-pt list', async ({ page }) => {
  await openSignedIn(page, '/pt-pt/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos' })).toBeVisible();
  await expect(page.locator('.projects-table tbody tr').first()).toBeVisible();
  const lines = await records(await (await exportByKeyboard(page, 'Exportar CSV')).download);
  expect(lines[0]).toBe('\uFEFFNome,ID do projeto,Estado,Progresso,Idiomas,Data de criação,Data de início');
  expect(lines).toHaveLength(1 + 63);
  expect(lines).toContain(
    `Voice Assistant Prompts,${VOICE.projectId},Concluído,100%,"en-us, en-gb, de-de",2025-03-10,2025-03-17`,
  );
  await expect(exportStatus(page)).toHaveText(/^Exportadas 63 linhas para projects-\d{4}-\d{2}-\d{2}\.csv\.$/);
});

test.describe('a view of 250 rows (a page route answers the pages of 100)', () => {
  const TOTAL = 250;
  const syntheticRow = (i: number) => ({
    projectId: `30000000-0000-4000-8000-${String(900_000 + i).padStart(12, '0')}`,
    projectRequestId: null,
    name: `Synthetic project ${String(i + 1).padStart(3, '0')}`,
    status: 1000,
    requestType: 1,
    progress: 0.5,
    languages: ['en-us'],
    creationDate: '2026-01-15T10:00:00.000Z',
    startDate: '2026-01-20T10:00:00.000Z',
  });

  /** Answers the export's pages (itemsPerPage 100) itself; `hold` keeps a page unanswered until released. */
  async function routeExportPages(page: Page, hold?: number) {
    const asked: number[] = [];
    const gate = closedGate();
    await page.route(`**${SEARCH_PATH}`, async (route: Route) => {
      const body = route.request().postDataJSON() as { itemsPerPage: number; pageNumber: number };
      if (body.itemsPerPage !== 100) return route.fallback();
      asked.push(body.pageNumber);
      if (body.pageNumber === hold) await gate.passed;
      const start = body.pageNumber * 100;
      const list = Array.from({ length: Math.max(0, Math.min(100, TOTAL - start)) }, (_, i) => syntheticRow(start + i));
      await route.fulfill({ json: { list, totalCount: TOTAL } }).catch(() => undefined); // an aborted call is gone
    });
    return { asked, release: gate.open };
  }

  test('fetches the pages of 100 one after another and writes all 250 rows', async ({ page }) => {
    await openList(page);
    const pages = await routeExportPages(page);
    const lines = await records(await (await exportByKeyboard(page)).download);
    expect(pages.asked).toEqual([0, 1, 2]);
    expect(lines).toHaveLength(1 + TOTAL);
    expect(lines[TOTAL]).toBe(
      `Synthetic project 250,${syntheticRow(249).projectId},Running,50%,en-us,2026-01-15,2026-01-20`,
    );
    await expect(exportStatus(page)).toHaveText(exportedText(TOTAL));
  });

  test("shows the progress, and 'Cancel' by keyboard aborts the call in flight: no further page, no file", async ({
    page,
  }) => {
    await openList(page);
    const pages = await routeExportPages(page, 1);
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    const aborted = page.waitForEvent(
      'requestfailed',
      (r) => new URL(r.url()).pathname === SEARCH_PATH && (r.postDataJSON() as { pageNumber: number }).pageNumber === 1,
    );
    await tabTo(page, exportButton(page), { limit: 40 });
    await page.keyboard.press('Enter');
    await expect(exportStatus(page)).toHaveText('Exporting… 100 of 250 rows');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cancel export' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    await expect(exportStatus(page)).toHaveText('Export cancelled.');
    await expect(exportButton(page)).toBeFocused();
    // The call in flight failed as aborted, so the export has ended: no further page, no file, no alert.
    expect(pages.asked).toEqual([0, 1]);
    expect(downloads).toEqual([]);
    await expect(exportAlert(page)).toHaveCount(0);
    await expect(countLine(page)).toHaveText('63 projects');
    await expect(bodyRows(page)).toHaveCount(25);
    pages.release();
  });
});

/** The table as it was before the export's call failed. */
let listBefore = '';

faultCases([
  {
    screen: 'Projects list (CSV export)',
    call: 'POST enterprises/{id}/projects-and-requests/search/ (pages of 100)',
    api: api('POST', 'enterprises/[^/]+/projects-and-requests/search/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: "'The export failed. Please try again.'; the list stays exactly as it was",
    // The list's own page is in the cache by then: the export's call is the only search.
    open: async (page) => {
      await openProjects(page);
      await expect(bodyRows(page)).toHaveCount(25);
      listBefore = await table(page).innerHTML();
    },
    trigger: async (page) => {
      await tabTo(page, exportButton(page), { limit: 40 });
      await page.keyboard.press('Enter');
    },
    check: async (page, fault) => {
      await expect(exportAlert(page)).toHaveText('The export failed. Please try again.');
      await expect(exportButton(page)).not.toHaveAttribute('aria-disabled', 'true');
      await expect(exportButton(page)).toBeFocused();
      await expect(countLine(page)).toHaveText('63 projects');
      await expect(page.getByText('Showing 25 of 63', { exact: true })).toBeVisible();
      expect(await table(page).innerHTML()).toBe(listBefore);
      if (fault === '500') await expectNoAxeViolations(page);
    },
  },
]);
