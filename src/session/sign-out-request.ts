/**
 * The portal's own 'Log out' (the user menu, the header without a profile) asks for the sign-out
 * here, in memory, then opens `/account/logoff`, which then signs out at once. Any other way to that
 * page (a link or a form from another site, a typed address, a reload: each a page load, which starts
 * with nothing asked) shows the question 'Sign out of the portal?' first
 * (src/features/account/logoff-page.tsx). Not a query parameter or history state: a link sets those.
 */
let requested = false;

/** The portal's own sign-out action: call it just before opening `/account/logoff`. */
export function requestSignOut(): void {
  requested = true;
}

/**
 * Whether the portal's own action asked for the sign-out. Reading does not use the request up: React
 * may render the page, throw that render away and render it again, and both renders must agree.
 */
export function signOutRequested(): boolean {
  return requested;
}

/** Uses the request up, once the page that read it is shown: the next visit asks again. */
export function forgetSignOutRequest(): void {
  requested = false;
}
