import { describe, expect, it, rs } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, Route, Switch } from 'wouter';
import { PageErrorBoundary } from '../../../src/app/page-error-boundary';
import { renderApp } from '../support/render';

/** A screen whose chunk cannot be loaded, as the browser reports it. */
const MissingChunk = lazy(() =>
  Promise.reject(new Error('Loading chunk 42 failed. (missing: /static/js/async/42.js)')),
);

function Other() {
  return <h1>Another page</h1>;
}

function screens() {
  return (
    <>
      <nav>
        <Link href="/other/">elsewhere</Link>
      </nav>
      <PageErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Switch>
            <Route path="/broken/" component={MissingChunk} />
            <Route path="/other/" component={Other} />
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

describe('a screen that cannot load (spec document 1 section 2: chunk-load error)', () => {
  it('shows the generic error page inside the shell, never a blank page, and lets the user go on', async () => {
    const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(screens(), { path: '/broken/' });
    expect(await screen.findByRole('heading', { level: 1, name: "We've got a glitch..." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Projects' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toBeTruthy(); // the shell around it stays
    expect(logged.mock.calls.some((call) => String(call[0]).includes('failed to load or render'))).toBe(true);
    act(() => screen.getByRole('link', { name: 'elsewhere' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Another page' })).toBeTruthy();
    logged.mockRestore();
  });
});
