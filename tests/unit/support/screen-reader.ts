/**
 * What a screen reader says, in the component tests: @guidepup/virtual-screen-reader, a screen-reader
 * simulator built on the ARIA, ACCNAME and HTML-AAM specifications, over the happy-dom document the
 * page renders into (decision 0062). It speaks what takes focus (role, name, value, description,
 * states) and what the live regions say ('polite: …', 'assertive: …'), and walks the page as a
 * reader's cursor does (`next`). Its log is read and cleared with `heard()`.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';

export { virtual };

/**
 * The simulator reads the live-region attributes of every mutation's target, also of one React has
 * already removed (a loader replaced by what it waited for): dom-accessibility-api then looks its
 * idrefs up on the node's root, which for a removed subtree is an element, and elements have no
 * `getElementById` (a document or a fragment has). This gives detached subtrees that lookup, within
 * themselves, as a fragment would: the removed node is not in the accessibility tree, and nothing is
 * said for it. The app never calls it.
 */
function letDetachedSubtreesLookUpIds(): void {
  const proto = Element.prototype as Element & { getElementById?: (id: string) => Element | null };
  if (proto.getElementById) return;
  proto.getElementById = function getElementById(this: Element, id: string) {
    return this.querySelector(`[id="${CSS.escape(id)}"]`);
  };
}

/** Starts the simulator over the whole document (or `container`), with an empty log. */
export async function startScreenReader(container: HTMLElement = document.body): Promise<void> {
  letDetachedSubtreesLookUpIds();
  await virtual.start({ container });
  await virtual.clearSpokenPhraseLog();
}

/** Stops it (an afterEach): its observers go with it. */
export const stopScreenReader = (): Promise<void> => virtual.stop();

/** What it said since the last call, in order; the log starts empty again. */
export async function heard(): Promise<string[]> {
  const log = await virtual.spokenPhraseLog();
  await virtual.clearSpokenPhraseLog();
  return log;
}

/** Moves focus to `element`, as Tab or a script does, and returns what was said. */
export async function focusAndHear(element: HTMLElement): Promise<string[]> {
  act(() => element.focus());
  await settle();
  return heard();
}

/**
 * Lets pending work finish before the log is read (the simulator hears live regions through a
 * MutationObserver, and React commits in tasks of its own): a few tasks, so a second announcement
 * of the same change, if any, is in the log too.
 */
export async function settle(ms = 30): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Moves the reader's cursor forward until it says a phrase that starts with `start` (at most `limit` steps). */
export async function readUntil(start: string, limit = 200): Promise<string> {
  for (let step = 0; step < limit; step++) {
    await virtual.next();
    const phrase = await virtual.lastSpokenPhrase();
    if (phrase.startsWith(start)) return phrase;
  }
  throw new Error(`The reader never said a phrase starting with '${start}' in ${limit} steps.`);
}
