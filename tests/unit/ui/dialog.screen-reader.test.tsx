/**
 * A dialog, read by a screen reader (decision 0062): the screen-reader simulator of tests/unit/support/screen-reader.ts over
 * the portal's modal dialog as the component tests render it.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { clearAlerts } from '../../../src/ui/alert-store';
import { Button } from '../../../src/ui/button';
import { ModalDialog } from '../../../src/ui/dialog';
import { signedOut } from '../support/fake-api';
import { renderApp } from '../support/render';
import { focusAndHear, heard, settle, startScreenReader, stopScreenReader } from '../support/screen-reader';

afterEach(async () => {
  await stopScreenReader();
  clearAlerts();
  signedOut();
});

describe('a dialog, read by a screen reader', () => {
  /** The portal's modal dialog (src/ui/dialog.tsx, the one every modal uses), opened by a button. */
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Delete project</Button>
        <ModalDialog title="Delete this project?" isOpen={open} onOpenChange={setOpen}>
          <p>It cannot be undone.</p>
          <Button onPress={() => setOpen(false)}>Cancel</Button>
        </ModalDialog>
      </>
    );
  }

  it('says its name when it opens, and the button that opened it when it closes (focus back where it was)', async () => {
    renderApp(<Opener />);
    await startScreenReader();
    const opener = screen.getByRole('button', { name: 'Delete project' });
    expect(await focusAndHear(opener)).toEqual(['button, Delete project']);
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await settle();
    expect(await heard()).toEqual(['dialog, Delete this project?']);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settle();
    expect(document.activeElement).toBe(opener);
    expect(await heard()).toEqual(['button, Delete project']);
  });
});
