/**
 * "A failed call never loses what the user typed": what a form held when it was submitted (or when
 * its page failed) is kept in sessionStorage (this tab only, gone when it closes) until the call
 * succeeds or the user lets it go, and the form starts from it when the user comes back.
 *
 * One store for every form's drafts: storage disabled, full or refused, and a corrupt or foreign
 * entry, all mean "no draft"; the form goes on without one. Each form says what its draft is: what
 * it writes, and `decode`, which lets nothing else back in.
 */
export interface DraftStore<T> {
  /** The draft under `key`, or null (none, unreadable, or not the form's shape). */
  read(key: string): T | null;
  /** Keeps `stored` (a plain JSON value: exactly what the form decides to keep) under `key`. */
  write(key: string, stored: object): void;
  clear(key: string): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the form simply has no draft
  }
}

export function draftStore<T>(decode: (stored: unknown) => T | null): DraftStore<T> {
  return {
    read(key) {
      try {
        const raw = storage()?.getItem(key);
        return raw ? decode(JSON.parse(raw) as unknown) : null;
      } catch {
        return null; // a corrupt draft is ignored
      }
    },
    write(key, stored) {
      try {
        storage()?.setItem(key, JSON.stringify(stored));
      } catch {
        // Storage full or refused: the draft is a safety net; the call itself goes on.
      }
    },
    clear(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}

/** Whether a decoded value is a plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
