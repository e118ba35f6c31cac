import { useSyncExternalStore } from 'react';
import { defineMessages } from '../../i18n/define-messages';
import { FOCUS_HANDOVER_MS } from '../../ui/focus-handover';

/**
 * What every page of the signed-in area carries of the command palette (docs/product-decisions.md "Theme,
 * command palette and saved views"; decision 0063): whether it is open, where focus returns, the
 * Ctrl+K (⌘K on a Mac) shortcut's rules, and what the app hands it of the projects area. Its host is
 * ./command-palette.tsx, its button ./palette-button.tsx, its dialog (loaded on first use)
 * ./palette-dialog.tsx.
 */

export const paletteButtonMessages = defineMessages({
  open: { id: 'palette.open', defaultMessage: 'Search or jump to…' },
});

/**
 * Closed; open; or leaving: an entry was chosen, and the palette stays FOCUS_HANDOVER_MS out of sight
 * while the page it opened takes focus (decision 0081).
 */
export type PalettePhase = 'closed' | 'open' | 'leaving';

/** The phase, and how many times the palette opened: one that opens while the last is still leaving is a new one. */
let state: { phase: PalettePhase; opening: number } = { phase: 'closed', opening: 0 };
let leaving: ReturnType<typeof setTimeout> | undefined;
/** What opened the palette, or had focus: focus returns there if react-aria's restoring finds nothing. */
let returnTo: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
const setPhase = (phase: PalettePhase, opening = state.opening) => {
  state = { phase, opening };
  notify();
};

/** The palette's phase, and the count of its openings (a key for the dialog). */
export const usePalette = (): { phase: PalettePhase; opening: number } =>
  useSyncExternalStore(subscribe, snapshot, snapshot);

export function openPalette(from: Element | null): void {
  if (state.phase === 'open') return;
  clearTimeout(leaving);
  returnTo = from instanceof HTMLElement ? from : null;
  setPhase('open', state.opening + 1);
}

/** Removes the palette; focus goes to what opened it once the page has settled, if nothing has it. */
function remove(target: HTMLElement | null): void {
  setPhase('closed');
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body && target?.isConnected) target.focus();
    }),
  );
}

/**
 * Closes the palette at once (Escape, a click outside, a move elsewhere). Its modal returns focus
 * where it was (react-aria's focus scope); when that is gone, focus goes to what opened it once the
 * page has settled, unless something took focus meanwhile.
 */
export function closePalette(): void {
  if (state.phase !== 'open') return;
  const target = returnTo;
  returnTo = null;
  remove(target);
}

/**
 * Closes the palette on a chosen entry. The page the entry opens focuses its heading while the
 * palette, out of sight and out of the pointer's way, is still there: removed with the palette
 * gone the same moment, Orca (Firefox) put its focus on the heading without a word (decision 0081).
 * An entry that opens no other page (the page shown) leaves focus in the palette: it moves out at
 * once, and goes to what opened the palette when the palette is gone.
 */
export function leavePalette(): void {
  if (state.phase !== 'open') return;
  const target = returnTo;
  returnTo = null;
  setPhase('leaving');
  // After the commit's effects, the new page's heading focus included.
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.closest('.palette-overlay')) focused.blur();
  });
  leaving = setTimeout(() => {
    if (state.phase === 'leaving') remove(target);
  }, FOCUS_HANDOVER_MS);
}

/** Whether this browser runs on a Mac: the shortcut is ⌘K there, Ctrl+K elsewhere. */
export const onMac = (): boolean => /Mac|iP/.test(navigator.platform);

/** Ctrl+K, or ⌘K on a Mac, with no other modifier. */
export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  mac: boolean,
): boolean =>
  event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && event.ctrlKey !== mac && event.metaKey === mac;

/** Whether the element takes typed text: a text area, an input that is not a box or button, an editable element (a date segment). */
export const isTextField = (element: EventTarget | null): boolean =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !/^(button|checkbox|color|file|hidden|image|radio|range|reset|submit)$/.test(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable);

/**
 * Whether a dialog is open: a modal, the filter drawer, the header's Menu, any menu or list popover
 * (each is a dialog). One that is leaving (out of sight for a moment, `data-exiting`) is closed.
 */
export const dialogOpen = (): boolean =>
  [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
    (dialog) => dialog.closest('[data-exiting]') === null,
  );

/** A place the palette opens that the app hands it from another area: its key in its section, its text, its in-app href. */
export interface PaletteLink {
  key: string;
  name: string;
  href: string;
}

/**
 * What the palette shows of the projects area (src/features/projects/palette-sources.ts, loaded with
 * the dialog: the app hands over its loader, src/app/signed-in-shell.tsx; features never import each other).
 */
export interface PaletteSources {
  /** The enterprise's projects and requests whose name contains `term`: the first 8 by name. */
  findProjects: (enterpriseId: string, term: string, signal?: AbortSignal) => Promise<PaletteLink[]>;
  /** The user's saved views of the projects list in the enterprise that can be opened. */
  openableViews: (userId: string, enterpriseId: string) => PaletteLink[];
}
