/**
 * What the projects area gives the command palette (src/features/shell/command-palette.tsx, its
 * PaletteSources; the app hands this module's loader to it, features never import each other): the
 * enterprise's projects found by name and the user's saved views of the list. It loads with the
 * palette's dialog.
 */
import { paths } from '../../config/paths';
import { SEARCH_MAX_LENGTH, SortDirection } from '../../domain/project-list';
import { rowKey } from '../../domain/row-kind';
import { fetchProjectsPage, type ProjectsQuery } from './api';
import { rowHref } from './row-href';
import { isOpenable, readSavedViews } from './saved-views-read';

/** The palette shows the first 8 projects by name. */
export const PALETTE_PROJECTS = 8;

/** A place the palette opens: its key among its section's, its text and its in-app href. */
type PaletteLink = { key: string; name: string; href: string };

/**
 * The list's search call (POST enterprises/{id}/projects-and-requests/search/) for the palette: the
 * projects and requests whose name contains the term, the first 8 by name.
 */
export const paletteProjectsQuery = (term: string): ProjectsQuery => ({
  itemsPerPage: PALETTE_PROJECTS,
  pageNumber: 0,
  sortBy: 'name',
  sortDirection: SortDirection.Ascending,
  name: term.trim().slice(0, SEARCH_MAX_LENGTH),
});

/** The projects (and requests) of the enterprise whose name contains `term`, each with what its row opens. */
export async function findProjects(enterpriseId: string, term: string, signal?: AbortSignal): Promise<PaletteLink[]> {
  const page = await fetchProjectsPage(enterpriseId, paletteProjectsQuery(term), signal);
  return page.list.flatMap((row) => {
    const href = rowHref(enterpriseId, row);
    return href ? [{ key: rowKey(row), name: row.name, href }] : [];
  });
}

/** The user's saved views in the enterprise that still open the list (the others can only be deleted, on the list). */
export function openableViews(userId: string, enterpriseId: string): PaletteLink[] {
  return readSavedViews(userId, enterpriseId)
    .filter((view) => isOpenable(view.query))
    .map((view) => ({ key: view.name, name: view.name, href: paths.projects(enterpriseId, view.query) }));
}
