import { api } from '../../api/client';
import { startEarlyCall } from '../../api/early-call-store';
import { isApiError, requestErrorMessage, unreachable } from '../../api/errors';
import { safeRedirectTarget } from '../../domain/safe-redirect';
import type { Message } from '../../i18n/define-messages';
import { profileCall } from '../shell/call-keys';

export interface Credentials {
  email: string;
  password: string;
  captchaToken: string | null;
}

/**
 * POST authentication/token/; the answer is stored as the session. A module of its own, which the
 * login page loads when the person reaches its form and a submit waits for: with it comes the
 * client with the session rules (src/api/client.ts), which the page needs for nothing else
 * (sign-out, in ./session-calls.ts, belongs to log off).
 * The code that stores a session (src/session/start-session.ts) loads beside the call, not with the
 * page; if it cannot be loaded, the sign-in fails as a call that could not reach the server.
 * Resolves to where to go: the login's `redirect` when it is a path on this site
 * (src/domain/safe-redirect.ts), else null (the index page).
 */
export async function requestSession(
  { email, password, captchaToken }: Credentials,
  requestedRedirect: string | null,
): Promise<string | null> {
  const redirectUrl = safeRedirectTarget(requestedRedirect);
  const storing = import('../../session/start-session');
  storing.catch(() => undefined); // a failure to load is reported below, after the call's own
  const { data } = await api.POST('/authentication/token/', {
    body: { userName: email, password, captchaToken, redirectUrl },
  });
  const { startSession } = await storing.catch((error: unknown) => {
    throw unreachable(error);
  });
  startSession(data);
  return redirectUrl;
}

/**
 * The login page's sign-in: the session (requestSession), then the way into the signed-in area. The
 * area's first call, the profile, is in before the page goes, so the area opens on its page, not on
 * its loader (which Orca took as its focus, and then said the page's heading without its role); its
 * failure is the area's to show, as when the area makes it. Then focus leaves the form.
 */
export async function signIn(credentials: Credentials, requestedRedirect: string | null): Promise<string | null> {
  const redirectUrl = await requestSession(credentials, requestedRedirect);
  await startEarlyCall(profileCall())?.catch(() => undefined);
  await releaseFocus();
  return redirectUrl;
}

/**
 * How long the page stays once focus has left the form. Orca needed 12 ms and more to take up a new
 * focus (record 0081); the sign-in's call takes far longer.
 */
export const FOCUS_RELEASE_MS = 50;

/**
 * Focus leaves the login form before the page goes (the caller navigates once this resolves). Orca,
 * in Firefox, says nothing of the next page's heading taking focus when the element focus left went
 * from the page in the same moment (record 0081): the page's body, which stays, is that element
 * instead, and the heading is heard.
 */
function releaseFocus(): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  return new Promise((resolve) => setTimeout(resolve, FOCUS_RELEASE_MS));
}

/**
 * What the login page says of a failed sign-in (spec document 1 section 8): the request layer's text
 * of a time-out or a network failure; else 400 for a bad request (the page's own text), null for any other.
 */
export const failureOf = (error: unknown): Message | 400 | null =>
  requestErrorMessage(error) ?? (isApiError(error, 400) ? 400 : null);
