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

/** Whether the portal's own action asked for the sign-out; the request is used up. */
export function takeSignOutRequest(): boolean {
  const asked = requested;
  requested = false;
  return asked;
}
