/**
 * How a modal whose field takes focus opens, so that a screen reader hears it (decision 0076): React Aria's
 * ModalOverlay focuses the modal's field (or the modal) and hides the page behind it from assistive
 * technology in the same moment, and Firefox hands Orca both in one batch, the page's removal first:
 * Orca then takes the new focus for where it already is and says nothing. Held for two frames,
 * the hiding comes after the focus: Orca says the dialog and its field ('Invite a member dialog |
 * Email entry required.'). For the modals whose field takes focus as they mount (`autoFocus`: the
 * dialogs with `focusesField`, the command palette). A modal that focuses itself is heard without it,
 * and would not take focus, nor Escape, before the frames are over.
 *
 * `UNSTABLE_deferUntilEntered` is React Aria's own switch for this wait (it waits for a modal's entry
 * animation, or for `onEnter`'s promise); its component test (tests/unit/ui/modal-entry.test.tsx)
 * fails if an update of React Aria drops it.
 */
export const announcedModal = {
  UNSTABLE_deferUntilEntered: true,
  onEnter: (): Promise<void> =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
} as const;
