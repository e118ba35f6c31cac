/**
 * The one rule for `apiBaseUrl` (config.json, or API_BASE_URL for the servers): the browser's runtime
 * configuration (src/config/runtime-config.ts) and the servers' Content-Security-Policy
 * (scripts/security-headers.ts, checked at start by scripts/serve.ts and scripts/gen-nginx.ts) read
 * it with this function, so what the portal calls and what the policy allows cannot differ.
 *
 * Accepted: a path on this site that starts with exactly one `/` (`//host/` and `/\host/` are other
 * hosts to a browser), or an absolute `https://` URL (`http://` only to localhost, 127.0.0.0/8 or
 * [::1]: passwords go through it), written in its normal form: as the URL parser writes it back, from
 * URL characters only (no space, quote, backslash, `;`, `,` or `@`, which would also end or split a
 * directive of the policy), with no user name, query or fragment.
 */

export const API_BASE_URL_RULE =
  "a path that starts with a single '/' (such as /api/), or an absolute https:// URL in its normal form " +
  '(http:// only to localhost, 127.0.0.0/8 or [::1]), with no spaces, quotes, backslashes, semicolons, ' +
  "commas, '@', query or fragment";

export interface ApiBaseUrl {
  /** The value as given. */
  url: string;
  /** The API's origin for the policy's connect-src when the URL is absolute; null for a path on this site. */
  origin: string | null;
}

/**
 * RFC 3986's characters of a URL without `'`, `,`, `;`, `?`, `#` and `@`: so no query, fragment or user
 * name can be written, and nothing can end or split a directive of the policy.
 */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~!$&()*+=:/%[\]]+$/;
const LOOPBACK = /^(localhost|\[::1]|127(\.\d{1,3}){3})$/;
const RELATIVE_BASE = 'https://portal.invalid';

/** The API base URL `value` names, or null when it breaks the rule above. */
export function parseApiBaseUrl(value: unknown): ApiBaseUrl | null {
  if (typeof value !== 'string' || !URL_CHARACTERS.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, RELATIVE_BASE);
  } catch {
    return null;
  }
  // Normal form: the parser writes it back unchanged (no `.` or `..` segments, a lowercase host, no
  // default port), but for the `/` it adds to a bare origin.
  if (value.startsWith('/')) return url.pathname === value ? { url: value, origin: null } : null;
  const allowed = value.startsWith('https://') || (value.startsWith('http://') && LOOPBACK.test(url.hostname));
  return allowed && (url.href === value || url.href === `${value}/`) ? { url: value, origin: url.origin } : null;
}
