import { useMemo } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { sameAccessKeyName } from '../../domain/access-key-name';
import type { AccessKey } from './api';

/**
 * Spec document 2 sections 3 and 4: "Names already in use are tracked"; a create or edit refused as
 * DuplicatedAccessKeyName adds the attempted name; a delete frees the key's name. The names of the
 * listed keys are in use anyway; this store holds the names the server refused that the list did not
 * show (another user's key created meanwhile), per enterprise, for the life of the page.
 */
const refused = proxy<Record<string, string[]>>({});

export function addNameInUse(enterpriseId: string, name: string): void {
  const names = refused[enterpriseId] ?? [];
  if (!names.some((n) => sameAccessKeyName(n, name))) refused[enterpriseId] = [...names, name];
}

export function freeName(enterpriseId: string, name: string): void {
  const names = refused[enterpriseId];
  if (names) refused[enterpriseId] = names.filter((n) => !sameAccessKeyName(n, name));
}

/** For tests: forget every refused name. */
export function clearNamesInUse(): void {
  for (const id of Object.keys(refused)) delete refused[id];
}

/**
 * The names a key may not take: every listed key's name and every refused name. `ownKey`, when
 * editing, may keep its own name (spec: "except its own name while editing").
 */
export function useNamesInUse(
  enterpriseId: string,
  keys: readonly AccessKey[] | undefined,
  ownKey?: AccessKey,
): readonly string[] {
  const snapshot = useSnapshot(refused);
  const refusedHere = snapshot[enterpriseId];
  return useMemo(() => {
    const listed = (keys ?? [])
      .filter((key) => key.accessKeyID !== ownKey?.accessKeyID)
      .map((key) => key.accessKeyName);
    const all = [...listed, ...(refusedHere ?? [])];
    return ownKey ? all.filter((name) => !sameAccessKeyName(name, ownKey.accessKeyName)) : all;
  }, [keys, ownKey, refusedHere]);
}
