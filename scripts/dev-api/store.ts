/**
 * The mutable state of the reference API: a deep copy of the seed plus sessions and counters.
 * `reset()` puts everything back as it was at start.
 */
import { buildSeed } from './seed';
import type { ItemRecord, MembershipRecord, Schemas, SeedData, UserRecord } from './types';

export interface AccessTokenRecord {
  userId: string;
  sessionId: number;
  /** Epoch milliseconds, from the API's clock. */
  expiresAt: number;
}

export interface RefreshTokenRecord {
  userId: string;
  sessionId: number;
  /** Once used: the token set that replaced it and when (sessions.ts REFRESH_REUSE_GRACE_MS). */
  replaced?: { by: Schemas['TokenSet']; at: number };
}

/** An uploaded file: its part's content type and its bytes. */
export interface UploadedFile {
  contentType: string;
  bytes: Buffer;
}

export interface StoredPhoto extends UploadedFile {
  /** 1 for the user's first picture, one more for each new one: the `?v=` of its URL. */
  version: number;
}

export interface StoreData extends SeedData {
  accessTokens: Map<string, AccessTokenRecord>;
  refreshTokens: Map<string, RefreshTokenRecord>;
  /** Sandbox sign-ups by lower-case company e-mail (resending the same body answers 204 again). */
  sandboxSignUps: Set<string>;
  unsubscribedTokens: Set<string>;
  /** Uploaded profile pictures by user id, served under `/api/__files__/photos/`. */
  photos: Map<string, StoredPhoto>;
  counters: { token: number; session: number; projectRequest: number; accessKey: number };
}

export interface Store {
  /** The current state; read it through this getter, `reset()` replaces it. */
  readonly data: StoreData;
  reset(): void;
}

let cachedSeed: SeedData | undefined;

function freshData(): StoreData {
  cachedSeed ??= buildSeed();
  return {
    ...structuredClone(cachedSeed),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    sandboxSignUps: new Set(),
    unsubscribedTokens: new Set(),
    photos: new Map(),
    counters: { token: 0, session: 0, projectRequest: 0, accessKey: 0 },
  };
}

export function createStore(): Store {
  let data = freshData();
  return {
    get data() {
      return data;
    },
    reset() {
      data = freshData();
    },
  };
}

// ── lookups and changes shared by handlers and provider states ──

/**
 * Stores the user's new picture. Its URL (handlers/user.ts) carries the version, which goes up with
 * each upload, so a browser that cached the previous picture asks for the new one.
 */
export function storePhoto(data: StoreData, userId: string, picture: UploadedFile): void {
  data.photos.set(userId, { ...picture, version: (data.photos.get(userId)?.version ?? 0) + 1 });
}

export const findUserByEmail = (data: StoreData, email: string): UserRecord | undefined =>
  data.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

export const findUserById = (data: StoreData, userId: string): UserRecord | undefined =>
  data.users.find((u) => u.id === userId);

export const findMembership = (data: StoreData, userId: string, enterpriseId: string): MembershipRecord | undefined =>
  data.memberships.find((m) => m.userId === userId && m.enterpriseId === enterpriseId.toLowerCase());

/** Items that still exist: Deleted projects and customer-deleted requests are stored, never shown. */
export function isVisible(item: ItemRecord): boolean {
  if (item.project) return item.project.status !== 10000;
  return item.request !== null && item.request.status !== 40;
}

export const visibleItems = (data: StoreData, enterpriseId: string): ItemRecord[] =>
  data.items.filter((i) => i.enterpriseId === enterpriseId.toLowerCase() && isVisible(i));

export const findProject = (data: StoreData, enterpriseId: string, projectId: string): ItemRecord | undefined =>
  visibleItems(data, enterpriseId).find((i) => i.projectId === projectId.toLowerCase());

export const findRequest = (data: StoreData, enterpriseId: string, projectRequestId: string): ItemRecord | undefined =>
  visibleItems(data, enterpriseId).find((i) => i.projectRequestId === projectRequestId.toLowerCase());
