/** The data the delete and cancel modals receive (modal-registry.ts maps the types to project-modals.tsx). */
export interface ProjectModalData extends Record<string, unknown> {
  enterpriseId: string;
  projectId: string | null;
  projectRequestId: string | null;
  name: string;
  /** Where the action started: from the details page a deletion returns to the list. */
  from: 'list' | 'details';
}
