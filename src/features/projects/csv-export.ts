/**
 * The CSV export of the projects list (docs/decisions/0047-csv-export.md). Loaded
 * only when 'Export CSV' is pressed (./csv-export-controls.tsx imports it on demand), so the list's
 * own code does not carry it.
 *
 * Every row of the view on the screen (its search, filters and sort; all its pages, not just those
 * shown) is fetched 100 at a time, one page after another, with its own calls (never the list's
 * cached queries, so the list stays as it is whatever happens here), then written as the list shows
 * it: the table's headers and the status labels in the user's language, progress as a percent, the
 * dates as the table writes them. The CSV rules themselves are src/domain/csv.ts.
 */
import { csvDocument, csvFileName } from '../../domain/csv';
import { listDate } from '../../domain/dates';
import { PROJECTS_EXPORT_PAGE_SIZE } from '../../domain/project-list';
import { progressPercent } from '../../domain/project-rules';
import { rowKey, rowKind } from '../../domain/row-kind';
import { statusDisplay } from '../../domain/statuses';
import type { PortalIntl } from '../../i18n/intl';
import { fetchProjectsPage, type ProjectRow } from './api';
import { toProjectsQuery, type ListView } from './list-view';
import { exportMessages, listMessages } from './messages';

export interface ExportRun {
  enterpriseId: string;
  view: ListView;
  intl: PortalIntl;
  /** Aborts the call in flight; no further page is asked for. */
  signal: AbortSignal;
  /** After each page: the rows fetched so far and the view's total. */
  onProgress: (loaded: number, total: number) => void;
}

/** Every row of the view: page after page of 100 until the total is reached or a page comes back short. */
export async function fetchAllRows({ enterpriseId, view, signal, onProgress }: Omit<ExportRun, 'intl'>) {
  const rows = new Map<string, ProjectRow>();
  for (let pageNumber = 0; ; pageNumber++) {
    const query = { ...toProjectsQuery(view, pageNumber), itemsPerPage: PROJECTS_EXPORT_PAGE_SIZE };
    const page = await fetchProjectsPage(enterpriseId, query, signal);
    signal.throwIfAborted();
    // A row that moved to the next page while the export ran (another row was added) is written once.
    for (const row of page.list) if (!rows.has(rowKey(row))) rows.set(rowKey(row), row);
    onProgress(rows.size, page.totalCount);
    if (page.list.length < PROJECTS_EXPORT_PAGE_SIZE || rows.size >= page.totalCount) return [...rows.values()];
  }
}

/** The file's text: the table's columns (the name's 'ID: ' line as its own column), no actions column. */
export function projectsCsv(rows: readonly ProjectRow[], intl: PortalIntl): string {
  const header = [
    listMessages.columnName,
    exportMessages.columnProjectId,
    listMessages.columnStatus,
    listMessages.columnProgress,
    listMessages.columnLanguages,
    listMessages.columnCreationDate,
    listMessages.columnStartDate,
  ].map((message) => intl.formatMessage(message));
  // Where the table shows '-', the file has an empty field: a spreadsheet reads it as no value.
  const records = rows.map((row) => {
    const kind = rowKind(row);
    const status = statusDisplay(kind, row.status);
    const percent = progressPercent(kind, row.status, row.progress);
    return [
      row.name,
      row.projectId ?? '',
      status ? intl.formatMessage(status.label) : '',
      percent === null ? '' : intl.formatMessage(listMessages.percent, { value: percent }),
      row.languages.join(', '),
      listDate(row.creationDate) ?? '',
      (row.startDate && listDate(row.startDate)) ?? '',
    ];
  });
  return csvDocument(header, records);
}

/** Saves the text as a file: a Blob, its object URL on a temporary download link, the URL revoked after. */
export function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches, writes and saves the view's rows; resolves with the row count and the file's name. */
export async function exportProjectsCsv(run: ExportRun): Promise<{ count: number; fileName: string }> {
  const rows = await fetchAllRows(run);
  const fileName = csvFileName('projects', new Date());
  saveFile(projectsCsv(rows, run.intl), fileName);
  return { count: rows.length, fileName };
}
