import { api, type ApiPath } from './client';

/**
 * A call as openapi-react-query keys the query that makes it: `$api.queryOptions(method, path,
 * init)` keys it `[method, path, init]`, and its query function sends exactly that. The signed-in
 * area's first calls are built as such keys (src/features/shell/call-keys.ts,
 * src/features/projects/search-call.ts), so their queries and the start-up's early calls
 * (src/app/early-data.ts) come from the same functions.
 */
export type CallKey = readonly [method: 'get' | 'post', path: ApiPath, init?: object];

export interface EarlyCall {
  key: CallKey;
  promise: Promise<unknown>;
  /** Once the call has succeeded: what its query function would have returned. */
  answer?: { data: unknown };
}

/** The calls started so far; null once the app's QueryClient has taken them (src/api/query-scope.tsx). */
let started: EarlyCall[] | null = [];

type Send = (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Starts a call of the signed-in area before its code, and React Query, have loaded (
 * the HTML's scripts, then the config, then the first calls, while the area's chunk still loads).
 * It goes through the app's client (the session middleware: one refresh for any number of calls,
 * the 401 rule) and resolves to what the query function of its key would (openapi-react-query's:
 * the body, null for an empty answer); its failure is the query's to handle. Once the app's
 * QueryClient exists its queries make their own calls, so a call started later is not sent (null).
 */
export function startEarlyCall(key: CallKey): Promise<unknown> | null {
  if (!started) return null;
  const [method, path, init] = key;
  const send = (api as unknown as Record<string, Send>)[method.toUpperCase()] as Send;
  const promise = send(path, init).then(({ data, error, response }) => {
    if (error) throw error;
    return response.status === 204 || response.headers.get('Content-Length') === '0' ? (data ?? null) : data;
  });
  const call: EarlyCall = { key, promise };
  // Noted as soon as it answers (no unhandled rejection when no query takes it: the area never renders).
  promise.then(
    (data) => (call.answer = { data }),
    () => undefined,
  );
  started.push(call);
  return promise;
}

/** The calls started so far, once: later ones are not sent (see startEarlyCall). */
export function takeEarlyCalls(): EarlyCall[] {
  const taken = started ?? [];
  started = null;
  return taken;
}
