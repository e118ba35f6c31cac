import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { onceLoader, preloadable, type OnceLoader } from '../../../src/ui/preloadable';

/**
 * A lazily loaded component renders at once when its module is already in (src/ui/preloadable.tsx).
 * React.lazy alone suspends even then, and React holds the content back for its Suspense fallback
 * throttle (up to 300 ms): a preloaded menu, drawer, modal or page showed that much later, and the
 * signed-in area's first render waited that much on a page load.
 */

interface PageModule {
  Page: (props: { name: string }) => React.ReactNode;
}

/** A module that loads when the test says so, and counts its loads. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<PageModule>((resolve, reject) => {
      arrive = () => resolve({ Page: ({ name }) => <p>{`page ${name}`}</p> });
      fail = () => reject(new Error('chunk failed'));
    });
  };
  return { load, arrive: () => arrive(), fail: () => fail(), loads: () => loads };
}

const fallback = <p>loading</p>;

describe('a preloadable component', () => {
  it('renders its module at once, in the first commit and with no fallback, once its loader has loaded it', async () => {
    const chunk = deferredModule();
    const load = onceLoader(chunk.load);
    const Area = preloadable(load, (module) => module.Page);
    const preloaded = load();
    chunk.arrive();
    await preloaded;
    render(
      <Suspense fallback={fallback}>
        <Area name="a" />
      </Suspense>,
    );
    expect(screen.getByText('page a')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(chunk.loads()).toBe(1);
  });

  it('is React.lazy when it renders before its module is in: the fallback, then the page', async () => {
    const chunk = deferredModule();
    const Area = preloadable(onceLoader(chunk.load), (module) => module.Page);
    render(
      <Suspense fallback={fallback}>
        <Area name="a" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => chunk.arrive());
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(chunk.loads()).toBe(1);
  });

  it('keeps the page it rendered through React.lazy when its module is marked in later: its parent renders again, no second mount', async () => {
    let mounts = 0;
    /** A page that counts its mounts: a remount loses its state, cancels its calls and moves focus. */
    function Page({ name }: { name: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{`page ${name}`}</p>;
    }
    // In the app, React can finish a page through React.lazy before the loader marks its module in
    // (React waits for the chunk in place, without rendering the page's parent again); a later render
    // of the parent (the session refreshed) then found the module in and rendered the page's own
    // component: another component type in the same place, so React mounted the page again. Here the
    // loader marks its module in only when the test says.
    const module = { Page };
    const load: OnceLoader<typeof module> = () => Promise.resolve(module);
    const Area = preloadable(load, (loaded) => loaded.Page);
    const tree = (name: string) => (
      <Suspense fallback={fallback}>
        <Area name={name} />
      </Suspense>
    );
    const { rerender } = render(tree('a'));
    const shown = await screen.findByText('page a');
    expect(mounts).toBe(1);
    load.loaded = module;
    rerender(tree('b'));
    expect(screen.getByText('page b')).toBe(shown);
    expect(mounts).toBe(1);
  });
});

describe('a once loader', () => {
  it('loads its module once however often it is called, and holds it once it is in', async () => {
    const chunk = deferredModule();
    const load = onceLoader(chunk.load);
    const first = load();
    const second = load();
    expect(load.loaded).toBeUndefined();
    chunk.arrive();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(load.loaded).toBe(a);
    expect(chunk.loads()).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const chunk = deferredModule();
    const load = onceLoader(chunk.load);
    const failed = load();
    chunk.fail();
    await expect(failed).rejects.toThrow('chunk failed');
    expect(load.loaded).toBeUndefined();
    const retried = load();
    chunk.arrive();
    await retried;
    expect(chunk.loads()).toBe(2);
    expect(load.loaded).toBeDefined();
  });
});
