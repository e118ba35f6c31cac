/**
 * Opaque tokens of the reference API: `at.` or `rt.` and 32 random bytes (crypto, base64url), so
 * neither can be guessed from another one or from a user id; both are valid only while the store
 * knows them. Refresh rotates the refresh token; revoke ends the session: its refresh token and its
 * access tokens.
 */
import { randomBytes } from 'node:crypto';

/**
 * A used refresh token is refused, except within this many milliseconds of its use, when it answers
 * again with the token set that replaced it (as long as that one is unused): a browser that lost the
 * answer to a refresh (the page was reloaded or closed while the call ran) is not signed out by the
 * retry. Identity providers call it a reuse interval or grace period; the provider's real API decides
 * its own.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
import type { Schemas } from './types';
import type { StoreData } from './store';

/** 256 random bits: a token nobody can guess. */
const randomToken = (): string => randomBytes(32).toString('base64url');

export interface SessionClock {
  now: () => Date;
  tokenLifetimeSeconds: number;
}

function newSessionTokens(
  data: StoreData,
  userId: string,
  sessionId: number,
  clock: SessionClock,
): Schemas['TokenSet'] {
  data.counters.token += 1;
  const token = `at.${randomToken()}`;
  const refreshToken = `rt.${randomToken()}`;
  data.accessTokens.set(token, {
    userId,
    sessionId,
    expiresAt: clock.now().getTime() + clock.tokenLifetimeSeconds * 1000,
  });
  data.refreshTokens.set(refreshToken, { userId, sessionId });
  return { token, refreshToken, expiresIn: clock.tokenLifetimeSeconds };
}

export function startSession(data: StoreData, userId: string, clock: SessionClock): Schemas['TokenSet'] {
  data.counters.session += 1;
  return newSessionTokens(data, userId, data.counters.session, clock);
}

/**
 * The new token set, or null when the refresh token is unknown, or used and past its grace period
 * (REFRESH_REUSE_GRACE_MS), or used and its replacement used too.
 */
export function refreshSession(data: StoreData, refreshToken: string, clock: SessionClock): Schemas['TokenSet'] | null {
  const record = data.refreshTokens.get(refreshToken);
  if (!record) return null;
  if (record.replaced) {
    const { by, at } = record.replaced;
    const replacement = data.refreshTokens.get(by.refreshToken);
    const replacementUnused = replacement !== undefined && replacement.replaced === undefined;
    return clock.now().getTime() - at <= REFRESH_REUSE_GRACE_MS && replacementUnused ? by : null;
  }
  const tokens = newSessionTokens(data, record.userId, record.sessionId, clock);
  record.replaced = { by: tokens, at: clock.now().getTime() };
  return tokens;
}

/** Ends the session of the refresh token (used or not): all its access and refresh tokens. */
export function revokeSession(data: StoreData, refreshToken: string): void {
  const record = data.refreshTokens.get(refreshToken);
  if (!record) return;
  for (const [token, access] of data.accessTokens) {
    if (access.sessionId === record.sessionId) data.accessTokens.delete(token);
  }
  for (const [token, other] of data.refreshTokens) {
    if (other.sessionId === record.sessionId) data.refreshTokens.delete(token);
  }
}

export type BearerCheck = { ok: true; userId: string } | { ok: false; message: string };

export function checkBearer(data: StoreData, authorization: string | undefined, now: Date): BearerCheck {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return { ok: false, message: 'This call needs an Authorization: Bearer <access token> header.' };
  const record = data.accessTokens.get(match[1]);
  if (!record) return { ok: false, message: 'The access token is not valid.' };
  if (record.expiresAt <= now.getTime()) return { ok: false, message: 'The access token has expired.' };
  return { ok: true, userId: record.userId };
}

/** For provider states: make a fixed token pair valid for a user (a session of its own). */
export function grantFixedTokens(
  data: StoreData,
  userId: string,
  tokens: { accessToken?: string; refreshToken?: string },
  expiresAt: number,
): void {
  data.counters.session += 1;
  const sessionId = data.counters.session;
  if (tokens.accessToken) data.accessTokens.set(tokens.accessToken, { userId, sessionId, expiresAt });
  if (tokens.refreshToken) data.refreshTokens.set(tokens.refreshToken, { userId, sessionId });
}
