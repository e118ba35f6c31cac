/**
 * docs/product-decisions.md "Texts and values the specification does not give": a login `redirect` target is followed only when it is a path on this
 * site (starts with one `/`, no scheme, no host, no backslash); anything else goes to the index.
 * Browsers drop tabs and newlines inside URLs (`/\t/evil.example` becomes `//evil.example`), so any
 * control character or white space disqualifies a target too.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  if (target.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u0020\u007f]/.test(target)) return null;
  try {
    const resolved = new URL(target, 'http://portal.invalid');
    if (resolved.origin !== 'http://portal.invalid') return null;
  } catch {
    return null;
  }
  return target;
}
