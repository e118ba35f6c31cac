import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { PageHeading } from '../../../src/ui/page-heading';
import { renderApp } from '../support/render';

/**
 * Focus and page title on navigation : the main heading takes focus
 * on every navigation between pages and the document title follows, also when the new page reuses the
 * same component (two pages of one kind, or two that share a title).
 */

function SharedTitlePage() {
  return (
    <main>
      <PageHeading title="Not found" />
      <button type="button">Go somewhere</button>
    </main>
  );
}

/** A page with tabs in its path: one page key for all of them. */
function TabbedPage() {
  const { item = '', tab = '' } = useParams<{ item: string; tab: string }>();
  return (
    <main>
      <PageHeading title={`Item ${item}`} documentTitle={`Tab ${tab} – Item ${item}`} pageKey={item} />
      <button type="button">Tab</button>
    </main>
  );
}

/** A form that shows its confirmation at the same address (unsubscribe, forgot password). */
function TwoViewPage() {
  const [done, setDone] = useState(false);
  return (
    <main>
      <PageHeading title={done ? 'You have been unsubscribed' : 'Unsubscribe'} />
      <button type="button" onClick={() => setDone(true)}>
        Unsubscribe
      </button>
    </main>
  );
}

function pages() {
  return (
    <Switch>
      <Route path="/unsubscribe/" component={TwoViewPage} />
      <Route path="/not-found/" component={SharedTitlePage} />
      <Route path="/enterprise/:id/not-found/" component={SharedTitlePage} />
      <Route path="/items/:item/:tab/" component={TabbedPage} />
    </Switch>
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
const button = () => screen.getByRole('button');

describe('the page heading', () => {
  it('takes focus and names the page when the page opens', () => {
    renderApp(pages(), { path: '/not-found/' });
    expect(document.activeElement).toBe(heading());
    expect(document.title).toBe('Not found');
  });

  it('takes focus again on a navigation to another page that shares its component and title', async () => {
    const { location } = renderApp(pages(), { path: '/not-found/' });
    const first = heading();
    button().focus();
    document.title = 'Something else';
    await act(async () => location.navigate('/enterprise/e1/not-found/'));
    // The same element (React reused the page), yet focus and title follow the navigation.
    expect(heading()).toBe(first);
    expect(document.activeElement).toBe(heading());
    expect(document.title).toBe('Not found');
  });

  it("takes focus when the page moves to its next view at the same address (a form's confirmation)", () => {
    renderApp(pages(), { path: '/unsubscribe/' });
    button().focus();
    fireEvent.click(button());
    expect(heading().textContent).toBe('You have been unsubscribed');
    expect(document.activeElement).toBe(heading());
    expect(document.title).toBe('You have been unsubscribed');
  });

  it('keeps focus where it is when only the query string changes (a list search, filter, sort or page)', async () => {
    const { location } = renderApp(pages(), { path: '/not-found/' });
    button().focus();
    await act(async () => location.navigate('/not-found/?q=abc'));
    expect(document.activeElement).toBe(button());
  });

  it('names the tab and the page in the title, and keeps focus on the tab control when a tab of the same page opens', async () => {
    const { location } = renderApp(pages(), { path: '/items/a/report/' });
    expect(document.title).toBe('Tab report – Item a');
    button().focus();
    await act(async () => location.navigate('/items/a/deliverables/'));
    expect(document.title).toBe('Tab deliverables – Item a');
    expect(document.activeElement).toBe(button());
    // Another item is another page: the heading takes focus.
    await act(async () => location.navigate('/items/b/deliverables/'));
    expect(document.title).toBe('Tab deliverables – Item b');
    expect(document.activeElement).toBe(heading());
  });
});
