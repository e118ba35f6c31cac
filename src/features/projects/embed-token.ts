/**
 * When to fetch a new embed token: shortly before the one in memory expires. The token lives only in
 * the query cache (memory); it is never stored.
 */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** Power BI embed tokens last an hour by default; without an expiry the portal assumes that. */
export const ASSUMED_TOKEN_LIFETIME_MS = 60 * 60_000;
/** Never refetch in a tighter loop than this, even for a token that is about to expire. */
export const MIN_REFRESH_DELAY_MS = 30_000;

/** Milliseconds from `now` until the token fetched at `fetchedAt` should be replaced. */
export function tokenRefreshDelay(expiresAt: string | undefined, fetchedAt: number, now: number): number {
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const end = Number.isFinite(expiry) ? expiry : fetchedAt + ASSUMED_TOKEN_LIFETIME_MS;
  return Math.max(MIN_REFRESH_DELAY_MS, end - TOKEN_REFRESH_MARGIN_MS - now);
}
