/**
 * docs/product-decisions.md "Serving and sign-out": a link the API returns (a deliverable's download `url`, a
 * preview's address) is followed only when it is `https:` or on this site's own origin; anything else
 * (`javascript:`, `data:`, `http:` elsewhere, an unparsable address) counts as a failed download.
 * Returns the absolute address to follow, or null.
 */
export function followableLink(link: string, siteOrigin: string): string | null {
  try {
    const url = new URL(link, siteOrigin);
    const onThisSite = url.protocol === 'http:' && url.origin === siteOrigin;
    return url.protocol === 'https:' || onThisSite ? url.href : null;
  } catch {
    return null;
  }
}
