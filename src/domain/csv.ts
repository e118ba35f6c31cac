/**
 * The CSV rules of the portal's exports (docs/decisions/0047-csv-export.md), in one place:
 *
 * - RFC 4180: fields separated by commas, records by CRLF; a field holding a comma, a double quote,
 *   CR or LF is enclosed in double quotes and its double quotes are doubled.
 * - CSV (formula) injection, OWASP's advice: a field starting with `=`, `+`, `-`, `@`, a tab or CR
 *   gets a leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula.
 * - Where `;` separates cells (Excel in Portuguese, the portal's second language, and other locales
 *   whose decimal mark is a comma), a field holding `;` would split there: it is quoted, and a formula
 *   start after a `;` gets the apostrophe too, since such a reader may split a quoted field that does
 *   not start its record's cell.
 * - A UTF-8 byte order mark first, so spreadsheets read the accents of the user's language as UTF-8.
 */

/** The byte order mark that starts the file. */
export const CSV_BOM = '\uFEFF';
/** The record separator (RFC 4180). */
export const CSV_LINE_BREAK = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start after a `;` (spaces between), where a `;` reader begins a cell. */
const FORMULA_AFTER_SEMICOLON = /;( *)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field: guarded against formula injection, then quoted when RFC 4180 (or a `;` reader) asks for it. */
export function csvField(value: string): string {
  const guarded = value.replace(FORMULA_AFTER_SEMICOLON, ";$1'");
  const text = FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, without its line break. */
export const csvRecord = (fields: readonly string[]): string => fields.map(csvField).join(',');

/** The whole file: the byte order mark, the header record, then each row, every record ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map((fields) => csvRecord(fields) + CSV_LINE_BREAK).join('');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `{name}-YYYY-MM-DD.csv`, dated with the user's own calendar day (the day they downloaded it). */
export const csvFileName = (name: string, now: Date): string =>
  `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
