/**
 * React Aria's overlays as the portal builds them (src/vendor/react-aria-overlay-entry.ts, decision
 * 0081): a menu or a modal takes focus while the page behind is still there for assistive technology;
 * moments later the page is hidden. Its scrolling stops without a change to the root element's
 * style. Firefox hands a screen reader the focus first, then the page's change, and Orca says the focus.
 */
import { describe, expect, it, onTestFinished } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { ModalDialog } from '../../../src/ui/dialog';
import { DialogButton, MenuButton } from '../../../src/ui/menu';
import { TextField } from '../../../src/ui/text-field';

/** Whether assistive technology can reach the element: no `inert` or `aria-hidden` ancestor. */
const hidden = (element: Element) => element.closest('[inert], [aria-hidden="true"]') !== null;
/** Whether a wheel turned over the page behind is cancelled: the page does not scroll. */
const locked = () => {
  const wheel = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 100 });
  screen.getByText('The page behind').dispatchEvent(wheel);
  return wheel.defaultPrevented;
};

/** Whether the page behind was hidden when focus first went into the overlay, and in the frame after. */
function pageAtFocus() {
  const seen: boolean[] = [];
  const record = () => seen.push(hidden(screen.getByText('The page behind')));
  const onFocusIn = (event: FocusEvent) => {
    if (seen.length > 0 || !(event.target as Element).closest('.ui-menu-popover, [role="dialog"]')) return;
    record();
    requestAnimationFrame(record);
  };
  document.addEventListener('focusin', onFocusIn);
  onTestFinished(() => document.removeEventListener('focusin', onFocusIn));
  return seen;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <main>
        <p>The page behind</p>
      </main>
      {children}
    </>
  );
}

/** The header's 'Menu' popover, with the enterprise menu that opens from it. */
function Header() {
  const [open, setOpen] = useState(false);
  return (
    <Page>
      <DialogButton label="Menu" title="Menu" isOpen={open} onOpenChange={setOpen}>
        <MenuButton label="Enterprise: Acme Corp">
          {({ Menu, MenuItem }) => (
            <Menu aria-label="Enterprise: Acme Corp">
              <MenuItem id="acme">Acme Corp</MenuItem>
              <MenuItem id="globex">Globex</MenuItem>
            </Menu>
          )}
        </MenuButton>
      </DialogButton>
    </Page>
  );
}

describe("React Aria's overlays", () => {
  it('a menu takes focus before the page behind is hidden; the page does not scroll', async () => {
    const atFocus = pageAtFocus();
    render(
      <Page>
        <MenuButton label="User menu">
          {({ Menu, MenuItem }) => (
            <Menu aria-label="User menu">
              <MenuItem id="settings">Settings</MenuItem>
              <MenuItem id="log-out">Log out</MenuItem>
            </Menu>
          )}
        </MenuButton>
      </Page>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(hidden(screen.getByText('The page behind'))).toBe(true));
    expect(locked()).toBe(true);
    // The root element's style is left alone: changing its overflow rebuilds Firefox's accessibility tree.
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(atFocus).toEqual([false, false]);
    // Closed: the page is back and scrolls, at once.
    await user.keyboard('{Escape}');
    expect(hidden(screen.getByText('The page behind'))).toBe(false);
    expect(locked()).toBe(false);
    // Focus goes back to the button a moment later (src/ui/menu-popover.tsx).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'User menu' })));
  });

  it("a modal's field takes focus before the page behind is hidden; the page does not scroll", async () => {
    const atFocus = pageAtFocus();
    function WithModal() {
      const [open, setOpen] = useState(false);
      return (
        <Page>
          <Button onPress={() => setOpen(true)}>Invite member</Button>
          <ModalDialog title="Invite a member" isOpen={open} onOpenChange={setOpen}>
            <TextField label="Email" autoFocus />
          </ModalDialog>
        </Page>
      );
    }
    render(<WithModal />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(hidden(screen.getByText('The page behind'))).toBe(true));
    expect(locked()).toBe(true);
    // The root element's style is left alone: changing its overflow rebuilds Firefox's accessibility tree.
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(atFocus).toEqual([false, false]);
    expect(screen.getByRole('dialog', { name: 'Invite a member' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hidden(screen.getByText('The page behind'))).toBe(false);
    expect(locked()).toBe(false);
  });

  it('a menu opened from a popover that already hides the page is never hidden itself', async () => {
    render(<Header />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(hidden(screen.getByText('The page behind'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Enterprise: Acme Corp' }));
    const menu = await screen.findByRole('menu', { name: 'Enterprise: Acme Corp' });
    // Reachable before its own hiding of the rest comes (the popover it opened from with the rest)…
    expect(hidden(menu)).toBe(false);
    await waitFor(() => expect(hidden(screen.getByRole('button', { name: 'Enterprise: Acme Corp' }))).toBe(true));
    // …and after it.
    expect(hidden(menu)).toBe(false);
  });

  it('a menu opened from a popover before that one hides the page keeps its focus when the hiding comes', async () => {
    render(<Header />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    // At once, as a quick keyboard user does: the page behind is not hidden yet.
    const switcher = screen.getByRole('button', { name: 'Enterprise: Acme Corp' });
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Menu' }).contains(document.activeElement)).toBe(true),
    );
    await user.tab();
    expect(document.activeElement).toBe(switcher);
    expect(hidden(screen.getByText('The page behind'))).toBe(false);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Enterprise: Acme Corp' });
    const focusInMenu = () => menu.closest('.ui-menu-popover')?.contains(document.activeElement);
    await waitFor(() => expect(focusInMenu()).toBe(true));
    expect(hidden(menu)).toBe(false);
    // The popover's hiding of the page comes; the menu stays reachable and keeps the focus.
    await waitFor(() => expect(hidden(screen.getByText('The page behind'))).toBe(true));
    expect(hidden(menu)).toBe(false);
    expect(focusInMenu()).toBe(true);
  });
});
