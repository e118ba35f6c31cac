/** The projects-and-requests search: filters, sort (nulls last in both directions) and paging. */
import type { ItemRecord, Schemas } from './types';

type Query = Schemas['ProjectsAndRequestsQuery'];
type Row = Schemas['ProjectListRow'];

/** A project row shows its project status; a request-only row its request status. */
export const rowStatus = (item: ItemRecord): number => item.project?.status ?? item.request?.status ?? 0;

export function toListRow(item: ItemRecord): Row {
  return {
    projectId: item.projectId,
    projectRequestId: item.projectRequestId,
    name: item.name,
    status: rowStatus(item),
    requestType: item.requestType,
    progress: item.project?.progress ?? null,
    languages: [...item.languages],
    creationDate: item.creationDate,
    startDate: item.project?.startDate ?? null,
  };
}

const time = (value: string | null | undefined): number | null => (value ? Date.parse(value) : null);

function inRange(value: string | null, from: string | null | undefined, to: string | null | undefined): boolean {
  if (!from && !to) return true;
  const t = time(value);
  if (t === null) return false;
  const lower = time(from);
  const upper = time(to);
  return (lower === null || t >= lower) && (upper === null || t <= upper);
}

function matchesStatus(item: ItemRecord, query: Query): boolean {
  const projectStatuses = query.projectStatuses ?? [];
  const requestStatuses = query.projectRequestStatuses ?? [];
  if (projectStatuses.length === 0 && requestStatuses.length === 0) return true;
  if (item.project) return projectStatuses.includes(item.project.status);
  return item.request !== null && requestStatuses.includes(item.request.status);
}

function matches(item: ItemRecord, query: Query): boolean {
  const name = query.name?.trim().toLowerCase();
  if (name && !item.name.toLowerCase().includes(name)) return false;
  if (query.projectId && item.projectId !== query.projectId.toLowerCase()) return false;
  if (!matchesStatus(item, query)) return false;
  const languages = (query.languages ?? []).map((l) => l.toLowerCase());
  if (languages.length > 0 && !item.languages.some((l) => languages.includes(l.toLowerCase()))) return false;
  return (
    inRange(item.creationDate, query.creationDateGreaterOrEqualThan, query.creationDateLesserOrEqualThan) &&
    inRange(item.project?.startDate ?? null, query.startDateGreaterOrEqualThan, query.startDateLesserOrEqualThan)
  );
}

const SORT_KEYS: Record<Query['sortBy'], (row: Row) => string | number | null> = {
  name: (row) => row.name.toLowerCase(),
  status: (row) => row.status,
  progress: (row) => row.progress,
  creationDate: (row) => time(row.creationDate),
  startDate: (row) => time(row.startDate),
};

function compareRows(sortBy: Query['sortBy'], descending: boolean): (a: Row, b: Row) => number {
  const key = SORT_KEYS[sortBy];
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? tieBreak(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y), 'en') : x - y;
    return order === 0 ? tieBreak(a, b) : descending ? -order : order;
  };
}

/** Equal keys keep a fixed order, so pages never overlap. */
const tieBreak = (a: Row, b: Row): number =>
  a.name.localeCompare(b.name, 'en') ||
  (a.projectRequestId ?? a.projectId ?? '').localeCompare(b.projectRequestId ?? b.projectId ?? '');

export function searchItems(items: ItemRecord[], query: Query): Schemas['ProjectsAndRequestsPage'] {
  const rows = items.filter((item) => matches(item, query)).map(toListRow);
  rows.sort(compareRows(query.sortBy, query.sortDirection === 1));
  const start = query.pageNumber * query.itemsPerPage;
  return { list: rows.slice(start, start + query.itemsPerPage), totalCount: rows.length };
}
