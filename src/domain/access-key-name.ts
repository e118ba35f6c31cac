import { defineMessages } from '../i18n/define-messages';
import { problemOf, type FieldProblem } from './validation';

/** Spec document 2 sections 5 and 9: an access key name has at most 55 characters. */
export const ACCESS_KEY_NAME_MAX_LENGTH = 55;

/** docs/product-decisions.md "Texts and values the specification does not give": the punctuation allowed besides letters, digits and white space. */
export const ACCESS_KEY_NAME_PUNCTUATION = [
  '.',
  ',',
  ':',
  ';',
  '_',
  '-',
  '+',
  '=',
  '@',
  '#',
  '&',
  '(',
  ')',
  '[',
  ']',
  '!',
  '?',
] as const;

/**
 * Letters of any script (with their combining marks, so decomposed accents and Indic vowel signs
 * count as part of a letter), decimal digits of any script, white space and the punctuation above.
 * The reference API applies the same expression (scripts/dev-api/handlers/access-keys.ts).
 */
const ALLOWED_NAME = /^[\p{L}\p{M}\p{Nd}\s.,:;_\-+=@#&()[\]!?]*$/u;

export const accessKeyNameMessages = defineMessages({
  required: { id: 'accessKeys.name.required', defaultMessage: 'Required field' },
  tooLong: { id: 'accessKeys.name.tooLong', defaultMessage: 'The name can have at most 55 characters.' },
  /** The spec's message key InvalidCharacters (document 2 section 8). */
  invalidCharacters: {
    id: 'InvalidCharacters',
    defaultMessage:
      'The name can only use letters, digits, spaces and these characters: . , : ; _ - + = @ # & ( ) [ ] ! ?',
  },
  /** The spec's message key AccessKeyNameInUse (document 2 section 8). */
  inUse: {
    id: 'AccessKeyNameInUse',
    defaultMessage: 'Another access key of this enterprise already has this name. Choose a different name.',
  },
});

/**
 * Two names are the same name when they are equal after trimming, ignoring case — the reference
 * API's rule for duplicates, so the form never lets through a name the server will refuse as a
 * duplicate, and never refuses one it would accept.
 */
export function sameAccessKeyName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Spec document 2 section 5 "Access key": what is wrong with a name, or undefined when it is valid.
 * A name that is only white space is no name (Save needs a name). `namesInUse` are the other keys'
 * names plus the names the server refused as duplicates; in edit mode the caller leaves the key's own
 * name out.
 */
export function accessKeyNameError(name: string, namesInUse: readonly string[]): FieldProblem | undefined {
  if (name.trim() === '') return problemOf(accessKeyNameMessages.required);
  if ([...name].length > ACCESS_KEY_NAME_MAX_LENGTH) return problemOf(accessKeyNameMessages.tooLong);
  if (!ALLOWED_NAME.test(name)) return problemOf(accessKeyNameMessages.invalidCharacters);
  if (namesInUse.some((used) => sameAccessKeyName(used, name))) return problemOf(accessKeyNameMessages.inUse);
  return undefined;
}
