import createQueryHooks from 'openapi-react-query';
import { configuredClient, type ApiClient } from './client';
import type { paths } from './schema';

type QueryHooks = ReturnType<typeof createQueryHooks<paths>>;

let current: { client: ApiClient; hooks: QueryHooks } | null = null;

function hooks(): QueryHooks {
  const client = configuredClient();
  if (current?.client !== client) current = { client, hooks: createQueryHooks(client) };
  return current.hooks;
}

/**
 * React Query glue over the app's client (openapi-react-query): typed queryOptions/useQuery/useMutation.
 * A module of its own, so the code that only sends calls (the login page) does not load React Query.
 */
export const $api: QueryHooks = new Proxy({} as QueryHooks, { get: (_target, key) => Reflect.get(hooks(), key) });
