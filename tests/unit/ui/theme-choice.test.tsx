import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { UserMenu } from '../../../src/features/shell/user-menu';
import { chooseTheme } from '../../../src/ui/theme-choice';
import { applyThemeChoice, readThemeChoice, THEME_KEY } from '../../../src/ui/theme-store';
import { fakeApi, json, signedIn, signedOut } from '../support/fake-api';
import { ACME, profileOf } from '../support/demo-data';
import { renderApp } from '../support/render';

const html = document.documentElement;

afterEach(() => {
  applyThemeChoice('system');
  signedOut();
});

describe('the theme choice (docs/product-decisions.md "Theme, command palette and saved views", decision 0061)', () => {
  it("reads 'light' or 'dark' from dc.theme, and 'system' for nothing, anything else, or no storage", () => {
    expect(THEME_KEY).toBe('dc.theme');
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_KEY, 'dark');
    expect(readThemeChoice()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'light');
    expect(readThemeChoice()).toBe('light');
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
    // Storage refused by the browser: the system's theme.
    localStorage.setItem(THEME_KEY, 'dark');
    const refused = rs.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(readThemeChoice()).toBe('system');
    refused.mockRestore();
  });

  it("remembers 'Light' and 'Dark' and shows them on <html>; 'System' stores nothing and leaves the page to the system", () => {
    chooseTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    chooseTheme('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(html.dataset.theme).toBe('light');
    chooseTheme('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(html.hasAttribute('data-theme')).toBe(false);
  });

  it('applies the stored choice as its script runs (before the first paint), and follows a choice made in another tab', async () => {
    localStorage.setItem(THEME_KEY, 'dark');
    await import('../../../src/before-paint');
    expect(html.dataset.theme).toBe('dark');
    // Another tab chose 'Light': its storage event reaches this one.
    localStorage.setItem(THEME_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    expect(html.dataset.theme).toBe('light');
    localStorage.removeItem(THEME_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: null }));
    expect(html.hasAttribute('data-theme')).toBe(false);
  });
});

describe("the user menu's 'Theme'", () => {
  function renderMenu() {
    signedIn();
    fakeApi((call) => (call.path === '/users/self/profile/' ? json(profileOf()) : undefined));
    renderApp(
      <Route path="/*?">
        <UserMenu profile={profileOf()} enterpriseId={ACME} />
      </Route>,
      { path: `/enterprise/${ACME}/` },
    );
  }

  async function openMenu() {
    fireEvent.keyDown(screen.getByRole('button', { name: /^User menu/ }), { key: 'ArrowDown' });
    return screen.findByRole('menu', {}, { timeout: 3000 });
  }

  /** The 'Theme' section's items: each name and whether it is checked. */
  function themeItems(menu: HTMLElement) {
    const section = within(menu).getByText('Theme').closest('section') as HTMLElement;
    return within(section)
      .getAllByRole('menuitemradio')
      .map((item) => `${item.textContent}${item.getAttribute('aria-checked') === 'true' ? ' (checked)' : ''}`);
  }

  it("offers 'System' (checked by default), 'Light' and 'Dark'; a choice shows at once and is checked next time", async () => {
    renderMenu();
    expect(themeItems(await openMenu())).toEqual(['System (checked)', 'Light', 'Dark']);
    const dark = within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'Dark' });
    await act(async () => fireEvent.click(dark));
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    // The menu closes: it leaves a moment later (src/ui/menu-popover.tsx).
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(themeItems(await openMenu())).toEqual(['System', 'Light', 'Dark (checked)']);
  });
});
