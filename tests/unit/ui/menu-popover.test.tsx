/**
 * A closing menu leaves focus on no element, and a moment later (FOCUS_BACK_MS) gives it to its
 * button while the menu is still in the page, out of sight (decision 0081). Firefox then reports the
 * page behind shown again, and the menu's items built anew, before the button's focus, and Orca says
 * the button. React Aria alone removes the menu first and focuses the button a frame later.
 */
import { describe, expect, it, onTestFinished } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MenuButton } from '../../../src/ui/menu';
import { FOCUS_HANDOVER_MS } from '../../../src/ui/focus-handover';
import { FOCUS_BACK_MS } from '../../../src/ui/menu-popover';

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

/** Enter on the focused menu button, and the menu has taken focus. */
async function openByKeyboard(user: UserEvent) {
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement?.closest('.ui-menu-popover')).not.toBeNull());
}

describe('a menu that closes', () => {
  it('on Escape: focus on no element, then on its button while the menu is still there; then the menu goes', async () => {
    render(<UserMenu />);
    const button = screen.getByRole('button', { name: 'User menu' });
    const user = userEvent.setup();
    await user.tab();
    await openByKeyboard(user);
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
    expect(performance.now() - escaped).toBeGreaterThanOrEqual(FOCUS_HANDOVER_MS - 1);
  });

  it('opened again while it leaves, closes again and leaves', async () => {
    render(<UserMenu />);
    const button = screen.getByRole('button', { name: 'User menu' });
    const user = userEvent.setup();
    await user.tab();
    await openByKeyboard(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.getByRole('menu', { hidden: true }).closest('[data-exiting]')).not.toBeNull();
    await openByKeyboard(user);
    expect(screen.getByRole('menu').closest('[data-exiting]')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  });

  it('a key pressed while focus is on no element acts from the button: Tab goes on to what follows it', async () => {
    render(
      <>
        <button type="button">Before</button>
        <UserMenu />
        <button type="button">After</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await openByKeyboard(user);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });
});
