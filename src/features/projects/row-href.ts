import { paths } from '../../config/paths';
import { rowItem, type RowIds } from '../../domain/row-kind';

/**
 * What a list row opens: a project's report, or the request details of a request only (spec
 * document 2 section 2); null for a row with neither id. The list's rows and the command palette's
 * projects link the same way.
 */
export function rowHref(enterpriseId: string, row: RowIds): string | null {
  const item = rowItem(row);
  if (!item) return null;
  return item.type === 'p'
    ? paths.projectReport(enterpriseId, item.id, 'p')
    : paths.projectRequestDetails(enterpriseId, item.id);
}
