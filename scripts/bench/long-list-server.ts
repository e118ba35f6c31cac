/**
 * The benchmark's long list: the portal as scripts/start.ts serves it, with Acme's projects list
 * widened to LONG_LIST_ROWS rows, each a copy of a demo row under new ids (the demo data itself, and
 * the tests that rely on it, are left as they are). Run by the benchmark (./bench-server.ts) in its
 * own process, on its own port, for the list at 1,000 rows (./long-list.ts).
 */
import { pathToFileURL } from 'node:url';
import { ENTERPRISE_IDS } from '../dev-api/demo-ids';
import { isVisible } from '../dev-api/store';
import type { ItemRecord } from '../dev-api/types';
import { startPortalServer } from '../start';

/** How many rows the long list has: 80 pages of 25. */
export const LONG_LIST_ROWS = 2000;

/** A copy's id: the demo id with its second block numbering the copy (`30000000-0001-4000-…`). */
export const copyId = (id: string | null, copy: number): string | null =>
  id === null ? null : id.replace(/^([0-9a-f]{8})-[0-9a-f]{4}-/i, `$1-${copy.toString(16).padStart(4, '0')}-`);

/**
 * `items` with the listed items of `enterpriseId` copied in turn (each copy under new ids) until the
 * enterprise lists `rows` of them; its other items and the other enterprises' stay as they are.
 */
export function widenItems(items: readonly ItemRecord[], enterpriseId: string, rows: number): ItemRecord[] {
  const listed = items.filter((item) => item.enterpriseId === enterpriseId && isVisible(item));
  if (listed.length === 0) throw new Error(`Enterprise ${enterpriseId} lists no item to copy.`);
  const copies: ItemRecord[] = [];
  for (let n = listed.length; n < rows; n++) {
    const item = listed[n % listed.length] as ItemRecord;
    const copy = Math.floor(n / listed.length);
    copies.push({
      ...structuredClone(item),
      projectId: copyId(item.projectId, copy),
      projectRequestId: copyId(item.projectRequestId, copy),
    });
  }
  return [...items, ...copies];
}

async function main(): Promise<void> {
  const portal = await startPortalServer();
  const { data } = portal.api.store;
  data.items.splice(0, data.items.length, ...widenItems(data.items, ENTERPRISE_IDS.acme, LONG_LIST_ROWS));
  console.log(`Long list (${LONG_LIST_ROWS} rows for Acme) on ${portal.url}/`);
  const stop = () => void portal.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`long-list-server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
