import type { ReactNode } from 'react';
import { FieldError as AriaFieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';

/**
 * The parts every field of the kit shares. Inside a react-aria-components field they are wired to
 * the control: the description and the error are announced with it (aria-describedby), and the
 * error shows only while the field is invalid (isInvalid, with validationBehavior="aria").
 */
export function Description({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className="field__description">
      {children}
    </Text>
  ) : null;
}

/** The field's error text (already formatted). */
export function FieldError({ children }: { children?: ReactNode }) {
  return <AriaFieldError className="field__error">{children}</AriaFieldError>;
}

/** A label with the visual required mark (the control itself carries aria-required). */
export function FieldLabel({ text, isRequired }: { text: ReactNode; isRequired?: boolean }) {
  return (
    <>
      {text}
      {isRequired ? (
        <span className="required-mark" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
}
