/**
 * What Orca said, read from the file its settings hook writes (support/orca.ts), a sentence a line.
 * A journey takes a mark (the number of sentences so far), makes its move, then waits, in a bounded
 * poll of the file, until the sentences after the mark contain what it expects; the wording around
 * them varies (the window's title, 'Loading…'), so a step asserts containment, never equality.
 */
import { readFileSync } from 'node:fs';
import { pollUntil } from './processes';

/** A piece of speech a step expects: a text it contains (any case, runs of spaces as one), or a pattern. */
export type Expected = string | RegExp;

const normalize = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** Whether `heard` contains every expected piece, in the order given. */
export function containsInOrder(heard: string, expected: readonly Expected[]): boolean {
  let rest = normalize(heard);
  for (const piece of expected) {
    if (typeof piece === 'string') {
      const at = rest.indexOf(normalize(piece));
      if (at < 0) return false;
      rest = rest.slice(at + normalize(piece).length);
    } else {
      const match = new RegExp(piece.source, piece.flags.includes('i') ? piece.flags : `${piece.flags}i`).exec(rest);
      if (!match) return false;
      rest = rest.slice(match.index + match[0].length);
    }
  }
  return true;
}

export class SpeechLog {
  constructor(readonly file: string) {}

  /** Every sentence so far. */
  sentences(): string[] {
    return readFileSync(this.file, 'utf8').split('\n').filter(Boolean);
  }

  all(): string {
    return this.sentences().join(' | ');
  }

  /** A mark: what is said after it is what the next step hears. */
  mark(): number {
    return this.sentences().length;
  }

  /** The sentences said since `mark`, joined with ' | '. */
  since(mark: number): string {
    return this.sentences().slice(mark).join(' | ');
  }

  /** Waits until what was said since `mark` contains `expected` (in order); false after `timeoutMs`. */
  async waitFor(mark: number, expected: readonly Expected[], timeoutMs: number): Promise<boolean> {
    return pollUntil(() => containsInOrder(this.since(mark), expected), timeoutMs);
  }

  /**
   * Waits until Orca has said nothing for `quietMs` (at most `timeoutMs`): the rest of a sentence
   * run that matched early (the mode it switches to, a description) is then heard by the step that
   * caused it, not by the next one.
   */
  async quiet(quietMs = 400, timeoutMs = 5_000): Promise<void> {
    let count = this.mark();
    let since = Date.now();
    await pollUntil(
      () => {
        const now = this.mark();
        if (now !== count) {
          count = now;
          since = Date.now();
        }
        return Date.now() - since >= quietMs;
      },
      timeoutMs,
      50,
    );
  }
}
