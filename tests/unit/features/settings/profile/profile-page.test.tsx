import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import ProfilePage from '../../../../../src/features/settings/profile/profile-page';
import { UserMenu } from '../../../../../src/features/shell/user-menu';
import { alerts, clearAlerts } from '../../../../../src/ui/alert-store';
import { fakeApi, json, problem, signedIn, signedOut, type Call } from '../../../support/fake-api';
import { ACME, acmeProfile, profileOf } from '../../../support/demo-data';
import { alertTexts, renderApp } from '../../../support/render';

/**
 * The Profile page (docs/product-decisions.md "The Settings area") against a scripted API: the picture and
 * 'Change picture', the user's details, the account managers.
 *
 * The upload is sent through XMLHttpRequest (src/api/upload.ts, for its progress), not through the
 * client's fetch that the fake API scripts: a fake XMLHttpRequest answers it here and records it.
 */

const PAGE = `/enterprise/${ACME}/profile/`;
const PHOTO = '/users/self/photo/';
const PICTURE_URL = 'https://files.portal.test/photos/ada.png?v=1';
const INVALID = 'The picture must be a PNG or JPEG image of at most 2 MB.';
const UPDATED = 'Your picture was updated.';
const MiB = 1024 * 1024;

const mia = { firstName: 'Mia', lastName: 'Manager', email: 'manager@acme.test' };
const paula = { firstName: 'Paula', lastName: 'Principal', email: 'principal@acme.test' };

// ── a fake XMLHttpRequest for the upload ──

interface Upload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
/** An answer of the fake server, or 'timeout' for the XMLHttpRequest's own time limit running out. */
type UploadAnswer = (
  upload: Upload,
  progress: (share: number) => void,
) => Promise<{ status: number; body?: unknown } | 'timeout'>;

const uploads: Upload[] = [];
let answerUpload: UploadAnswer = () => Promise.resolve({ status: 204 });
const NativeXhr = globalThis.XMLHttpRequest;

class FakeXhr {
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private request: Upload = { method: '', url: '', headers: {}, body: undefined };
  private responseHeaders = '';
  open(method: string, url: string) {
    this.request = { method, url, headers: {}, body: undefined };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.request.body = body;
    uploads.push(this.request);
    const progress = (share: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: share * 70, total: 70 });
    void answerUpload(this.request, progress).then((answer) => {
      if (answer === 'timeout') return this.ontimeout?.();
      const { status, body } = answer;
      this.status = status;
      this.statusText = status === 204 ? 'No Content' : 'Error';
      if (body !== undefined) {
        this.response = new Blob([JSON.stringify(body)], { type: 'application/json' });
        this.responseHeaders = 'content-type: application/json\r\n';
      }
      this.onload?.();
    });
  }
}

// ── the scripted API ──

interface Options {
  isOwner?: boolean;
  managers?: { firstName: string; lastName: string; email: string }[];
  principal?: () => Response;
}

function api({ isOwner = true, managers = [mia, paula], principal = () => json(paula) }: Options = {}) {
  let pictureUrl: string | null = null;
  const calls = fakeApi((call: Call) => {
    if (call.path === '/users/self/profile/') return json(acmeProfile(0));
    if (call.path === `/enterprise/${ACME}/member-settings/`)
      return json({ company: 'Acme Corp', externalEnterpriseId: ACME, isOwner, managers, role: 0 });
    if (call.path === `/${ACME}/customer-success-managers/principal`) return principal();
    if (call.path === PHOTO && call.method === 'GET') return json({ url: pictureUrl });
    return undefined;
  });
  answerUpload = async () => {
    pictureUrl = PICTURE_URL;
    return { status: 204 };
  };
  return calls;
}

