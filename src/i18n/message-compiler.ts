import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Messages reach @formatjs/intl precompiled (the parser-free formatjs build,
 * rsbuild.config.ts), so the app ships without the ICU parser.
 *
 * The catalogues are key-to-text maps (spec document 1 section 1), so the texts are compiled here,
 * on first use, by a reader of the part of ICU MessageFormat the portal's messages use: literal
 * text with ICU quoting, `{name}` arguments, and `plural`, `selectordinal` and `select` arguments
 * (with `offset:`, `=N` keys and `#`), nested. It gives exactly the ICU parser's result
 * (tests/unit/i18n/message-compiler.test.ts checks every message of every catalogue, and a list of
 * tricky ones, against @formatjs/icu-messageformat-parser). Anything else (number, date and time
 * formats, rich-text tags) is not compiled: the caller falls back to the built-in English, and
 * `npm run i18n:check` refuses a catalogue holding such a text.
 */

type Elements = MessageFormatElement[];

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser), as numbers: importing
// the enum would bring the parser's module into the bundle.
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const NAME = /[\p{L}\p{N}_]+/uy;
const SELECTOR = /=\d+|[A-Za-z_][\w-]*/y;
const OFFSET = /offset:\s*(\d+)/y;
const SPACE = /\s*/y;

/** Thrown inside the reader for anything outside the supported subset; compileMessage returns null. */
class Unsupported extends Error {}

type Parent = 'plural' | 'select' | null;

/** A tag name, as the ICU parser reads one after `<` and a letter. */
const TAG_NAME = /[A-Za-z][-.\w\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d]*/y;

/**
 * The compiled message, or null when the text is outside the supported subset or not a valid message.
 * One reader over `text` (`at` is its position), as closures: the login page's bundle keeps its
 * names short (the minifier renames locals, never properties).
 */
export function compileMessage(text: string): Elements | null {
  let at = 0;

  /** Reads `pattern` (a sticky regular expression) here, or returns null. */
  const read = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) at = pattern.lastIndex;
    return match;
  };
  const skipSpace = () => read(SPACE);
  const expect = (char: string) => {
    if (text[at] !== char) throw new Unsupported();
    at += 1;
  };

  /**
   * ICU quoting, as the ICU parser reads it: `''` is one apostrophe; an apostrophe before `{`, `}`,
   * `<`, `>` (or `#` in a plural) starts a quoted run, literal up to the next single apostrophe; any
   * other apostrophe is itself. Returns the literal text read, or null when the reader is not on one.
   */
  function readQuote(parent: Parent): string | null {
    if (text[at] !== "'") return null;
    const next = text[at + 1];
    if (next === "'") {
      at += 2;
      return "'";
    }
    if (next === undefined || !('{}<>'.includes(next) || (next === '#' && parent === 'plural'))) return null;
    at += 1;
    let quoted = '';
    while (text[at] !== undefined) {
      if (text[at] === "'") {
        if (text[at + 1] !== "'") {
          at += 1;
          break;
        }
        at += 1; // a doubled apostrophe inside the quote
      }
      quoted += text[at];
      at += 1;
    }
    return quoted;
  }

  /** A message up to the end of the text (nested: up to its closing brace, left unread). */
  function readMessage(parent: Parent, nested: boolean): Elements {
    const elements: Elements = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') elements.push({ type: LITERAL, value: literal } as MessageFormatElement);
      literal = '';
    };
    for (let char = text[at]; char !== undefined; char = text[at]) {
      if (char === '}' && nested) break;
      const quoted = readQuote(parent);
      if (quoted !== null) {
        literal += quoted;
      } else if (char === '{') {
        flush();
        elements.push(readArgument());
      } else if (char === '#' && parent === 'plural') {
        flush();
        elements.push({ type: POUND } as MessageFormatElement);
        at += 1;
      } else if (char === '<' && /[A-Za-z/]/.test(text[at + 1] ?? '')) {
        // A self-closing tag without attributes is literal text to the ICU parser; any other tag
        // (rich text) is outside the portal's subset: its messages are text only.
        at += 1;
        const name = read(TAG_NAME)?.[0];
        skipSpace();
        if (!name || !text.startsWith('/>', at)) throw new Unsupported();
        at += 2;
        flush();
        elements.push({ type: LITERAL, value: `<${name}/>` } as MessageFormatElement);
      } else {
        literal += char;
        at += 1;
      }
    }
    if (nested && text[at] !== '}') throw new Unsupported();
    flush();
    return elements;
  }

  /** `{name}`, or `{name, plural|selectordinal|select, …}`; the reader stands on the `{`. */
  function readArgument(): MessageFormatElement {
    expect('{');
    skipSpace();
    const name = read(NAME)?.[0];
    if (!name) throw new Unsupported();
    skipSpace();
    if (text[at] === '}') {
      at += 1;
      return { type: ARGUMENT, value: name } as MessageFormatElement;
    }
    expect(',');
    skipSpace();
    const kind = read(/selectordinal|select|plural/y)?.[0];
    if (!kind) throw new Unsupported(); // number, date and time formats
    skipSpace();
    expect(',');
    skipSpace();
    const offset = kind === 'select' ? 0 : Number(read(OFFSET)?.[1] ?? 0);
    const options: Record<string, { value: Elements }> = {};
    for (skipSpace(); text[at] !== '}'; skipSpace()) {
      const selector = read(SELECTOR)?.[0];
      if (!selector || selector in options) throw new Unsupported();
      skipSpace();
      expect('{');
      options[selector] = { value: readMessage(kind === 'select' ? 'select' : 'plural', true) };
      expect('}');
    }
    expect('}');
    if (!('other' in options)) throw new Unsupported(); // the ICU parser requires the `other` clause
    if (kind === 'select') return { type: SELECT, value: name, options } as MessageFormatElement;
    return {
      type: PLURAL,
      value: name,
      options,
      offset,
      pluralType: kind === 'plural' ? 'cardinal' : 'ordinal',
    } as MessageFormatElement;
  }

  try {
    return readMessage(null, false);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
