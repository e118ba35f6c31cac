/**
 * Every process the screen-reader stage starts carries one environment variable, STAGE_TAG, whose
 * value names the run (its work folder) and, after a colon, the part it belongs to (`desktop`,
 * `orca`, `firefox-3`). Children inherit it (Firefox's content processes, the AT-SPI registry the
 * bus launcher starts), so the stage finds each of its processes by reading /proc/<pid>/environ and
 * ends exactly those, by their ids: never by a name, never another user's Orca or Firefox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';

export const TAG_VARIABLE = 'STAGE_TAG';

/** A bounded poll: `check` every `everyMs` until it is true, false after `timeoutMs`. */
export async function pollUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The ids of the running processes whose tag starts with `prefix` (`<run>:` for all of a run's). */
export function taggedProcessIds(prefix: string): number[] {
  const ids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let environ: string;
    try {
      environ = readFileSync(`/proc/${name}/environ`, 'latin1');
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    const tag = environ.split('\0').find((entry) => entry.startsWith(`${TAG_VARIABLE}=`));
    if (tag?.slice(TAG_VARIABLE.length + 1).startsWith(prefix)) ids.push(Number(name));
  }
  return ids;
}

function signal(ids: number[], name: NodeJS.Signals): void {
  for (const id of ids) {
    try {
      process.kill(id, name);
    } catch {
      // already gone
    }
  }
}

/**
 * Ends every process whose tag starts with `prefix`: SIGTERM, then SIGKILL for any left after
 * `graceMs`; resolves once none is left (a zombie, ended but not yet reaped by its parent, counts as
 * gone). Throws when one survives SIGKILL.
 */
export async function stopTagged(prefix: string, graceMs = 3_000): Promise<void> {
  const alive = () => taggedProcessIds(prefix).filter((id) => !isZombie(id));
  signal(alive(), 'SIGTERM');
  if (await pollUntil(() => alive().length === 0, graceMs)) return;
  signal(alive(), 'SIGKILL');
  if (await pollUntil(() => alive().length === 0, 2_000)) return;
  throw new Error(`processes left after SIGKILL: ${alive().join(', ')}`);
}

function isZombie(id: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${id}/stat`, 'latin1'));
  } catch {
    return true;
  }
}

/** Starts a tagged program in the background, its output to `logFile`. */
export function startTagged(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  tag: string,
  logFile: string,
  extraStdio: 'pipe' | 'ignore' = 'ignore',
): ChildProcess {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, {
    env: { ...env, [TAG_VARIABLE]: tag },
    stdio: ['ignore', log, log, extraStdio],
  });
  child.on('error', () => {}); // reported by the wait that follows its start
  return child;
}
