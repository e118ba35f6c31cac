/**
 * What of an error may leave the browser (docs/product-decisions.md "Error reports and field
 * measurements"): its type, its message and its stack's frames, with everything that could be the
 * user's taken out. Messages carry data (an e-mail, a token, a project name in quotes, an id, a
 * search in a URL's query): quoted text, e-mail addresses, tokens, long numbers and every URL's query,
 * fragment and id segments are replaced; a stack keeps only its frames (its first line repeats the
 * message), each scrubbed the same way.
 */

const REDACTED = '<redacted>';
/** Quoted text of any kind: a name, a search, a value. */
const QUOTED = /(["'`\u2018\u201c\u00ab])[^\n]*?(["'`\u2019\u201d\u00bb])/g;
const EMAIL = /[^\s@'"`<>()[\],;:]+@[^\s@'"`<>()[\],;:]+/g;
/** A JSON Web Token, and what follows a word that names a secret. */
const JWT = /\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g;
const SECRET = /\b(bearer|token|password|secret|apikey|api[-_ ]key|authorization)(\s*[:=]?\s*)[^\s,;)]+/gi;
/** Long runs of letters and digits with a digit in them (keys, ids), and numbers of four digits or more (not a frame's line and column). */
const LONG_ID = /\b(?=[\w-]*\d)[\w-]{16,}\b|(?<![:.\d])\d{4,}\b/g;
const URL_IN_TEXT = /\b[a-z][\w+.-]*:\/\/[^\s'"`)<>]+/gi;
/** A path segment that is an id: digits, a UUID, or a long run with a digit in it. */
const ID_SEGMENT = /^(\d+|[\da-f]{8}-[\da-f-]{27,}|(?=.*\d)[\w-]{16,})$/i;

const MAX_MESSAGE = 300;
const MAX_FRAMES = 12;

/** A URL without its query and fragment, its id segments written `:id` (a stack frame's `:line:column` kept). */
export function scrubUrl(url: string): string {
  const position = /(:\d+){1,2}$/.exec(url)?.[0] ?? '';
  const [beforeQuery = ''] = url.slice(0, url.length - position.length).split(/[?#]/, 1);
  const match = /^([a-z][\w+.-]*:\/\/[^/]*)(.*)$/i.exec(beforeQuery);
  const [origin, path] = match ? [match[1] ?? '', match[2] ?? ''] : ['', beforeQuery];
  const segments = path.split('/').map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return origin + segments.join('/') + position;
}

/** Text with the URLs scrubbed, then quoted text, e-mails, tokens and ids replaced. */
export function scrubText(text: string): string {
  return text
    .replace(URL_IN_TEXT, (url) => scrubUrl(url))
    .replace(QUOTED, '$1…$2')
    .replace(EMAIL, REDACTED)
    .replace(JWT, REDACTED)
    .replace(SECRET, `$1$2${REDACTED}`)
    .replace(LONG_ID, REDACTED);
}

export function scrubMessage(message: string): string {
  const text = scrubText(message.split('\n', 1)[0] ?? '');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

/** A frame line: V8's `    at f (url:1:2)` or Firefox's and Safari's `f@url:1:2`. */
const FRAME = /^\s*at\s|@\S*:\d+:\d+\s*$|^\S*:\d+:\d+$/;

/** The stack's frames only (not the message it starts with), scrubbed; at most 12. */
export function scrubStack(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => FRAME.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => scrubText(line.trim()))
    .join('\n');
}
