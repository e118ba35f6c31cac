import { useSearch } from 'wouter';
import { isNonBlank } from '../../domain/validation';
import { useHydrating } from '../../ui/hydration-store';

/**
 * The parameters of a link from an e-mail (userId, code, requestId, token). A missing or blank
 * parameter makes the link incomplete: the page then disables submission and says why.
 */
export function useLinkParams<const K extends string>(
  ...names: K[]
): { values: Record<K, string>; complete: boolean; hydrating: boolean } {
  const params = new URLSearchParams(useSearch());
  // A prerendered page is rendered with no link at build time: it shows the link's page
  // as if complete (how a person arrives from the e-mail), and hydrates so; then the real link decides.
  const hydrating = useHydrating();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  return { values, complete: hydrating || names.every((name) => isNonBlank(values[name])), hydrating };
}
