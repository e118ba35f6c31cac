import { useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { Autocomplete } from './autocomplete';
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

/** A menu item; one with an in-app href starts loading its page when hovered or focused (./page-preload.tsx). */
function MenuItem<T extends object>({ className, onHoverStart, onFocus, ...props }: AriaMenuItemProps<T>) {
  const preload = usePagePreload(props.href);
  return (
    <AriaMenuItem
      {...props}
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
      <Popover className={className} offset={4}>
        {children(menuParts)}
      </Popover>
    </Provider>
  );
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
