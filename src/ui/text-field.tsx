import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { cx } from './class-names';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** The message to show when the field is invalid (already formatted text). */
  errorMessage?: ReactNode;
}

/**
 * A labelled text input. With `isInvalid` and `errorMessage` it wires aria-invalid and
 * aria-describedby; validation is ours (validationBehavior="aria"), not the browser's.
 */
export function TextField({ label, description, errorMessage, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField validationBehavior="aria" {...props} className={cx(['field', className])}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
