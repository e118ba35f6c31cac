/**
 * How every modal of the portal opens, so that a screen reader hears it (decision 0076): React Aria's
 * ModalOverlay focuses the modal's field (or the modal) and hides the page behind it from assistive
 * technology in the same moment, and Firefox hands Orca both in one batch, the page's removal first:
 * Orca then takes the new focus for where it already is and says nothing. Held for two frames,
 * the hiding comes after the focus: Orca says the dialog and its field ('Invite a member dialog |
 * Email entry required.'). A field with `autoFocus` is focused as the modal mounts; a modal with
 * none is focused when the frames are over (React Aria's Dialog waits for them too).
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
