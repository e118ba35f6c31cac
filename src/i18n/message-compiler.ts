import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Messages reach @formatjs/intl precompiled (ENGINEERING.md lever: the parser-free formatjs build,
 * rsbuild.config.ts), so the app ships without the ICU parser (−8 KB gzip on every page).
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

class Reader {
  position = 0;
  constructor(readonly text: string) {}

  get char(): string | undefined {
    return this.text[this.position];
  }

  /** Reads `pattern` (a sticky regular expression) here, or returns null. */
  read(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.position;
    const match = pattern.exec(this.text);
    if (match) this.position = pattern.lastIndex;
    return match;
  }

  skipSpace(): void {
    this.read(SPACE);
  }

  expect(char: string): void {
    if (this.char !== char) throw new Unsupported();
    this.position += 1;
  }
}

type Parent = 'plural' | 'select' | null;

/**
 * ICU quoting, as the ICU parser reads it: `''` is one apostrophe; an apostrophe before `{`, `}`,
 * `<`, `>` (or `#` in a plural) starts a quoted run, literal up to the next single apostrophe; any
 * other apostrophe is itself. Returns the literal text read, or null when the reader is not on one.
 */
function readQuote(reader: Reader, parent: Parent): string | null {
  if (reader.char !== "'") return null;
  const next = reader.text[reader.position + 1];
  if (next === "'") {
    reader.position += 2;
    return "'";
  }
  if (next === undefined || !('{}<>'.includes(next) || (next === '#' && parent === 'plural'))) return null;
  reader.position += 1;
  let quoted = '';
  while (reader.char !== undefined) {
    if (reader.char === "'") {
      if (reader.text[reader.position + 1] !== "'") {
        reader.position += 1;
        break;
      }
      reader.position += 1; // a doubled apostrophe inside the quote
    }
    quoted += reader.char;
    reader.position += 1;
  }
  return quoted;
}

/** A tag name, as the ICU parser reads one after `<` and a letter. */
const TAG_NAME = /[A-Za-z][-.\w\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d]*/y;

/** A message up to the end of the text (nested: up to its closing brace, left unread). */
function readMessage(reader: Reader, parent: Parent, nested: boolean): Elements {
  const elements: Elements = [];
  let literal = '';
  const flush = () => {
    if (literal !== '') elements.push({ type: LITERAL, value: literal } as MessageFormatElement);
    literal = '';
  };
  for (let char = reader.char; char !== undefined; char = reader.char) {
    if (char === '}' && nested) break;
    const quoted = readQuote(reader, parent);
    if (quoted !== null) {
      literal += quoted;
    } else if (char === '{') {
      flush();
      elements.push(readArgument(reader));
    } else if (char === '#' && parent === 'plural') {
      flush();
      elements.push({ type: POUND } as MessageFormatElement);
      reader.position += 1;
    } else if (char === '<' && /[A-Za-z/]/.test(reader.text[reader.position + 1] ?? '')) {
      // A self-closing tag without attributes is literal text to the ICU parser; any other tag
      // (rich text) is outside the portal's subset: its messages are text only.
      reader.position += 1;
      const name = reader.read(TAG_NAME)?.[0];
      reader.skipSpace();
      if (!name || !reader.text.startsWith('/>', reader.position)) throw new Unsupported();
      reader.position += 2;
      flush();
      elements.push({ type: LITERAL, value: `<${name}/>` } as MessageFormatElement);
    } else {
      literal += char;
      reader.position += 1;
    }
  }
  if (nested && reader.char !== '}') throw new Unsupported();
  flush();
  return elements;
}

/** `{name}`, or `{name, plural|selectordinal|select, …}`; the reader stands on the `{`. */
function readArgument(reader: Reader): MessageFormatElement {
  reader.expect('{');
  reader.skipSpace();
  const name = reader.read(NAME)?.[0];
  if (!name) throw new Unsupported();
  reader.skipSpace();
  if (reader.char === '}') {
    reader.position += 1;
    return { type: ARGUMENT, value: name } as MessageFormatElement;
  }
  reader.expect(',');
  reader.skipSpace();
  const kind = reader.read(/selectordinal|select|plural/y)?.[0];
  if (!kind) throw new Unsupported(); // number, date and time formats
  reader.skipSpace();
  reader.expect(',');
  reader.skipSpace();
  const offset = kind === 'select' ? 0 : Number(reader.read(OFFSET)?.[1] ?? 0);
  const options: Record<string, { value: Elements }> = {};
  for (reader.skipSpace(); reader.char !== '}'; reader.skipSpace()) {
    const selector = reader.read(SELECTOR)?.[0];
    if (!selector || selector in options) throw new Unsupported();
    reader.skipSpace();
    reader.expect('{');
    options[selector] = { value: readMessage(reader, kind === 'select' ? 'select' : 'plural', true) };
    reader.expect('}');
  }
  reader.expect('}');
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

/** The compiled message, or null when the text is outside the supported subset or not a valid message. */
export function compileMessage(text: string): Elements | null {
  try {
    return readMessage(new Reader(text), null, false);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
