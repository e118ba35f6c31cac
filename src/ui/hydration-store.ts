import { useSyncExternalStore } from 'react';

/**
 * A value that hydration reads as the prerendered page was rendered with (decision 0049),
 * and that may change after: the runtime configuration, the live catalogue, a stored choice. React
 * reads `rendered` while it hydrates (useSyncExternalStore's server snapshot) and the current value
 * once hydrated, so a page renders exactly as its HTML first and then as the value says, with no
 * mismatch. Rendered on the client alone (no prerendered HTML), it reads the current value.
 */
export interface HydrationStore<T> {
  get(): T;
  set(value: T): void;
  use(rendered: T): T;
}

export function hydrationStore<T>(initial: T): HydrationStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const get = () => current;
  return {
    get,
    set(value) {
      current = value;
      for (const listener of listeners) listener();
    },
    use: (rendered) => useSyncExternalStore(subscribe, get, () => rendered),
  };
}

const noSubscription = () => () => undefined;

/** True while React renders on the server or hydrates a prerendered page; false on every client render after. */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
