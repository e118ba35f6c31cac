import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import type { Ref } from 'react';
import { cx } from './class-names';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'link';
  ref?: Ref<HTMLButtonElement>;
}

/** The portal's button (react-aria-components): keyboard, press and focus handled by RAC. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={cx(['button', `button--${variant}`, className])} />;
}
