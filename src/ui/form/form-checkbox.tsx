import { useId, type ReactNode } from 'react';
import { Checkbox } from '../checkbox';
import { useFormField } from './use-form-field';

export interface FormCheckboxProps {
  name: string;
  label: ReactNode;
  /** A note under the box, announced with it (aria-describedby). */
  description?: ReactNode;
  isDisabled?: boolean;
}

/** A checkbox of a final-form form: its value is a boolean; Space toggles it. */
export function FormCheckbox({ name, label, description, isDisabled }: FormCheckboxProps) {
  const { input } = useFormField<boolean | undefined>(name);
  const descriptionId = useId();
  return (
    <>
      <Checkbox
        isSelected={input.value === true}
        onChange={(selected) => input.onChange(selected)}
        name={name}
        isDisabled={isDisabled}
        aria-describedby={description ? descriptionId : undefined}
      >
        {label}
      </Checkbox>
      {description ? (
        <p id={descriptionId} className="field__description checkbox__note">
          {description}
        </p>
      ) : null}
    </>
  );
}
