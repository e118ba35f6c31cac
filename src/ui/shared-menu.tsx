import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PopoverProps } from 'react-aria-components/Popover';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import { useHover } from 'react-aria/useHover';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { MenuPopover, prefetchMenuPopover, useOpenedOnce, type MenuParts } from './menu';
import { applyAttributes, handlersOf, type TriggerBus } from './trigger-bus';

export interface SharedMenuProps {
  /** The buttons' bus (./trigger-bus.ts): each button renders `bus.handlers` and its static attributes. */
  bus: TriggerBus;
  /** The menu of the button `trigger`, built from the parts (as MenuButton's children). */
  children: (parts: MenuParts, trigger: HTMLElement) => ReactNode;
  onOpenChange?: (isOpen: boolean) => void;
  placement?: PopoverProps['placement'];
  popoverClassName?: string;
}

/**
 * One menu for many buttons (a list's row menus): the hooks of ./menu.tsx's MenuButton (React
 * Aria's menu trigger, button and hover, as react-aria-components' Button and MenuTrigger use
 * them), once, for whichever button the pointer, the keyboard or focus reached last, and the menu
 * opened for it. Each button renders only `<button type="button" aria-haspopup="true"
 * aria-expanded="false" aria-label=…>` with `bus.handlers`; what changes with the menu (its id, which
 * names the menu, aria-expanded, aria-controls, data-hovered, data-pressed, the class is-open) is
 * written to the button that is the trigger, so no row re-renders when a menu opens. A button
 * behaves as a MenuButton: Enter, Space or ArrowDown open the menu and focus its first item,
 * ArrowUp its last, a press opens it with the menu focused, Escape closes it and focus returns to
 * the button.
 */
export function SharedMenu({
  bus,
  children,
  onOpenChange,
  placement = 'bottom end',
  popoverClassName = 'ui-menu-popover',
}: SharedMenuProps) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const state = useMenuTriggerState({ onOpenChange });
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  const { buttonProps, isPressed } = useButton(menuTriggerProps, triggerRef);
  const opened = useOpenedOnce(state.isOpen);
  const { hoverProps, isHovered } = useHover({ onHoverStart: prefetchMenuPopover });
  const handlers = handlersOf(mergeProps(buttonProps, hoverProps, { onFocus: prefetchMenuPopover }));
  useLayoutEffect(() => {
    bus.connect({
      handlers,
      activate: (element) => {
        if (triggerRef.current === element) return true;
        if (state.isOpen) return false;
        triggerRef.current = element as HTMLButtonElement;
        setTrigger(element);
        return true;
      },
    });
  });
  const { id, 'aria-controls': controls } = menuTriggerProps;
  useLayoutEffect(() => {
    if (!trigger) return undefined;
    trigger.classList.toggle('is-open', state.isOpen);
    const takeOff = applyAttributes(trigger, {
      id,
      'aria-expanded': state.isOpen ? 'true' : 'false',
      'aria-controls': controls,
      'data-hovered': isHovered,
      'data-pressed': isPressed,
    });
    return () => {
      trigger.classList.remove('is-open');
      takeOff();
    };
  }, [trigger, id, controls, state.isOpen, isHovered, isPressed]);
  // A button that leaves the page (its row gone) takes its menu with it.
  useEffect(() => {
    if (state.isOpen && trigger && !trigger.isConnected) state.close();
  });
  return opened && trigger ? (
    <Suspense fallback={null}>
      <MenuPopover
        state={state}
        menuProps={menuProps}
        triggerRef={triggerRef}
        placement={placement}
        className={popoverClassName}
      >
        {(parts) => children(parts, trigger)}
      </MenuPopover>
    </Suspense>
  ) : null;
}
