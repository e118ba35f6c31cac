/**
 * How a modal opens (src/ui/modal-entry.ts, decision 0076): its field is focused while the page behind
 * is still there for assistive technology, and the page is hidden from it in a later frame, so that
 * a screen reader takes the focus as news and says the dialog and the field.
 */
import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../../src/ui/button';
import { ModalDialog } from '../../../src/ui/dialog';
import { TextField } from '../../../src/ui/text-field';

/** Whether assistive technology can reach the element: no `inert` or `aria-hidden` ancestor. */
const hiddenFromAssistiveTechnology = (element: Element) => element.closest('[inert], [aria-hidden="true"]') !== null;

describe('a modal that opens', () => {
  it('focuses its field while the page behind is still there, and hides the page two frames later', async () => {
    const behindWhenFocused: boolean[] = [];
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <main>
            <p>The page behind</p>
            <Button onPress={() => setOpen(true)}>Invite member</Button>
          </main>
          <ModalDialog title="Invite a member" focusesField isOpen={open} onOpenChange={setOpen}>
            <TextField
              label="Email"
              autoFocus
              onFocus={() => {
                const behind = screen.getByText('The page behind');
                behindWhenFocused.push(hiddenFromAssistiveTechnology(behind));
                requestAnimationFrame(() => behindWhenFocused.push(hiddenFromAssistiveTechnology(behind)));
              }}
            />
          </ModalDialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    // By keyboard, as a screen reader's user opens it.
    await user.tab();
    await user.keyboard('{Enter}');
    // Then, frames later, the page behind is hidden (the modal is modal to assistive technology too).
    await waitFor(() => expect(hiddenFromAssistiveTechnology(screen.getByText('The page behind'))).toBe(true));
    // When the field took focus, and in the next frame, the page behind was still there: a browser
    // hands a screen reader the focus first, then the page's removal.
    expect(behindWhenFocused).toEqual([false, false]);
    expect(screen.getByRole('dialog', { name: 'Invite a member' })).toBeTruthy();
  });
});
