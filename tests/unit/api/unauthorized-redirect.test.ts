import { beforeEach, describe, expect, it } from '@rstest/core';
import { createApiClient } from '../../../src/api/client';
import { redirectToLoginOnUnauthorized, type PageLocation } from '../../../src/app/unauthorized-redirect';
import { endSession } from '../../../src/session/session-store';
import { startSession } from '../../../src/session/start-session';
import { installMemoryStorage } from '../support/memory-storage';
import { ACME } from '../support/demo-data';

/** The 401 redirect as src/main.tsx wires it, with the page's location and the navigation recorded. */
function redirectAt(base: string, location: PageLocation) {
  const navigations: Array<{ href: string; replace: boolean }> = [];
  const onUnauthorized = redirectToLoginOnUnauthorized(
    base,
    (href, { replace }) => navigations.push({ href, replace }),
    () => location,
  );
  return { navigations, onUnauthorized };
}

const answer401 = async () =>
  new Response(JSON.stringify({ message: 'expired' }), {
    status: 401,
    statusText: 'Unauthorized',
    headers: { 'Content-Type': 'application/json' },
  });

describe('a 401 on an authenticated call sends the user to login', () => {
  beforeEach(() => {
    installMemoryStorage();
    endSession();
    startSession({ token: 'at-1', refreshToken: 'rt-1', expiresIn: 3600 });
  });

  it('with the encoded path and query of the page as the redirect target', async () => {
    const { navigations, onUnauthorized } = redirectAt('', { pathname: `/enterprise/${ACME}/`, search: '?a=1&b=2' });
    const api = createApiClient({ baseUrl: 'http://portal.test/api/', fetch: answer401, onUnauthorized });
    const error = await api.GET('/users/self/profile/').catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 401 });
    expect(navigations).toEqual([
      { href: `/account/login?redirect=%2Fenterprise%2F${ACME}%2F%3Fa%3D1%26b%3D2`, replace: true },
    ]);
    const target = new URL(navigations[0]?.href ?? '', 'http://portal.test').searchParams.get('redirect');
    expect(target).toBe(`/enterprise/${ACME}/?a=1&b=2`);
  });

  it('under the locale segment, keeping it in both the login path and the redirect target', () => {
    const { navigations, onUnauthorized } = redirectAt('/pt-pt', { pathname: '/pt-pt/enterprise/', search: '' });
    onUnauthorized();
    expect(navigations.map((n) => n.href)).toEqual(['/pt-pt/account/login?redirect=%2Fpt-pt%2Fenterprise%2F']);
  });

  it('but not from a signed-out page under /account/, with or without the locale segment', () => {
    for (const [base, pathname] of [
      ['', '/account/login'],
      ['', '/account/forgotpassword'],
      ['/pt-pt', '/pt-pt/account/login'],
    ] as const) {
      const { navigations, onUnauthorized } = redirectAt(base, { pathname, search: '?redirect=%2Fenterprise%2F' });
      onUnauthorized();
      expect(navigations).toEqual([]);
    }
  });

  it('from a signed-in page whose path only begins like /account', () => {
    const { navigations, onUnauthorized } = redirectAt('', { pathname: '/accountant/', search: '' });
    onUnauthorized();
    expect(navigations.map((n) => n.href)).toEqual(['/account/login?redirect=%2Faccountant%2F']);
  });
});
