/**
 * The one rule for `apiBaseUrl` (config.json, or API_BASE_URL for the servers): the browser's runtime
 * configuration (src/config/runtime-config.ts) and the servers' Content-Security-Policy
 * (scripts/security-headers.ts, checked at start by scripts/serve.ts and scripts/gen-nginx.ts) read
 * it with this function, so what the portal calls and what the policy allows cannot differ.
 *
 * Accepted: a path on this site that starts with exactly one `/` (`//host/` and `/\host/` are other
 * hosts to a browser), or an absolute `https://` URL (`http://` only to localhost, 127.0.0.0/8 or
 * [::1]: passwords go through it), written in its normal form: as the URL parser writes it back, from
 * URL characters only (no space, quote, backslash, `;` or `,`, which would also end or split a
 * directive of the policy), with no user name, query or fragment.
 */

export const API_BASE_URL_RULE =
  "a path that starts with a single '/' (such as /api/), or an absolute https:// URL in its normal form " +
  '(http:// only to localhost, 127.0.0.0/8 or [::1]), with no spaces, quotes, backslashes, semicolons, ' +
  'commas, user name, query or fragment';

export interface ApiBaseUrl {
  /** The value as given. */
  url: string;
  /** The API's origin for the policy's connect-src when the URL is absolute; null for a path on this site. */
  origin: string | null;
}

/** RFC 3986's characters of a URL without `'`, `,`, `;`, `?` and `#`. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~!$&()*+=:/@%[\]]+$/;
const RELATIVE_BASE = 'https://portal.invalid';

const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** The API base URL `value` names, or null when it breaks the rule above. */
export function parseApiBaseUrl(value: unknown): ApiBaseUrl | null {
  if (typeof value !== 'string' || !URL_CHARACTERS.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(value, RELATIVE_BASE);
    } catch {
      return null;
    }
    // Normal form: no `.` or `..` segments the browser would resolve away.
    return url.origin === RELATIVE_BASE && url.pathname === value ? { url: value, origin: null } : null;
  }
  const scheme = value.startsWith('https://') ? 'https:' : value.startsWith('http://') ? 'http:' : null;
  if (!scheme) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== scheme || (scheme === 'http:' && !isLoopback(url.hostname))) return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  // Normal form: the parser writes it back unchanged (lowercase host, no default port, no dot
  // segments), but for the `/` it adds to a bare origin.
  const normal = url.href === value || (url.pathname === '/' && url.href === `${value}/`);
  return normal ? { url: value, origin: url.origin } : null;
}
