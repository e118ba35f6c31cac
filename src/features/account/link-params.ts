import { useSearch } from 'wouter';
import { isNonBlank } from '../../domain/validation';

/**
 * The parameters of a link from an e-mail (userId, code, requestId, token). A missing or blank
 * parameter makes the link incomplete: the page then disables submission and says why.
 */
export function useLinkParams<const K extends string>(...names: K[]): { values: Record<K, string>; complete: boolean } {
  const params = new URLSearchParams(useSearch());
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  return { values, complete: names.every((name) => isNonBlank(values[name])) };
}
