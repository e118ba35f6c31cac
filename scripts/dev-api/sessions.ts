/**
 * Opaque tokens of the reference API. An access token is `at.<n>.<userId>`, a refresh token
 * `rt.<n>.<userId>`; both are valid only while the store knows them (guessing the shape is not enough).
 * Refresh rotates the refresh token; revoke ends the session: its refresh token and its access tokens.
 */
import type { Schemas } from './types';
import type { StoreData } from './store';

export interface SessionClock {
  now: () => Date;
  tokenLifetimeSeconds: number;
}

function newSessionTokens(data: StoreData, userId: string, sessionId: number, clock: SessionClock): Schemas['TokenSet'] {
  data.counters.token += 1;
  const n = data.counters.token;
  const token = `at.${n}.${userId}`;
  const refreshToken = `rt.${n}.${userId}`;
  data.accessTokens.set(token, { userId, sessionId, expiresAt: clock.now().getTime() + clock.tokenLifetimeSeconds * 1000 });
  data.refreshTokens.set(refreshToken, { userId, sessionId });
  return { token, refreshToken, expiresIn: clock.tokenLifetimeSeconds };
}

export function startSession(data: StoreData, userId: string, clock: SessionClock): Schemas['TokenSet'] {
  data.counters.session += 1;
  return newSessionTokens(data, userId, data.counters.session, clock);
}

/** The new token set, or null when the refresh token is unknown (or already used). */
export function refreshSession(data: StoreData, refreshToken: string, clock: SessionClock): Schemas['TokenSet'] | null {
  const record = data.refreshTokens.get(refreshToken);
  if (!record) return null;
  data.refreshTokens.delete(refreshToken);
  return newSessionTokens(data, record.userId, record.sessionId, clock);
}

export function revokeSession(data: StoreData, refreshToken: string): void {
  const record = data.refreshTokens.get(refreshToken);
  if (!record) return;
  for (const [token, access] of data.accessTokens) {
    if (access.sessionId === record.sessionId) data.accessTokens.delete(token);
  }
  data.refreshTokens.delete(refreshToken);
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
