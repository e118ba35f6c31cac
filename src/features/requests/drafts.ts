/**
 * A request form's draft (src/ui/form/draft-store.ts): its values are kept from the moment it is
 * submitted until the submission succeeds. A failure replaces the page with the enterprise's error
 * page (spec document 2 section 8); when the user comes back to the form, it starts from the draft
 * instead of the defaults.
 * The same happens when the form is left for the generic error page before any submission (its
 * languages failed to load): the draft then records that nothing was submitted, so the form does not
 * tell the user that a submission failed.
 *
 * Keyed by user, enterprise and type, so another account signing in in the same tab never sees it.
 */
import type { ProjectTypeSlug } from '../../domain/project-types';
import { draftStore, isRecord } from '../../ui/form/draft-store';

/**
 * Why the draft was kept: 'submission' — it was submitted and the submission did not go through;
 * 'interrupted' — the page failed before anything was submitted.
 */
export type DraftReason = 'submission' | 'interrupted';

export interface StoredDraft {
  /** The stored values (unchecked: each form reads them through its own `fromDraft`). */
  values: Record<string, unknown>;
  reason: DraftReason;
}

const PREFIX = 'dc.requestDraft';

export const draftKey = (applicationUserId: string, enterpriseId: string, type: ProjectTypeSlug): string =>
  `${PREFIX}.${applicationUserId}.${enterpriseId}.${type}`;

const store = draftStore<StoredDraft>((stored) => {
  if (!isRecord(stored)) return null;
  const { version, values, reason } = stored;
  if (version !== 1 || !isRecord(values)) return null;
  return { values, reason: reason === 'interrupted' ? 'interrupted' : 'submission' };
});

export const writeDraft = (key: string, values: object, reason: DraftReason): void =>
  store.write(key, { version: 1, reason, values });
/** The stored draft, or null. A draft without a reason (written before reasons were kept) was a submission's. */
export const readDraft = (key: string): StoredDraft | null => store.read(key);
export const clearDraft = (key: string): void => store.clear(key);
