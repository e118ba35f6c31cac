import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import type { PopoverProps } from 'react-aria-components/Popover';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { cx } from './class-names';
import type { MenuParts } from './menu-popover';
import { onceLoader, preloadable } from './preloadable';
import './menu.css';

export type { MenuParts } from './menu-popover';

const loadMenuPopover = onceLoader(() => import('./menu-popover'));
const MenuPopover = preloadable(loadMenuPopover, (module) => module.default);
const DialogPopover = preloadable(loadMenuPopover, (module) => module.DialogPopover);
/** On a sign of intent (pointer over the button, or focus on it), so the menu opens without a wait. */
export const prefetchMenuPopover = () => void loadMenuPopover();
/** The popover and the menu, loaded on first use (./shared-menu.tsx opens it for many buttons). */
export { MenuPopover };

export interface MenuButtonProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when its content is not enough (must contain the visible text). */
  'aria-label'?: string;
  /** The button's class (default 'ui-menu-button'). */
  className?: string;
  /** The small triangle after the label (default shown). */
  chevron?: boolean;
  isDisabled?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  placement?: PopoverProps['placement'];
  popoverClassName?: string;
  /** The popover's content (a Menu, or an Autocomplete holding a SearchField and a Menu), built from the parts. */
  children: (parts: MenuParts) => ReactNode;
}

/**
 * A button that opens a menu in a popover, as react-aria-components' MenuTrigger does (the same
 * hooks): Enter, Space or ArrowDown open it and focus the first item, ArrowUp the last, arrows
 * move, Enter picks, Escape closes and returns focus to the button. Only the button comes with the
 * page: the popover and the menu (./menu-popover.tsx) load when a menu is first about to open, so
 * a page with many menus (a row menu per list row) does not carry react-aria's collections.
 */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  className = 'ui-menu-button',
  chevron = true,
  isDisabled,
  isOpen,
  onOpenChange,
  placement = 'bottom end',
  popoverClassName = 'ui-menu-popover',
  children,
}: MenuButtonProps) {
  const state = useMenuTriggerState({ isOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu', isDisabled }, state, triggerRef);
  const opened = useOpenedOnce(state.isOpen);
  return (
    <>
      <Button
        {...menuTriggerProps}
        ref={triggerRef}
        className={cx([className, state.isOpen && 'is-open'])}
        aria-label={ariaLabel}
        isDisabled={isDisabled}
        onHoverStart={prefetchMenuPopover}
        onFocus={prefetchMenuPopover}
      >
        {label}
        {chevron ? <span className="ui-menu-button__chevron" aria-hidden="true" /> : null}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MenuPopover
            state={state}
            menuProps={menuProps}
            triggerRef={triggerRef}
            placement={placement}
            className={popoverClassName}
          >
            {children}
          </MenuPopover>
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Whether the menu has opened once: from then on its popover stays rendered (closed, it renders
 * nothing), so that a closing menu can stay a moment after focus has gone back to its button
 * (./menu-popover.tsx).
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

export interface DialogButtonProps {
  /** What the button shows, its accessible name. */
  label: ReactNode;
  /** The dialog's accessible name. */
  title: string;
  className?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's content: any controls (menu buttons too: their menus open over it). */
  children: ReactNode;
}

/**
 * A button that opens a dialog in a popover below it (react-aria's dialog trigger): focus moves into
 * the dialog, stays in it, Escape or a press outside closes it and focus returns to the button. The
 * popover comes with the menus' code (./menu-popover.tsx), loaded when it is first about to open.
 */
export function DialogButton({ label, title, className, isOpen, onOpenChange, children }: DialogButtonProps) {
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  return (
    <>
      <Button
        {...triggerProps}
        ref={triggerRef}
        className={className}
        onHoverStart={prefetchMenuPopover}
        onFocus={prefetchMenuPopover}
      >
        {label}
      </Button>
      {state.isOpen ? (
        <Suspense fallback={null}>
          <DialogPopover state={state} triggerRef={triggerRef} id={overlayProps.id} title={title}>
            {children}
          </DialogPopover>
        </Suspense>
      ) : null}
    </>
  );
}
