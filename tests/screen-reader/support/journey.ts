/**
 * A journey as a screen-reader user makes it: each step presses keys (or types), then waits, in a
 * bounded poll of Orca's speech, until what Orca said since the keys contains the expected words in
 * order; then until Orca is quiet, so the rest of that sentence run is this step's and not the next
 * one's. A failed step throws with what was heard.
 */
import type { DesktopSession } from './desktop';
import { pressKeys, typeText } from './keys';
import type { Portal } from './portal';
import type { Expected, SpeechLog } from './speech';

/** How long a step waits for its speech; a page load (an address typed, a sign-in) waits longer. */
export const STEP_MS = 8_000;
export const PAGE_LOAD_MS = 20_000;

export interface StepRecord {
  journey: string;
  step: string;
  heard: string;
  ok: boolean;
}

export class StepFailed extends Error {}

export interface Journey {
  session: DesktopSession;
  speech: SpeechLog;
  portal: Portal;
  /** Presses `keys` (xdotool names, one chord each) and waits for `expected`. */
  press(step: string, keys: string[], expected: readonly Expected[], timeoutMs?: number): Promise<string>;
  /** Types into the focused field; Orca's echo of it is not asserted. */
  type(text: string): Promise<void>;
  /** Types into the focused field and waits for `expected` (what the page says back: results, an error). */
  typeAndHear(step: string, text: string, expected: readonly Expected[]): Promise<string>;
  /** Opens a portal path from the address bar (a full page load) and waits for `expected`. */
  open(step: string, path: string, expected: readonly Expected[]): Promise<string>;
}

export function journeyContext(
  name: string,
  session: DesktopSession,
  speech: SpeechLog,
  portal: Portal,
  record: (step: StepRecord) => void,
): Journey {
  async function step(label: string, act: () => void, expected: readonly Expected[], timeoutMs: number) {
    await speech.quiet();
    const mark = speech.mark();
    act();
    const ok = await speech.waitFor(mark, expected, timeoutMs);
    if (ok) await speech.quiet();
    const heard = speech.since(mark);
    record({ journey: name, step: label, heard, ok });
    if (!ok) {
      const wanted = expected.map((piece) => (typeof piece === 'string' ? `'${piece}'` : String(piece))).join(', ');
      throw new StepFailed(
        `${name} › ${label}: expected ${wanted} within ${timeoutMs} ms; heard: ${heard || '(nothing)'}`,
      );
    }
    return heard;
  }
  return {
    session,
    speech,
    portal,
    press: (label, keys, expected, timeoutMs = STEP_MS) =>
      step(label, () => pressKeys(session, ...keys), expected, timeoutMs),
    typeAndHear: (label, text, expected) => step(label, () => typeText(session, text), expected, STEP_MS),
    async type(text) {
      typeText(session, text);
      await speech.quiet();
    },
    async open(label, path, expected) {
      // The address bar first: keys typed before it has focus would go to the page (Orca's quick keys).
      await step(`${label}: the address bar`, () => pressKeys(session, 'ctrl+l'), ['Search or enter address'], STEP_MS);
      return step(
        label,
        () => {
          typeText(session, `${portal.url}${path}`);
          pressKeys(session, 'Return');
        },
        ['Finished loading', ...expected],
        PAGE_LOAD_MS,
      );
    },
  };
}
