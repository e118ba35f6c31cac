/**
 * Spec document 2 section 4 "Row kind": project only (no request id), request only (no project id),
 * both. The same three kinds describe a project's details ("The details type is derived").
 */
export type RowKind = 'project' | 'request' | 'both';

/** The 'type' of a details call and of the details routes: 'p' a project, 'pr' a request. */
export type ItemType = 'p' | 'pr';

export function isItemType(value: unknown): value is ItemType {
  return value === 'p' || value === 'pr';
}

export interface RowIds {
  projectId: string | null;
  projectRequestId: string | null;
}

/** A list row's kind. A row with neither id cannot exist; it counts as a request, which opens nothing. */
export function rowKind(row: RowIds): RowKind {
  if (row.projectId === null) return 'request';
  return row.projectRequestId === null ? 'project' : 'both';
}

/** A list row's identity (its project id, else its request id; the name for a row with neither). */
export const rowKey = (row: RowIds & { name: string }): string => row.projectId ?? row.projectRequestId ?? row.name;

/** A details answer's kind: a project part without a request part is project only, and so on. */
export function detailsKind(details: { projectId: string | null; projectRequestResult: unknown }): RowKind {
  if (details.projectId === null) return 'request';
  return details.projectRequestResult === null || details.projectRequestResult === undefined ? 'project' : 'both';
}

/** What a row's link opens: an item id and its details type. */
export interface RowItem {
  id: string;
  type: ItemType;
}

/**
 * The item a row opens: its project (type 'p') when it has one, else its request (type 'pr').
 * Null for a row with neither id.
 */
export function rowItem(row: RowIds): RowItem | null {
  if (row.projectId !== null) return { id: row.projectId, type: 'p' };
  if (row.projectRequestId !== null) return { id: row.projectRequestId, type: 'pr' };
  return null;
}
