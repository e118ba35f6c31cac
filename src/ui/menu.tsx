import type { ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps,
} from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import './menu.css';

function joined(base: string, className: unknown): string {
  return typeof className === 'string' ? `${base} ${className}` : base;
}

export interface MenuButtonProps extends Omit<MenuTriggerProps, 'children'> {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when its content is not enough (must contain the visible text). */
  'aria-label'?: string;
  className?: string;
  placement?: PopoverProps['placement'];
  /** The popover's content: a Menu, or an Autocomplete holding a SearchField and a Menu. */
  children: ReactNode;
}

/**
 * A button that opens a menu in a popover (react-aria-components MenuTrigger): Enter, Space or
 * ArrowDown open it and focus the first item, arrows move, Enter picks, Escape closes and returns
 * focus to the button.
 */
export function MenuButton({ label, 'aria-label': ariaLabel, className, placement = 'bottom end', children, ...trigger }: MenuButtonProps) {
  return (
    <MenuTrigger {...trigger}>
      <Button className={joined('ui-menu-button', className)} aria-label={ariaLabel}>
        {label}
        <span className="ui-menu-button__chevron" aria-hidden="true" />
      </Button>
      <Popover className="ui-menu-popover" placement={placement} offset={4}>
        {children}
      </Popover>
    </MenuTrigger>
  );
}

export function Menu<T extends object>({ className, ref, ...props }: AriaMenuProps<T> & { ref?: Ref<HTMLDivElement> }) {
  return <AriaMenu {...props} ref={ref} className={joined('ui-menu', className)} />;
}

export function MenuItem<T extends object>({ className, ...props }: AriaMenuItemProps<T>) {
  return <AriaMenuItem {...props} className={joined('ui-menu__item', className)} />;
}

export function MenuSection<T extends object>({ className, ...props }: AriaMenuSectionProps<T>) {
  return <AriaMenuSection {...props} className={joined('ui-menu__section', className)} />;
}
