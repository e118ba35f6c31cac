/**
 * "A failed call never loses what the user typed": a request form's values are kept in
 * sessionStorage (this tab only, gone when it closes) from the moment it is submitted until the
 * submission succeeds. A failure replaces the page with the enterprise's error page (spec document 2
 * section 8); when the user comes back to the form, it starts from the draft instead of the defaults.
 * The same happens when the form is left for the generic error page before any submission (its
 * languages failed to load): the draft then records that nothing was submitted, so the form does not
 * tell the user that a submission failed.
 *
 * Keyed by user, enterprise and type, so another account signing in in the same tab never sees it.
 */
import type { ProjectTypeSlug } from '../../domain/project-types';

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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the form simply has no draft
  }
}

export function writeDraft(key: string, values: object, reason: DraftReason): void {
  try {
    storage()?.setItem(key, JSON.stringify({ version: 1, reason, values }));
  } catch {
    // Storage full or refused: the draft is a safety net; the submission itself goes on.
  }
}

/** The stored draft, or null. A draft without a reason (written before reasons were kept) was a submission's. */
export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version, values, reason } = parsed as { version?: unknown; values?: unknown; reason?: unknown };
    if (version !== 1 || typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return {
      values: values as Record<string, unknown>,
      reason: reason === 'interrupted' ? 'interrupted' : 'submission',
    };
  } catch {
    return null; // a corrupt draft is ignored
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}
