/**
 * Web vitals from the browser's own performance entries (pure): Cumulative Layout Shift by session
 * windows, interactions from Event Timing entries, and duplicate API calls. The entries are
 * collected in the page by `observers.ts`.
 */

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
  /** The first shifted element, described (for the report). */
  source?: string;
}

/**
 * CLS as Chrome defines it: shifts without recent input grouped in session windows (a window ends
 * after a 1 s gap or 5 s in all); the score is the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let worst = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}

/** The element of the largest counted shift, to say what moved. */
export function largestShift(shifts: readonly LayoutShift[]): LayoutShift | null {
  return shifts
    .filter((s) => !s.hadRecentInput)
    .reduce<LayoutShift | null>((max, s) => (!max || s.value > max.value ? s : max), null);
}

export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

export interface Interaction {
  interactionId: number;
  /** The event names of the interaction (e.g. pointerdown, pointerup, click). */
  events: string[];
  startTime: number;
  /** The longest event duration of the interaction: input delay + processing + presentation delay. */
  duration: number;
}

/** Event Timing entries grouped into interactions (entries without an interactionId are not interactions). */
export function interactions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const found = byId.get(entry.interactionId);
    if (found) {
      found.duration = Math.max(found.duration, entry.duration);
      found.startTime = Math.min(found.startTime, entry.startTime);
      if (!found.events.includes(entry.name)) found.events.push(entry.name);
    } else {
      byId.set(entry.interactionId, {
        interactionId: entry.interactionId,
        events: [entry.name],
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * Interaction to Next Paint of a set of interactions: the slowest one, leaving out one outlier per
 * 50 interactions as Chrome does. Event Timing reports only events of 16 ms or more (the smallest
 * threshold it allows), so no entry means "16 ms or less": the result is then 16, an upper bound.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

export function interactionToNextPaint(list: readonly Interaction[]): number {
  if (list.length === 0) return EVENT_TIMING_THRESHOLD_MS;
  const sorted = list.map((i) => i.duration).sort((a, b) => b - a);
  return Math.max(EVENT_TIMING_THRESHOLD_MS, sorted[Math.min(Math.floor(list.length / 50), sorted.length - 1)] ?? 0);
}

export interface ApiCall {
  method: string;
  url: string;
  body: string | null;
}

/** Calls repeated with the same method, URL and body while one screen loads (each repeat counts once). */
export function duplicateCalls(calls: readonly ApiCall[]): { count: number; repeated: string[] } {
  const seen = new Map<string, number>();
  for (const call of calls) {
    const key = `${call.method.toUpperCase()} ${call.url}${call.body ? ` ${call.body}` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = [...seen].filter(([, n]) => n > 1);
  return {
    count: repeated.reduce((sum, [, n]) => sum + n - 1, 0),
    repeated: repeated.map(([key, n]) => `${key} ×${n}`),
  };
}
