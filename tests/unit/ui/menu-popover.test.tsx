/**
 * A closing menu leaves focus on no element, and a moment later (FOCUS_BACK_MS) gives it to its
 * button while the menu is still in the page, out of sight (decision 0081). Firefox then reports the
 * page behind shown again, and the menu's items built anew, before the button's focus, and Orca says
 * the button. React Aria alone removes the menu first and focuses the button a frame later.
 */
import { describe, expect, it, onTestFinished } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from '../../../src/ui/menu';
import { FOCUS_BACK_MS } from '../../../src/ui/menu-popover';

/** How long menu.css keeps a closing menu (its 0.5 s animation while `data-exiting`). */
const KEPT_MS = 500;

/**
 * The browser's part, which the test's DOM has not got: menu.css gives a closing menu an animation,
 * and React Aria keeps an exiting popover until its animations have finished.
 */
function closingMenusAnimate() {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'getAnimations');
  Element.prototype.getAnimations = function (this: Element) {
    if (!this.matches('.ui-menu-popover[data-exiting]')) return [];
    const finished = new Promise((resolve) => setTimeout(resolve, KEPT_MS));
    return [{ playState: 'running', finished, timeline: document.timeline } as unknown as Animation];
  };
  onTestFinished(() => {
    if (original) Object.defineProperty(Element.prototype, 'getAnimations', original);
    else delete (Element.prototype as { getAnimations?: unknown }).getAnimations;
  });
}

function UserMenu() {
  return (
    <MenuButton label="User menu">
      {({ Menu, MenuItem }) => (
        <Menu aria-label="User menu">
          <MenuItem id="settings">Settings</MenuItem>
          <MenuItem id="log-out">Log out</MenuItem>
        </Menu>
      )}
    </MenuButton>
  );
}

describe('a menu that closes', () => {
  it('on Escape: focus on no element, then on its button while the menu is still there; then the menu goes', async () => {
    closingMenusAnimate();
    render(<UserMenu />);
    const button = screen.getByRole('button', { name: 'User menu' });
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.closest('.ui-menu-popover')).not.toBeNull());
    const atFocus: { menu: boolean; after: number }[] = [];
    let escaped = 0;
    const onFocus = () =>
      atFocus.push({ menu: screen.queryByRole('menu') !== null, after: performance.now() - escaped });
    button.addEventListener('focus', onFocus);
    onTestFinished(() => button.removeEventListener('focus', onFocus));
    escaped = performance.now();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(button));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(atFocus).toHaveLength(1);
    expect(atFocus[0]?.menu).toBe(true);
    expect(atFocus[0]?.after).toBeGreaterThanOrEqual(FOCUS_BACK_MS - 1);
  });
});
