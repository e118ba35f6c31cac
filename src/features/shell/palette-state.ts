import { useSyncExternalStore } from 'react';
import { defineMessages } from '../../i18n/define-messages';

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

let open = false;
/** What opened the palette, or had focus: focus returns there if react-aria's restoring finds nothing. */
let returnTo: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isOpen = () => open;

export const usePaletteOpen = (): boolean => useSyncExternalStore(subscribe, isOpen, isOpen);

export function openPalette(from: Element | null): void {
  if (open) return;
  open = true;
  returnTo = from instanceof HTMLElement ? from : null;
  notify();
}

/**
 * Closes the palette. Its modal returns focus where it was (react-aria's focus scope); when that is
 * gone, focus goes to what opened it once the page has settled, unless something took focus
 * meanwhile (the heading of a page the palette opened).
 */
export function closePalette(): void {
  if (!open) return;
  open = false;
  const target = returnTo;
  returnTo = null;
  notify();
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body && target?.isConnected) target.focus();
    }),
  );
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

/** Whether a dialog is open: a modal, the filter drawer, the header's Menu, any menu or list popover (each is a dialog). */
export const dialogOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

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
