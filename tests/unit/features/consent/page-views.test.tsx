import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act } from '@testing-library/react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { chooseCookiePreferences, clearCookiePreferences } from '../../../../src/features/consent/cookie-preferences';
import { trackPageView, usePageViewTracking } from '../../../../src/features/consent/page-views';
import { renderApp } from '../../support/render';

function Tracked({ onNavigate }: { onNavigate: (go: (to: string) => void) => void }) {
  usePageViewTracking();
  const [, navigate] = useLocation();
  onNavigate(navigate);
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/enterprise/e-1/" replace />
      </Route>
      <Route>
        <p>page</p>
      </Route>
    </Switch>
  );
}

beforeEach(() => {
  rs.useFakeTimers();
  delete window.dataLayer;
  clearCookiePreferences();
});
afterEach(() => {
  rs.useRealTimers();
  delete window.dataLayer;
  clearCookiePreferences();
});

describe('page views (spec document 1 section 2; analytics consent, document 2 section 4)', () => {
  it('records nothing without analytics consent', () => {
    expect(trackPageView('/enterprise/e-1/')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes a page view to the data layer with consent', () => {
    chooseCookiePreferences({ googleAnalytics: true, mouseFlow: false });
    expect(trackPageView('/enterprise/e-1/')).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/enterprise/e-1/' }]);
  });

  it('stops when consent is withdrawn', () => {
    chooseCookiePreferences({ googleAnalytics: true, mouseFlow: true });
    trackPageView('/a/');
    chooseCookiePreferences({ googleAnalytics: false, mouseFlow: true });
    trackPageView('/b/');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/a/' }]);
  });

  it('tracks each navigation where the user lands, not the redirects on the way', async () => {
    chooseCookiePreferences({ googleAnalytics: true, mouseFlow: false });
    let go: (to: string) => void = () => undefined;
    renderApp(<Tracked onNavigate={(navigate) => (go = navigate)} />, { path: '/' });
    await act(async () => rs.runAllTimers());
    await act(async () => go('/enterprise/e-1/profile/password/'));
    await act(async () => rs.runAllTimers());
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/enterprise/e-1/' },
      { event: 'page_view', page_path: '/enterprise/e-1/profile/password/' },
    ]);
  });

  it('tracks no navigation without consent', async () => {
    let go: (to: string) => void = () => undefined;
    renderApp(<Tracked onNavigate={(navigate) => (go = navigate)} />, { path: '/' });
    await act(async () => go('/enterprise/e-1/profile/password/'));
    await act(async () => rs.runAllTimers());
    expect(window.dataLayer).toBeUndefined();
  });
});
