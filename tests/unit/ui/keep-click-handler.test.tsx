/**
 * A menu item that opens a page keeps its element's click handler as focus moves through the menu:
 * React would set `onclick` again at each move, and Firefox then rebuilds the item's accessible
 * object, so that Orca says nothing for it (decision 0074).
 */
import { describe, expect, it, onTestFinished } from '@rstest/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { keepClickHandler } from '../../../src/ui/keep-click-handler';
import { MenuButton } from '../../../src/ui/menu';

/** Counts the settings of `onclick` that reach the DOM's own setter, by element, from now on. */
function countClickHandlerSettings(): Map<EventTarget, number> {
  const settings = new Map<EventTarget, number>();
  const inherited = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onclick');
  if (!inherited?.set) throw new Error('no onclick setter on HTMLElement.prototype');
  const set = inherited.set;
  Object.defineProperty(HTMLElement.prototype, 'onclick', {
    ...inherited,
    set(this: HTMLElement, handler: unknown) {
      settings.set(this, (settings.get(this) ?? 0) + 1);
      set.call(this, handler);
    },
  });
  onTestFinished(() => {
    Object.defineProperty(HTMLElement.prototype, 'onclick', inherited);
  });
  return settings;
}

describe('keepClickHandler', () => {
  it('lets a new handler in, and drops the setting of the one the element has', () => {
    const settings = countClickHandlerSettings();
    const element = document.createElement('a');
    keepClickHandler(element);
    const clicks: string[] = [];
    const first = () => clicks.push('first');
    const second = () => clicks.push('second');
    element.onclick = first;
    element.onclick = first;
    expect(settings.get(element)).toBe(1);
    expect(element.onclick).toBe(first);
    element.click();
    element.onclick = second;
    element.click();
    element.onclick = null;
    element.click();
    expect(settings.get(element)).toBe(3);
    expect(clicks).toEqual(['first', 'second']);
  });

  it("keeps a link item's handler as focus moves through the menu", async () => {
    const settings = countClickHandlerSettings();
    render(
      <MenuButton label="User menu">
        {({ Menu, MenuItem }) => (
          <Menu aria-label="User menu">
            <MenuItem id="settings" href="/settings/">
              Settings
            </MenuItem>
            <MenuItem id="password" href="/password/">
              Change Password
            </MenuItem>
            <MenuItem id="log-out">Log out</MenuItem>
          </Menu>
        )}
      </MenuButton>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'User menu' }), { key: 'ArrowDown' });
    /** Moves focus to an item as the arrow keys do, and waits for the menu to show it focused. */
    const focus = async (name: string) => {
      const target = await screen.findByRole('menuitem', { name });
      act(() => target.focus());
      await waitFor(() => expect(target.hasAttribute('data-focused')).toBe(true));
    };
    await focus('Settings');
    settings.clear();
    await focus('Change Password');
    await focus('Log out');
    await focus('Settings');
    const links = screen.getAllByRole('menuitem').filter((item) => item instanceof HTMLAnchorElement);
    expect(links).toHaveLength(2);
    expect(links.map((link) => settings.get(link) ?? 0)).toEqual([0, 0]);
    // The items still answer a click (React's own handling is on the root, not on onclick).
    expect(typeof links[0]?.onclick).toBe('function');
  });
});
