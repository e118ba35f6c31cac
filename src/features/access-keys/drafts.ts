/**
 * "A failed call never loses what the user typed": what the create or edit form held when it was
 * submitted is kept in sessionStorage (this tab only, gone when it closes) until the save succeeds or
 * the user cancels, and the form restores it when the user comes back after a failure.
 *
 * A draft is exactly a name and a permission id: the type and `readDraft`'s checks let nothing else in
 * or out, so no secret can ever be stored (the secret exists only in the created-key modal).
 */
export interface AccessKeyDraft {
  accessKeyName: string;
  permission: string;
}

const PREFIX = 'dc.accessKeyDraft';

export const draftKey = {
  create: (enterpriseId: string) => `${PREFIX}.create.${enterpriseId}`,
  edit: (enterpriseId: string, accessKeyID: string) => `${PREFIX}.edit.${enterpriseId}.${accessKeyID}`,
};

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the form simply has no draft
  }
}

export function writeDraft(key: string, draft: AccessKeyDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify({ accessKeyName: draft.accessKeyName, permission: draft.permission }));
  } catch {
    // Storage full or refused: the draft is a convenience, the save itself goes on.
  }
}

export function readDraft(key: string): AccessKeyDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { accessKeyName, permission } = value as Record<string, unknown>;
    if (typeof accessKeyName !== 'string' || typeof permission !== 'string') return null;
    return { accessKeyName, permission };
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
