import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Autocomplete } from './autocomplete';
import { FOCUS_HANDOVER_MS } from './focus-handover';
import { Dialog, OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import {
  Collection,
  Header,
  Menu as AriaMenu,
  MenuContext,
  MenuItem as AriaMenuItem,
  MenuLoadMoreItem,
  MenuSection as AriaMenuSection,
  RootMenuTriggerStateContext,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components/Menu';
import { Popover, PopoverContext, type PopoverProps } from 'react-aria-components/Popover';
import { Provider } from 'react-aria-components/slots';
import { chain } from 'react-aria/chain';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { cx } from './class-names';
import { keepClickHandler } from './keep-click-handler';
import { usePagePreload } from './page-preload';
import { SearchField } from './search-field';

/**
 * The open half of ./menu.tsx's MenuButton: the popover and the menu in it (react-aria-components
 * Popover and Menu with their collections, selection and positioning: most of react-aria's weight),
 * loaded the first time a menu is about to open, not with the page.
 */

function Menu<T extends object>({ className, ref, ...props }: AriaMenuProps<T> & { ref?: Ref<HTMLDivElement> }) {
  return <AriaMenu {...props} ref={ref} className={cx(['ui-menu', className])} />;
}

/**
 * A menu item; one with an in-app href starts loading its page when hovered or focused
 * (./page-preload.tsx). Its element keeps its click handler as it re-renders (./keep-click-handler.ts):
 * Firefox would otherwise rebuild a link item's accessible object at every focus move.
 */
function MenuItem<T extends object>({ className, onHoverStart, onFocus, ...props }: AriaMenuItemProps<T>) {
  const preload = usePagePreload(props.href);
  return (
    <AriaMenuItem
      {...props}
      ref={keepClickHandler}
      onHoverStart={chain(preload, onHoverStart)}
      onFocus={chain(preload, onFocus)}
      className={cx(['ui-menu__item', className])}
    />
  );
}

function MenuSection<T extends object>({ className, ...props }: AriaMenuSectionProps<T>) {
  return <AriaMenuSection {...props} className={cx(['ui-menu__section', className])} />;
}

/** What a MenuButton's content is built from (its `children` function receives them). */
export const menuParts = {
  Menu,
  MenuItem,
  MenuSection,
  Header,
  Collection,
  MenuLoadMoreItem,
  Autocomplete,
  SearchField,
};
export type MenuParts = typeof menuParts;

export interface MenuPopoverProps {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  placement: PopoverProps['placement'];
  className: string;
  children: (parts: MenuParts) => ReactNode;
}

/**
 * What react-aria-components' MenuTrigger gives its Popover and Menu (the same contexts, so they
 * behave exactly as under a MenuTrigger: focus moves into the menu, arrows move, Escape and a
 * choice close it and focus returns to the button).
 */
export default function MenuPopover({
  state,
  menuProps,
  triggerRef,
  placement,
  className,
  children,
}: MenuPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { leaving, opening } = useLeaving(state.isOpen, triggerRef);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, placement, 'aria-labelledby': menuProps['aria-labelledby'] },
        ],
      ]}
    >
      <Popover key={opening} className={className} offset={4} isExiting={leaving}>
        {children(menuParts)}
      </Popover>
    </Provider>
  );
}

/**
 * How long focus is on no element between a menu's closing and its button's focus: long enough for
 * Firefox to report the page behind as shown again (its menu items are built anew then) before it
 * reports the button's focus. With 100 ms Orca said nothing 5 times in 5 with the CPU busy; with
 * 300 ms it spoke 3 in 3. A key pressed meanwhile gives the button its focus at once, and acts from
 * there, as it would without the wait.
 */
export const FOCUS_BACK_MS = 300;

/**
 * A menu that closes stays a moment (FOCUS_HANDOVER_MS), out of sight, leaves focus on no element,
 * and gives it to its button FOCUS_BACK_MS later. React Aria removes the menu and focuses the button
 * a frame later: Firefox, showing the page behind again, builds the menu's items anew and reports the
 * menu's removal before the button's focus, and Orca, whose focus was the item now gone, takes the
 * button without a word (decision 0081). Only when focus is still in the closing menu (or nowhere):
 * a choice that moved it on (a dialog, a page's heading) keeps it there. React Aria, finding focus
 * out of the menu when it leaves, then does nothing. Returns whether the closed menu is still
 * leaving, and the count of openings: a menu opened again while it leaves is a new one.
 */
function useLeaving(isOpen: boolean, triggerRef: RefObject<HTMLElement | null>): { leaving: boolean; opening: number } {
  const [openBefore, setOpenBefore] = useState(isOpen);
  const [leaving, setLeaving] = useState(false);
  const [openings, setOpenings] = useState(0);
  if (openBefore !== isOpen) {
    setOpenBefore(isOpen);
    setLeaving(!isOpen);
    if (isOpen) setOpenings(openings + 1);
  }
  useEffect(() => {
    if (!leaving) return undefined;
    const gone = setTimeout(() => setLeaving(false), FOCUS_HANDOVER_MS);
    const focused = document.activeElement;
    if (focused !== document.body && focused?.closest('[data-exiting]') == null) return () => clearTimeout(gone);
    (focused as HTMLElement).blur();
    const giveBack = () => {
      document.removeEventListener('keydown', giveBack, true);
      clearTimeout(back);
      if (document.activeElement === document.body) triggerRef.current?.focus();
    };
    const back = setTimeout(giveBack, FOCUS_BACK_MS);
    // Ahead of the key's own handling, which then acts from the button (Tab moves on from it).
    document.addEventListener('keydown', giveBack, true);
    return () => {
      document.removeEventListener('keydown', giveBack, true);
      clearTimeout(back);
      clearTimeout(gone);
    };
  }, [leaving, triggerRef]);
  return { leaving, opening: openings };
}

export interface DialogPopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  id: string | undefined;
  title: string;
  children: ReactNode;
}

/**
 * The open half of ./menu.tsx's DialogButton: a dialog in a modal popover (react-aria-components: the
 * dialog focused on opening, focus kept in it and returned to the button on closing).
 */
export function DialogPopover({ state, triggerRef, id, title, children }: DialogPopoverProps) {
  return (
    <Popover
      className="ui-menu-popover ui-dialog-popover"
      triggerRef={triggerRef}
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
      placement="bottom end"
      offset={4}
    >
      <Dialog id={id} aria-label={title} className="ui-dialog-popover__dialog">
        {children}
      </Dialog>
    </Popover>
  );
}
