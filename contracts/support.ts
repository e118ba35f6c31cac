/**
 * Shared set-up of the consumer-contract tests: one PactV4 per file (all files write the same pact,
 * customer-portal-spa → enterprise-api), the in-memory storage the session store writes to, an
 * injectable clock, and a recorder wrapped around the REAL client's fetch so a test can see which
 * requests the client sent, in which order, with which bearer token. The recorder only observes:
 * every request is built by the generated client and its session middleware.
 */
import { fileURLToPath } from 'node:url';
import { PactV4, MatchersV3 } from '@pact-foundation/pact';
import { configureApi } from '../src/api/client';
import { endSession, now } from '../src/session/session-store';
import { startSession } from '../src/session/start-session';
import { installMemoryStorage, type MemoryStorage } from '../tests/unit/support/memory-storage';
import { PACT_ADMIN_TOKEN, PACT_REFRESH_TOKEN, bearer } from '../scripts/dev-api/pact-fixtures';

export const CONSUMER = 'customer-portal-spa';
export const PROVIDER = 'enterprise-api';
export const PACT_DIR = fileURLToPath(new URL('./pacts/', import.meta.url));

export function newPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** `Authorization: Bearer <token>`, any token; the example is the token the provider state makes valid. */
export const authorizedAs = (token: string = PACT_ADMIN_TOKEN) => ({
  Authorization: MatchersV3.regex('^Bearer .+$', bearer(token)),
});

export interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
}

/** Wraps global fetch: records what the client sends, then sends it unchanged. */
function recordingFetch() {
  const sent: SentRequest[] = [];
  const fetch = (request: Request): Promise<Response> => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
    });
    return globalThis.fetch(request);
  };
  return { sent, fetch };
}

/** The app's API client pointed at the mock server, as `configureApi` sets it up in src/main.tsx. */
export function useMockApi(mockServerUrl: string, options: { onUnauthorized?: () => void } = {}) {
  const recorder = recordingFetch();
  configureApi({ baseUrl: `${mockServerUrl}/api/`, fetch: recorder.fetch, onUnauthorized: options.onUnauthorized });
  return recorder;
}

/** A settable clock for the session store; `reset()` puts back the real one. */
export const clock = {
  at: 1_767_225_600_000, // 2026-01-01T00:00:00Z
  install(): void {
    now.current = () => clock.at;
  },
  advanceSeconds(seconds: number): void {
    clock.at += seconds * 1000;
  },
  reset(): void {
    now.current = () => Date.now();
  },
};

/** Fresh storage and no session before each test. */
export function freshSession(): MemoryStorage {
  const storage = installMemoryStorage();
  clock.at = 1_767_225_600_000;
  clock.install();
  endSession();
  return storage;
}

/** Signs in with a fixture token (the provider state makes it valid) and the fixture refresh token. */
export const signedInWith = (token: string) =>
  startSession({ token, refreshToken: PACT_REFRESH_TOKEN, expiresIn: 3600 });

/** What a call that must fail rejects with (the calls throw; the screens decide); a success fails the test. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('The call succeeded but should have failed.');
    },
    (error: unknown) => error,
  );
