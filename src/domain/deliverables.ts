/** Spec document 2 section 3 "Deliverable": publication values. */
export const DeliverableStatus = { Unpublished: 0, Published: 1, Deleted: 2 } as const;
export type DeliverableStatus = (typeof DeliverableStatus)[keyof typeof DeliverableStatus];

/** docs/product-decisions.md: download is enabled only for Published; Unpublished and Deleted are the disabled statuses. */
export const DOWNLOAD_DISABLED_STATUSES: ReadonlySet<number> = new Set([
  DeliverableStatus.Unpublished,
  DeliverableStatus.Deleted,
]);

export function isDownloadDisabled(status: number): boolean {
  return DOWNLOAD_DISABLED_STATUSES.has(status) || status !== DeliverableStatus.Published;
}

/** Spec document 2 section 9: deliverables page size. */
export const DELIVERABLES_PAGE_SIZE = 10;
