import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeliverablesTab } from '../../../../src/features/projects/deliverables-tab';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const P = '30000000-0000-4000-8000-000000000001';
const PATH = `/${ACME}/projects/${P}/deliverables/`;

const deliverable = (n: number, overrides: Record<string, unknown> = {}) => ({
  deliverableId: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  originalFileName: `file-${n}.csv`,
  isPartial: n % 2 === 0,
  resultType: 'CSV',
  createdTimestamp: '2025-03-22T07:05:00.000Z',
  downloadCount: n,
  deliverableStatus: 1,
  ...overrides,
});

function server(total: number, download: (call: Call) => Response = () => json({ url: 'http://portal.test/files/x' })) {
  const all = Array.from({ length: total }, (_, i) =>
    deliverable(i + 1, i + 1 === total ? { deliverableStatus: 0, originalFileName: 'unpublished.zip' } : {}),
  );
  return fakeApi((call) => {
    if (call.path === PATH) {
      const query = new URLSearchParams(call.search);
      const page = Number(query.get('pageNumber'));
      const size = Number(query.get('itemsPerPage'));
      return json({ list: all.slice(page * size, page * size + size), page, totalCount: total });
    }
    if (call.path.startsWith(PATH) && call.path.endsWith('/download/')) return download(call);
    return undefined;
  });
}

beforeEach(() => {
  // The page is on the site whose API the harness fakes: its download links are this site's own.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://portal.test/enterprise/');
  signedIn();
});
afterEach(() => signedOut());

describe('the deliverables tab', () => {
  it('shows the empty state texts for a request only, without a call', async () => {
    const calls = server(0);
    renderApp(<DeliverablesTab enterpriseId={ACME} projectId={null} />);
    expect(screen.getByText('Your data deliverables will be here')).toBeTruthy();
    expect(screen.getByText('You can download partial or complete project results on this page.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the empty state when a project has none', async () => {
    server(0);
    renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
    expect(await screen.findByText('Your data deliverables will be here')).toBeTruthy();
  });

  it("lists 10 at a time (type, 'Partial'/'Complete', UTC time, downloads) and appends the next 10", async () => {
    const calls = server(13);
    renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
    const table = await screen.findByRole('table', { name: 'Data deliverables' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first.textContent).toContain('file-1.csv');
    expect(first.textContent).toContain('CSV · Complete');
    expect(first.textContent).toContain('2025-03-22');
    expect(first.textContent).toContain('07:05 UTC');
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('CSV · Partial');
    expect(screen.getByText('Showing 10 of 13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 13 of 13')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.path === PATH).map((c) => c.search)).toEqual([
      '?pageNumber=0&itemsPerPage=10',
      '?pageNumber=1&itemsPerPage=10',
    ]);
  });

  it('disables the download of an unpublished deliverable', async () => {
    server(3);
    renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
    expect((await screen.findByRole('button', { name: 'Download unpublished.zip' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Download file-1.csv' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for the link with X-Requested-With, starts the download and says so for 5 s', async () => {
    const calls = server(2);
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    };
    try {
      renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Download file-1.csv' }));
      const notice = await screen.findByText(
        /file-1\.csv will be downloaded soon\. If it doesn't start automatically,/,
      );
      expect(notice.closest('[role="status"]')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe('http://portal.test/files/x');
      const linkCall = calls.find((c) => c.path.endsWith('/download/'));
      expect(linkCall?.path).toBe(`${PATH}50000000-0000-4000-8000-000000000001/download/`);
      expect(linkCall?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(clicked).toEqual(['http://portal.test/files/x file-1.csv']);
      await waitFor(() => expect(screen.queryByText(/will be downloaded soon/)).toBeNull(), { timeout: 6000 });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  }, 10_000);

  it('says there was a problem downloading the file when the link fails, with contact support', async () => {
    server(2, () => json({ message: 'no' }, 409, 'Conflict'));
    renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download file-1.csv' }));
    const notice = await screen.findByText(
      /There was a problem downloading file-1\.csv\. If this problem persists, please/,
    );
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact support (opens in a new tab)' })).toBeTruthy();
  });

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http elsewhere', 'http://files.example.com/x'],
  ])('refuses a %s download link with the failed download notice, following nothing', async (_what, url) => {
    server(2, () => json({ url }));
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    };
    try {
      renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Download file-1.csv' }));
      const notice = await screen.findByText(
        /There was a problem downloading file-1\.csv\. If this problem persists, please/,
      );
      expect(notice.closest('[role="alert"]')).toBeTruthy();
      expect(clicked).toEqual([]);
      expect(screen.queryByText(/will be downloaded soon/)).toBeNull();
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says the deliverables could not be loaded, and tries again on request', async () => {
    let fail = true;
    fakeApi((call) => {
      if (call.path !== PATH) return undefined;
      if (fail) return json({ message: 'no' }, 404, 'Not Found');
      return json({ list: [deliverable(1)], page: 0, totalCount: 1 });
    });
    renderApp(<DeliverablesTab enterpriseId={ACME} projectId={P} />);
    expect(await screen.findByText(/The data deliverables could not be loaded\./)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Data deliverables' })).toBeTruthy();
  });
});
