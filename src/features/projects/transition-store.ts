import { proxy, useSnapshot } from 'valtio';

/**
 * The projects "in state transition" (spec document 2 section 4, cancel success): a cancelled
 * project stays here for the rest of the visit, its actions disabled, until the user refreshes.
 */
export const transitions = proxy<{ projectIds: string[] }>({ projectIds: [] });

export function markInTransition(projectId: string): void {
  if (!transitions.projectIds.includes(projectId)) transitions.projectIds = [...transitions.projectIds, projectId];
}

export function useInTransition(): (projectId: string | null) => boolean {
  const { projectIds } = useSnapshot(transitions);
  return (projectId) => projectId !== null && projectIds.includes(projectId);
}
