import type { FieldProblem } from '../../domain/validation';

/**
 * When a field shows its error: the one rule of every form, its cases explicit.
 *
 * - 'left': once the field was left (touched). The account forms, change password and the access-key
 *   name; the request forms' project name ("empty on blur marks it invalid"); and the login's
 *   'Enter a valid email address.' once the e-mail field is left. The login page (no final-form, at
 *   its size ceiling) writes that one case inline (`emailLeft && malformed`): importing this
 *   function there costs 107 bytes gzip, past the ceiling (measured).
 * - 'changedAndLeft': once the user changed the field and left it: the request forms (spec document
 *   2 section 5 "Errors show only for fields that were changed and then left").
 *
 * In both cases a submit attempt (submitFailed) shows every field's error: the submit-time errors.
 * An error the submission returned for the field (submitError, e.g. the server refused the e-mail
 * or the key name) shows until the field changes in any way, even back to the value that was sent
 * (modifiedSinceLastSubmit, not dirtySinceLastSubmit). A problem the server found while the user
 * types (`external`: the invitation's e-mail check says the address is taken) is no typing mistake:
 * it shows at once, left or not, for as long as the page passes it.
 */
export type ShowErrorWhen = 'left' | 'changedAndLeft';

/** The part of final-form's field state the rule reads (the login page passes its own). */
export interface FieldErrorState {
  /** The validator's problem. */
  error?: unknown;
  /** The problem the last submission returned for the field. */
  submitError?: unknown;
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
  modifiedSinceLastSubmit?: boolean;
  /** A problem found outside the form's rules, for the value in the field now. */
  external?: FieldProblem;
}

/** The problem the field shows now, or undefined. */
export function shownProblem(meta: FieldErrorState, when: ShowErrorWhen): FieldProblem | undefined {
  const invalid = meta.error as FieldProblem | undefined;
  if (invalid && (meta.submitFailed || (meta.touched && (when === 'left' || meta.modified)))) return invalid;
  const submitted = meta.modifiedSinceLastSubmit ? undefined : (meta.submitError as FieldProblem | undefined);
  return submitted ?? meta.external;
}
