import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox';
import { cx } from './class-names';

/** A labelled checkbox (react-aria-components): Space toggles it; the box is drawn, the input is native. */
export function Checkbox({
  children,
  className,
  ...props
}: Omit<AriaCheckboxProps, 'children'> & { children: ReactNode }) {
  return (
    <AriaCheckbox {...props} className={cx(['checkbox', className])}>
      <span className="checkbox__box" aria-hidden="true" />
      <span>{children}</span>
    </AriaCheckbox>
  );
}
