/**
 * The e-mail rule shared by every form (spec document 1 section 5, document 2 section 5 "Email
 * format"; re-exported by ./validation.ts). A module of its own so that the login page, whose
 * bundle has a budget, takes the rule without the form validators and messages of validation.ts.
 */

/** An e-mail address is at most 254 characters (RFC 5321; the sandbox company e-mail maximum). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A standard address: the same pattern the API validates `format: email` with (ajv-formats "full"),
 * so the form never sends an address the server then refuses as malformed.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Whether the text is a standard e-mail address (surrounding white space is not part of it). */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
