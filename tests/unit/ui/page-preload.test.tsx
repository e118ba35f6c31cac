import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { lazyPage, PagePreloads } from '../../../src/app/lazy-pages';
import { Link } from '../../../src/ui/link';
import { PagePreloadContext } from '../../../src/ui/page-preload';
import { onceLoader } from '../../../src/ui/preloadable';
import { renderApp } from '../support/render';

/**
 * A link (or a menu item) to a lazily loaded page starts loading the page's code when the pointer or
 * the focus reaches it (src/ui/page-preload.tsx), so the page opens at once, with no page loader;
 * the app maps the paths to the pages by their routes (src/app/lazy-pages.tsx).
 */

function recorder() {
  const paths: string[] = [];
  return { paths, preload: (path: string) => void paths.push(path) };
}

describe('a link', () => {
  it('asks for the page of its in-app href when the pointer reaches it, and when it takes focus', () => {
    const { paths, preload } = recorder();
    renderApp(
      <PagePreloadContext value={preload}>
        <Link href="/enterprise/e1/project-request/">Request a project</Link>
      </PagePreloadContext>,
    );
    const link = screen.getByRole('link', { name: 'Request a project' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(paths).toEqual(['/enterprise/e1/project-request/']);
    act(() => link.focus());
    expect(paths).toEqual(['/enterprise/e1/project-request/', '/enterprise/e1/project-request/']);
  });

  it('asks for nothing for an external href', () => {
    const { paths, preload } = recorder();
    renderApp(
      <PagePreloadContext value={preload}>
        <Link href="https://developer.example.com/api-docs">API documentation</Link>
      </PagePreloadContext>,
    );
    const link = screen.getByRole('link', { name: 'API documentation' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    act(() => link.focus());
    expect(paths).toEqual([]);
  });

  it("still runs the link's own hover and focus handlers", () => {
    const seen: string[] = [];
    renderApp(
      <Link href="/x/" onHoverStart={() => seen.push('hover')} onFocus={() => seen.push('focus')}>
        X
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'X' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    act(() => link.focus());
    expect(seen).toEqual(['hover', 'focus']);
  });
});

describe("the app's page preloads", () => {
  /** A page whose module never arrives: only whether it was asked for matters here. */
  function page(path: string) {
    let loads = 0;
    const load = onceLoader(() => {
      loads += 1;
      return new Promise<never>(() => undefined);
    });
    return { lazy: lazyPage(path, load), loads: () => loads };
  }

  it('start the page on the route of the path (its query and hash aside), once; other paths go to the provider above', () => {
    const password = page('/enterprise/:enterpriseId/profile/password/');
    const types = page('/enterprise/:enterpriseId/project-request/');
    const outer = recorder();
    renderApp(
      <PagePreloadContext value={outer.preload}>
        <PagePreloads pages={[password.lazy, types.lazy]}>
          <Link href="/enterprise/e1/profile/password/?from=menu#top">Change Password</Link>
          <Link href="/enterprise/e1/project-request/">Request a project</Link>
          <Link href="/account/logoff">Log out</Link>
        </PagePreloads>
      </PagePreloadContext>,
    );
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Change Password' }), { pointerType: 'mouse' });
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Change Password' }), { pointerType: 'mouse' });
    expect(password.loads()).toBe(1);
    expect(types.loads()).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Request a project' }), { pointerType: 'mouse' });
    expect(types.loads()).toBe(1);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Log out' }), { pointerType: 'mouse' });
    expect(outer.paths).toEqual(['/account/logoff']);
    expect(password.loads() + types.loads()).toBe(2);
  });
});
