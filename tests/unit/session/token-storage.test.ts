import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { restoreSession, session } from '../../../src/session/session-store';
import { startSession } from '../../../src/session/start-session';
import { readStoredSession, storageKeys } from '../../../src/session/token-storage';
import { installMemoryStorage } from '../support/memory-storage';

describe('the stored session', () => {
  beforeEach(() => {
    installMemoryStorage();
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rstest.restoreAllMocks();
  });

  it('keeps the access token, its expiry and the refresh token under product-prefixed keys', () => {
    startSession({ token: 'at', refreshToken: 'rt', expiresIn: 60 });
    expect(Object.values(storageKeys).every((key) => key.startsWith('dc.'))).toBe(true);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('at');
    expect(Number(localStorage.getItem(storageKeys.accessTokenExpiresAt))).toBeGreaterThan(Date.now());
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rt');
  });

  it('restores a stored session on start', () => {
    localStorage.setItem(storageKeys.accessToken, 'at');
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() + 60_000));
    localStorage.setItem(storageKeys.refreshToken, 'rt');
    restoreSession();
    expect(session).toMatchObject({ accessToken: 'at', refreshToken: 'rt' });
  });

  it('clears, on start, an expired access token that has no refresh token: the user is signed out', () => {
    localStorage.setItem(storageKeys.accessToken, 'at');
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() + 20_000)); // inside the 30 s early expiry
    restoreSession();
    expect(session).toMatchObject({ accessToken: null, expiresAt: null, refreshToken: null });
    expect(Object.values(storageKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('keeps, on start, an expired access token that has a refresh token, and a valid one that has none', () => {
    localStorage.setItem(storageKeys.accessToken, 'expired');
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() - 1_000));
    localStorage.setItem(storageKeys.refreshToken, 'rt');
    restoreSession();
    expect(session).toMatchObject({ accessToken: 'expired', refreshToken: 'rt' });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rt');
    localStorage.setItem(storageKeys.accessToken, 'valid');
    localStorage.setItem(storageKeys.accessTokenExpiresAt, String(Date.now() + 60_000));
    localStorage.removeItem(storageKeys.refreshToken);
    restoreSession();
    expect(session).toMatchObject({ accessToken: 'valid', refreshToken: null });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('valid');
  });

  it.each([
    ['an expiry that is not a number', { [storageKeys.accessToken]: 'at', [storageKeys.accessTokenExpiresAt]: 'soon' }],
    ['a token without expiry', { [storageKeys.accessToken]: 'at' }],
    ['an empty refresh token', { [storageKeys.refreshToken]: '' }],
  ])('clears every stored credential when it finds %s', (_name, values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    localStorage.setItem(storageKeys.refreshToken, values[storageKeys.refreshToken] ?? 'rt');
    expect(readStoredSession()).toEqual({ accessToken: null, expiresAt: null, refreshToken: null });
    expect(localStorage.length).toBe(0);
  });

  it('refuses a malformed token set and clears the session', () => {
    startSession({ token: 'at', refreshToken: 'rt', expiresIn: 60 });
    expect(() => startSession({ token: 'x' })).toThrow();
    expect(session.accessToken).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
