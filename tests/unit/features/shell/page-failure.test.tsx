import { afterEach, describe, expect, it } from '@rstest/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { $api } from '../../../../src/api/query-hooks';
import { useMembership } from '../../../../src/features/shell/api';
import { usePageFailure, type FailureScope } from '../../../../src/features/shell/page-failure';
import { fakeApi, json, signedIn, signedOut } from '../../support/fake-api';
import { ACME, memberOf } from '../../support/demo-data';
import { currentPath, renderApp } from '../../support/render';

afterEach(() => signedOut());

const PAGE = `/enterprise/${ACME}/accesskey/home/`;
const KEYS = `/${ACME}/authenticationManager/key/`;
const MEMBER = `/enterprise/${ACME}/member-settings/`;

/** A page whose one load is the key list, failing as the test says. */
function page(scope: FailureScope, notFound?: number) {
  function Page() {
    const keys = useQuery(
      $api.queryOptions('get', '/{enterpriseId}/authenticationManager/key/', {
        params: { path: { enterpriseId: ACME } },
      }),
    );
    usePageFailure(keys, { scope, notFound });
    // What the hook waits for, shown: an assertion that the page stayed follows the settled state.
    const membership = useMembership(ACME);
    return <h1>{`${keys.isError ? 'Failed' : 'Loading'}, ${membership}`}</h1>;
  }
  return (
    <Route path="/enterprise/:enterpriseId/accesskey/home/">
      <Page />
    </Route>
  );
}

/** The key list fails with `status`; the membership answers once `membership` settles. */
function server(status: number, membership: Promise<Response>) {
  const state = { unauthorized: 0 };
  fakeApi(
    async ({ path }) => {
      if (path === KEYS) return json({ message: 'failed' }, status, 'Failed');
      if (path === MEMBER) return membership;
      return undefined;
    },
    { onUnauthorized: () => (state.unauthorized += 1) },
  );
  return { state };
}

describe('a page failure (usePageFailure, spec document 2 section 8)', () => {
  it('waits for the membership, then replaces the page with the error page of its scope', async () => {
    signedIn();
    let answer: (response: Response) => void = () => undefined;
    server(
      400,
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { location } = renderApp(page('enterprise'), { path: PAGE });
    expect(await screen.findByRole('heading', { name: 'Failed, pending' })).toBeTruthy();
    expect(currentPath(location)).toBe(PAGE);
    answer(json(memberOf(ACME, 0)));
    await waitFor(() => expect(location.history).toEqual([`/enterprise/${ACME}/error/`]));
  });

  it("goes to the generic error page with the 'site' scope", async () => {
    signedIn();
    server(400, Promise.resolve(json(memberOf(ACME, 0))));
    const { location } = renderApp(page('site'), { path: PAGE });
    await waitFor(() => expect(location.history).toEqual(['/error/']));
  });

  it("goes to the enterprise's not-found page for the status that means not found", async () => {
    signedIn();
    server(404, Promise.resolve(json(memberOf(ACME, 0))));
    const { location } = renderApp(page('site', 404), { path: PAGE });
    await waitFor(() => expect(location.history).toEqual([`/enterprise/${ACME}/not-found/`]));
  });

  it('leaves the page to the membership when the enterprise refuses the user', async () => {
    signedIn();
    server(400, Promise.resolve(json({ message: 'refused' }, 404, 'Not Found')));
    const { location } = renderApp(page('site'), { path: PAGE });
    expect(await screen.findByRole('heading', { name: 'Failed, refused' })).toBeTruthy();
    expect(currentPath(location)).toBe(PAGE);
  });

  it('goes nowhere on a 401: the session layer has sent the user to login', async () => {
    signedIn();
    const api = server(401, Promise.resolve(json(memberOf(ACME, 0))));
    const { location } = renderApp(page('site'), { path: PAGE });
    expect(await screen.findByRole('heading', { name: 'Failed, member' })).toBeTruthy();
    expect(api.state.unauthorized).toBe(1);
    expect(currentPath(location)).toBe(PAGE);
  });
});
