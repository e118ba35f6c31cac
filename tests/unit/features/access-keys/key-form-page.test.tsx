/**
 * The access-key pages against a scripted server through the REAL client (session middleware and
 * all), a real QueryClient and the app's modal host: what the browser tests cannot see from outside
 * (React Query's caches holding the secret) and the failure signals the reference API never sends
 * (a 409 with only the status text, or only the body code).
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { isApiError } from '../../../../src/api/errors';
import { ModalHost } from '../../../../src/app/modal-host';
import { modalRegistry } from '../../../../src/app/modal-registry';
import CreateAccessKeyPage from '../../../../src/features/access-keys/create-access-key-page';
import EditAccessKeyPage from '../../../../src/features/access-keys/edit-access-key-page';
import AccessKeyHomePage from '../../../../src/features/access-keys/access-key-home-page';
import { accessKeysQuery, permissionsQuery } from '../../../../src/features/access-keys/api';
import { clearNamesInUse } from '../../../../src/features/access-keys/names-in-use';
import { endSession } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { closeModal, modal, ModalType } from '../../../../src/ui/modal-store';
import { fakeApi, json, type Call } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const SECRET = 'sEcReT-0123456789-abcdefghijklmnop';
const NEW_ID = 'AKIANEW0000000000001';

const permissions = {
  permissionDescriptors: [
    {
      permissionId: 'read-only',
      permissionTitleResourceKey: 'AccessKeyPermissionReadOnlyTitle',
      permissionSubTitleResourceKey: 'AccessKeyPermissionReadOnlySubtitle',
    },
    {
      permissionId: 'read-write',
      permissionTitleResourceKey: 'AccessKeyPermissionReadWriteTitle',
      permissionSubTitleResourceKey: 'AccessKeyPermissionReadWriteSubtitle',
    },
  ],
};
const staging = {
  accessKeyName: 'Staging',
  accessKeyID: 'AKIAACME000000000003',
  permission: 'read-write',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsed: null,
};
const keys = { keys: [staging] };

type Answer = (call: Call) => Response | undefined;

/** Points the app's client at a scripted server: `answer`, then the permissions and the key list. */
function server(answer: Answer = () => undefined) {
  return fakeApi((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === `/${ACME}/authenticationManager/permissions/`) return json(permissions);
    if (call.method === 'GET' && call.path === `/${ACME}/authenticationManager/key/`) return json(keys);
    return undefined;
  });
}

/** The access-key routes as the signed-in area has them, with the app's modal host beside them. */
function renderArea(path: string, queryClient?: QueryClient) {
  return renderApp(
    <>
      <Switch>
        <Route path="/enterprise/:enterpriseId/accesskey/home/" component={AccessKeyHomePage} />
        <Route path="/enterprise/:enterpriseId/accesskey/create/" component={CreateAccessKeyPage} />
        <Route path="/enterprise/:enterpriseId/accesskey/edit/" component={EditAccessKeyPage} />
        <Route path="/enterprise/:enterpriseId/error/">
          <h1>Error page</h1>
        </Route>
      </Switch>
      <ModalHost registry={modalRegistry} />
    </>,
    { path, queryClient },
  );
}

const nameInput = () => screen.findByRole('textbox', { name: 'Access key name' });

async function submitName(name: string) {
  const input = await nameInput();
  await act(async () => {
    fireEvent.change(input, { target: { value: name } });
  });
  await act(async () => {
    fireEvent.submit(input.closest('form') as HTMLFormElement);
  });
}

