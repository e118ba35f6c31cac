import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route } from 'wouter';
import { BUILD_WAIT_MS, useBuiltWithin } from '../../../src/ui/page-built';
import { PageHeading } from '../../../src/ui/page-heading';
import { renderApp } from '../support/render';

/** A page that builds when 'Build' is pressed and unbuilds with 'Unbuild' (a list's later change). */
function BuildingPage() {
  const [built, setBuilt] = useState(false);
  return (
    <main id="main">
      <PageHeading title="Projects" built={useBuiltWithin(built)} />
      <input aria-label="Search" />
      <button type="button" onClick={() => setBuilt(true)}>
        Build
      </button>
      <button type="button" onClick={() => setBuilt(false)}>
        Unbuild
      </button>
    </main>
  );
}

function renderPage() {
  return renderApp(
    <Route path="/enterprise/:id/">
      <BuildingPage />
    </Route>,
    { path: '/enterprise/a/' },
  );
}

afterEach(() => {
  rs.useRealTimers();
});

const heading = () => screen.getByRole('heading', { level: 1 });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe("a page heading's wait for its page's first build", () => {
  it('ends when the page is built: the heading takes focus then, and not again at a later build', () => {
    renderPage();
    expect(document.activeElement).toBe(document.body);
    press('Build');
    expect(document.activeElement).toBe(heading());
    const unbuild = screen.getByRole('button', { name: 'Unbuild' });
    unbuild.focus();
    press('Unbuild');
    press('Build');
    expect(document.activeElement).toBe(unbuild);
  });

  it('ends after BUILD_WAIT_MS all the same, and starts again at another address that the same page shows', async () => {
    rs.useFakeTimers();
    const { location } = renderPage();
    await act(async () => rs.advanceTimersByTime(BUILD_WAIT_MS - 1));
    expect(document.activeElement).toBe(document.body);
    await act(async () => rs.advanceTimersByTime(1));
    expect(document.activeElement).toBe(heading());
    heading().blur();
    await act(async () => location.navigate('/enterprise/b/'));
    await act(async () => rs.advanceTimersByTime(BUILD_WAIT_MS - 1));
    expect(document.activeElement).toBe(document.body);
    await act(async () => rs.advanceTimersByTime(1));
    expect(document.activeElement).toBe(heading());
  });

  it('leaves focus with a person who moved into the page while it was being built', async () => {
    rs.useFakeTimers();
    renderPage();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    press('Build');
    expect(document.activeElement).toBe(search);
    await act(async () => rs.advanceTimersByTime(BUILD_WAIT_MS));
    expect(document.activeElement).toBe(search);
  });
});