function renderPage() {
  return renderApp(
    <>
      <UserMenu
        profile={profileOf({ enterprises: [{ externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' }] })}
        enterpriseId={ACME}
      />
      <Route path="/enterprise/:enterpriseId/profile/">
        <ProfilePage />
      </Route>
    </>,
    { path: PAGE },
  );
}

const isDisabledOrPending = (button: HTMLElement) =>
  button.hasAttribute('disabled') ||
  button.getAttribute('aria-disabled') === 'true' ||
  button.hasAttribute('data-pending');
const changePicture = () => screen.getByRole('button', { name: 'Change picture' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => act(() => void fireEvent.change(fileInput(), { target: { files: [file] } }));
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const userMenuAvatar = () => screen.getByRole('button', { name: 'User menu: Ada Admin' }).querySelector('.avatar');
const pagePicture = () => document.querySelector('.picture .avatar');
const photoPuts = (calls: Call[]) => [...calls.filter((c) => c.method === 'PUT' && c.path === PHOTO), ...uploads];

async function loaded() {
  await screen.findByRole('heading', { level: 2, name: 'Your account managers' });
}

beforeEach(() => {
  signedIn();
  clearAlerts();
  uploads.length = 0;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = NativeXhr;
  signedOut();
  clearAlerts();
});

describe('the Profile page: details', () => {
  it("shows the user's name, e-mail, role in the enterprise and the company with the 'Owner' mark", async () => {
    api();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(document.title).toBe('Profile');
    await loaded();
    const details = screen.getByRole('region', { name: 'Your details' });
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Name', 'Ada Admin'],
      ['Email', 'admin@acme.test'],
      ['Role', 'Admin'],
      ['Company', 'Acme Corp Owner'],
    ]);
    expect(within(details).getByText('Owner')).toBeTruthy();
  });

  it("has no 'Owner' mark for a member who does not own the enterprise", async () => {
    api({ isOwner: false });
    renderPage();
    await loaded();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Acme Corp')).toBeTruthy();
    expect(within(details).queryByText('Owner')).toBeNull();
  });
});

describe('the Profile page: account managers', () => {
  const items = () =>
    within(screen.getByRole('region', { name: 'Your account managers' }))
      .getAllByRole('listitem')
      .map((item) => ({
        text: item.textContent,
        href: within(item).getByRole('link').getAttribute('href'),
      }));

  it("lists the principal once, first and marked 'Principal', and the other managers, each with a mailto link", async () => {
    api();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()).toEqual([
      { text: 'Paula Principal Principalprincipal@acme.test', href: 'mailto:principal@acme.test' },
      { text: 'Mia Managermanager@acme.test', href: 'mailto:manager@acme.test' },
    ]);
    expect(screen.getAllByText('Principal', { exact: true })).toHaveLength(1);
  });

  it('lists the other managers only when the enterprise has no principal manager (404)', async () => {
    api({ managers: [mia], principal: () => problem(404, 'Not Found') });
    renderPage();
    await waitFor(() => expect(screen.queryByText('manager@acme.test')).toBeTruthy());
    expect(items()).toEqual([{ text: 'Mia Managermanager@acme.test', href: 'mailto:manager@acme.test' }]);
    expect(screen.queryByText('Principal', { exact: true })).toBeNull();
  });

  it("says 'No account managers yet.' with neither managers nor a principal", async () => {
    api({ managers: [], principal: () => problem(404, 'Not Found') });
    renderPage();
    expect(await screen.findByText('No account managers yet.')).toBeTruthy();
  });
});

describe('the Profile page: picture', () => {
  it("shows the initials avatar when there is no picture, with 'Change picture' and its hint", async () => {
    api();
    renderPage();
    await loaded();
    await waitFor(() => expect(pagePicture()?.textContent).toBe('AA'));
    expect(pagePicture()?.tagName).toBe('SPAN');
    expect(changePicture().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(changePicture().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A PNG or JPEG image of at most 2 MB.',
    );
    expect(fileInput().getAttribute('accept')).toBe('image/png,image/jpeg');
  });

  it('refuses a file of another type before anything is sent', async () => {
    const calls = api();
    renderPage();
    await loaded();
    for (const file of [fileOf('notes.txt', 'text/plain', 10), fileOf('cat.gif', 'image/gif', 70)]) {
      clearAlerts();
      choose(file);
      await waitFor(() => expect(alertTexts()).toEqual([INVALID]));
    }
    expect(photoPuts(calls)).toEqual([]);
  });

  it('refuses a PNG over 2 MB before anything is sent, and takes one of exactly 2 MB', async () => {
    const calls = api();
    renderPage();
    await loaded();
    choose(fileOf('big.png', 'image/png', 2 * MiB + 1));
    await waitFor(() => expect(alertTexts()).toEqual([INVALID]));
    expect(photoPuts(calls)).toEqual([]);

    clearAlerts();
    choose(fileOf('edge.jpg', 'image/jpeg', 2 * MiB));
    await waitFor(() => expect(alertTexts()).toEqual([UPDATED]));
    expect(uploads).toHaveLength(1);
  });

  it("uploads a PNG with its progress, says 'Your picture was updated.' and shows it in every avatar without a reload", async () => {
    const calls = api();
    let finish: () => void = () => undefined;
    const saved = answerUpload;
    answerUpload = (upload, progress) =>
      new Promise((resolve) => {
        progress(0.5);
        finish = () => void saved(upload, progress).then(resolve);
      });
    renderPage();
    await loaded();
    await waitFor(() => expect(userMenuAvatar()?.tagName).toBe('SPAN'));

    choose(fileOf('ada.png', 'image/png', 70));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your picture' });
    await waitFor(() => expect((bar as HTMLProgressElement).value).toBe(0.5));
    expect(screen.getByText('50%')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.method).toBe('PUT');
    expect(new URL(uploads[0]?.url ?? '').pathname).toBe(`/api${PHOTO}`);
    expect(uploads[0]?.headers.authorization).toBe('Bearer test-token');
    // The multipart field `file`, with the file's name.
    const sent = await (uploads[0]?.body as Blob).text();
    expect(sent).toContain('name="file"; filename="ada.png"');
    await act(async () => finish());

    await waitFor(() => expect(alertTexts()).toEqual([UPDATED]));
    await waitFor(() => expect(userMenuAvatar()?.getAttribute('src')).toBe(PICTURE_URL));
    expect(userMenuAvatar()?.tagName).toBe('IMG');
    expect(pagePicture()?.getAttribute('src')).toBe(PICTURE_URL);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((c) => c.method === 'GET' && c.path === PHOTO).length).toBeGreaterThanOrEqual(2);
  });

  it('says the picture message when the server refuses the file (400)', async () => {
    api();
    answerUpload = async () => ({ status: 400, body: { message: 'Not a picture.' } });
    renderPage();
    await loaded();
    choose(fileOf('fake.png', 'image/png', 70));
    await waitFor(() => expect(alertTexts()).toEqual([INVALID]));
    expect(uploads).toHaveLength(1);
    expect(pagePicture()?.tagName).toBe('SPAN');
  });

  it('says the upload failed, with contact support, on any other failure', async () => {
    api();
    answerUpload = async () => ({ status: 500, body: { message: 'Internal Server Error' } });
    renderPage();
    await loaded();
    choose(fileOf('ada.png', 'image/png', 70));
    await waitFor(() => expect(alertTexts()).toEqual(['We could not update your picture. Please try again.']));
    expect(alerts.list[0]?.showContactSupport).toBe(true);
  });

  it("says the upload failed when it runs out of time (the browser tests' fake clock cannot end an upload)", async () => {
    api();
    answerUpload = async () => 'timeout';
    renderPage();
    await loaded();
    choose(fileOf('ada.png', 'image/png', 70));
    await waitFor(() => expect(alertTexts()).toEqual(['We could not update your picture. Please try again.']));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(isDisabledOrPending(changePicture())).toBe(false);
  });
});