/** Everything the app keeps: React Query's caches, both storages and the addresses visited. */
function keptEverywhere(queryClient: QueryClient, history: readonly string[]): string {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state);
  const mutations = queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => mutation.state);
  const storage = (store: Storage) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`);
  return JSON.stringify({
    queries,
    mutations,
    local: storage(localStorage),
    session: storage(sessionStorage),
    history,
  });
}

beforeEach(() => {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
  clearNamesInUse();
});
afterEach(() => {
  closeModal();
  endSession();
  sessionStorage.clear();
});

describe('the created-key modal and the secret', () => {
  it('shows the id and secret once; after closing, the secret is in no cache, storage or address', async () => {
    const calls = server((call) =>
      call.method === 'POST' && call.path === `/${ACME}/authenticationManager/key/`
        ? json({ accessKeyID: NEW_ID, accessKeySecret: SECRET }, 201, 'Created')
        : undefined,
    );
    const { location, queryClient } = renderArea(`/enterprise/${ACME}/accesskey/create/`);
    await submitName('  Nightly build ');

    const dialog = await screen.findByRole('dialog', { name: 'Your access key is ready' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      accessKeyName: 'Nightly build',
      permission: 'read-only',
    });
    expect((screen.getByRole('textbox', { name: 'Secret access key' }) as HTMLInputElement).value).toBe(SECRET);
    expect((screen.getByRole('textbox', { name: 'Access key ID' }) as HTMLInputElement).value).toBe(NEW_ID);
    expect(dialog.textContent).toMatch(/This is the only time that the secret access keys can be viewed/);
    // The form behind the modal is emptied (its name is now in use and would otherwise be flagged).
    await waitFor(() => expect((document.getElementById('access-key-name') as HTMLInputElement).value).toBe(''));
    // While the modal is open, its data is the only copy: the mutation is gone from React Query.
    await waitFor(() => expect(keptEverywhere(queryClient, location.history ?? [])).not.toContain(SECRET));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.stringify(modal.data)).not.toContain(SECRET);
    expect(location.history?.at(-1)).toBe(`/enterprise/${ACME}/accesskey/home/`);
    expect(keptEverywhere(queryClient, location.history ?? [])).not.toContain(SECRET);
    expect(document.body.innerHTML).not.toContain(SECRET);
  });
});

describe('a name the server refuses as a duplicate', () => {
  const conflict =
    (statusText: string, body: unknown): Answer =>
    (call) =>
      call.method === 'POST' && call.path === `/${ACME}/authenticationManager/key/`
        ? json(body, 409, statusText)
        : undefined;

  it('is recognised by the status text DuplicatedAccessKeyName alone', async () => {
    server(conflict('DuplicatedAccessKeyName', { message: 'Another access key of this enterprise has this name.' }));
    const { location } = renderArea(`/enterprise/${ACME}/accesskey/create/`);
    await submitName('Release bot');
    expect(
      await screen.findByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeTruthy();
    expect(location.history?.at(-1)).toBe(`/enterprise/${ACME}/accesskey/create/`);
    expect(document.activeElement).toBe(await nameInput());
  });

  it('is recognised by the body code alone (no status text, as over HTTP/2 or from the Pact mock)', async () => {
    server(conflict('', { code: 'DuplicatedAccessKeyName' }));
    const { location } = renderArea(`/enterprise/${ACME}/accesskey/create/`);
    await submitName('Release bot');
    expect(
      await screen.findByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeTruthy();
    expect(location.history?.at(-1)).toBe(`/enterprise/${ACME}/accesskey/create/`);
  });

  it('any other 409 is a failure of the page: the enterprise error page replaces it', async () => {
    server(conflict('Conflict', { message: 'Something else' }));
    const { location } = renderArea(`/enterprise/${ACME}/accesskey/create/`);
    await submitName('Release bot');
    expect(await screen.findByRole('heading', { name: 'Error page' })).toBeTruthy();
    expect(location.history).toEqual([`/enterprise/${ACME}/error/`]); // replaced, not pushed
  });

  it('on the edit page too, and the name stays in use for the next attempt', async () => {
    server((call) => {
      if (call.path === `/${ACME}/authenticationManager/keyById/`) return json(staging);
      if (call.method === 'PUT') return json({ code: 'DuplicatedAccessKeyName' }, 409, '');
      return undefined;
    });
    renderArea(`/enterprise/${ACME}/accesskey/edit/?accessKeyID=${staging.accessKeyID}`);
    expect(((await nameInput()) as HTMLInputElement).value).toBe('Staging');
    await submitName('Sandbox');
    expect(
      await screen.findByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('when the server lists no permission (decision: the API requires one, so nothing can be saved)', () => {
  const noPermissions: Answer = (call) =>
    call.path === `/${ACME}/authenticationManager/permissions/` ? json({ permissionDescriptors: [] }) : undefined;
  const MESSAGE = 'No permission is available for access keys, so none can be saved. Please contact support.';

  it('the create page says so, offers no permission and keeps Create disabled, even with a valid name and Enter', async () => {
    const calls = server(noPermissions);
    renderArea(`/enterprise/${ACME}/accesskey/create/`);
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await submitName('Nightly build');
    expect((await nameInput()).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByRole('button', { name: 'Create access key' }).hasAttribute('disabled')).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('the edit page too: a changed name cannot be saved', async () => {
    const calls = server((call) =>
      call.path === `/${ACME}/authenticationManager/keyById/` ? json(staging) : noPermissions(call),
    );
    renderArea(`/enterprise/${ACME}/accesskey/edit/?accessKeyID=${staging.accessKeyID}`);
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    await submitName('Staging EU');
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('failures', () => {
  it('a 401 is left to the session layer: the page does not go to the error page', async () => {
    server((call) =>
      call.method === 'GET' && call.path.endsWith('/key/') ? json(undefined, 401, 'Unauthorized') : undefined,
    );
    const { location, queryClient } = renderArea(`/enterprise/${ACME}/accesskey/home/`);
    // Settled: both queries have answered, the list's with its 401 (a 4xx is never retried), and the
    // page has rendered that state, so the effect that would leave for the error page has run.
    await waitFor(() => {
      expect(queryClient.getQueryState(accessKeysQuery(ACME).queryKey)?.status).toBe('error');
      expect(queryClient.getQueryState(permissionsQuery(ACME).queryKey)?.status).toBe('success');
    });
    expect(isApiError(queryClient.getQueryState(accessKeysQuery(ACME).queryKey)?.error, 401)).toBe(true);
    await act(async () => undefined);
    expect(location.history).toEqual([`/enterprise/${ACME}/accesskey/home/`]);
    expect(screen.queryByRole('heading', { name: 'Error page' })).toBeNull();
  });

  it('a failed delete closes the modal and goes to the generic error page, not the enterprise one', async () => {
    server((call) => (call.method === 'DELETE' ? json({ message: 'Boom' }, 500, 'Internal Server Error') : undefined));
    const { location } = renderArea(`/enterprise/${ACME}/accesskey/home/`);
    const deleteButton = await screen.findByRole('button', { name: 'Delete access key Staging' });
    await act(async () => {
      fireEvent.click(deleteButton);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete access key' });
    await act(async () => {
      fireEvent.click(
        screen.getByRole('checkbox', { name: 'I am aware that a deleted access key cannot be recovered.' }),
      );
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete access key' }));
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/error/'));
    expect(dialog.isConnected).toBe(false);
    expect(modal.type).toBe(ModalType.None);
  });
});
